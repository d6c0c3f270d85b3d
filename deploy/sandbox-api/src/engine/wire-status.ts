// The provider's `status` + `statusId` pair of a row, from the engine's lifecycle key: `status`
// stays our key (the provider's is a display string the portal never parses), `statusId` is the
// provider's table (`SERVICE_STATUS`), so a page reads the row as it reads the provider's.
import { isTransitional, serviceStatusId, type ServiceStatusId } from '@portal/contracts';

const DIRECT: Record<string, ServiceStatusId> = {
  active: serviceStatusId('active'),
  running: serviceStatusId('active'),
  deleting: serviceStatusId('deleting'),
  rebuilding: serviceStatusId('rebuilding'),
  failed: serviceStatusId('infra-error'),
  stopped: serviceStatusId('off'),
  off: serviceStatusId('off'),
  suspended: serviceStatusId('inactive'),
};

export function wireStatusId(status: string): ServiceStatusId {
  return DIRECT[status] ?? (isTransitional(status) ? serviceStatusId('waiting') : serviceStatusId('inactive'));
}

export const wireStatus = (status: unknown): { status: string; statusId: number } => ({ status: String(status), statusId: wireStatusId(String(status)) });
