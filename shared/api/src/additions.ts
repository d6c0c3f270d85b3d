import { useSyncExternalStore } from 'react';
import { ADDITION_OPERATIONS, type Endpoint } from '@portal/contracts';

// What the portal adds to the provider's API (the document's `x-portal: addition` operations) is
// served by a server of ours. Pointed at an upstream without it, a call answers 404 or 405: from
// then on, for the rest of the page's life, the feature behind it is not offered and nothing
// shows an error. A provider operation's 404 means "no such record" and is not recorded here.

export type EndpointLike = Pick<Endpoint<unknown, unknown, string, unknown>, 'method' | 'path'>;

const additions = new Set(ADDITION_OPERATIONS);
const absent = new Set<string>();
const listeners = new Set<() => void>();

/** `GET account/session/list`: method and path template, the document's key of an operation. */
export const operationKey = (endpoint: EndpointLike): string => `${endpoint.method} ${endpoint.path}`;

export const isAddition = (endpoint: EndpointLike): boolean => additions.has(operationKey(endpoint));

/** Statuses by which an upstream says it has no such operation. */
export const isAbsentStatus = (status: number): boolean => status === 404 || status === 405;

/** Records that the upstream lacks this addition; true when it is one (the caller then stays quiet). */
export function recordAbsent(endpoint: EndpointLike): boolean {
  if (!isAddition(endpoint)) return false;
  const key = operationKey(endpoint);
  if (!absent.has(key)) {
    absent.add(key);
    for (const listener of listeners) listener();
  }
  return true;
}

/** false once a call to this endpoint answered 404 or 405 (only additions ever become false). */
export const isOffered = (endpoint: EndpointLike): boolean => !absent.has(operationKey(endpoint));

/** The additions that stepped aside so far in this page, sorted (diagnostics, tests). */
export const absentAdditions = (): string[] => [...absent].sort();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * `const { offered } = useAddition(api.account.sessionList)`: whether to show the button, tab or
 * column that needs this call. True until a call to it answered 404 or 405; the component
 * re-renders when that happens.
 */
export function useAddition(endpoint: EndpointLike): { offered: boolean } {
  const key = operationKey(endpoint);
  const offered = useSyncExternalStore(
    subscribe,
    () => !absent.has(key),
    () => true,
  );
  return { offered };
}

/** Tests only: a fresh page. */
export function resetAdditionsForTest(): void {
  absent.clear();
  for (const listener of listeners) listener();
}
