// Persian strings of a storage's access keys (the area-wide ones are in src/messages.ts).

export const accessKeyMessages = {
  keys: {
    title: 'کلیدهای دسترسی',
    create: 'ساخت کلید جدید',
    empty: 'کلیدی ساخته نشده است.',
    notActive: 'ساخت کلید پس از فعال شدن فضای ذخیره‌سازی ممکن است.',
    accessKey: 'کلید دسترسی (Access Key)',
    secretKey: 'کلید محرمانه (Secret Key)',
    createdAt: 'تاریخ ساخت',
    delete: 'حذف',
    deleteTitle: 'حذف کلید دسترسی',
    deleteText: 'برنامه‌هایی که از کلید {key} استفاده می‌کنند دیگر به این فضا دسترسی نخواهند داشت.',
    deleted: 'کلید حذف شد',
    secretTitle: 'کلید جدید ساخته شد',
    secretWarning: 'کلید محرمانه فقط همین یک بار نمایش داده می‌شود. آن را کپی کنید و در جای امنی نگه دارید.',
    done: 'کپی کردم',
    closeTitle: 'کلید محرمانه را نگه داشته‌اید؟',
    closeText: 'پس از بستن این پنجره، کلید محرمانه دیگر نمایش داده نمی‌شود و باید کلید تازه‌ای بسازید.',
    closeAnyway: 'بله، بسته شود',
    keepOpen: 'بازگشت',
  },
};
