// Persian for the shared input rules of @portal/contracts: the same sentence whether the form
// catches the problem before sending or the sandbox answers it in a 422.
import type { FieldLabel, InputProblem, PatternName } from '@portal/contracts';
import { ltr } from './bidi';
import { askMessages, notGrownMessages } from './ask-messages';
import { toPersianDigits as fa } from './digits';

export const fieldLabels: Record<FieldLabel, string> = {
  name: 'نام',
  firstName: 'نام',
  lastName: 'نام خانوادگی',
  email: 'ایمیل',
  password: 'رمز عبور',
  captcha: 'کد امنیتی',
  code: 'کد تأیید',
  confirmCode: 'کد بازیابی',
  projectName: 'نام پروژه',
  productBundle: 'پلن سرویس',
  datacenter: 'مرکز داده',
  image: 'سیستم‌عامل',
  cpu: 'تعداد هسته پردازنده',
  memory: 'حافظه',
  disk: 'دیسک',
  ipv4Count: 'تعداد نشانی IPv4',
  network: 'شبکه خصوصی',
  ipAddress: 'نشانی IP',
  volumeSize: 'اندازه دیسک',
  cidr: 'محدوده نشانی (CIDR)',
  networkPrefix: 'پیشوند شبکه',
  direction: 'جهت',
  protocol: 'پروتکل',
  portRange: 'پورت',
  description: 'توضیح',
  ipVersion: 'نسخه IP',
  keyName: 'نام کلید',
  sshKeys: 'کلیدهای SSH',
  publicKey: 'کلید عمومی',
  snapshotName: 'نام اسنپ‌شات',
  backupName: 'نام نسخه پشتیبان',
  serialNumber: 'شماره سریال',
  equipment: 'مدل تجهیزات',
  rackUnits: 'فضای رک (یونیت)',
  powerAmp: 'توان برق (آمپر)',
  networkPort1G: 'تعداد پورت ۱ گیگابیت',
  networkPort10G: 'تعداد پورت ۱۰ گیگابیت',
  volume: 'دیسک',
  server: 'سرور',
  iso: 'فایل ISO',
  sizing: 'نوع پیکربندی',
  publicAccess: 'دسترسی عمومی',
  publicIpv4: 'نشانی IPv4 عمومی',
  publicIpv6: 'نشانی IPv6 عمومی',
  scheduleType: 'دوره زمان‌بندی',
  caculateType: 'روش محاسبه هزینه',
  role: 'نقش',
  currentPassword: 'رمز عبور فعلی',
  newPassword: 'رمز عبور جدید',
  phoneNumber: 'شماره تلفن همراه',
  customer: 'مشتری',
  nationalCode: 'کد ملی',
  companyName: 'نام شرکت',
  nationalId: 'شناسه ملی',
  registrationNumber: 'شماره ثبت',
  economicCode: 'کد اقتصادی',
  address: 'نشانی',
  postalCode: 'کد پستی',
  // vpc
  gatewayCidr: 'دروازه و محدوده شبکه',
  gateway: 'دروازه (Gateway)',
  networks: 'شبکه‌ها',
  publicIp: 'نشانی IP عمومی',
  externalPort: 'پورت بیرونی',
  internalIp: 'نشانی IP داخلی',
  internalPort: 'پورت داخلی',
  algorithm: 'الگوریتم توزیع بار',
  healthCheckInterval: 'فاصله بررسی سلامت (ثانیه)',
  healthCheckTimeout: 'مهلت پاسخ بررسی سلامت (ثانیه)',
  healthCheckAttempts: 'تعداد تلاش بررسی سلامت',
  listeners: 'شنونده‌ها',
  backends: 'سرورهای پشتیبان',
  loadBalancer: 'متعادل‌کننده بار',
  fromNetwork: 'شبکه مبدأ',
  toNetwork: 'شبکه مقصد',
  snat: 'ترجمه نشانی خروجی (SNAT)',
  issueSubject: 'موضوع',
  businessUnit: 'واحد مربوط',
  priority: 'اولویت',
  message: 'متن پیام',
  product: 'محصول',
  order: 'سفارش مرتبط',
  comment: 'متن دیدگاه',
  contactInfo: 'ایمیل یا شماره تلفن',
  amount: 'مبلغ (ریال)',
  amountToman: 'مبلغ (تومان)',
  paymentProvider: 'درگاه پرداخت',
  invoice: 'صورتحساب',
  voucherCode: 'کد هدیه',
  referralCode: 'کد معرفی',
  offer: 'پیشنهاد',
  // kubernetes
  kubernetesVersion: 'نسخه کوبرنتیز',
  nodeCount: 'تعداد نود',
  nodeType: 'نوع نود',
  pods: 'تعداد پاد',
  replicas: 'تعداد رپلیکا',
  containerImage: 'ایمیج کانتینر',
  envName: 'نام متغیر محیطی',
  containerPort: 'پورت کانتینر',
  portName: 'نام پورت',
  configMapName: 'نام کانفیگ‌مپ',
  secretName: 'نام سکرت',
  dataKey: 'کلید',
  configData: 'داده‌ها',
  ingressHost: 'دامنه (Host)',
  ingressPath: 'مسیر (Path)',
  pathType: 'نوع مسیر',
  serviceName: 'سرویس',
  servicePort: 'پورت سرویس',
  domain: 'دامنه',
  phpVersion: 'نسخه PHP',
  originAddress: 'نشانی مبدأ',
  pathPattern: 'الگوی مسیر',
  routeHost: 'نام میزبان ارسالی به مقصد',
  cdnLbPolicy: 'سیاست توزیع بار',
  maxConnections: 'حداکثر اتصال هم‌زمان به هر مقصد',
  acceptDangerCert: 'پذیرش گواهی نامعتبر مقصد',
  upstream: 'سرویس مقصد',
  rateLimit: 'محدودیت درخواست در دقیقه',
};

/** What each pattern demands, said in full (no product rule gives these texts). */
const patternMessages: Record<PatternName, string> = {
  password: 'رمز عبور باید حداقل ۸ کاراکتر و ترکیبی از حروف بزرگ و کوچک انگلیسی، عدد و یک کاراکتر ویژه (!@#$%^&*) باشد',
  code: 'کد باید دقیقاً ۶ کاراکتر و فقط شامل حروف انگلیسی، اعداد و !@# باشد',
  email: 'ایمیل وارد شده معتبر نیست',
  resourceName: 'نام فقط می‌تواند شامل حروف انگلیسی، ارقام و خط تیره باشد و با خط تیره شروع یا تمام نشود',
  serialNumber: 'شماره سریال فقط می‌تواند شامل حروف انگلیسی، رقم و خط تیره باشد',
  plainText: 'متن نمی‌تواند شامل کد HTML (نویسه‌های < و >) باشد',
  emailOrPhone: 'یک ایمیل معتبر یا شماره تلفن همراه (مثلاً ۰۹۱۲۱۲۳۴۵۶۷) وارد کنید',
  k8sLabel: 'نام فقط می‌تواند حروف کوچک انگلیسی، رقم و خط تیره داشته باشد، حداکثر ۶۳ نویسه، و با حرف یا رقم شروع و تمام شود',
  k8sSubdomain: 'نام فقط می‌تواند حروف کوچک انگلیسی، رقم، خط تیره و نقطه داشته باشد، حداکثر ۲۵۳ نویسه، و هر بخش آن با حرف یا رقم شروع و تمام شود',
  envName: 'نام متغیر محیطی فقط می‌تواند حروف انگلیسی، رقم و زیرخط داشته باشد و نباید با رقم شروع شود',
  portName: 'نام پورت حداکثر ۱۵ نویسه از حروف کوچک انگلیسی، رقم و خط تیره است و دست‌کم یک حرف دارد',
  imageRef: `ایمیج باید نشانی معتبری مانند ${ltr('nginx:1.27')} یا ${ltr('registry.example.com/app@sha256:…')} باشد`,
  ingressHost: `دامنه باید یک نام دامنه معتبر باشد (بدون IP و پورت)؛ وایلدکارد فقط به شکل ${ltr('*.example.com')}`,
  ingressPath: 'مسیر باید با / شروع شود و فاصله نداشته باشد',
  configKey: 'کلید فقط می‌تواند حروف انگلیسی، رقم، خط تیره، زیرخط و نقطه داشته باشد',
  cdnPathPattern: `مسیر باید با / شروع شود، فقط نویسه‌های مجاز نشانی وب داشته باشد و * فقط در پایان آن بیاید (مانند ${ltr('/static/*')})`,
  originAddress: `نشانی مبدأ باید یک IPv4 یا نام میزبان باشد، بدون http و پورت (مانند ${ltr('origin.example.ir')})`,
  upstreamUrl: `نشانی سرویس مقصد باید با http:// یا https:// شروع شود و پرس‌وجو (?) نداشته باشد (مانند ${ltr('https://api.example.ir/v1')})`,
  visibleText: 'متن نمی‌تواند نویسه‌های نامرئی یا کنترلی (مانند نویسه‌های تغییر جهت یا فاصله‌های بی‌عرض) داشته باشد؛ فقط نیم‌فاصله مجاز است',
  visibleMultilineText:
    'متن نمی‌تواند نویسه‌های نامرئی یا کنترلی (مانند نویسه‌های تغییر جهت یا فاصله‌های بی‌عرض) داشته باشد؛ فقط نیم‌فاصله و رفتن به سطر بعد مجاز است',
};

/** How many digits a code has, in words ("شش رقم"). */
const DIGIT_COUNTS: Record<number, string> = { 4: 'چهار', 5: 'پنج', 6: 'شش', 8: 'هشت' };

/** The Persian sentence for a problem with the field called `label` (a key of `fieldLabels`). */
export function ruleMessage(problem: InputProblem, label: FieldLabel): string {
  const name = fieldLabels[label];
  switch (problem.kind) {
    case 'required':
      return problem.ask ? askMessages[problem.ask] : `وارد کردن ${name} الزامی است`;
    case 'type':
      if (problem.type === 'int') return `${name} باید یک عدد صحیح باشد`;
      return problem.type === 'intList' ? `${name} انتخاب‌شده معتبر نیست` : 'اطلاعات وارد شده معتبر نیست';
    case 'tooShort':
      return `${name} نباید کمتر از ${fa(problem.min)} نویسه باشد`;
    case 'tooLong':
      return `${name} نباید بیشتر از ${fa(problem.max)} نویسه باشد`;
    case 'pattern':
      return patternMessages[problem.pattern];
    case 'notInteger':
      return `${name} باید یک عدد صحیح باشد`;
    case 'outOfRange':
      return `${name} باید عددی بین ${fa(problem.min)} و ${fa(problem.max)} باشد`;
    case 'notOneOf':
      return `${name} انتخاب‌شده معتبر نیست`;
    case 'ipv4':
      return `${name} باید یک نشانی IPv4 معتبر باشد؛ مثلاً 10.0.0.5`;
    case 'cidr':
      return `${name} باید یک CIDR معتبر IPv4 یا IPv6 باشد؛ مثلاً ${ltr('0.0.0.0/0')} یا ${ltr('2001:db8::/32')}`;
    case 'privateCidr':
      return `${name} باید یک شبکه خصوصی معتبر باشد (مثلاً 10.10.0.0/24) با پیشوند بین ${fa(problem.minPrefix)} تا ${fa(problem.maxPrefix)}`;
    case 'cidrHostBits':
      return `نشانی شبکه باید ابتدای محدوده باشد؛ مثلاً ${problem.expected}`;
    case 'portRange':
      return `پورت باید عددی بین ۱ تا ۶۵۵۳۵ یا بازه‌ای مانند ${ltr('8000-8100')} باشد`;
    case 'tooMany':
      return `حداکثر ${fa(problem.max)} مورد برای ${name} می‌توانید انتخاب کنید`;
    case 'gatewayCidr':
      return `${name} باید نشانی دروازه همراه پیشوند یک شبکه خصوصی باشد (مثلاً ${ltr('10.0.1.1/24')}) با پیشوند بین ${fa(problem.minPrefix)} تا ${fa(problem.maxPrefix)}`;
    case 'gatewayEdge':
      return 'دروازه نمی‌تواند نشانی خود شبکه یا نشانی همه‌پخشی (broadcast) آن باشد';
    case 'gatewayOutside':
      return `دروازه باید درون محدوده ${ltr(problem.cidr)} باشد`;
    case 'duplicate':
      return `${name} تکراری است`;
    case 'digits':
      return `${name} باید ${DIGIT_COUNTS[problem.length] ?? fa(problem.length)} رقم باشد`;
    case 'notGrown':
      return notGrownMessages[label] ?? `${name} باید بیشتر از ${fa(problem.current)} باشد`;
    case 'tooLarge':
      return `${name} نباید بیشتر از ${fa(Math.round(problem.maxBytes / 1024))} کیلوبایت باشد`;
  }
}

/**
 * Persian names of the sandbox's own lifecycle keys (creating, stopping…), for its refusals ("not in
 * this state"). A screen names a provider state by its id instead (status-labels.ts).
 */
export const statusLabels: Record<string, string> = {
  creating: 'در حال ایجاد',
  building: 'در حال ساخت',
  provisioning: 'در حال آماده‌سازی',
  active: 'فعال',
  running: 'در حال اجرا',
  updating: 'در حال به‌روزرسانی',
  deleting: 'در حال حذف',
  deleted: 'حذف شده',
  failed: 'ناموفق',
  error: 'خطا',
  stopped: 'خاموش',
  starting: 'در حال روشن شدن',
  stopping: 'در حال خاموش شدن',
  rebooting: 'در حال راه‌اندازی مجدد',
  rebuilding: 'در حال نصب مجدد',
  resizing: 'در حال تغییر پیکربندی',
  scaling: 'در حال تغییر مقیاس',
  upgrading: 'در حال ارتقا',
  suspended: 'معلق',
  pending: 'در انتظار',
  reverting: 'در حال بازگردانی',
  restoring: 'در حال بازیابی',
  issuing: 'در حال صدور',
  progressing: 'در حال استقرار',
  available: 'در دسترس',
  // The keys of the provider's service table (the same words as serviceStatusLabels).
  unpaid: 'پرداخت‌نشده',
  inactive: 'غیرفعال',
  expired: 'منقضی',
  waiting: 'در انتظار عملیات',
  'infra-error': 'خطای زیرساخت',
  'waiting-ns': 'در انتظار تغییر NS',
  off: 'خاموش',
  queued: 'در صف',
};

export const statusLabel = (status: string | null | undefined): string => (status ? (statusLabels[status.toLowerCase()] ?? status) : '');
