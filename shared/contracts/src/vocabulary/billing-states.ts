// Invoice and payment states by their ids (`invoiceStatusId`, `paymentStatusId`); the display
// strings beside them (`invoiceStatus`, `paymentStatus`) are shown as sent only for an unknown id.

/**
 * The provider's invoice states, as its panel reads them: 3 is payable (the panel offers "pay"
 * only then), 1 is settled (its success colour). The panel names no other id; one it does not
 * know shows the provider's `invoiceStatus`. An invoice is paid once, from the wallet
 * (invoice/pay) or by a bank payment made for it.
 */
export const INVOICE_STATUS = { 1: 'paid', 3: 'unpaid' } as const;
export type InvoiceStatusId = keyof typeof INVOICE_STATUS;
export type InvoiceState = (typeof INVOICE_STATUS)[InvoiceStatusId];
export const invoiceStateOf = (id: number | null | undefined): InvoiceState | null =>
  id != null && id in INVOICE_STATUS ? INVOICE_STATUS[id as InvoiceStatusId] : null;
export const invoiceStatusId = (state: InvoiceState): InvoiceStatusId => (state === 'paid' ? 1 : 3);

/**
 * The payment status ids (`paymentStatusId`; the panel colours 2 as the successful one). pending:
 * sent to the bank, not verified yet; verified: the wallet was credited (`finalStatus` true);
 * failed: cancelled at the bank; reversed: the bank took the money but verification refused it,
 * so it is returned to the card; expired: not verified within PAYMENT_TTL_MINUTES.
 */
export const PAYMENT_STATUS = { 1: 'pending', 2: 'verified', 3: 'failed', 4: 'reversed', 5: 'expired' } as const;
export type PaymentStatusId = keyof typeof PAYMENT_STATUS;
export type PaymentState = (typeof PAYMENT_STATUS)[PaymentStatusId];
export const PAYMENT_STATES: readonly PaymentState[] = Object.values(PAYMENT_STATUS);
export const paymentStatusId = (state: PaymentState): PaymentStatusId =>
  Number(Object.entries(PAYMENT_STATUS).find(([, key]) => key === state)![0]) as PaymentStatusId;
/** The state of a `paymentStatusId`, or null for an id the table does not know (show `paymentStatus` then). */
export const paymentStateOf = (id: number | null | undefined): PaymentState | null =>
  id != null && id in PAYMENT_STATUS ? PAYMENT_STATUS[id as PaymentStatusId] : null;
