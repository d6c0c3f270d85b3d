// Persian for the DNS record rules of @portal/contracts (rules/dns.ts): the same sentence whether
// the sandbox answers a record create with it or the browser judges a zone file's line by it.
import type { DnsProblem, DnsRecordField } from '@portal/contracts';
import { toPersianDigits as fa } from './digits';

export const dnsProblemMessages: Record<DnsProblem, string> = {
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

/** A record field as a person names it (a zone file line's problem says which field). */
export const dnsFieldNames: Record<DnsRecordField, string> = {
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
