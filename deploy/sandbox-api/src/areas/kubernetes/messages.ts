// Kubernetes clusters and namespace services (cloud-platform area).
import { fa } from '../../messages/common';

export const kubernetes = {
  bundleRequired: 'لطفاً مشخصات سرور را انتخاب کنید',
  customSizeRequired: 'در پیکربندی دلخواه، مقدار این مورد را وارد کنید',
  lastNode: 'کلاستر باید دست‌کم یک نود کاری داشته باشد؛ آخرین نود را نمی‌توان حذف کرد',
  controlPlane: 'نود کنترل‌پلین را نمی‌توان حذف کرد',
  workerOnly: 'کلاستر یک نود کنترل‌پلین دارد؛ فقط نود کاری می‌توان افزود',
  notRunning: 'این عملیات فقط وقتی ممکن است که کلاستر در حال اجرا باشد',
  tooManyNodes: (max: number) => `یک کلاستر حداکثر ${fa(max)} نود کاری می‌تواند داشته باشد`,
  nodeCountQuery: 'تعداد نود باید عددی بین ۱ و ۲۰ باشد',
  /** The namespace quota would be exceeded: names the resource and what is left. */
  quotaExceeded: (resource: string, left: string) => `سهمیه ${resource} فضای نام کافی نیست؛ باقی‌مانده: ${left}`,
  quotaBelowUsage: (resource: string, used: string) => `سهمیه ${resource} نمی‌تواند کمتر از مصرف فعلی (${used}) باشد`,
  pods: 'پاد',
  count: (n: number) => `${fa(n)} عدد`,
  upgradeNotNewer: (current: string) => `نسخه تازه باید از نسخه فعلی کلاستر (${current}) جدیدتر باشد`,
  upgradeOneMinor: (current: string) => `کلاستر در هر ارتقا فقط یک نسخه فرعی جلو می‌رود؛ از ${current} به نسخه بعدی آن ارتقا دهید`,
  firewallRuleLimit: (max: number) => `برای هر فضای نام حداکثر ${fa(max)} قانون فایروال می‌توان ساخت`,
  deploymentInUse: (names: string[]) => `اینگرس‌های ${names.map((n) => `«${n}»`).join('، ')} به این دیپلویمنت ترافیک می‌فرستند؛ ابتدا آن‌ها را حذف کنید`,
  // cloud Kubernetes on the provider's wire
  unknownImageTag: 'این نسخه در فهرست ایمیج‌ها نیست',
  unknownDeployPort: 'این پورت از دیپلویمنت‌های این فضای نام نیست',
  tlsSecretRequired: 'برای HTTPS یک سکرت TLS از همین فضای نام انتخاب کنید',
  tlsKeys: 'سکرت TLS باید کلیدهای tls.crt و tls.key را داشته باشد',
  unknownEntry: 'این کلید در داده‌ها نیست',
  entriesLeft: 'دست‌کم یک کلید باید بماند',
  lastRule: 'اینگرس باید دست‌کم یک قانون داشته باشد؛ برای برداشتن همه، خود اینگرس را حذف کنید',
  domainPathTaken: (ingress: string) => `این دامنه و مسیر پیش‌تر در اینگرس «${ingress}» تعریف شده است`,
  secretInIngress: (names: string[]) =>
    `اینگرس‌های ${names.map((n) => `«${n}»`).join('، ')} از این سکرت برای HTTPS استفاده می‌کنند؛ ابتدا آن‌ها را تغییر دهید یا حذف کنید`,
  firewallPortTaken: 'برای این پورت و این مبدأ پیش‌تر قانونی تعریف شده است',
};
