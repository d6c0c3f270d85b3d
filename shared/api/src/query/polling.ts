import { isServiceTransitional, isTransitional } from '@portal/contracts';

/** How often a list or a resource in a transitional state is asked again. */
export const POLL_INTERVAL_MS = 2000;

/** A row as a list or detail holds it: our status key, or the provider's `statusId` (with its display `status`). */
type Polled = { status?: string | null; statusId?: number | null };
const busy = (row: Polled) => isServiceTransitional(row.statusId) || isTransitional(row.status);

/**
 * `refetchInterval` of every list and detail of provisioned resources: poll while any item is in
 * a transitional status (building, deleting, reverting…, see @portal/contracts; for a provider row,
 * a transitional `statusId`), stop once all have settled. One rule, so a status added to the
 * vocabulary is polled everywhere.
 */
export function pollWhileTransitional<T extends Polled>(query: { state: { data?: T | readonly T[] } }): number | false {
  const data = query.state.data;
  const rows: readonly T[] = data == null ? [] : Array.isArray(data) ? data : [data as T];
  return rows.some(busy) ? POLL_INTERVAL_MS : false;
}
