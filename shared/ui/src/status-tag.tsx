/**
 * `StatusTag`: a provider row's state as a coloured Persian tag, decided from its id alone: the
 * service `statusId` (or, for a VM snapshot, the snapshot table) read through the provider's table
 * in @portal/contracts, named by the portal's own label. The provider's `status` is a display
 * string and is never compared: it is shown as sent only when the id is one the table does not
 * know (or there is no id). States the provider is still working on carry a spinning icon.
 */
import Tag from 'antd/es/tag';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { isServiceTransitional, isSnapshotTransitional, serviceStatusOf, snapshotStateOf, type ServiceStatus, type SnapshotState } from '@portal/contracts';
import { EMPTY_VALUE, serviceStatusLabels, snapshotStateLabels } from '@portal/locale';

type TagColor = 'success' | 'processing' | 'error' | 'warning' | 'default';

const SERVICE_COLORS: Record<ServiceStatus, TagColor> = {
  unpaid: 'warning',
  active: 'success',
  inactive: 'default',
  expired: 'default',
  deleted: 'default',
  waiting: 'processing',
  rebuilding: 'processing',
  'infra-error': 'error',
  'waiting-ns': 'processing',
  off: 'default',
  queued: 'processing',
  deleting: 'warning',
};
const SNAPSHOT_COLORS: Record<SnapshotState, TagColor> = {
  active: 'success',
  inactive: 'default',
  queued: 'processing',
  waiting: 'processing',
  failed: 'error',
  deleted: 'default',
};

export interface StatusTagProps {
  /** The provider's display string beside the id: shown as sent only for an id the table does not know. */
  status?: string | null;
  /** The provider's state number. */
  statusId?: number | null;
  /** Which of the provider's tables the id is read through: a service's (the default) or a VM snapshot's. */
  table?: 'service' | 'snapshot';
}

function read(statusId: number | null | undefined, table: 'service' | 'snapshot') {
  if (table === 'snapshot') {
    const s = snapshotStateOf(statusId);
    return s && { key: s, label: snapshotStateLabels[s], color: SNAPSHOT_COLORS[s], busy: isSnapshotTransitional(statusId) };
  }
  const s = serviceStatusOf(statusId);
  return s && { key: s, label: serviceStatusLabels[s], color: SERVICE_COLORS[s], busy: isServiceTransitional(statusId) };
}

export function StatusTag({ status, statusId, table = 'service' }: StatusTagProps) {
  const known = read(statusId, table);
  return (
    <Tag
      color={known?.color ?? 'default'}
      icon={known?.busy ? <LoadingOutlined spin aria-hidden /> : undefined}
      aria-busy={known?.busy || undefined}
      data-status={known?.key}
    >
      {known ? known.label : status || EMPTY_VALUE}
    </Tag>
  );
}

export default StatusTag;
