// Persian strings shared by the dedicated private cloud (VPC) area's features (a feature's own
// strings are in its features/<resource>/messages.ts).
export const vpcMessages = {
  list: {
    title: 'ابر اختصاصی (VPC)',
    create: 'ایجاد ابر اختصاصی',
    empty: 'هنوز ابر اختصاصی‌ای در این پروژه نساخته‌اید.',
    search: 'جستجو در نام، مرکز داده یا پیکربندی',
    exportName: 'vpc',
    name: 'نام',
    status: 'وضعیت',
    datacenter: 'مرکز داده',
    bundle: 'پیکربندی سرور',
    networks: 'شبکه‌ها',
    servers: 'سرورها',
    monthly: 'هزینه ماهانه',
    createdAt: 'تاریخ ایجاد',
  },
};
