// Persian strings of the invoice pages (the area-wide ones are in src/messages.ts).
import type { InvoiceState } from '@portal/contracts';

export const invoiceStateLabels: Record<InvoiceState, string> = { unpaid: 'پرداخت‌نشده', paid: 'پرداخت‌شده' };
export const invoiceMessages = {
  invoices: {
    title: 'صورتحساب‌ها',
    caption: 'صورتحساب‌ها؛ پرداخت‌نشده‌ها در ابتدا',
    empty: 'صورتحسابی ندارید',
    unpaidSummary: (count: string, amount: string) => `${count} صورتحساب پرداخت‌نشده به مبلغ ${amount}`,
    allPaid: 'همه صورتحساب‌ها پرداخت شده‌اند',
    columns: {
      number: 'شماره',
      issuedAt: 'تاریخ صدور',
      dueAt: 'سررسید',
      netPrice: 'جمع اقلام (تومان)',
      discount: 'تخفیف (تومان)',
      totalPrice: 'پس از تخفیف (تومان)',
      vat: 'مالیات (تومان)',
      total: 'مبلغ قابل پرداخت (تومان)',
      state: 'وضعیت',
    },
  },
};
