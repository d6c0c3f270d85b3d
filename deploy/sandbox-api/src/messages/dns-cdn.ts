// DNS/CDN: zones, records, the zone file, HSTS. The rules are @portal/contracts' (rules/dns.ts);
// these are their Persian sentences, and the database checks'.
import type { DnsProblem, HstsProblem } from '@portal/contracts';
import { fa } from './common';

const recordProblems: Record<DnsProblem, string> = {
  required: 'این فیلد الزامی است',
  nameFormat: 'نام رکورد فقط می‌تواند حروف، رقم، خط تیره و نقطه داشته باشد (@ برای خود دامنه)',
  labelTooLong: `هر بخش نام (بین دو نقطه) حداکثر ${fa(63)} نویسه است`,
  nameTooLong: `نام کامل حداکثر ${fa(253)} نویسه است`,
  type: 'نوع رکورد معتبر نیست',
  ipv4: 'مقدار رکورد A باید یک نشانی IPv4 باشد',
  ipv6: 'مقدار رکورد AAAA باید یک نشانی IPv6 باشد',
  hostname: 'مقدار باید نام یک میزبان باشد (مانند mail.example.ir)',
  cnameApex: 'رکورد CNAME روی خود دامنه (@) مجاز نیست',
  cnameBeside: 'کنار رکوردهای دیگرِ همین نام نمی‌توان رکورد CNAME ساخت',
  besideCname: 'این نام رکورد CNAME دارد؛ کنار CNAME رکورد دیگری مجاز نیست',
  nsBeside: 'رکورد NS زیر دامنه نمی‌تواند کنار رکوردهای دیگرِ همین نام باشد',
  besideNs: 'این نام به سرور نام دیگری واگذار شده (NS)؛ رکورد دیگری کنار آن مجاز نیست',
  ttl: `TTL باید «خودکار» یا بین ${fa(60)} تا ${fa(86400)} ثانیه باشد`,
  priority: `اولویت باید عددی صحیح بین ${fa(0)} تا ${fa(65535)} باشد`,
  weight: `وزن باید عددی صحیح بین ${fa(0)} تا ${fa(65535)} باشد`,
  port: `پورت باید عددی صحیح بین ${fa(0)} تا ${fa(65535)} باشد`,
  srvName: 'نام رکورد SRV باید به شکل _service._proto باشد (مانند _sip._tcp)',
  caaFlag: `پرچم CAA فقط ${fa(0)} یا ${fa(128)} است`,
  caaTag: 'برچسب CAA باید issue، issuewild یا iodef باشد',
  caaValue: `مقدار CAA بدون فاصله و حداکثر ${fa(255)} نویسه است`,
  txtTooLong: `مقدار TXT حداکثر ${fa(2048)} نویسه است`,
  txtString: `هر رشته TXT در فایل ناحیه حداکثر ${fa(255)} نویسه است`,
  duplicate: 'همین رکورد پیش‌تر ثبت شده است',
  proxyType: 'پروکسی CDN فقط برای رکوردهای A، AAAA و CNAME ممکن است',
  zoneFormat: 'نام دامنه معتبر نیست (مانند example.ir)',
};

const hstsProblems: Record<HstsProblem, string> = {
  maxAge: `max-age باید بین ${fa(0)} تا ${fa(63072000)} ثانیه باشد`,
  preloadMaxAge: `برای preload، max-age باید دست‌کم ${fa(31536000)} ثانیه (یک سال) باشد`,
  preloadSubDomains: 'برای preload باید includeSubDomains هم روشن باشد',
};

export const dnsCdn = {
  recordProblem: (p: DnsProblem) => recordProblems[p],
  hstsProblem: (p: HstsProblem) => hstsProblems[p],
  zoneTaken: 'این دامنه پیش‌تر روی سکو ثبت شده است',
  cdnTypeInvalid: 'نوع CDN انتخاب‌شده معتبر نیست',
  zoneDeleting: 'این دامنه در حال حذف است',
  notBoolean: 'مقدار باید روشن یا خاموش باشد',
  notNumber: 'مقدار باید عددی صحیح باشد',
  httpsNeedsActive: 'تغییر تنظیمات HTTPS فقط برای دامنه فعال ممکن است',
  periodInvalid: 'بازه زمانی گزارش معتبر نیست',
  // certificates
  certUnreadable: 'گواهی قالب PEM معتبری ندارد (باید با -----BEGIN CERTIFICATE----- شروع شود)',
  keyUnreadable: 'کلید خصوصی قالب PEM معتبری ندارد',
  keyMismatch: 'این کلید خصوصی با گواهی جور نیست',
  certExpired: (date: string) => `این گواهی در ${date} منقضی شده است`,
  certNotYetValid: 'اعتبار این گواهی هنوز آغاز نشده است',
  certNamesMissing: (names: string) => `گواهی این نام‌ها را پوشش نمی‌دهد: ${names}`,
  certNeedsActive: 'صدور گواهی فقط برای دامنه فعال ممکن است',
  certIssuing: 'گواهی مدیریت‌شده این دامنه در حال صدور است',
  originTypeInvalid: 'نوع اتصال به مبدأ معتبر نیست',
  // domains
  domainTaken: 'این دامنه پیش‌تر ثبت شده است و آزاد نیست',
  domainMine: 'این دامنه را پیش‌تر ثبت کرده‌اید',
  yearsRange: 'مدت ثبت باید بین ۱ تا ۱۰ سال باشد',
  nsCount: 'دست‌کم ۲ و حداکثر ۴ سرور نام وارد کنید',
  nsInvalid: 'سرور نام باید نام یک میزبان باشد (مانند ns1.example.ir)',
  nsDuplicate: 'سرور نام تکراری است',
  contactName: 'نام مالک دامنه الزامی است (۲ تا ۱۰۰ نویسه)',
  contactEmail: 'ایمیل معتبر وارد کنید',
  contactPhone: 'شماره همراه باید ۱۱ رقم و با ۰۹ شروع شود',
  contactAddress: 'نشانی الزامی است (۵ تا ۳۰۰ نویسه)',
  termRequired: 'برای ثبت دامنه باید شرایط ثبت را بپذیرید',
  alreadyVerified: 'ایمیل مالک دامنه پیش‌تر تأیید شده است',
  // zone file
  importTooLarge: `فایل ناحیه حداکثر ${fa(256)} کیلوبایت است`,
  importEmpty: 'فایل ناحیه خالی است',
  importHasRefused: (n: number) => `${fa(n)} خط فایل پذیرفته نشد؛ هیچ تغییری اعمال نشد`,
  lineSyntax: 'این خط قالب رکورد BIND ندارد (نام، TTL، IN، نوع، مقدار)',
  lineType: (type: string) => `نوع رکورد «${type}» پشتیبانی نمی‌شود`,
  lineOutsideZone: 'نام این خط بیرون از این دامنه است',
  lineDirective: 'این دستور فایل ناحیه پشتیبانی نمی‌شود',
  lineQuote: 'رشته متنی بسته نشده است',
  // web hosts
  webDomainTaken: 'برای این دامنه پیش‌تر هاست وب ساخته شده است',
  webHostNotActive: 'ورود به کنترل پنل فقط برای هاست فعال ممکن است',
  panelTitle: (domain: string) => `کنترل پنل هاست ${domain}`,
  panelWelcome: (user: string) => `با کاربر ${user} وارد شده‌اید.`,
  panelPhp: (version: string) => `نسخه PHP: ${version}`,
  panelDisk: (gb: number) => `فضای دیسک: ${fa(gb)} گیگابایت`,
  panelLinkUsed: 'این پیوند ورود پیش‌تر استفاده شده یا منقضی شده است. از درگاه، پیوند تازه‌ای بگیرید.',
  panelLinkUsedTitle: 'پیوند ورود معتبر نیست',
  /** Field problem inside a line: "Value: …". */
  lineField: (field: string, message: string) => `${fieldNames[field] ?? field}: ${message}`,
};

const fieldNames: Record<string, string> = {
  Name: 'نام',
  Type: 'نوع',
  Value: 'مقدار',
  Ttl: 'TTL',
  Priority: 'اولویت',
  Weight: 'وزن',
  Port: 'پورت',
  Flag: 'پرچم',
  Tag: 'برچسب',
  Proxied: 'پروکسی',
};
