// What the page shares as `@portal/ui/more`: the forms, dialogs with forms, wizards, charts and
// detail views, which a list page does not show (see root-first.ts). Provided by the host only.
export { Wizard, type WizardProps, type WizardStep } from './wizard';
export { PredefinedCustomToggle, type PredefinedCustomToggleProps } from './predefined-custom-toggle';
export { OrderForm, OrderSection, type OrderFormProps } from './order-form';
export { PriceSummary, bundlePriceRows, type PriceRow, type PriceSummaryProps, type PricedBundle } from './price-summary';
export { BundleCards, type BundleCardsProps } from './bundle-cards';
export { ResourceNameField, type ResourceNameFieldProps } from './resource-name-field';
export { FormDialog, type FormDialogProps } from './form-dialog';
export { EditNameDialog, type EditNameDialogProps } from './edit-name-dialog';
export { SimpleResourceDetail, type SimpleResourceDetailProps, type DetailItem } from './simple-resource-detail';
export { ChoiceField, type ChoiceFieldProps } from './choice-field';
export { NumberField, parseTypedNumber, formatNumberText, type NumberFieldProps } from './number-field';
export { useUrlStep, useWizardDraft, readWizardDraft, clearWizardDraft, useLeaveGuard } from './wizard-state';
export { LineChart, type Series, type SeriesColor } from './line-chart';
export { PeriodCharts, type PeriodChart, type PeriodChartsProps } from './period-charts';
export { FirewallRules, type FirewallRulesProps, type FirewallRuleRow } from './firewall-rules';
