// The wallet ledger and hourly charges; payments, the simulated bank and invoices.
import { formatRial, formatToman } from '@portal/locale';
import { fa } from './common';

export const billing = {
  ledgerTopUp: 'افزایش اعتبار کیف پول',
  ledgerCharge: (resource: string, hours: number) => `هزینه ${fa(hours)} ساعت استفاده از ${resource}`,
  /** What a charge calls each resource kind (`ResourceDef.kind`). */
  resourceNames: {
    'storage-host': 'فضای ذخیره‌سازی ابری',
    'vm-host': 'سرور ابری',
    'volume-host': 'دیسک ابری',
    'vm-snapshot': 'اسنپ‌شات سرور',
    'vm-backup': 'نسخه پشتیبان سرور',
    'volume-snapshot': 'اسنپ‌شات دیسک',
    'volume-backup': 'نسخه پشتیبان دیسک',
    'bare-metal-host': 'سرور اختصاصی',
    'colocation-host': 'کولوکیشن',
  } as Record<string, string>,

  financial: {
    ledgerTopUpPayment: (id: number) => `افزایش اعتبار با پرداخت اینترنتی شماره ${fa(id)}`,
    ledgerInvoicePayment: (number: string) => `پرداخت صورتحساب ${number} از کیف پول`,
    paymentNotFound: 'پرداخت یافت نشد',
    invoiceNotFound: 'صورتحساب یافت نشد',
    invoiceAlreadyPaid: 'این صورتحساب پیش‌تر پرداخت شده است',
    insufficientBalance: (shortfall: number) =>
      `موجودی کیف پول برای پرداخت این صورتحساب کافی نیست؛ ${formatToman(shortfall)} (${formatRial(shortfall)}) کم دارید. ابتدا کیف پول را شارژ کنید.`,
    providers: { sep: 'سامان (سپ)', pec: 'پارسیان (پک)', bfa: 'ملی (سداد)', bpm: 'ملت (به‌پرداخت)' } as Record<string, string>,
    // verification results (the payment's resultMessage and the callback's answer)
    verified: 'پرداخت تأیید شد و مبلغ آن به کیف پول افزوده شد',
    verifiedForInvoice: (number: string) => `پرداخت تأیید شد و صورتحساب ${number} پرداخت شد`,
    cancelled: 'پرداخت در درگاه بانک لغو شد؛ مبلغی از حساب شما کسر نشده است',
    wrongToken: 'توکن پرداخت با توکن صادرشده برای این پرداخت یکسان نیست؛ درخواست پذیرفته نشد',
    unknownPayment: 'پرداختی با این شماره یافت نشد؛ درخواست پذیرفته نشد',
    amountMismatch: (paid: number, expected: number) =>
      `مبلغ پرداخت‌شده (${formatRial(paid)}) با مبلغ پرداخت (${formatRial(expected)}) یکسان نیست؛ تراکنش برگشت داده شد و مبلغ به کارت بازمی‌گردد`,
    referenceReused: 'شماره مرجع بانک پیش‌تر برای پرداخت دیگری ثبت شده است؛ تراکنش برگشت داده شد',
    missingReference: 'بانک شماره مرجع تراکنش را نفرستاده است؛ تراکنش برگشت داده شد',
    expired: 'پرداخت در مهلت ۳۰ دقیقه تأیید نشد و منقضی شد؛ اگر مبلغی کسر شده باشد به کارت بازمی‌گردد',
    replayed: (state: string) => `وضعیت این پرداخت پیش‌تر «${state}» ثبت شده است؛ این درخواست تکراری است و تغییری انجام نشد`,
    stateNames: { pending: 'در انتظار پرداخت', verified: 'موفق', failed: 'ناموفق', reversed: 'برگشت‌خورده', expired: 'منقضی' } as Record<string, string>,
    invoiceForPayment: 'این صورتحساب پرداخت نشده‌ای از شما نیست',
    voucherUnknown: 'کد هدیه معتبر نیست؛ آن را همان‌طور که دریافت کرده‌اید وارد کنید',
    voucherExpired: 'مهلت استفاده از این کد هدیه تمام شده است',
    voucherUsed: 'این کد هدیه پیش‌تر برای حساب شما استفاده شده است و دوباره اعتبار نمی‌دهد',
    voucherDone: (amount: number) => `${formatToman(amount)} با کد هدیه به کیف پول شما افزوده شد`,
    ledgerVoucher: (code: string) => `اعتبار کد هدیه ${code}`,
    entryTypes: {
      topUp: 'افزایش اعتبار',
      usage: 'هزینه مصرف ساعتی',
      invoicePayment: 'پرداخت صورتحساب',
      voucher: 'کد هدیه',
      referralCommission: 'پورسانت معرفی',
      refund: 'بازگشت وجه',
    } as Record<string, string>,
    walletCsvHeader: ['شناسه', 'تاریخ (UTC)', 'نوع', 'شرح', 'مرجع', 'مبلغ (ریال)', 'مانده پس از تراکنش (ریال)'],
    walletCsvName: 'wallet.csv',
    badPeriod: 'بازه زمانی انتخاب‌شده معتبر نیست',
    badEntryType: 'نوع تراکنش انتخاب‌شده معتبر نیست',
    // simulated bank page
    bank: {
      title: 'درگاه پرداخت آزمایشی',
      hint: 'این صفحه بانک واقعی نیست: سندباکس پرتال آن را برای آزمایش پرداخت نشان می‌دهد. هر شماره کارت ۱۶ رقمی پذیرفته می‌شود.',
      merchant: 'پذیرنده',
      merchantName: 'پرتال ابری',
      provider: 'درگاه',
      amount: 'مبلغ',
      paymentNumber: 'شماره پرداخت',
      card: 'شماره کارت',
      cvv2: 'CVV2',
      expiry: 'تاریخ انقضا (ماه/سال)',
      pin: 'رمز دوم (پویا)',
      pay: 'پرداخت',
      cancel: 'انصراف',
      badCard: 'شماره کارت باید ۱۶ رقم باشد',
      badCvv: 'CVV2 باید ۳ یا ۴ رقم باشد',
      badPin: 'رمز دوم را وارد کنید',
      closed: 'این پرداخت دیگر در انتظار پرداخت نیست',
      back: 'بازگشت به پرتال',
    },
  },
};
