// Texts every area shares: generic answers, the engine's refusals, fault injection.
import { statusLabel, toPersianDigits } from '@portal/locale';

/** Numbers inside Persian sentences are written with Persian digits. */
export const fa = (n: number | string) => toPersianDigits(String(n));

export const common = {
  done: 'عملیات با موفقیت انجام شد',
  notFound: 'مورد درخواستی یافت نشد',
  routeNotFound: 'آدرس درخواستی وجود ندارد',
  projectNotFound: 'پروژه یافت نشد',
  unauthorized: 'نشست شما معتبر نیست؛ لطفاً دوباره وارد شوید',
  badJson: 'بدنه درخواست قالب JSON معتبری ندارد',
  serverError: 'مشکلی پیش آمده است؛ لطفاً چند دقیقه دیگر دوباره تلاش کنید',
  invalidInput: 'اطلاعات وارد شده معتبر نیست',
  bodyTooLarge: 'حجم اطلاعات فرستاده‌شده بیش از حد مجاز است',
  jsonOnly: 'اطلاعات باید با قالب JSON فرستاده شود',

  // Database checks of a field (the rules of its value are @portal/locale's ruleMessage); label is its Persian name.
  notChosen: (label: string) => `${label} انتخاب‌شده معتبر نیست`,
  duplicate: (label: string) => `${label} تکراری است`,

  // resources (engine)
  resourceLimit: (limit: number) => `به سقف مجاز ${fa(limit)} سرویس از این نوع در این پروژه رسیده‌اید`,
  resourceDeleting: 'این سرویس در حال حذف است',
  parentNotActive: 'این عملیات فقط زمانی ممکن است که سرویس فعال باشد؛ لطفاً تا پایان راه‌اندازی صبر کنید',
  /** The status is named as the portal's status tag names it. */
  wrongState: (status: string) => `این عملیات در وضعیت فعلی سرویس («${statusLabel(status)}») ممکن نیست`,

  // Idempotency-Key
  idempotencyKeyInvalid: 'کلید یکتایی درخواست (Idempotency-Key) باید ۱ تا ۲۵۵ نویسهٔ چاپی لاتین باشد',
  idempotencyKeyReused: 'این کلید یکتایی پیش‌تر برای درخواست دیگری به کار رفته است؛ برای درخواست تازه کلید تازه بفرستید',

  // sandbox faults
  faultServer: 'خطای شبیه‌سازی‌شده در سرور',
  faultTimeout: 'پاسخی از سرور دریافت نشد',
  faultStatus: (status: number) => `خطای شبیه‌سازی‌شده با کد ${fa(status)}`,
  faultInvalid: 'مقدار خطای شبیه‌سازی معتبر نیست',
};
