// The provider's `status` + `statusId` pair of a row, from the engine's lifecycle key: `statusId`
// is the provider's table (`SERVICE_STATUS`) and `status` the provider's display word for it
// (`SERVICE_STATUS_WORDS`), never our key, so the demo answers as the provider does. A VM
// snapshot has its own table (`SNAPSHOT_STATUS`).
import {
  SERVICE_STATUS_WORDS,
  SNAPSHOT_STATUS_WORDS,
  serviceStatusId,
  snapshotStatusId,
  type ServiceStatus,
  type ServiceStatusId,
  type SnapshotStatusId,
} from '@portal/contracts';
import { isTransitional } from './lifecycle-states';

const DIRECT: Record<string, ServiceStatusId> = {
  active: serviceStatusId('active'),
  running: serviceStatusId('active'),
  available: serviceStatusId('active'),
  deleting: serviceStatusId('deleting'),
  rebuilding: serviceStatusId('rebuilding'),
  failed: serviceStatusId('infra-error'),
  error: serviceStatusId('infra-error'),
  stopped: serviceStatusId('off'),
  off: serviceStatusId('off'),
  suspended: serviceStatusId('inactive'),
  unpaid: serviceStatusId('unpaid'),
  expired: serviceStatusId('expired'),
  queued: serviceStatusId('queued'),
};

export function wireStatusId(status: string): ServiceStatusId {
  return DIRECT[status] ?? (isTransitional(status) ? serviceStatusId('waiting') : serviceStatusId('inactive'));
}

/** A service state by the provider's key (for a state the lifecycle key alone does not tell, e.g. a zone waiting for its NS). */
export const wireServiceStatus = (key: ServiceStatus): { status: string; statusId: ServiceStatusId } => {
  const statusId = serviceStatusId(key);
  return { status: SERVICE_STATUS_WORDS[statusId], statusId };
};

export const wireStatus = (status: unknown): { status: string; statusId: ServiceStatusId } => {
  const statusId = wireStatusId(String(status));
  return { status: SERVICE_STATUS_WORDS[statusId], statusId };
};

/** The provider's display word alone, for an answer that carries `status` without its id. */
export const wireStatusWord = (status: unknown): string => wireStatus(status).status;

export function wireSnapshotStatusId(status: string): SnapshotStatusId {
  if (status === 'active' || status === 'available') return snapshotStatusId('active');
  if (status === 'failed' || status === 'error') return snapshotStatusId('failed');
  if (status === 'creating') return snapshotStatusId('queued');
  if (isTransitional(status)) return snapshotStatusId('waiting');
  return snapshotStatusId('inactive');
}

export const wireSnapshotStatus = (status: unknown): { status: string; statusId: SnapshotStatusId } => {
  const statusId = wireSnapshotStatusId(String(status));
  return { status: SNAPSHOT_STATUS_WORDS[statusId], statusId };
};
