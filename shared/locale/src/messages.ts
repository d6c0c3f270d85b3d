/**
 * Every Persian string the shared packages show, grouped by the area that shows it.
 * Features may keep their own messages file next to them; what is shared lives here.
 * Sources: the product rules (docs/product-rules.md): the create forms' toasts, in the order the
 * forms check them, the error catalogue, success toasts, chunk failure and empty notifications.
 */
export const messages = {
  common: {
    loading: 'در حال بارگذاری…',
    retry: 'تلاش دوباره',
    cancel: 'انصراف',
    confirm: 'تأیید',
    save: 'ذخیره',
    back: 'بازگشت',
    dashboard: 'داشبورد',
  },

  /** Toasts of the create forms' client checks; the first failing rule is shown and nothing is sent. */
  validation: {
    vpc: {
      dataCenterRequired: 'لطفاً دیتاسنتر را انتخاب کنید',
    },
    kubernetesCloud: {
      specificationsRequired: 'لطفاً مشخصات سرویس را انتخاب کنید',
      nameRequired: 'لطفاً نام سرویس را انتخاب کنید',
      nameTooShort: 'نام سرویس نباید کمتر از سه کاراکتر باشد',
    },
    kubernetesCluster: {
      osVersionRequired: 'لطفاً نسخه سیستم‌عامل خود را انتخاب کنید',
      kubernetesVersionRequired: 'لطفاً نسخه کوبرنتیز خود را مشخص کنید',
      serverSpecificationsRequired: 'لطفاً مشخصات سرور را انتخاب کنید',
      nameRequired: 'لطفاً نام سرویس را انتخاب کنید',
      nameTooShort: 'نام سرور نباید کمتر از پنج کاراکتر باشد',
      passwordInvalid: 'رمز عبور باید حداقل ۸ کاراکتر و ترکیبی از حروف بزرگ و کوچک انگلیسی، عدد و یک کاراکتر ویژه (!@#$%^&*) باشد',
    },
    /** No product rule gives the pattern messages; these say what the pattern demands. */
    patterns: {
      password: 'رمز عبور باید حداقل ۸ کاراکتر و ترکیبی از حروف بزرگ و کوچک انگلیسی، عدد و یک کاراکتر ویژه (!@#$%^&*) باشد',
      code: 'کد باید دقیقاً ۶ کاراکتر و فقط شامل حروف انگلیسی، اعداد و !@# باشد',
      jalaliDate: 'تاریخ را به شکل ۱۴۰۲/۰۱/۱۵ وارد کنید؛ سال باید بین ۱۳۰۰ تا ۱۴۰۲ باشد',
      email: 'ایمیل وارد شده معتبر نیست',
      number: 'لطفاً یک عدد معتبر وارد کنید',
    },
    required: {
      field: 'تکمیل این فیلد الزامی است',
      email: 'لطفاً ایمیل خود را وارد کنید',
      password: 'لطفاً رمز عبور خود را وارد کنید',
      code: 'لطفاً کد را وارد کنید',
      name: 'لطفاً نام را وارد کنید',
      selection: 'لطفاً یک گزینه را انتخاب کنید',
    },
  },

  /** Toasts after a successful create, shown on the list the user is taken to. */
  success: {
    vpcCreated: 'ابر اختصاصی شما با موفقیت ایجاد شد',
    kubernetesCloudCreated: 'سرویس فضای نام شما با موفقیت ایجاد شد',
    kubernetesClusterCreated: 'کلاستر کوبرنتیز شما با موفقیت ایجاد شد',
  },

  /** The error catalogue, applied by the one interceptor of @portal/api. */
  errors: {
    requestTimeout: 'زمان درخواست به پایان رسید، لطفاً دوباره تلاش کنید',
    generic: 'مشکلی پیش آمد، لطفاً چند دقیقه دیگر دوباره تلاش کنید',
    invalidInput: 'اطلاعات وارد شده معتبر نیست',
    tooManyRequests: 'تعداد درخواست‌های شما بیش از حد مجاز است، لطفاً بعداً تلاش کنید',
  },

  /** Pages the router sends to (403 target, unmatched path). */
  pages: {
    forbiddenTitle: 'دسترسی غیرمجاز',
    forbidden: 'شما اجازه دسترسی به این صفحه را ندارید',
    notFoundTitle: 'صفحه پیدا نشد',
    notFound: 'صفحه‌ای که به دنبال آن هستید وجود ندارد',
    backHome: 'بازگشت به داشبورد',
  },

  /** A remote or chunk that fails to load: Persian text, the technical text kept in English. */
  chunk: {
    loadFailed: 'بارگذاری ناموفق بود',
    loadFailedTechnical: 'Loading chunk failed',
    retry: 'تلاش دوباره',
  },

  notifications: {
    empty: 'صندوق پیام شما خالی است',
    /** The badge count is capped at 99. */
    overflow: '۹۹+',
  },

  money: {
    rial: 'ریال',
    toman: 'تومان',
  },

  units: {
    gigabytes: 'گیگابایت',
  },
} as const;

export type Messages = typeof messages;

/** "<label> الزامی است" for forms whose required messages name the field. */
export function requiredMessage(label: string): string {
  return `${label} الزامی است`;
}
