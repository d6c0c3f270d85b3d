/**
 * `StatusTag`: a resource or VM power status as a coloured Persian tag; transitional
 * states (creating, starting, …) carry a spinning icon. Unknown statuses show the raw value.
 */
import Tag from 'antd/es/tag';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { isTransitional } from '@portal/contracts';
import { statusLabel } from '@portal/locale';

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
};

export interface StatusTagProps {
  status: string | null | undefined;
}

export function StatusTag({ status }: StatusTagProps) {
  const key = (status ?? '').toLowerCase();
  const transitional = isTransitional(key);
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
