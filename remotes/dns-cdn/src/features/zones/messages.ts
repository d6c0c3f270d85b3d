// Persian strings of the zone list and the add-zone wizard (the area-wide ones are in src/messages.ts).

export const zoneListMessages = {
  add: {
    title: 'افزودن دامنه',
    back: 'بازگشت به فهرست دامنه‌ها',
    name: 'نام دامنه',
    nameHint: 'مانند example.ir یا دامنه فارسی مانند ایران.ir؛ بدون www',
    cdnType: 'نوع CDN',
    perHour: 'ریال در ساعت (پس از فعال شدن)',
    submit: 'افزودن دامنه',
    created: 'دامنه اضافه شد؛ اکنون سرورهای نام را در ثبت‌کننده دامنه تنظیم کنید',
    nsTitle: 'سرورهای نام را در ثبت‌کننده دامنه تنظیم کنید',
    nsText: 'دامنه «{name}» تا وقتی سرورهای نام زیر را در پنل ثبت‌کننده دامنه وارد نکنید «در انتظار» می‌ماند. پس از تغییر، «بررسی سرورهای نام» را بزنید.',
    copyNs: 'کپی {ns}',
    goToZone: 'رفتن به صفحه دامنه',
    planFailed: 'دامنه اضافه شد، اما تغییر نوع CDN انجام نشد؛ آن را از نمای کلی دامنه تغییر دهید',
  },
};
