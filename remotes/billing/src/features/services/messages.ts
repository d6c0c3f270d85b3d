// Persian strings of the my-services page (the area-wide ones are in src/messages.ts).

export const serviceMessages = {
  services: {
    title: 'خدمات من',
    caption: 'خدمات شما در همه پروژه‌ها',
    total: (count: string) => `جمع هزینه ماهانه ${count} خدمت`,
    empty: 'هنوز خدمتی ندارید',
    search: 'جستجوی نام، نوع یا پروژه',
    notOffered: 'فهرست یکجای خدمات در این سرویس در دسترس نیست',
    notOfferedHint: 'خدمات هر بخش (سرورها، دامنه‌ها، فضای ذخیره‌سازی و…) و هزینه آن‌ها را در صفحه همان بخش و در صورت‌وضعیت‌های ماهانه ببینید.',
    columns: { name: 'نام', type: 'نوع خدمت', project: 'پروژه', status: 'وضعیت', monthlyCost: 'هزینه ماهانه (تومان)' },
  },
};
