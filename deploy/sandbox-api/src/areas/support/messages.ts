// Support: tickets, attachments, the public pages.
import { fa } from '../../messages/common';

export const support = {
  issueNotFound: 'تیکت یافت نشد',
  attachmentNotFound: 'فایل پیوست یافت نشد',
  issueClosed: 'این تیکت بسته شده است و پاسخ جدیدی نمی‌پذیرد',
  issueAlreadyClosed: 'این تیکت پیش‌تر بسته شده است',
  subjectNotOfProduct: 'این موضوع برای محصول و واحد انتخاب‌شده نیست؛ موضوع را از فهرست همین محصول و واحد برگزینید',
  orderNotOfProduct: 'این سفارش از سفارش‌های شما برای محصول انتخاب‌شده نیست',
  attachmentNotMultipart: 'فایل پیوست را با فرم چندبخشی (multipart) بفرستید',
  parentNotFound: 'دیدگاهی که به آن پاسخ می‌دهید یافت نشد',
  tooManyFiles: (max: number) => `حداکثر ${fa(max)} فایل می‌توانید پیوست کنید`,
  fileTooLarge: (name: string, maxMb: number) => `حجم فایل «${name}» بیشتر از ${fa(maxMb)} مگابایت است`,
  fileWrongType: (name: string) => `نوع فایل «${name}» پذیرفته نیست؛ فقط تصویر، PDF، متن ساده و zip`,
  fileEmpty: (name: string) => `فایل «${name}» خالی است`,
  badMultipart: 'فرم ارسالی قابل خواندن نیست',
  staffName: 'کارشناس پشتیبانی',
  staffReply: (subject: string) =>
    `سلام، وقت بخیر.\nدرخواست شما درباره «${subject}» دریافت شد و کارشناسان ما در حال بررسی آن هستند.\nراهنمای کامل در https://docs.example.com/support آمده است.\nاگر توضیح یا تصویر دیگری دارید، همین‌جا پاسخ دهید.`,
  staffAsk: (subject: string) =>
    `سلام، وقت بخیر.\nبرای بررسی درخواست شما درباره «${subject}» به اطلاعات بیشتری نیاز داریم.\nلطفاً بگویید مشکل در کدام سرویس است و اگر می‌توانید تصویر صفحه یا متن خطا را پیوست کنید.`,
  askNotificationSubject: 'تیکت منتظر پاسخ شماست',
  askNotification: (number: number, subject: string) => `کارشناس پشتیبانی برای تیکت شماره ${fa(number)} («${subject}») اطلاعات بیشتری خواسته است.`,
  replyNotificationSubject: 'تیکت پاسخ داده شد',
  replyNotification: (number: number, subject: string) => `به تیکت شماره ${fa(number)} («${subject}») پاسخ داده شد.`,
  articleNotFound: 'مقاله یافت نشد',
  /** The author the demo articles name. */
  blogAuthor: 'تیم محتوا',
  commentPending: 'دیدگاه شما ثبت شد و پس از تأیید مدیر نمایش داده می‌شود',
  contactSent: 'پیام شما دریافت شد؛ به‌زودی با شما تماس می‌گیریم',
  subscribed: 'عضویت شما در خبرنامه ثبت شد',
  unsubscribed: 'اشتراک شما در خبرنامه لغو شد',
  badUnsubscribeLink: 'پیوند لغو اشتراک معتبر نیست',
  tooManyPosts: (minutes: number) => `تعداد ارسال‌های شما زیاد بوده است؛ ${fa(minutes)} دقیقه دیگر دوباره تلاش کنید`,
};
