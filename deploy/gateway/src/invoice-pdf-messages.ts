import { toPersianDigits } from '@portal/locale';

// The invoice PDF's Persian words (the gateway renders it from the provider's invoice/get).
export const invoicePdfMessages = {
  fileName: (id: string) => (id ? `invoice-${id}.pdf` : 'invoice.pdf'),
  heading: 'صورتحساب فروش خدمات',
  number: 'شماره صورتحساب',
  issuedAt: 'تاریخ صدور',
  period: 'دوره',
  periodText: (from: string, to: string) => `${from} تا ${to}`,
  state: 'وضعیت',
  states: { unpaid: 'پرداخت‌نشده', paid: 'پرداخت‌شده' },
  seller: 'فروشنده',
  buyer: 'خریدار',
  address: 'نشانی',
  phone: 'تلفن',
  columns: ['ردیف', 'شرح', 'تعداد', 'قیمت واحد (ریال)', 'مبلغ (ریال)'],
  netPrice: 'جمع اقلام (ریال)',
  discount: 'تخفیف (ریال)',
  totalPrice: 'جمع پس از تخفیف (ریال)',
  vat: 'مالیات بر ارزش افزوده (ریال)',
  invoicePrice: 'مبلغ قابل پرداخت (ریال)',
  totalToman: (toman: string) => `مبلغ قابل پرداخت به تومان: ${toman}`,
  unitNote: 'مبالغ جدول به ریال است (هر تومان ۱۰ ریال).',
  row: (n: number) => toPersianDigits(String(n)),
};
