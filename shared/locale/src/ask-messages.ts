// What a form says of a missing value where "entering X is required" is not what it asks (`ask`
// of a contracts field spec): a choice names what to pick. The sandbox's 422 says the same.
import type { Ask } from '@portal/contracts';

export const askMessages: Record<Ask, string> = {
  typeEmail: 'ایمیل را وارد کنید',
  typePassword: 'رمز عبور را وارد کنید',
  typeCurrentPassword: 'رمز عبور فعلی را وارد کنید',
  typeFirstName: 'نام را وارد کنید',
  typeLastName: 'نام خانوادگی را وارد کنید',
  typeCaptcha: 'کد امنیتی را وارد کنید',
  typeCode: 'کد تأیید را وارد کنید',
  typeStorageSize: 'لطفاً حجم فضا را وارد کنید',
  repeatPassword: 'رمز عبور جدید را یک بار دیگر وارد کنید',
  pickDatacenter: 'مرکز داده را انتخاب کنید',
  pickRole: 'دسترسی را انتخاب کنید',
  pickServer: 'یک سرور انتخاب کنید',
  pickNetwork: 'یک شبکه انتخاب کنید',
  pickVolume: 'یک دیسک انتخاب کنید',
  pickVolumeSize: 'لطفاً یکی از اندازه‌ها را انتخاب کنید',
  pickVmBundle: 'لطفاً مشخصات سرور را انتخاب کنید',
  pickBareMetalBundle: 'لطفاً یک پیکربندی انتخاب کنید',
  pickImage: 'لطفاً سیستم‌عامل را انتخاب کنید',
  pickNodeBundle: 'لطفاً پلن نود را انتخاب کنید',
  pickPlan: 'لطفاً پلن را انتخاب کنید',
  pickEquipmentType: 'نوع تجهیزات را انتخاب کنید',
  pickBrand: 'سازنده را انتخاب کنید',
  pickModel: 'مدل را انتخاب کنید',
  pickSchedule: 'دوره را انتخاب کنید',
  pickCaculateType: 'روش محاسبه هزینه را انتخاب کنید',
  pickCdnType: 'نوع CDN را انتخاب کنید',
  pickService: 'سرویس و پورت مقصد را انتخاب کنید',
};

/** A size that must grow, by its field (`growFrom` of @portal/contracts). */
export const notGrownMessages: Partial<Record<string, string>> = {
  volumeSize: 'اندازه جدید باید بیشتر از اندازه فعلی باشد',
  disk: 'حجم جدید باید از حجم فعلی بیشتر باشد',
};
