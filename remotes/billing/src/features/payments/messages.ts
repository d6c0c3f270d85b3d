// Persian strings of the payment pages (the area-wide ones are in src/messages.ts).
import type { PaymentState } from '@portal/contracts';

export const paymentStateLabels: Record<PaymentState, string> = {
  pending: 'در انتظار پرداخت',
  verified: 'موفق',
  failed: 'ناموفق',
  reversed: 'برگشت‌خورده',
  expired: 'منقضی',
};
export const paymentMessages = {
  payments: {
    title: 'پرداخت‌ها',
    caption: 'پرداخت‌های اینترنتی',
    empty: 'هنوز پرداختی انجام نداده‌اید',
    columns: { id: 'شماره', transactionDate: 'تاریخ', amount: 'مبلغ (تومان)', provider: 'درگاه', state: 'وضعیت', rrn: 'شماره مرجع بانک', card: 'شماره کارت' },
  },
  payment: {
    title: (id: string) => `پرداخت شماره ${id}`,
    back: 'بازگشت به پرداخت‌ها',
    amount: 'مبلغ',
    provider: 'درگاه',
    state: 'وضعیت',
    bankReference: 'شماره مرجع بانک',
    card: 'شماره کارت',
    createdAt: 'زمان ایجاد',
    /** What each state means for the customer (the provider's answer names the state, not why). */
    results: {
      pending: 'این پرداخت هنوز در درگاه بانک انجام نشده است؛ مهلت انجام آن ۳۰ دقیقه است.',
      verified: 'پرداخت تأیید شد و مبلغ آن به کیف پول افزوده شد',
      failed: 'پرداخت در درگاه بانک لغو شد؛ مبلغی از حساب شما کسر نشده است',
      reversed: 'بانک مبلغ را دریافت کرد اما پرداخت تأیید نشد؛ مبلغ به کارت شما بازمی‌گردد',
      expired: 'پرداخت در مهلت ۳۰ دقیقه تأیید نشد و منقضی شد؛ اگر مبلغی کسر شده باشد به کارت بازمی‌گردد',
    } as Record<PaymentState, string>,
    toWallet: 'مشاهده کیف پول',
  },
};
