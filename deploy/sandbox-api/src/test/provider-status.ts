// What the provider sends for a state, for the sandbox's tests to expect: the id of its table and
// the provider's word of that id beside it.
import { SERVICE_STATUS_WORDS, SNAPSHOT_STATUS_WORDS, serviceStatusId, snapshotStatusId, type ServiceStatus, type SnapshotState } from '@portal/contracts';

export const service = (key: ServiceStatus) => ({ statusId: serviceStatusId(key), status: SERVICE_STATUS_WORDS[serviceStatusId(key)] });
export const snapshot = (key: SnapshotState) => ({ statusId: snapshotStatusId(key), status: SNAPSHOT_STATUS_WORDS[snapshotStatusId(key)] });
/** The provider's word alone (an answer with `status` and no id). */
export const serviceWord = (key: ServiceStatus) => service(key).status;
