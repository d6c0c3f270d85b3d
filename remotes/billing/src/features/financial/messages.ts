// Persian strings of the financial page (referrals, commissions) and the offers (the area-wide ones are in src/messages.ts).

export const financialMessages = {
  financial: {
    title: 'مدیریت مالی',
    referral: 'معرفی به دوستان',
    referralHint: 'هر مشتری که با این پیوند ثبت‌نام کند، از هر افزایش اعتبار موفق او پورسانتی به کیف پول شما افزوده می‌شود.',
    code: 'کد معرفی',
    link: 'پیوند معرفی شما',
    copyLink: 'کپی پیوند معرفی',
    copied: 'پیوند معرفی کپی شد',
    referredCount: 'مشتریان معرفی‌شده',
    commissionTotal: 'پورسانت دریافتی',
    referred: 'مشتریان معرفی‌شده',
    referredEmpty: 'هنوز کسی با پیوند شما ثبت‌نام نکرده است',
    referredColumns: { name: 'نام', joinedAt: 'تاریخ ثبت‌نام', commission: 'درصد پورسانت' },
    commissions: 'پورسانت‌های کیف پول',
    commissionsEmpty: 'هنوز پورسانتی دریافت نکرده‌اید',
    commissionColumns: { createdAt: 'تاریخ و ساعت', totalPrice: 'مبلغ پرداخت معرفی‌شده (تومان)', amount: 'پورسانت (تومان)' },
    offers: 'پیشنهادهای ویژه',
    offersEmpty: 'در حال حاضر پیشنهادی وجود ندارد',
    offerColumns: { title: 'پیشنهاد', total: 'مبلغ با مالیات (تومان)', freeAmount: 'اعتبار هدیه (تومان)', expiresAt: 'مهلت' },
  },
  offer: {
    back: 'بازگشت به مدیریت مالی',
    total: 'مبلغ قابل پرداخت (با مالیات)',
    freeAmount: 'اعتبار هدیه همراه آن',
    expiresAt: 'مهلت خرید',
    pay: 'خرید از کیف پول',
    payConfirm: (amount: string) => `${amount} از موجودی کیف پول کسر می‌شود و صورتحساب این خرید صادر و پرداخت می‌شود. هر پیشنهاد یک بار خریدنی است.`,
    paid: 'پیشنهاد خریداری شد',
    once: 'این پیشنهاد را خریده‌اید؛ هر پیشنهاد یک بار خریدنی است.',
  },
};
