/**
 * `StatusTag`: a resource or VM power status as a coloured Persian tag; transitional
 * states (creating, starting, …) carry a spinning icon. A provider row gives its `statusId`
 * (read through the provider's table) and its display `status`, shown as sent when the id is
 * unknown; a missing status shows the empty value.
 */
import Tag from 'antd/es/tag';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { isTransitional, serviceStatusOf } from '@portal/contracts';
import { EMPTY_VALUE, statusLabel } from '@portal/locale';

type TagColor = 'success' | 'processing' | 'error' | 'warning' | 'default';

const STATUS_COLORS: Record<string, TagColor> = {
  active: 'success',
  running: 'success',
  creating: 'processing',
  building: 'processing',
  updating: 'processing',
  starting: 'processing',
  rebooting: 'processing',
  rebuilding: 'processing',
  pending: 'processing',
  provisioning: 'processing',
  resizing: 'processing',
  scaling: 'processing',
  upgrading: 'processing',
  issuing: 'processing',
  progressing: 'processing',
  available: 'success',
  reverting: 'processing',
  restoring: 'processing',
  stopping: 'warning',
  deleting: 'warning',
  suspended: 'warning',
  stopped: 'default',
  deleted: 'default',
  failed: 'error',
  error: 'error',
  unpaid: 'warning',
  inactive: 'default',
  expired: 'default',
  waiting: 'processing',
  'infra-error': 'error',
  'waiting-ns': 'processing',
  off: 'default',
  queued: 'processing',
};
const TRANSITIONAL_SERVICE = new Set(['waiting', 'rebuilding', 'waiting-ns', 'queued', 'deleting']);

export interface StatusTagProps {
  /** Our status key, or the provider's display string when `statusId` is given. */
  status: string | null | undefined;
  /** The provider's service status number: wins over `status` when the table knows it. */
  statusId?: number | null;
}

export function StatusTag({ status, statusId }: StatusTagProps) {
  const service = statusId === undefined ? null : serviceStatusOf(statusId);
  const key = service ?? (statusId === undefined ? (status ?? '').toLowerCase() : '');
  const transitional = service ? TRANSITIONAL_SERVICE.has(service) : isTransitional(key);
  return (
    <Tag
      color={STATUS_COLORS[key] ?? 'default'}
      icon={transitional ? <LoadingOutlined spin aria-hidden /> : undefined}
      aria-busy={transitional || undefined}
      data-status={key}
    >
      {service ? statusLabel(service) : status ? statusLabel(status) : EMPTY_VALUE}
    </Tag>
  );
}

export default StatusTag;
