import { endpoint } from './endpoint';

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

export interface CategoryUsage {
  categoryId: UsageCategoryId;
  /** Resources of this category over all the customer's projects. */
  total: number;
  active: number;
  /** Rial charged for this category in the current month. */
  monthCost: number;
}
export interface FinancialSummary {
  /** Wallet balance in Rial (negative when in debt). */
  balance: number;
  unpaidInvoiceCount: number;
  unpaidInvoiceAmount: number;
  /** Rial charged for usage since the start of the month. */
  monthUsage: number;
  /** Estimated Rial per hour at the current resource set. */
  hourlyRate: number;
}

export const dashboard = {
  usage: endpoint<undefined, CategoryUsage>()('GET', 'dashboard/usage/:categoryId'),
  financial: endpoint<undefined, FinancialSummary>()('GET', 'dashboard/financial'),
};
