// What the page shares as `@portal/ui`: what the shell and a list page use, which the host loads
// before any remote (host/src/remotes/host-shared-roots.ts). A shared module is never tree-shaken,
// so the forms, dialogs with forms, wizards, charts and detail views are `@portal/ui/more`
// (root-more.ts), loaded with the first page that imports one. The apps still import both from
// `@portal/ui` (index.ts); shared/build's tier loader sends each name to its module.
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
export { jalaliGenerateConfig, formatJalali, parseJalaliText, type GenerateConfig } from './jalali-generate-config';
export { ChunkFailure, type ChunkFailureProps } from './chunk-failure';
export { TopProgress, type TopProgressProps } from './top-progress';
export { CopyButton, copyText, type CopyButtonProps } from './copy-button';
export { MoneyText, DateText, NumberText, type MoneyTextProps, type DateTextProps, type NumberTextProps } from './display-text';
export { SimpleResourceList, type SimpleResourceListProps } from './simple-resource-list';
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
export { LoadFailed, isNotFound, type LoadFailedProps } from './query-state';
export { Ltr, Bdi } from './bidi';
export { GigabytesText, type GigabytesTextProps } from './display-text';
export { firewallMessages } from './messages';
