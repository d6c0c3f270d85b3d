// Persian strings of the orders page (the area-wide ones are in src/messages.ts).

export const salesMessages = {
  sales: {
    title: 'سفارش‌ها',
    caption: 'سفارش‌های شما؛ جدیدترین در ابتدا',
    empty: 'هنوز سفارشی ثبت نکرده‌اید',
    emptyProduct: 'از این محصول سفارشی ندارید',
    product: 'محصول',
    allProducts: 'همه محصولات',
    columns: { number: 'شماره سفارش', title: 'شرح', product: 'محصول', state: 'وضعیت', createdAt: 'تاریخ ثبت' },
  },
};
