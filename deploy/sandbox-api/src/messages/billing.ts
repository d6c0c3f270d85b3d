// The wallet ledger and hourly charges.
import { fa } from './common';

export const billing = {
  ledgerTopUp: 'افزایش اعتبار کیف پول',
  ledgerCharge: (resource: string, hours: number) => `هزینه ${fa(hours)} ساعت استفاده از ${resource}`,
  /** What a charge calls each resource kind (`ResourceDef.kind`). */
  resourceNames: {
    'storage-host': 'فضای ذخیره‌سازی ابری',
    'vm-host': 'سرور ابری',
    'volume-host': 'دیسک ابری',
    'vm-snapshot': 'اسنپ‌شات سرور',
    'vm-backup': 'نسخه پشتیبان سرور',
    'volume-snapshot': 'اسنپ‌شات دیسک',
    'volume-backup': 'نسخه پشتیبان دیسک',
    'bare-metal-host': 'سرور اختصاصی',
    'colocation-host': 'کولوکیشن',
  } as Record<string, string>,
};
