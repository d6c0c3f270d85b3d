// Persian strings of the ticket pages (the area-wide ones are in src/messages.ts).
import { toPersianDigits as fa } from '@portal/locale';
import type { IssuePriority, IssueState, ProductId } from '@portal/contracts';

export const stateLabels: Record<IssueState, string> = {
  open: 'باز',
  answered: 'پاسخ داده شده',
  closed: 'بسته',
};
/** The provider's priorities (`issuePriorityId`): important, very important, urgent. */
export const priorityLabels: Record<IssuePriority, string> = { 1: 'مهم', 2: 'خیلی مهم', 3: 'فوری' };
/** The provider's products (`productId`) a ticket can be about. */
export const productLabels: Record<ProductId, string> = {
  101: 'سرور ابری',
  102: 'DNS ابری',
  103: 'شبکه توزیع محتوا (CDN)',
  104: 'فضای ذخیره‌سازی ابری',
  105: 'کوبرنتیز ابری',
  106: 'کلاستر کوبرنتیز',
  107: 'سرور اختصاصی',
  108: 'کولوکیشن',
  109: 'شبکه ابری خصوصی (VPC)',
  110: 'دامنه',
  111: 'هاست وب',
};
export const ticketMessages = {
  list: {
    title: 'تیکت‌های پشتیبانی',
    caption: 'فهرست تیکت‌ها',
    add: 'ارسال تیکت جدید',
    number: 'شماره',
    subject: 'موضوع',
    businessUnit: 'واحد',
    order: 'سفارش مرتبط',
    state: 'وضعیت',
    createdAt: 'تاریخ ثبت',
    updatedAt: 'آخرین به‌روزرسانی',
    allStates: 'همه وضعیت‌ها',
    stateFilter: 'فیلتر وضعیت',
    search: 'جستجو در شماره، موضوع یا واحد',
    empty: 'تیکتی یافت نشد',
  },
  create: {
    title: 'ارسال تیکت جدید',
    back: 'بازگشت به تیکت‌ها',
    subject: 'موضوع',
    businessUnit: 'واحد مربوط',
    product: 'محصول',
    productPlaceholder: 'محصول را انتخاب کنید',
    businessUnitPlaceholder: 'واحد را انتخاب کنید',
    subjectPlaceholder: 'ابتدا محصول و واحد را انتخاب کنید',
    noSubjects: 'برای این محصول و واحد موضوعی تعریف نشده است',
    order: 'سفارش مرتبط (اختیاری)',
    orderPlaceholder: 'سفارش را انتخاب کنید',
    orderNeedsProduct: 'ابتدا محصول را انتخاب کنید',
    noOrders: 'سفارشی از این محصول ندارید',
    priority: 'اولویت',
    message: 'متن پیام',
    submit: 'ارسال تیکت',
    created: (n: number) => `تیکت شماره ${fa(n)} ثبت شد`,
    createdNoNumber: 'تیکت شما ثبت شد',
  },
  files: {
    label: 'پیوست‌ها',
    hint: (max: number, mb: number) =>
      `${max > 1 ? `حداکثر ${fa(max)} فایل، هر کدام` : 'یک فایل در هر پیام،'} تا ${fa(mb)} مگابایت: تصویر، PDF، متن ساده یا zip. فایل را بکشید و اینجا رها کنید یا تصویر را از کلیپ‌بورد بچسبانید (Ctrl+V).`,
    choose: 'انتخاب فایل',
    remove: (name: string) => `حذف ${name}`,
    tooLarge: (mb: number) => `حجم فایل بیشتر از ${fa(mb)} مگابایت است`,
    wrongType: 'نوع فایل پذیرفته نیست؛ فقط تصویر، PDF، متن ساده و zip',
    tooMany: (max: number) => (max > 1 ? `حداکثر ${fa(max)} فایل می‌توانید پیوست کنید` : 'هر پیام یک فایل پیوست می‌پذیرد؛ فایل دیگر را در پیام بعدی بفرستید'),
    waiting: 'آماده ارسال',
    uploading: 'در حال ارسال…',
    sent: 'ارسال شد',
    refused: 'پذیرفته نشد',
    /** A pasted screenshot's file name: a technical value, kept in Latin so it reads the same in RTL. */
    pasted: (n: number) => `screenshot-${n}.png`,
    size: (kb: number) => (kb >= 1024 ? `${fa((kb / 1024).toFixed(1))} مگابایت` : `${fa(Math.max(1, Math.round(kb)))} کیلوبایت`),
    download: (name: string) => `دریافت ${name}`,
  },
  detail: {
    back: 'بازگشت به تیکت‌ها',
    title: (n: number) => `تیکت شماره ${fa(n)}`,
    conversation: 'گفتگو',
    you: 'شما',
    staff: 'پشتیبانی',
    reply: 'پاسخ شما',
    send: 'ارسال پاسخ',
    sent: 'پاسخ شما ارسال شد',
    close: 'بستن تیکت',
    closeConfirm: 'تیکت بسته شود؟ پس از بستن نمی‌توانید به آن پاسخ دهید.',
    closed: 'تیکت بسته شد',
    closedNote: 'این تیکت بسته شده است و پاسخ جدیدی نمی‌پذیرد؛ برای درخواست تازه تیکت جدید بفرستید.',
    businessUnit: 'واحد',
    createdAt: 'تاریخ ثبت',
  },
};
