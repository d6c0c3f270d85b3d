/**
 * `StatusTag`: a resource or VM power status as a coloured Persian tag; transitional
 * states (creating, starting, …) carry a spinning icon. Unknown statuses show the raw value.
 */
import { Tag } from 'antd';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { statusLabels } from './messages';

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
  reverting: 'processing',
  restoring: 'processing',
  stopping: 'warning',
  deleting: 'warning',
  suspended: 'warning',
  stopped: 'default',
  deleted: 'default',
  failed: 'error',
  error: 'error',
};

/** States a resource passes through on its way to a stable one. */
export const TRANSITIONAL_STATUSES = new Set([
  'creating',
  'building',
  'updating',
  'deleting',
  'starting',
  'stopping',
  'rebooting',
  'rebuilding',
  'pending',
  'reverting',
  'restoring',
]);

export function isTransitionalStatus(status: string | null | undefined): boolean {
  return !!status && TRANSITIONAL_STATUSES.has(status.toLowerCase());
}

export function statusLabel(status: string | null | undefined): string {
  if (!status) return '';
  return statusLabels[status.toLowerCase()] ?? status;
}

export interface StatusTagProps {
  status: string | null | undefined;
}

export function StatusTag({ status }: StatusTagProps) {
  const key = (status ?? '').toLowerCase();
  const transitional = isTransitionalStatus(key);
  return (
    <Tag
      color={STATUS_COLORS[key] ?? 'default'}
      icon={transitional ? <LoadingOutlined spin aria-hidden /> : undefined}
      aria-busy={transitional || undefined}
      data-status={key}
    >
      {statusLabel(status)}
    </Tag>
  );
}

export default StatusTag;
