import { isTransitional as isTransitionalStatus } from '@portal/contracts';

const POLL_MS = 2000;

/**
 * `refetchInterval` for a list or a row of this area: poll while anything is in a transition
 * (creating, attaching, reverting...), stop once everything has settled.
 */
export function pollWhileSettling<T extends { status: string }>(query: { state: { data?: T | T[] } }): number | false {
  const data = query.state.data;
  const rows = Array.isArray(data) ? data : data ? [data] : [];
  return rows.some((r) => isTransitionalStatus(r.status)) ? POLL_MS : false;
}
