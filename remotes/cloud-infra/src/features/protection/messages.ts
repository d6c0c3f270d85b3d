// Persian strings of the snapshot and backup tabs (of a server or a cloud disk).
const forKind = (noun: string, nounPlural: string, revert: string, revertDone: string, reverting: string) => ({
  title: nounPlural,
  empty: `هنوز ${noun}ی گرفته نشده است.`,
  createTitle: `گرفتن ${noun}`,
  name: `نام ${noun}`,
  create: `گرفتن ${noun}`,
  created: `${noun} در حال ساخت است`,
  revert,
  revertTitle: revert,
  revertText: (name: string) => `وضعیت فعلی به «${name}» برمی‌گردد و تغییرات بعد از آن از بین می‌رود. در این مدت سرویس ${reverting} است و در دسترس نیست.`,
  reverted: revertDone,
  delete: 'حذف',
  deleteTitle: `حذف ${noun}`,
  deleteText: (name: string) => `«${name}» برای همیشه حذف می‌شود.`,
  deleted: `${noun} حذف شد`,
  scheduleTitle: `${noun} خودکار`,
});

export const protectionMessages = {
  snapshot: forKind('اسنپ‌شات', 'اسنپ‌شات‌ها', 'بازگردانی', 'بازگردانی به اسنپ‌شات آغاز شد', 'در حال بازگردانی'),
  backup: forKind('نسخه پشتیبان', 'نسخه‌های پشتیبان', 'بازیابی', 'بازیابی از نسخه پشتیبان آغاز شد', 'در حال بازیابی'),
  columns: { status: 'وضعیت', description: 'توضیح', descriptionOptional: 'توضیح (اختیاری)', createdAt: 'زمان گرفتن' },
  schedule: {
    enabled: 'فعال است',
    disabled: 'غیرفعال است',
    scheduleType: 'دوره',
    caculateType: 'روش محاسبه هزینه',
    scheduleTypes: { 1: 'روزانه', 2: 'هفتگی', 3: 'ماهانه' } as Record<number, string>,
    caculateTypes: { 1: 'ساعتی (کسر از کیف پول)', 2: 'ماهانه' } as Record<number, string>,
    enable: 'فعال‌سازی',
    enabled_: 'زمان‌بندی خودکار فعال شد',
    disable: 'غیرفعال‌سازی',
    disableTitle: 'غیرفعال‌سازی زمان‌بندی خودکار',
    disableText: 'از این پس نسخه خودکار گرفته نمی‌شود؛ نسخه‌های موجود باقی می‌مانند.',
    disabled_: 'زمان‌بندی خودکار غیرفعال شد',
  },
};
