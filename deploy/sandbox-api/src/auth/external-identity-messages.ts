// Sign-in with Google and ITO: the portal's refusals and the sandbox provider's consent page.
export const externalSignIn = {
  providerName: { google: 'گوگل', ito: 'ITO' } as Record<string, string>,
  externalStateMismatch: 'این ورود از همین مرورگر آغاز نشده یا مهلت آن تمام شده است؛ دوباره از صفحه ورود شروع کنید',
  externalCodeRefused: 'کد ورود نامعتبر است، منقضی شده یا قبلاً استفاده شده است؛ دوباره از صفحه ورود شروع کنید',
  externalProviderUnavailable: 'پاسخ سرویس ورود دریافت نشد؛ کمی بعد دوباره تلاش کنید',
  externalEmailUnverified: 'ایمیل این حساب نزد سرویس ورود تأیید نشده و به حساب دیگری در پرتال تعلق دارد؛ با ایمیل و رمز عبور وارد شوید',
  externalOtherLinked: 'حساب دیگری از این سرویس به حساب پرتال شما متصل است؛ ابتدا آن را از صفحه حساب کاربری جدا کنید',
  externalNotLinked: 'این سرویس به حساب شما متصل نیست',
  externalUnlinkLastWay: 'این تنها راه ورود به حساب شماست؛ پیش از جدا کردن آن، از «فراموشی رمز عبور» برای حساب رمز بگذارید',
  externalUnknownProvider: 'این سرویس ورود در دسترس نیست',

  // The sandbox provider's consent page (/api/sandbox/idp/{provider}/authorize).
  idpTitle: (provider: string) => `ورود با ${provider} (سندباکس)`,
  idpIntro: (provider: string) =>
    `پرتال ابری می‌خواهد نام و ایمیل حساب ${provider} شما را ببیند تا شما را وارد کند. این صفحه شبیه‌ساز سرویس ورود است و به اینترنت وصل نمی‌شود.`,
  idpPickAccount: 'حساب را انتخاب کنید',
  idpVerified: 'ایمیل تأییدشده',
  idpUnverified: 'ایمیل تأییدنشده',
  idpAllow: 'اجازه می‌دهم',
  idpDeny: 'اجازه نمی‌دهم',
  idpBadRequest: 'درخواست ورود نامعتبر است (شناسه برنامه، نشانی بازگشت یا PKCE)؛ از صفحه ورود پرتال دوباره شروع کنید',
  idpNoAccount: 'یک حساب انتخاب کنید',
};
