import type { ServiceStatus, SnapshotState } from '@portal/contracts';

// The portal's own Persian names of the provider's states, by the key of each id in the provider's
// table (@portal/contracts vocabulary): a status tag shows these for a known id, and the provider's
// own `status` text only for an id its table does not know.

export const serviceStatusLabels: Readonly<Record<ServiceStatus, string>> = {
  unpaid: 'پرداخت‌نشده',
  active: 'فعال',
  inactive: 'غیرفعال',
  expired: 'منقضی',
  deleted: 'حذف شده',
  waiting: 'در انتظار عملیات',
  rebuilding: 'در حال نصب مجدد',
  'infra-error': 'خطای زیرساخت',
  'waiting-ns': 'در انتظار تغییر NS',
  off: 'خاموش',
  queued: 'در صف',
  deleting: 'در حال حذف',
};

export const snapshotStateLabels: Readonly<Record<SnapshotState, string>> = {
  active: 'فعال',
  inactive: 'غیرفعال',
  queued: 'در صف',
  waiting: 'در انتظار',
  failed: 'ناموفق',
  deleted: 'حذف شده',
};
