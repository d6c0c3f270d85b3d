import { endpoint } from './endpoint';
import type { IsoDate } from './common';
import { defineSchema, type FieldSpec } from './rules';

// Billing (spec sections 2 and 7, `financial/...`): the wallet ledger, payments through bank
// gateways and invoices. Every amount is a whole number of Rial; the portal shows Toman.

/**
 * What moved the wallet. The balance is the sum of the entries; nothing else stores it.
 * Credits: topUp, voucher, referralCommission, refund. Debits: usage (hourly), invoicePayment.
 */
export type WalletEntryType = 'topUp' | 'usage' | 'invoicePayment' | 'voucher' | 'referralCommission' | 'refund';
export const WALLET_ENTRY_TYPES: readonly WalletEntryType[] = ['topUp', 'usage', 'invoicePayment', 'voucher', 'referralCommission', 'refund'];

/** The wallet list's period filter: the last 7, 30, 90 or 365 days, or everything. */
export type WalletPeriod = 'week' | 'month' | 'quarter' | 'year' | 'all';
export const WALLET_PERIODS: readonly WalletPeriod[] = ['week', 'month', 'quarter', 'year', 'all'];
export const WALLET_PERIOD_DAYS: Record<Exclude<WalletPeriod, 'all'>, number> = { week: 7, month: 30, quarter: 90, year: 365 };

export interface WalletEntry {
  id: number;
  type: WalletEntryType;
  /** Signed Rial: positive credits the wallet, negative debits it. */
  amount: number;
  /** The balance right after this entry (Rial). */
  balanceAfter: number;
  description: string;
  /** What the entry came from: a bank reference, an invoice number, a resource. */
  reference: string | null;
  paymentId: number | null;
  invoiceId: number | null;
  createdAt: IsoDate;
}
export interface WalletListQuery {
  period?: WalletPeriod;
  type?: WalletEntryType;
}
/** Usage charged in a period for one product category (`usageCategories`; 0: the others, such as dedicated servers). */
export interface UsageReportLine {
  categoryId: number;
  /** Rial. */
  amount: number;
  hours: number;
}
export interface WalletBalance {
  /** Rial; negative when usage ran past the credit. */
  balance: number;
}

export type PaymentProviderId = 'sep' | 'pec' | 'bfa' | 'bpm';
export const PAYMENT_PROVIDER_IDS: readonly PaymentProviderId[] = ['sep', 'pec', 'bfa', 'bpm'];
export interface PaymentProvider {
  id: PaymentProviderId;
  name: string;
}

/**
 * pending: sent to the bank, not verified yet; verified: the wallet was credited; failed: cancelled
 * or refused at the bank; reversed: the bank took the money but verification refused it (wrong
 * amount, a reused reference), so it is returned to the card; expired: not verified within
 * PAYMENT_TTL_MINUTES.
 */
export type PaymentState = 'pending' | 'verified' | 'failed' | 'reversed' | 'expired';
export const PAYMENT_STATES: readonly PaymentState[] = ['pending', 'verified', 'failed', 'reversed', 'expired'];
export const PAYMENT_TTL_MINUTES = 30;

/** One payment's amount, in Rial: 10,000 to 50,000,000 Toman. */
export const PAYMENT_LIMITS = { minRial: 100_000, maxRial: 500_000_000 } as const;

export interface Payment {
  id: number;
  amount: number;
  providerId: PaymentProviderId;
  providerName: string;
  state: PaymentState;
  /** The bank's reference (RefNum / RRN) once the bank answered. */
  bankReference: string | null;
  /** The card as the bank masks it. */
  cardMask: string | null;
  /** What the verification said (why it failed or was reversed). */
  resultMessage: string | null;
  /** The invoice this payment settles, if it was made for one. */
  invoiceId: number | null;
  invoiceNumber: string | null;
  createdAt: IsoDate;
  expiresAt: IsoDate;
  settledAt: IsoDate | null;
}

export interface CreatePaymentRequest {
  /** Rial; ignored when `invoiceId` is given (the invoice's total is paid). */
  amount?: number;
  providerId: string;
  invoiceId?: number;
}
export interface CreatePaymentResponse {
  payment: Payment;
  /** Where the browser goes next: the bank's payment page. */
  redirectUrl: string;
}

export const paymentAmountSpec: FieldSpec = {
  error: 'Amount',
  label: 'amount',
  type: 'int',
  required: true,
  rules: [{ kind: 'range', min: PAYMENT_LIMITS.minRial, max: PAYMENT_LIMITS.maxRial }],
};
/** The same limits in Toman, for a form that asks in Toman (the portal's unit). */
export const paymentAmountTomanSpec: FieldSpec = {
  error: 'Amount',
  label: 'amountToman',
  type: 'int',
  required: true,
  rules: [{ kind: 'range', min: PAYMENT_LIMITS.minRial / 10, max: PAYMENT_LIMITS.maxRial / 10 }],
};
export const createPaymentSchema = defineSchema<CreatePaymentRequest>()({
  providerId: { error: 'ProviderId', label: 'paymentProvider', type: 'string', required: true, rules: [{ kind: 'oneOf', values: PAYMENT_PROVIDER_IDS }] },
  invoiceId: { error: 'InvoiceId', label: 'invoice', type: 'int' },
});

/** What a callback answered: the payment afterwards and whether this call changed it. */
export interface PaymentCallbackResult {
  paymentId: number | null;
  state: PaymentState | null;
  /** false when the payment had already been settled (a replayed callback) or the call was refused. */
  changed: boolean;
  message: string;
}

export type InvoiceState = 'unpaid' | 'paid';
export const INVOICE_TAX_PERCENT = 10;
export interface InvoiceItem {
  id: number;
  description: string;
  quantity: number;
  /** Rial per unit. */
  unitPrice: number;
  /** quantity × unitPrice, Rial. */
  amount: number;
}
export interface Invoice {
  id: number;
  /** What the customer quotes: e.g. INV-14030915-0001. */
  number: string;
  title: string;
  state: InvoiceState;
  /** Sum of the items, Rial. */
  subtotal: number;
  taxPercent: number;
  /** Value added tax, Rial: round(subtotal × taxPercent / 100). */
  tax: number;
  /** subtotal + tax, Rial. */
  total: number;
  issuedAt: IsoDate;
  dueAt: IsoDate;
  paidAt: IsoDate | null;
  paidBy: 'wallet' | 'bank' | null;
}
export interface InvoiceDetail extends Invoice {
  items: InvoiceItem[];
}
export interface InvoiceSummary {
  unpaidCount: number;
  /** Rial. */
  unpaidAmount: number;
  paidCount: number;
}
/** The 422 of paying from a wallet that holds too little: the top-up needed, in Rial. */
export interface InsufficientBalance {
  errorMessage: string;
  shortfall: number;
}

export interface UseVoucherRequest {
  code: string;
}
export interface UseVoucherResponse {
  /** Rial credited to the wallet. */
  amount: number;
  /** The balance afterwards, Rial. */
  balance: number;
  message: string;
}
export const useVoucherSchema = defineSchema<UseVoucherRequest>()({
  code: { error: 'Code', label: 'voucherCode', type: 'string', required: true, rules: [{ kind: 'length', min: 4, max: 32 }] },
});

/** A one-off offer (a discounted service package): bought once per customer, paid from the wallet through an invoice. */
export interface Offer {
  id: number;
  title: string;
  description: string;
  /** Before tax, Rial. */
  price: number;
  taxPercent: number;
  /** price + tax, Rial: what the wallet pays. */
  total: number;
  expiresAt: IsoDate;
  /** Set once this customer bought it. */
  paidAt: IsoDate | null;
  invoiceId: number | null;
}
export interface PayOfferRequest {
  offerId: number;
}
export const payOfferSchema = defineSchema<PayOfferRequest>()({
  offerId: { error: 'OfferId', label: 'offer', type: 'int', required: true },
});

/** Share-a-link referrals: a customer who signs up through the link earns the referrer a commission on each verified top-up. */
export const REFERRAL_COMMISSION_PERCENT = 10;
export interface Referral {
  id: number;
  code: string;
  /** Path of the sign-up page with the code; the portal prefixes its own origin. */
  link: string;
  commissionPercent: number;
  referredCount: number;
  /** Commission earned so far, Rial (the sum of the referralCommission ledger entries). */
  commissionTotal: number;
}
export interface ReferredCustomer {
  id: number;
  /** Shown partly hidden. */
  name: string;
  joinedAt: IsoDate;
  /** Commission earned from this customer, Rial. */
  commission: number;
}

/** My services (/portal/customer-products): one of the customer's resources, whatever area serves it. */
export interface CustomerProduct {
  /** The sandbox's resource kind ('vm-host', 'volume-host', ...). */
  kind: string;
  id: number;
  name: string;
  projectId: number;
  projectName: string;
  /** Persian name of the product type. */
  typeName: string;
  status: string;
  /** Rial per hour it is charged now, its own and its parts' (a cluster's nodes, a VPC's addresses); 0 when not billed. */
  hourlyCost: number;
  /** hourlyCost × HOURS_PER_MONTH, Rial. */
  monthlyCost: number;
  /** The portal page of the resource (a path), null when it has none. */
  path: string | null;
  createdAt: IsoDate;
}
export interface CustomerProducts {
  items: CustomerProduct[];
  /** Sum of the items' monthlyCost, Rial. */
  monthlyTotal: number;
}

/**
 * A bill: the monthly statement of the wallet for one Jalali month (Tehran time). Its id is the
 * month as yyyymm (140508 = Aban 1405). Opening balance + the month's entries = closing balance.
 */
export interface Bill {
  id: number;
  /** e.g. «آبان ۱۴۰۵». */
  title: string;
  periodStart: IsoDate;
  /** Exclusive: the next month's start. */
  periodEnd: IsoDate;
  /** The current month: entries may still be added. */
  open: boolean;
  /** Rial, the balance at the month's start and at its end (or now, for the open month). */
  openingBalance: number;
  closingBalance: number;
  /** Sum of the month's credits (positive) and debits (negative), Rial. */
  credits: number;
  debits: number;
  entryCount: number;
}
export interface BillShort {
  id: number;
  title: string;
  open: boolean;
}
export interface BillGroup {
  type: WalletEntryType;
  count: number;
  /** Signed Rial. */
  amount: number;
  entries: WalletEntry[];
}
export interface BillDetail extends Bill {
  /** The month's entries by type, in the order of WALLET_ENTRY_TYPES, oldest entry first. */
  groups: BillGroup[];
}

/**
 * An order of a product (/portal/sales). pendingPayment: its invoice is not paid yet; processing:
 * paid, being set up; completed: delivered; cancelled: withdrawn or not paid in time.
 */
export type OrderState = 'pendingPayment' | 'processing' | 'completed' | 'cancelled';
export const ORDER_STATES: readonly OrderState[] = ['pendingPayment', 'processing', 'completed', 'cancelled'];
export interface Order {
  id: number;
  /** What the customer quotes: e.g. ORD-10003. */
  number: string;
  productId: number;
  productName: string;
  title: string;
  state: OrderState;
  /** Rial, tax included. */
  amount: number;
  invoiceId: number | null;
  createdAt: IsoDate;
  updatedAt: IsoDate;
}

/** The simulated bank's callbacks, one body shape per gateway as the real ones post them. */
export interface SepCallback { Token: string; ResNum: number; State: string; RefNum?: string; Amount: number; SecurePan?: string }
export interface PecCallback { Token: string; OrderId: number; Status: number; RRN?: string; Amount: number; HashCardNumber?: string }
export interface BfaCallback { token: string; OrderId: number; ResCode: number; RetrivalRefNo?: string; Amount: number; CardNo?: string }
export interface BpmCallback { RefId: string; SaleOrderId: number; ResCode: number; SaleReferenceId?: string; FinalAmount: number; CardHolderPan?: string }

export const billing = {
  walletBalance: endpoint<undefined, WalletBalance>()('GET', 'financial/wallet/get-balance'),
  walletList: endpoint<undefined, WalletEntry[], WalletListQuery>()('GET', 'financial/wallet/list'),
  walletListDownload: endpoint<undefined, string, WalletListQuery>()('GET', 'financial/wallet/list-download'),
  /** Hourly usage of the last `period` (week, month, quarter, year, all) per product category, largest first. */
  walletUsageReport: endpoint<undefined, UsageReportLine[]>()('GET', 'financial/wallet/usage-report/:period'),

  paymentProviders: endpoint<undefined, PaymentProvider[]>()('GET', 'financial/payment-provider/list'),
  paymentList: endpoint<undefined, Payment[]>()('GET', 'financial/payment/list'),
  paymentListDownload: endpoint<undefined, string>()('GET', 'financial/payment/list-download'),
  paymentGet: endpoint<undefined, Payment>()('GET', 'financial/payment/get/:id'),
  paymentCreate: endpoint<CreatePaymentRequest, CreatePaymentResponse>()('POST', 'financial/payment/create'),
  sepCallback: endpoint<SepCallback, PaymentCallbackResult>()('POST', 'financial/payment/sep-call-back'),
  pecCallback: endpoint<PecCallback, PaymentCallbackResult>()('POST', 'financial/payment/pec-call-back'),
  bfaCallback: endpoint<BfaCallback, PaymentCallbackResult>()('POST', 'financial/payment/bfa-call-back'),
  bpmCallback: endpoint<BpmCallback, PaymentCallbackResult>()('POST', 'financial/payment/bpm-call-back'),

  voucherUse: endpoint<UseVoucherRequest, UseVoucherResponse>()('POST', 'financial/voucher/use'),

  offerList: endpoint<undefined, Offer[]>()('GET', 'financial/offer/list'),
  offerGet: endpoint<undefined, Offer>()('GET', 'financial/offer/get/:id'),
  /** Buys the offer from the wallet (an invoice is issued and paid); once per customer. */
  offerPay: endpoint<PayOfferRequest, Offer>()('POST', 'financial/offer/pay'),

  referralGet: endpoint<undefined, Referral>()('GET', 'financial/referral/get'),
  referralList: endpoint<undefined, ReferredCustomer[]>()('GET', 'financial/referral/list/:referralId'),
  /** The commissions the wallet earned (its referralCommission entries), newest first. */
  walletCommissionList: endpoint<undefined, WalletEntry[]>()('GET', 'financial/wallet-commission/list'),

  invoiceList: endpoint<undefined, Invoice[]>()('GET', 'financial/invoice/list'),
  invoiceUnpaid: endpoint<undefined, Invoice[]>()('GET', 'financial/invoice/unpaid'),
  invoiceSummary: endpoint<undefined, InvoiceSummary>()('GET', 'financial/invoice/summary'),
  invoiceListDownload: endpoint<undefined, string>()('GET', 'financial/invoice/list-download'),
  invoiceGet: endpoint<undefined, InvoiceDetail>()('GET', 'financial/invoice/get/:id'),
  /** The invoice as a PDF file (Persian, right to left; the spec names no path for it). */
  invoiceDownload: endpoint<undefined, Blob>()('GET', 'financial/invoice/download/:id'),
  /** Pays the invoice from the wallet (the spec names no path for it). */
  invoicePay: endpoint<undefined, InvoiceDetail>()('POST', 'financial/invoice/pay/:id'),
  /** My services: every resource of the customer (of the projects the caller sees) with its monthly cost. */
  calculateMonthList: endpoint<undefined, CustomerProducts>()('GET', 'financial/calculate-month/list'),

  billShortList: endpoint<undefined, BillShort[]>()('GET', 'financial/bill/short-list'),
  billList: endpoint<undefined, Bill[]>()('GET', 'financial/bill/list'),
  billGet: endpoint<undefined, BillDetail>()('GET', 'financial/bill/get/:id'),
  /** One bill's entries as CSV. */
  billListDownload: endpoint<undefined, string>()('GET', 'financial/bill/list-download/:id'),

  /** Every order, newest first. */
  orderShortList: endpoint<undefined, Order[]>()('GET', 'financial/order/short-list'),
  /** The orders of one product, newest first. */
  orderList: endpoint<undefined, Order[]>()('GET', 'financial/order/list/:productId'),
};

/** The simulated bank's page (served by the sandbox, outside the provider API's contract). */
export const SANDBOX_BANK_PATH = '/api/my/financial/sandbox-bank';
