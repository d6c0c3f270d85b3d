import { wire, type Wire } from './wire';

/** Categories of the dashboard's usage cards, in display order. */
export const usageCategories = {
  vm: 1,
  volume: 2,
  storage: 3,
  kubernetes: 4,
  dnsCdn: 5,
  vpc: 6,
} as const;
export type UsageCategoryId = (typeof usageCategories)[keyof typeof usageCategories];

/** One month of a category's usage: the month's label and how many services it counted. */
export type CategoryUsage = Wire<'DashboardUsageResponse'>;
/** Wallet balance, the bill amount, unpaid invoices and active services (Rial and counts). */
export type FinancialSummary = Wire<'DashboardFinancialResponse'>;

export const dashboard = {
  usage: wire('GET', 'dashboard/usage/:categoryId'),
  financial: wire('GET', 'dashboard/financial'),
};
