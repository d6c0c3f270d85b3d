import { isServiceTransitional, isSnapshotTransitional } from '@portal/contracts';

/** How often a list or a resource in a transitional state is asked again. */
export const POLL_INTERVAL_MS = 2000;

/**
 * A row as a list or detail holds it: the provider's service `statusId` (its `status` is a display
 * string, never read), or a VM snapshot's `vmSnapshotStatusId` (the snapshot table).
 */
type Polled = { statusId?: number | null; vmSnapshotStatusId?: number | null };
const busy = (row: Polled) => isServiceTransitional(row.statusId) || isSnapshotTransitional(row.vmSnapshotStatusId);

/**
 * `refetchInterval` of every list and detail of provisioned resources: poll while any item is in a
 * state the provider is still working on (waiting, rebuilding, queued, deleting…, by its id in the
 * provider's table), stop once all have settled. One rule, so every page polls alike.
 */
export function pollWhileTransitional<T extends Polled>(query: { state: { data?: T | readonly T[] } }): number | false {
  const data = query.state.data;
  const rows: readonly T[] = data == null ? [] : Array.isArray(data) ? data : [data as T];
  return rows.some(busy) ? POLL_INTERVAL_MS : false;
}

/** The same rule for a VM snapshot list, whose `statusId` is the snapshot table's (not the service table's). */
export function pollWhileSnapshotTransitional<T extends { statusId?: number | null }>(query: { state: { data?: T | readonly T[] } }): number | false {
  const data = query.state.data;
  const rows: readonly T[] = data == null ? [] : Array.isArray(data) ? data : [data as T];
  return rows.some((r) => isSnapshotTransitional(r.statusId)) ? POLL_INTERVAL_MS : false;
}
