// Wire data, not portal copy: the Persian display strings the provider sends beside an id
// (`status` beside `statusId`, …), worded as its own panel words them. The sandbox sends these so
// the demo's answers read like the provider's; the portal never compares them and shows its own
// labels (@portal/locale) for a known id.
import type { ServiceStatusId } from './service-status';
import type { SnapshotStatusId } from './snapshot-status';
import type { IssueStatusId } from './tickets';

export const SERVICE_STATUS_WORDS: Readonly<Record<ServiceStatusId, string>> = {
  1: 'پرداخت نشده',
  2: 'فعال',
  3: 'غیرفعال',
  4: 'منقضی شده',
  5: 'حذف شده',
  6: 'در انتظار انجام عملیات',
  7: 'بازسازی',
  8: 'خطا در زیرساخت',
  9: 'در انتظار تغییر NS',
  10: 'خاموش',
  11: 'در صف انتظار',
  12: 'درحال حذف',
};

export const SNAPSHOT_STATUS_WORDS: Readonly<Record<SnapshotStatusId, string>> = {
  1: 'فعال',
  2: 'غیرفعال',
  3: 'درصف',
  4: 'درانتظار',
  5: 'ناموفق',
  6: 'حذف شده',
};

export const ISSUE_STATUS_WORDS: Readonly<Record<IssueStatusId, string>> = {
  1: 'در انتظار پاسخ',
  2: 'پاسخ داده شده',
  3: 'تکمیل شده',
};

/** The provider's `status` for a service `statusId` (undefined for an id its table lacks). */
export const serviceStatusWord = (statusId: number): string | undefined => SERVICE_STATUS_WORDS[statusId as ServiceStatusId];
