// @portal/ui: theme, providers, toasts and page primitives of the signed-in app.
// Every file imports antd by component path (`antd/es/button`), never the root `antd`: the host
// shell imports the few files it shows through their subpaths (`@portal/ui/providers`, ...), so
// the signed-in page loads those components and not all of antd. Which antd and which
// @portal/ui instance a remote gets is settled in host/src/remotes/host-shared-roots.ts.
export { notify, type NotifyOptions, type ToastId } from './toast';
export { theme, colors, breakpoints, mediaUp, fontFamily, type Breakpoint } from './theme';
export { ColorSchemeSwitch, useChartColors, useColorScheme, darkTheme, type ChartColors, type ColorScheme, type ColorSchemeChoice } from './color-scheme';
export { AppProviders, type AppProvidersProps } from './providers';
export { FormErrorAnnouncer } from './form-error-announcer';
export { LayoutToaster, DefaultToaster, useToastLimit, usePauseOnWindowBlur, useFocusHotkey } from './toasters';
export { uiMessages } from './messages';
export { PageHeader, type PageHeaderProps } from './page-header';
export { ResourceTable, resourceTableCsv, filterRows, readValue, type ResourceColumn, type ResourceTableProps } from './resource-table';
export { deleteColumn, type DeleteColumnOptions } from './delete-column';
export { displayValue, exportValue, compareValues, type ColumnKind } from './cell-format';
export { toCsv, downloadCsv, escapeCsvField, type CsvColumn } from './csv';
export { saveBlob, saveText } from './save-file';
export { StatusTag, type StatusTagProps } from './status-tag';
export { formRules, fieldProblem, maxLengthOf, type FormRulesOptions } from './form-rules';
export { ConfirmAction, type ConfirmActionProps } from './confirm-action';
export { steadyDialog } from './dialog-motion';
export { Wizard, type WizardProps, type WizardStep } from './wizard';
export { PredefinedCustomToggle, type PredefinedCustomToggleProps } from './predefined-custom-toggle';
// The Jalali date picker is not here: the root is shared whole, and antd's picker would load on
// every signed-in page. Its one page imports `@portal/ui/jalali-date-picker`.
export { jalaliGenerateConfig, formatJalali, parseJalaliText, type GenerateConfig } from './jalali-generate-config';
export { ChunkFailure, type ChunkFailureProps } from './chunk-failure';
export { TopProgress, type TopProgressProps } from './top-progress';
export { CopyButton, copyText, type CopyButtonProps } from './copy-button';
export { MoneyText, DateText, NumberText, type MoneyTextProps, type DateTextProps, type NumberTextProps } from './display-text';
export { OrderForm, OrderSection, type OrderFormProps } from './order-form';
export { PriceSummary, bundlePriceRows, type PriceRow, type PriceSummaryProps, type PricedBundle } from './price-summary';
export { BundleCards, type BundleCardsProps } from './bundle-cards';
export { ResourceNameField, type ResourceNameFieldProps } from './resource-name-field';
export { FormDialog, type FormDialogProps } from './form-dialog';
export { EditNameDialog, type EditNameDialogProps } from './edit-name-dialog';
export { SimpleResourceDetail, type SimpleResourceDetailProps, type DetailItem } from './simple-resource-detail';
export { SimpleResourceList, type SimpleResourceListProps } from './simple-resource-list';
export { ChoiceField, type ChoiceFieldProps } from './choice-field';
export { useNumericParams } from './route-params';
export { declaredData } from './declared-data';
// The first queries the areas declare, for the pages' hooks (`useDeclaredQuery` of @portal/api):
// the remotes reach @portal/areas through this shared package, one copy for the page.
export { firstQuery } from '@portal/areas';
export {
  resourceArea,
  lazyPage,
  pageRoutes,
  preloadAreas,
  type ResourceAreaPages,
  type PageModule,
  type LazyPage,
  type Preload,
  type PreloadOptions,
  type Preloadable,
  type PageData,
  type RouteParams,
} from './resource-routes';
export { usePermission, useDisabledReason, permissionOf, Permitted, WithReason, type Need, type Permission } from './permission';
export { NumberField, parseTypedNumber, formatNumberText, type NumberFieldProps } from './number-field';
export { LoadFailed, isNotFound, type LoadFailedProps } from './query-state';
export { Ltr, Bdi } from './bidi';
export { GigabytesText, type GigabytesTextProps } from './display-text';
export { useUrlStep, useWizardDraft, readWizardDraft, clearWizardDraft, useLeaveGuard } from './wizard-state';
export { LineChart, type Series, type SeriesColor } from './line-chart';
export { PeriodCharts, type PeriodChart, type PeriodChartsProps } from './period-charts';
export { FirewallRules, type FirewallRulesProps, type FirewallRuleRow } from './firewall-rules';
export { firewallMessages } from './messages';
