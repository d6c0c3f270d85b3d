// DNS/CDN: zones and records. The rules are @portal/contracts' (rules/dns.ts);
// the record problems' sentences are @portal/locale's (the browser judges zone files by them too).
import type { DnsProblem } from '@portal/contracts';
import { dnsProblemMessages } from '@portal/locale';
import { fa } from '../../messages/common';

export const dnsCdn = {
  recordProblem: (p: DnsProblem) => dnsProblemMessages[p],
  zoneTaken: 'این دامنه پیش‌تر روی سکو ثبت شده است',
  zoneDeleting: 'این دامنه در حال حذف است',
  notBoolean: 'مقدار باید روشن یا خاموش باشد',
  notNumber: 'مقدار باید عددی صحیح باشد',
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
  edgeTypeInvalid: 'نوع گواهی لبه معتبر نیست',
  edgeTypeNeedsUser: 'ابتدا یک گواهی معتبر بارگذاری کنید؛ این دامنه گواهی بارگذاری‌شده فعالی ندارد',
  edgeTypeNeedsManaged: 'ابتدا گواهی مدیریت‌شده صادر کنید؛ این دامنه گواهی مدیریت‌شده فعالی ندارد',
  // domains
  domainTaken: 'این دامنه پیش‌تر ثبت شده است و آزاد نیست',
  domainMine: 'این دامنه را پیش‌تر ثبت کرده‌اید',
  extUnknown: 'این پسوند دامنه پشتیبانی نمی‌شود',
  /** A domain row's `type`: registered here, or transferred in with an auth code. */
  domainRegistered: 'ثبت',
  domainTransferred: 'انتقال',
  domainProduct: 'محصول ثبت دامنه معتبر نیست',
  nsRequired: 'سرور نام الزامی است',
  contactPostalCode: 'کد پستی باید ۱۰ رقم باشد',
  contactCountry: 'کد کشور باید دو حرف انگلیسی باشد (مانند IR)',
  contactText: 'این مقدار نباید بیشتر از ۱۰۰ نویسه باشد',
  authCode: 'کد انتقال باید ۴ تا ۶۴ نویسه باشد',
  nsInvalid: 'سرور نام باید نام یک میزبان باشد (مانند ns1.example.ir)',
  nsDuplicate: 'سرور نام تکراری است',
  contactName: 'نام مالک دامنه الزامی است (۲ تا ۱۰۰ نویسه)',
  contactEmail: 'ایمیل معتبر وارد کنید',
  contactPhone: 'شماره همراه باید ۱۱ رقم و با ۰۹ شروع شود',
  contactAddress: 'نشانی الزامی است (۵ تا ۳۰۰ نویسه)',
  alreadyVerified: 'ایمیل مالک دامنه پیش‌تر تأیید شده است',
  // web hosts
  webDomainTaken: 'برای این دامنه پیش‌تر هاست وب ساخته شده است',
  webHostNotActive: 'ورود به کنترل پنل فقط برای هاست فعال ممکن است',
  panelTitle: (domain: string) => `کنترل پنل هاست ${domain}`,
  panelWelcome: (user: string) => `با کاربر ${user} وارد شده‌اید.`,
  panelPhp: (version: string) => `نسخه PHP: ${version}`,
  panelDisk: (gb: number) => `فضای دیسک: ${fa(gb)} گیگابایت`,
  panelLinkUsed: 'این پیوند ورود پیش‌تر استفاده شده یا منقضی شده است. از درگاه، پیوند تازه‌ای بگیرید.',
  panelLinkUsedTitle: 'پیوند ورود معتبر نیست',
  // load balancing and API gateway
  destinationsRequired: 'دست‌کم یک مقصد وارد کنید',
  destinationsTooMany: (n: number) => `هر مسیر حداکثر ${fa(n)} مقصد دارد`,
  destinationDuplicate: 'این مقصد در مسیر تکراری است',
  routePathTaken: 'مسیری با همین الگو در این دامنه هست',
  routesTooMany: (n: number) => `هر دامنه حداکثر ${fa(n)} مسیر از این نوع دارد`,
};
