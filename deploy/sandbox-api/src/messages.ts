// Every user-facing text of the sandbox in one place, so wording stays consistent and reviewable.
/** Numbers inside Persian sentences are written with Persian digits. */
export const fa = (n: number | string) => String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);

/** Persian names of resource statuses, used inside "wrong state" refusals. */
const statusNames: Record<string, string> = {
  creating: 'در حال ساخت',
  building: 'در حال ساخت',
  active: 'روشن',
  starting: 'در حال روشن شدن',
  stopping: 'در حال خاموش شدن',
  stopped: 'خاموش',
  rebooting: 'در حال راه‌اندازی مجدد',
  rebuilding: 'در حال نصب مجدد',
  resizing: 'در حال تغییر پیکربندی',
  updating: 'در حال به‌روزرسانی',
  deleting: 'در حال حذف',
  failed: 'خطا',
};

export const messages = {
  // generic
  done: 'عملیات با موفقیت انجام شد',
  notFound: 'مورد درخواستی یافت نشد',
  routeNotFound: 'آدرس درخواستی وجود ندارد',
  projectNotFound: 'پروژه یافت نشد',
  unauthorized: 'نشست شما معتبر نیست؛ لطفاً دوباره وارد شوید',
  badJson: 'بدنه درخواست قالب JSON معتبری ندارد',
  serverError: 'مشکلی پیش آمده است؛ لطفاً چند دقیقه دیگر دوباره تلاش کنید',
  invalidInput: 'اطلاعات وارد شده معتبر نیست',

  // field validation (label is the Persian name of the field)
  required: (label: string) => `وارد کردن ${label} الزامی است`,
  minLength: (label: string, n: number) => `${label} نباید کمتر از ${fa(n)} نویسه باشد`,
  maxLength: (label: string, n: number) => `${label} نباید بیشتر از ${fa(n)} نویسه باشد`,
  mustBeNumber: (label: string) => `${label} باید یک عدد صحیح مثبت باشد`,
  notChosen: (label: string) => `${label} انتخاب‌شده معتبر نیست`,
  duplicate: (label: string) => `${label} تکراری است`,
  resourceName: 'نام فقط می‌تواند شامل حروف انگلیسی، ارقام و خط تیره باشد و با خط تیره شروع یا تمام نشود',

  // auth
  emailInvalid: 'ایمیل وارد شده معتبر نیست',
  emailTaken: 'این ایمیل قبلاً ثبت شده است',
  passwordRule: 'رمز عبور باید حداقل ۸ نویسه و ترکیبی از حروف بزرگ و کوچک انگلیسی، رقم و یکی از نویسه‌های !@#$%^&* باشد',
  wrongCredentials: 'ایمیل یا رمز عبور اشتباه است',
  tooManyAttempts: (minutes: number) => `تعداد تلاش‌های ناموفق بیش از حد مجاز است؛ لطفاً ${fa(minutes)} دقیقه دیگر دوباره تلاش کنید`,
  captchaWrong: 'کد امنیتی اشتباه است یا منقضی شده است؛ کد جدید دریافت کنید',
  totpWrong: 'کد تأیید دومرحله‌ای اشتباه است',
  totpReused: 'این کد قبلاً استفاده شده است؛ منتظر کد بعدی بمانید',
  totpNotEnabled: 'ورود دومرحله‌ای برای این حساب فعال نیست',
  forgotSent: 'اگر این ایمیل در سامانه ثبت شده باشد، کد بازیابی رمز عبور برای آن ارسال شد',
  confirmCodeWrong: 'کد بازیابی اشتباه است یا منقضی شده است',
  passwordChanged: 'رمز عبور با موفقیت تغییر کرد؛ اکنون وارد شوید',
  loggedOut: 'با موفقیت خارج شدید',

  // labels
  labels: {
    firstName: 'نام',
    lastName: 'نام خانوادگی',
    email: 'ایمیل',
    password: 'رمز عبور',
    captcha: 'کد امنیتی',
    code: 'کد تأیید',
    confirmCode: 'کد بازیابی',
    name: 'نام',
    projectName: 'نام پروژه',
    productBundle: 'پلن سرویس',
    datacenter: 'مرکز داده',
  },

  // projects
  projectLimit: (limit: number) => `حداکثر تعداد پروژه‌های شما ${fa(limit)} است`,
  projectHasResources: 'تا زمانی که پروژه دارای سرویس فعال است امکان حذف آن وجود ندارد؛ ابتدا سرویس‌های آن را حذف کنید',

  // resources (engine)
  resourceLimit: (limit: number) => `به سقف مجاز ${fa(limit)} سرویس از این نوع در این پروژه رسیده‌اید`,
  resourceDeleting: 'این سرویس در حال حذف است',
  parentNotActive: 'این عملیات فقط زمانی ممکن است که سرویس فعال باشد؛ لطفاً تا پایان راه‌اندازی صبر کنید',
  storageKeyLimit: (max: number) => `برای هر فضای ذخیره‌سازی حداکثر ${fa(max)} کلید دسترسی می‌توان ساخت`,

  // sandbox faults
  faultServer: 'خطای شبیه‌سازی‌شده در سرور',
  faultTimeout: 'پاسخی از سرور دریافت نشد',
  faultStatus: (status: number) => `خطای شبیه‌سازی‌شده با کد ${fa(status)}`,
  faultInvalid: 'مقدار خطای شبیه‌سازی معتبر نیست',

  // charges and ledger
  ledgerTopUp: 'افزایش اعتبار کیف پول',
  ledgerCharge: (resource: string, hours: number) => `هزینه ${fa(hours)} ساعت استفاده از ${resource}`,
  resourceNames: {
    'storage-host': 'فضای ذخیره‌سازی ابری',
    'vm-host': 'سرور ابری',
  } as Record<string, string>,
  // virtual servers (engine actions and the vm area)
  wrongState: (status: string) => `این عملیات در وضعیت فعلی سرویس («${statusNames[status] ?? status}») ممکن نیست`,
  vm: {
    labels: {
      password: 'رمز عبور سرور',
      image: 'سیستم‌عامل',
      bundle: 'پیکربندی سرور',
      cpu: 'تعداد هسته پردازنده',
      memory: 'حافظه',
      disk: 'دیسک',
      ipv4Count: 'تعداد نشانی IPv4',
      network: 'شبکه خصوصی',
      ipAddress: 'نشانی IP خصوصی',
      direction: 'جهت',
      protocol: 'پروتکل',
      portRange: 'پورت',
      cidr: 'محدوده نشانی (CIDR)',
      description: 'توضیح',
      iso: 'فایل ISO',
      version: 'نسخه IP',
    },
    outOfRange: (label: string, min: number, max: number) => `${label} باید بین ${fa(min)} و ${fa(max)} باشد`,
    bundleInCustom: 'در حالت پیکربندی دلخواه پلن انتخاب نکنید',
    diskBelowImage: (min: number) => `دیسک برای این سیستم‌عامل دست‌کم ${fa(min)} گیگابایت لازم دارد`,
    diskShrink: 'اندازه دیسک را نمی‌توان کاهش داد',
    sameSize: 'پیکربندی جدید با پیکربندی فعلی یکسان است',
    noPublicIp: 'سرور بدون نشانی عمومی باید به یک شبکه خصوصی متصل شود',
    ipNotInNetwork: 'نشانی IP باید در محدوده شبکه انتخاب‌شده و آزاد باشد',
    protocolInvalid: 'پروتکل باید یکی از tcp، udp، icmp یا any باشد',
    directionInvalid: 'جهت باید ورودی (inbound) یا خروجی (outbound) باشد',
    portInvalid: 'پورت باید عددی بین ۱ تا ۶۵۵۳۵ یا بازه‌ای مانند 8000-8100 باشد',
    portRequired: 'برای پروتکل tcp و udp وارد کردن پورت الزامی است',
    portNotAllowed: 'برای پروتکل icmp و any پورت وارد نکنید',
    cidrInvalid: 'محدوده نشانی باید یک CIDR معتبر IPv4 یا IPv6 باشد؛ مثلاً 0.0.0.0/0 یا 2001:db8::/32',
    ruleDuplicate: 'قانونی با همین مشخصات قبلاً ثبت شده است',
    ruleLimit: (max: number) => `برای هر سرور حداکثر ${fa(max)} قانون فایروال می‌توان ساخت`,
    ipLimit: (max: number) => `برای هر سرور حداکثر ${fa(max)} نشانی عمومی می‌توان گرفت`,
    ipVersion: 'نسخه IP باید ۴ یا ۶ باشد',
    lastIpv4: 'آخرین نشانی IPv4 عمومی سرور را نمی‌توان حذف کرد',
    isoAlreadyMounted: 'یک فایل ISO از قبل روی این سرور متصل است؛ ابتدا آن را جدا کنید',
    isoNotMounted: 'این فایل ISO روی این سرور متصل نیست',
    consoleTitle: (name: string) => `کنسول سرور ${name}`,
    consoleBody: (name: string, ip: string) => `اتصال به کنسول سرور «${name}» با نشانی ${ip} برقرار شد.`,
    periodInvalid: 'بازه زمانی باید ۱ (ساعت)، ۲ (روز)، ۳ (هفته) یا ۴ (ماه) باشد',
  },
} as const;
