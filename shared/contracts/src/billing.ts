import { wire, type Wire } from './wire';
import { defineSchema, type FieldSpec } from './rules';

// Billing (`financial/...`): the wallet ledger, payments through bank
// gateways and invoices. Every amount is a whole number of Rial; the portal shows Toman.

/** The wallet page's period filter (over `transactionDate`): the last 7, 30, 90 or 365 days, or everything. */
export type WalletPeriod = 'week' | 'month' | 'quarter' | 'year' | 'all';
export const WALLET_PERIODS: readonly WalletPeriod[] = ['week', 'month', 'quarter', 'year', 'all'];
export const WALLET_PERIOD_DAYS: Record<Exclude<WalletPeriod, 'all'>, number> = { week: 7, month: 30, quarter: 90, year: 365 };

/**
 * A row of wallet/list, newest first: Rial `credit` or `debit` (the other 0) and the `balance`
 * right after it; `description` says what moved the wallet (a top-up, an hour of a resource...).
 */
export type WalletTransaction = Wire<'WalletTransactionListResponse'>;
/**
 * usage-report/{period}: the wallet's course over the last `period` days (a whole number of days,
 * at least 1): the `balance` (Rial) at each `toDate`, oldest first, the last one now.
 */
export type WalletUsagePoint = Wire<'WalletUsageReportResponse'>;
/** wallet-commission/list: a referral commission (`amount`, Rial) earned on a referred customer's payment of `totalPrice`. */
export type WalletCommission = Wire<'WalletCommissionListResponse'>;
/** The usage report's longest period, in days (ten years). */
export const WALLET_REPORT_MAX_DAYS = 3650;

/** The gateway of a payment, as the sandbox keys it; on the wire `paymentProviderId` is its number (PAYMENT_PROVIDERS). */
export type PaymentProviderId = 'sep' | 'pec' | 'bfa' | 'bpm';
export const PAYMENT_PROVIDER_IDS: readonly PaymentProviderId[] = ['sep', 'pec', 'bfa', 'bpm'];
/** The provider's numeric ids of the gateways (payment-provider/list `id`, CreatePaymentModel `paymentProviderId`). */
export const PAYMENT_PROVIDERS: Readonly<Record<number, PaymentProviderId>> = { 1: 'sep', 2: 'pec', 3: 'bfa', 4: 'bpm' };
export const paymentProviderNumber = (key: PaymentProviderId): number => Number(Object.entries(PAYMENT_PROVIDERS).find(([, k]) => k === key)![0]);
/** A row of payment-provider/list: `status` false when the gateway takes no payments now; `photoName` its logo's file, if any. */
export type PaymentProvider = Wire<'PaymentProviderListResponse'>;

export const PAYMENT_TTL_MINUTES = 30;

/** One payment's amount, in Rial: 10,000 to 50,000,000 Toman. */
export const PAYMENT_LIMITS = { minRial: 100_000, maxRial: 500_000_000 } as const;

/**
 * payment/get and a row of payment/list: `amount` Rial, `transactionDate` when it was made,
 * `rrn` the bank's reference once paid, `hashCardNumber` the card as the bank masks it.
 */
export type Payment = Wire<'GetPaymentResponse'>;
export type PaymentListRow = Wire<'PaymentListResponse'>;
/** A top-up: `amount` Rial through the gateway `paymentProviderId`. */
export type CreatePaymentRequest = Wire<'CreatePaymentModel'>;
/** `location`: where the browser goes next (the bank's page); `refId` the bank's token of the payment. */
export type CreatePaymentResponse = Wire<'CreatePaymentResponse'>;

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
  paymentProviderId: {
    error: 'PaymentProviderId',
    label: 'paymentProvider',
    type: 'int',
    required: true,
    rules: [{ kind: 'oneOf', values: Object.keys(PAYMENT_PROVIDERS).map(Number) }],
  },
  amount: paymentAmountSpec,
});

/** The bank call-backs' bodies, as each gateway posts them (the provider's request models). */
export type SepCallback = Wire<'SepCallbackModel'>;
export type PecCallback = Wire<'PecConfirmCallRequest'>;
export type BfaCallback = Wire<'FanavaConfirmRequest'>;
export type BpmCallback = Wire<'BpmConfirmCallRequest'>;

export const INVOICE_TAX_PERCENT = 10;
/**
 * A row of invoice/list. Rial: `netPrice` the items' sum, `discount`, `vat` the value added tax,
 * `totalPrice` = netPrice − discount, `invoicePrice` = totalPrice + vat (what is paid).
 * `fromDate`–`toDate`: issued and due.
 */
export type InvoiceListRow = Wire<'InvoiceListResponse'>;
export type UnpaidInvoice = Wire<'UnPaidInvoiceResponse'>;
/** invoice/get: the row with the seller, the customer and `invoiceItems` (`product`, `quantity`, `unitPrice`, `price`). */
export type InvoiceDetail = Wire<'GetInvoiceResponse'>;
export type InvoiceItem = Wire<'InvoiceItemModel'>;
/** Rial: the sum of `invoicePrice` of the paid and of the unpaid invoices. */
export type InvoiceSummary = Wire<'InvoiceSummaryResponse'>;
export type PayInvoiceRequest = Wire<'PayInvoiceModel'>;
export const payInvoiceSchema = defineSchema<PayInvoiceRequest>()({
  id: { error: 'Id', label: 'invoice', type: 'int', required: true },
});
/** The 422 of paying from a wallet that holds too little: the top-up needed, in Rial. */
export interface InsufficientBalance {
  errorMessage: string;
  shortfall: number;
}

/** A gift code: credits the wallet once per customer (voucher/use answers nothing to read; the balance is refetched). */
export type UseVoucherRequest = Wire<'UseVoucherModel'>;
export const useVoucherSchema = defineSchema<UseVoucherRequest>()({
  voucherCode: { error: 'VoucherCode', label: 'voucherCode', type: 'string', required: true, rules: [{ kind: 'length', min: 4, max: 32 }] },
});

/**
 * A one-off offer (a discounted service package), bought once per customer from the wallet through
 * an invoice. Rial: `amount` what is paid (tax included), `freeAmount` wallet credit given with it.
 * offer/list names the open offers the customer has not bought; offer/get answers any of them.
 */
export type Offer = Wire<'OfferListResponse'>;
export type OfferDetail = Wire<'OfferGetResponse'>;
export type PayOfferRequest = Wire<'OrderOfferPayModel'>;
export type PayOfferResult = Wire<'OrderOfferPayResponse'>;
export const payOfferSchema = defineSchema<PayOfferRequest>()({
  offerId: { error: 'OfferId', label: 'offer', type: 'int', required: true },
  paymentProviderId: { error: 'PaymentProviderId', label: 'paymentProvider', type: 'int' },
});

/** Share-a-link referrals: a customer who signs up through the link earns the referrer a commission on each verified top-up. */
export const REFERRAL_COMMISSION_PERCENT = 10;
/** referral/get: `referralLink` is the sign-up page's path with the code; the portal prefixes its own origin. */
export type Referral = Wire<'GetReferralResponse'>;
/** referral/list/{referralId}: a customer who signed up through the link (`customer` partly hidden). */
export type ReferredCustomer = Wire<'ReferralListResponse'>;

/**
 * My services (/portal/customer-products, ours: customer-product/list): each of the customer's
 * resources, whatever area serves it. `kind` the sandbox's resource kind, `status` its state key,
 * Rial `hourlyCost` (its own and its parts') and `monthlyCost` = hourlyCost × HOURS_PER_MONTH,
 * `path` its portal page (null when it has none).
 */
export type CustomerProduct = Wire<'CustomerProductModel'>;
export type CustomerProducts = Wire<'CustomerProductListResponse'>;
/** A billing month (calculate-month/list): `id` yyyymm of the Jalali month, `name` e.g. «آبان ۱۴۰۵». */
export type CalculateMonth = Wire<'CalculateMonthListResponse'>;

/**
 * A bill: the hourly usage the wallet was charged in one Jalali month (Tehran time), its id and
 * `calculateMonthId` the month as yyyymm. Rial: `netPrice` the charges, `vat`, `totalPrice`.
 * bill/get adds `billOrders`, one per charged resource (`product` its type, `order` its name) with
 * its charges as `orderItems` (`duration` hours). bill/list-download is the month's wallet
 * statement (opening balance, entries, closing balance) as CSV.
 */
export type Bill = Wire<'BillListResponse'>;
export type BillShort = Wire<'BillShortListResponse'>;
export type BillDetail = Wire<'GetBillResponse'>;
export type BillOrder = Wire<'BillOrderModel'>;
export type BillOrderItem = Wire<'BillIOrderItemModel'>;

/**
 * An order of a product (/portal/sales). pendingPayment: its invoice is not paid yet; processing:
 * paid, being set up; completed: delivered; cancelled: withdrawn or not paid in time. On the wire
 * `order` is its number (ORD-10003), `name` its title, `product` the product's name, `status`
 * the state's display string.
 */
export type OrderState = 'pendingPayment' | 'processing' | 'completed' | 'cancelled';
export const ORDER_STATES: readonly OrderState[] = ['pendingPayment', 'processing', 'completed', 'cancelled'];
export type OrderShort = Wire<'OrderShortListResponse'>;
export type Order = Wire<'OrderListResponse'>;

export const billing = {
  /** The balance, Rial (a bare number; negative when usage ran past the credit). */
  walletBalance: wire('GET', 'financial/wallet/get-balance'),
  walletList: wire('GET', 'financial/wallet/list'),
  /**
   * The provider's file of the ledger (its document says only octet-stream; its own panel never asks
   * for it). The portal builds its CSVs from the rows a page has; the sandbox answers these as CSV.
   */
  walletListDownload: wire('GET', 'financial/wallet/list-download'),
  walletUsageReport: wire('GET', 'financial/wallet/usage-report/:period'),

  paymentProviders: wire('GET', 'financial/payment-provider/list'),
  paymentList: wire('GET', 'financial/payment/list'),
  paymentListDownload: wire('GET', 'financial/payment/list-download'),
  paymentGet: wire('GET', 'financial/payment/get/:id'),
  paymentCreate: wire('POST', 'financial/payment/create'),
  /** Called by the banks, not by the portal (no access token). */
  sepCallback: wire('POST', 'financial/payment/sep-call-back'),
  pecCallback: wire('POST', 'financial/payment/pec-call-back'),
  bfaCallback: wire('POST', 'financial/payment/bfa-call-back'),
  bpmCallback: wire('POST', 'financial/payment/bpm-call-back'),

  voucherUse: wire('POST', 'financial/voucher/use'),

  offerList: wire('GET', 'financial/offer/list'),
  offerGet: wire('GET', 'financial/offer/get/:id'),
  /** Buys the offer: from the wallet (no paymentProviderId; an invoice is issued and paid), once per customer. */
  offerPay: wire('POST', 'financial/offer/pay'),

  referralGet: wire('GET', 'financial/referral/get'),
  referralList: wire('GET', 'financial/referral/list/:referralId'),
  /** The commissions the wallet earned, newest first. */
  walletCommissionList: wire('GET', 'financial/wallet-commission/list'),

  invoiceList: wire('GET', 'financial/invoice/list'),
  invoiceUnpaid: wire('GET', 'financial/invoice/unpaid'),
  invoiceSummary: wire('GET', 'financial/invoice/summary'),
  invoiceListDownload: wire('GET', 'financial/invoice/list-download'),
  invoiceGet: wire('GET', 'financial/invoice/get/:id'),
  /** The invoice as a PDF file (Persian, right to left; ours: the gateway renders it from invoice/get with the caller's token, whatever the upstream). */
  invoiceDownload: wire('GET', 'financial/invoice/download/:id'),
  /** Pays the invoice (`id` in the body) from the wallet; the bank pays one through payment/create. */
  invoicePay: wire('POST', 'financial/invoice/pay'),
  /** The billing months. */
  calculateMonthList: wire('GET', 'financial/calculate-month/list'),
  /** My services (ours): every resource of the customer (of the projects the caller sees) with its monthly cost. */
  customerProductList: wire('GET', 'financial/customer-product/list'),

  billShortList: wire('GET', 'financial/bill/short-list'),
  billList: wire('GET', 'financial/bill/list'),
  billGet: wire('GET', 'financial/bill/get/:id'),
  /** One month's wallet statement as CSV. */
  billListDownload: wire('GET', 'financial/bill/list-download/:id'),

  /** Every order, newest first. */
  orderShortList: wire('GET', 'financial/order/short-list'),
  /** The orders of one product, newest first. */
  orderList: wire('GET', 'financial/order/list/:productId'),
};

/** The simulated bank's page (served by the sandbox, outside the provider API's contract). */
export const SANDBOX_BANK_PATH = '/api/my/financial/sandbox-bank';
