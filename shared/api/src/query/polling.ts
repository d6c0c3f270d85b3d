import { anyTransitional } from '@portal/contracts';

/** How often a list or a resource in a transitional state is asked again. */
export const POLL_INTERVAL_MS = 2000;

/**
 * `refetchInterval` of every list and detail of provisioned resources: poll while any item is in
 * a transitional status (building, deleting, reverting…, see @portal/contracts), stop once all
 * have settled. One rule, so a status added to the vocabulary is polled everywhere.
 */
export function pollWhileTransitional<T extends { status: string }>(query: { state: { data?: T | readonly T[] } }): number | false {
  return anyTransitional(query.state.data as T | T[] | undefined) ? POLL_INTERVAL_MS : false;
}
