// Persian strings of the monthly bill pages (the area-wide ones are in src/messages.ts).

export const billMessages = {
  bills: {
    title: 'صورت‌وضعیت‌های ماهانه',
    caption: 'هزینه مصرف ساعتی هر ماه؛ جدیدترین در ابتدا',
    empty: 'هنوز تراکنشی در کیف پول ثبت نشده است',
    columns: {
      month: 'ماه',
      period: 'بازه',
      billDate: 'تاریخ صورت‌وضعیت',
      netPrice: 'هزینه مصرف (تومان)',
      vat: 'مالیات (تومان)',
      totalPrice: 'مبلغ کل (تومان)',
    },
  },
  bill: {
    title: (month: string) => `صورت‌وضعیت ${month}`,
    back: 'بازگشت به صورت‌وضعیت‌ها',
    period: 'بازه',
    periodText: (from: string, to: string) => `${from} تا ${to}`,
    billDate: 'تاریخ صورت‌وضعیت',
    netPrice: 'هزینه مصرف',
    vat: 'مالیات',
    totalPrice: 'مبلغ کل',
    statementHint: 'فایل CSV هزینه‌های این ماه است: هر خدمت و هر بازه مصرف آن با ساعت و مبلغ.',
    csv: { product: 'خدمت', order: 'نام', item: 'مورد هزینه', quantity: 'تعداد' },
    empty: 'در این ماه هزینه مصرفی ثبت نشده است',
    orderTitle: (product: string, name: string) => `${product} «${name}»`,
    columns: { from: 'از', to: 'تا', hours: 'ساعت', price: 'مبلغ (تومان)' },
  },
};
