// Persian strings of the VPC list and create pages (the area-wide ones are in src/messages.ts).
import { askMessages } from '@portal/locale';

export const vpcPageMessages = {
  create: {
    title: 'ایجاد ابر اختصاصی',
    back: 'بازگشت به فهرست ابرهای اختصاصی',
    datacenter: 'مرکز داده',
    /** No data centre chosen: "Please select the data center". */
    datacenterRequired: askMessages.pickDatacenter,
    bundle: 'پیکربندی سرور',
    name: 'نام ابر اختصاصی',
    nameHint: 'حروف انگلیسی، رقم و خط تیره؛ مثلاً prod-vpc',
    summary: 'خلاصه سفارش',
    monthly: 'هزینه ماهانه',
    hourly: 'هزینه ساعتی',
    pickBundle: 'برای دیدن قیمت یک پیکربندی انتخاب کنید',
    confirmTitle: 'تأیید ایجاد ابر اختصاصی',
    confirmText: 'ابر اختصاصی «{name}» با پیکربندی «{bundle}» ساخته می‌شود و هزینه آن ساعتی از کیف پول کسر می‌گردد. شبکه‌ها را پس از ساخت از صفحه آن وصل کنید.',
    submit: 'ایجاد ابر اختصاصی',
    cancel: 'انصراف',
    /** After a VPC is created: "Your dedicated cloud was created successfully". */
    created: 'ابر اختصاصی شما با موفقیت ایجاد شد',
    cpu: 'پردازنده',
    memory: 'حافظه',
    disk: 'دیسک',
    cores: '{n} هسته',
    rules: 'قوانین',
    rulesValue: '{n} قانون',
    ipv4: 'نشانی IPv4 عمومی',
  },
};
