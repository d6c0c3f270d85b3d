import type { InvoiceState, PaymentState, WalletEntryType, WalletPeriod } from '@portal/contracts';

// Persian strings of the billing area. Amounts are shown in Toman (the API's Rial / 10) and every
// amount says its unit.
export const entryTypeLabels: Record<WalletEntryType, string> = {
  topUp: 'افزایش اعتبار',
  usage: 'هزینه مصرف ساعتی',
  invoicePayment: 'پرداخت صورتحساب',
  voucher: 'کد هدیه',
  referralCommission: 'پورسانت معرفی',
  refund: 'بازگشت وجه',
};
export const periodLabels: Record<WalletPeriod, string> = {
  week: '۷ روز گذشته',
  month: '۳۰ روز گذشته',
  quarter: '۳ ماه گذشته',
  year: 'یک سال گذشته',
  all: 'همه تراکنش‌ها',
};
export const paymentStateLabels: Record<PaymentState, string> = {
  pending: 'در انتظار پرداخت',
  verified: 'موفق',
  failed: 'ناموفق',
  reversed: 'برگشت‌خورده',
  expired: 'منقضی',
};
export const invoiceStateLabels: Record<InvoiceState, string> = { unpaid: 'پرداخت‌نشده', paid: 'پرداخت‌شده' };

/** Product categories of the usage report (`usageCategories` of the contracts; 0 is everything else). */
export const usageCategoryLabels: Record<number, string> = {
  1: 'سرور ابری',
  2: 'دیسک ابری',
  3: 'فضای ذخیره‌سازی ابری',
  4: 'کوبرنتیز',
  5: 'DNS و CDN',
  6: 'ابر خصوصی (VPC)',
  0: 'سایر خدمات (سرور اختصاصی، کولوکیشن، …)',
};

export const billingMessages = {
  unitNote: 'مبالغ به تومان نمایش داده می‌شوند (هر تومان ۱۰ ریال).',
  nav: { wallet: 'کیف پول', payments: 'پرداخت‌ها', invoices: 'صورتحساب‌ها' },
  wallet: {
    title: 'کیف پول',
    balance: 'موجودی کیف پول',
    inDebt: 'موجودی منفی است: هزینه مصرف ساعتی از اعتبار شما بیشتر شده است.',
    topUp: 'افزایش اعتبار',
    entries: 'تراکنش‌های کیف پول',
    period: 'بازه زمانی',
    type: 'نوع تراکنش',
    allTypes: 'همه انواع',
    download: 'دریافت فایل CSV',
    usage: 'هزینه مصرف ساعتی به تفکیک نوع خدمت',
    usageEmpty: 'در این بازه هزینه مصرفی ثبت نشده است',
    usageLine: (name: string, amount: string, percent: string) => `${name}: ${amount} (${percent}٪)`,
    downloadFailed: 'دریافت فایل ممکن نشد؛ لطفاً دوباره تلاش کنید',
    empty: 'در این بازه تراکنشی ثبت نشده است',
    columns: { createdAt: 'تاریخ و ساعت', type: 'نوع', description: 'شرح', reference: 'مرجع', amount: 'مبلغ (تومان)', balanceAfter: 'مانده (تومان)' },
  },
  voucher: {
    title: 'کد هدیه',
    code: 'کد هدیه',
    hint: 'هر کد هدیه یک بار به کیف پول حساب شما اعتبار می‌دهد.',
    use: 'ثبت کد',
  },
  topUp: {
    title: 'افزایش اعتبار کیف پول',
    amount: 'مبلغ (تومان)',
    amountHint: (min: string, max: string) => `حداقل ${min} و حداکثر ${max}`,
    provider: 'درگاه پرداخت',
    go: 'انتقال به درگاه بانک',
    cancel: 'انصراف',
    redirecting: 'در حال انتقال به درگاه بانک…',
  },
  payments: {
    title: 'پرداخت‌ها',
    caption: 'پرداخت‌های اینترنتی',
    empty: 'هنوز پرداختی انجام نداده‌اید',
    columns: { id: 'شماره', createdAt: 'تاریخ', amount: 'مبلغ (تومان)', provider: 'درگاه', state: 'وضعیت', bankReference: 'شماره مرجع بانک', invoice: 'صورتحساب' },
  },
  payment: {
    title: (id: string) => `پرداخت شماره ${id}`,
    back: 'بازگشت به پرداخت‌ها',
    amount: 'مبلغ',
    provider: 'درگاه',
    state: 'وضعیت',
    bankReference: 'شماره مرجع بانک',
    card: 'کارت',
    createdAt: 'زمان ایجاد',
    expiresAt: 'مهلت پرداخت تا',
    settledAt: 'زمان نتیجه',
    invoice: 'صورتحساب',
    result: 'نتیجه',
    pendingHint: 'این پرداخت هنوز در درگاه بانک انجام نشده است.',
    toWallet: 'مشاهده کیف پول',
  },
  invoices: {
    title: 'صورتحساب‌ها',
    caption: 'صورتحساب‌ها؛ پرداخت‌نشده‌ها در ابتدا',
    empty: 'صورتحسابی ندارید',
    unpaidSummary: (count: string, amount: string) => `${count} صورتحساب پرداخت‌نشده به مبلغ ${amount}`,
    allPaid: 'همه صورتحساب‌ها پرداخت شده‌اند',
    columns: { number: 'شماره', title: 'عنوان', issuedAt: 'تاریخ صدور', dueAt: 'سررسید', total: 'مبلغ کل (تومان)', state: 'وضعیت' },
  },
  invoice: {
    title: (number: string) => `صورتحساب ${number}`,
    back: 'بازگشت به صورتحساب‌ها',
    items: 'اقلام صورتحساب',
    columns: { description: 'شرح', quantity: 'تعداد', unitPrice: 'قیمت واحد (تومان)', amount: 'مبلغ (تومان)' },
    subtotal: 'جمع اقلام',
    tax: (percent: string) => `مالیات بر ارزش افزوده (${percent}٪)`,
    total: 'مبلغ قابل پرداخت',
    issuedAt: 'تاریخ صدور',
    dueAt: 'سررسید',
    paidAt: 'تاریخ پرداخت',
    paidBy: 'روش پرداخت',
    paidByWallet: 'از کیف پول',
    paidByBank: 'پرداخت اینترنتی',
    payFromWallet: 'پرداخت از کیف پول',
    payConfirm: (amount: string) => `${amount} از موجودی کیف پول کسر و این صورتحساب پرداخت می‌شود.`,
    payByBank: 'پرداخت با درگاه بانک',
    paid: 'صورتحساب پرداخت شد',
    walletBalance: 'موجودی فعلی کیف پول',
    shortfallTitle: 'موجودی کیف پول کافی نیست',
    topUpShortfall: 'افزایش اعتبار به همین مبلغ',
  },
  notFoundBack: 'بازگشت به فهرست',
};
