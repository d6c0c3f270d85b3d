// A payment as the provider lists and shows it: 7, a successful 2,500,000-Rial card payment; `over` changes fields.
export const payment = (over: Record<string, unknown>) => ({
  id: 7,
  transactionDate: '2026-11-20T08:00:00Z',
  paymentStatus: 'موفق',
  paymentStatusId: 2,
  paymentProvider: 'ملت (به‌پرداخت)',
  paymentProviderId: 4,
  finalStatus: true,
  amount: 2_500_000,
  rrn: 204718365521,
  hashCardNumber: '603799******7890',
  ...over,
});
