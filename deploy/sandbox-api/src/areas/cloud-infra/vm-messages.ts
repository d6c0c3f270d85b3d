// Virtual servers: sizing, addresses, firewall, ISOs, console, analytics.
import { fa } from '../../messages/common';

export const vm = {
  diskBelowImage: (min: number) => `دیسک برای این سیستم‌عامل دست‌کم ${fa(min)} گیگابایت لازم دارد`,
  diskShrink: 'اندازه دیسک را نمی‌توان کاهش داد',
  sshKeysLinuxOnly: 'کلید SSH فقط برای سیستم‌عامل‌های لینوکس نصب می‌شود؛ ویندوز با رمز عبور وارد می‌شود',
  sameSize: 'پیکربندی جدید با پیکربندی فعلی یکسان است',
  noPublicIp: 'سرور بدون نشانی عمومی باید به یک شبکه خصوصی متصل شود',
  ipNotInNetwork: 'نشانی IP باید در محدوده شبکه انتخاب‌شده و آزاد باشد',
  portRequired: 'برای پروتکل tcp و udp وارد کردن پورت الزامی است',
  portNotAllowed: 'برای پروتکل icmp و any پورت وارد نکنید',
  ruleDuplicate: 'قانونی با همین مشخصات قبلاً ثبت شده است',
  ruleLimit: (max: number) => `برای هر سرور حداکثر ${fa(max)} قانون فایروال می‌توان ساخت`,
  ipLimit: (max: number) => `برای هر سرور حداکثر ${fa(max)} نشانی عمومی می‌توان گرفت`,
  lastIpv4: 'آخرین نشانی IPv4 عمومی سرور را نمی‌توان حذف کرد',
  isoAlreadyMounted: 'یک فایل ISO از قبل روی این سرور متصل است؛ ابتدا آن را جدا کنید',
  isoNotMounted: 'این فایل ISO روی این سرور متصل نیست',
  consoleTitle: (name: string) => `کنسول سرور ${name}`,
  consoleBody: (name: string, ip: string) => `اتصال به کنسول سرور «${name}» با نشانی ${ip} برقرار شد.`,
  passwordOrKey: 'برای ورود به سرور رمز عبور یا کلید SSH لازم است',
  portOrder: 'پورت پایانی نباید از پورت آغازین کمتر باشد',
  remoteIpFamily: 'نشانی با نسخه IP انتخاب‌شده (IPv4 یا IPv6) یکی نیست',
  clusterNodeRebuild: 'این سرور گرهی از یک خوشه کوبرنتیز است و جدا از خوشه نصب مجدد نمی‌شود',
  periodInvalid: 'بازه زمانی باید ۱ (ساعت)، ۲ (روز)، ۳ (هفته) یا ۴ (ماه) باشد',
};
