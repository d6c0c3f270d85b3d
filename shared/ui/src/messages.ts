/**
 * Persian strings of the shared UI primitives (feature strings live with their features).
 * Strings that @portal/locale already has are taken from it, not copied.
 */
import { ltr, messages, monthNames, ruleMessage } from '@portal/locale';

export const uiMessages = {
  // generic actions
  back: messages.common.back,
  retry: messages.common.retry,
  cancel: messages.common.cancel,
  confirm: messages.common.confirm,
  delete: 'حذف',
  next: 'مرحله بعد',
  previous: 'مرحله قبل',
  submit: 'ثبت',
  copy: 'کپی',
  copied: 'کپی شد',
  copyFailed: 'کپی انجام نشد',
  close: 'بستن',

  // toasts
  toastRegion: 'اعلان‌ها (Alt+T)',

  // chunk failure (the technical text "Loading chunk failed" is shown beside it, untranslated)
  chunkFailedTitle: messages.chunk.loadFailed,
  chunkFailedHint: 'اتصال اینترنت خود را بررسی کنید و دوباره تلاش کنید.',
  chunkFailedTechnical: messages.chunk.loadFailedTechnical,
  chunkRetry: messages.chunk.retry,
  loading: messages.common.loading,

  // table
  tableSearch: 'جستجو',
  tableSearchPlaceholder: 'جستجو…',
  tableExport: 'خروجی CSV',
  tableEmpty: 'موردی برای نمایش وجود ندارد',
  tableEmptySearch: 'موردی با این جستجو پیدا نشد',
  tableError: 'دریافت اطلاعات با خطا روبه‌رو شد',
  tableSelected: (n: string) => `${n} مورد انتخاب شده`,
  tableColumns: 'ستون‌ها',
  tableColumnsLegend: 'ستون‌های نمایش‌داده‌شده',
  tablePageSize: (n: string) => `${n} در هر صفحه`,
  tablePageSizeLabel: 'تعداد ردیف در هر صفحه',
  notFound: 'موردی با این نشانی پیدا نشد',
  pricePerMonth: (amount: string) => `${amount} در ماه`,

  // confirm
  confirmTitle: 'آیا مطمئن هستید؟',
  typeToConfirm: (name: string) => `برای تأیید، «${name}» را وارد کنید`,
  typedConfirmationLabel: 'نام برای تأیید',

  // wizard
  stepOf: (current: string, total: string) => `مرحله ${current} از ${total}`,
  predefined: 'پیکربندی آماده',
  custom: 'پیکربندی دلخواه',

  // date picker
  datePlaceholder: 'انتخاب تاریخ',

  // permissions
  needsWrite: 'نقش شما در این پروژه «مشاهده‌گر» است و نمی‌توانید تغییری بدهید',
  needsAdmin: 'این کار فقط برای مدیر پروژه مجاز است',

  // leaving a form with unsaved input
  leaveTitle: 'از این صفحه خارج می‌شوید؟',
  leaveText: 'آنچه وارد کرده‌اید ذخیره نشده است و از دست می‌رود.',
  leave: 'خروج',
  stay: 'ماندن',
} as const;

/** Persian labels of resource and VM power statuses. */
export const jalaliMonthNames: readonly string[] = monthNames.fa;

/** Short weekday names, Sunday first (index = JS getDay()). */
export const persianShortWeekDays = ['ی', 'د', 'س', 'چ', 'پ', 'ج', 'ش'] as const;

/** Full weekday names, Sunday first (index = JS getDay()). */
export const persianWeekDays = ['یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه', 'شنبه'] as const;

/** Before and after noon, as a 12-hour time is written. */
export const persianMeridiem = { am: 'ق.ظ', pm: 'ب.ظ' } as const;

/** The firewall rules component's strings (a server's and a namespace service's firewall). */
export const firewallMessages = {
  title: 'قوانین فایروال',
  hint: 'ترافیکی که با هیچ قانون ورودی هم‌خوانی نداشته باشد مسدود می‌شود؛ ترافیک خروجی بدون قانون آزاد است.',
  direction: 'جهت',
  directions: { inbound: 'ورودی', outbound: 'خروجی' } as Record<string, string>,
  protocol: 'پروتکل',
  protocols: { tcp: 'TCP', udp: 'UDP', icmp: 'ICMP', any: 'همه' } as Record<string, string>,
  portRange: 'پورت یا بازه',
  portPlaceholder: `${ltr('22')} یا ${ltr('8000-8100')}`,
  allPorts: 'همه پورت‌ها',
  cidr: 'مبدأ / مقصد (CIDR)',
  cidrPlaceholder: '0.0.0.0/0',
  description: 'توضیح',
  createdAt: 'تاریخ ایجاد',
  add: 'افزودن قانون',
  added: 'قانون فایروال اضافه شد',
  remove: 'حذف',
  removeTitle: 'حذف قانون فایروال',
  removeText: 'این قانون حذف می‌شود و ترافیک مطابق آن دیگر اجازه عبور ندارد.',
  removed: 'قانون حذف شد',
  empty: 'قانونی تعریف نشده است.',
  portRequired: 'برای TCP و UDP پورت را وارد کنید',
  /** The shared port rule's sentence (the form shows it through formRules); named for the browser specs. */
  portInvalid: ruleMessage({ kind: 'portRange' }, 'portRange'),
};

/** The colour scheme switch (color-scheme/ColorSchemeSwitch.tsx). */
export const colorSchemeMessages = {
  label: 'ظاهر پرتال',
  light: 'روشن',
  dark: 'تیره',
  system: 'مطابق دستگاه',
  hint: 'در همین مرورگر به خاطر سپرده می‌شود؛ «مطابق دستگاه» از تنظیم روشن یا تیرهٔ سیستم پیروی می‌کند.',
};
