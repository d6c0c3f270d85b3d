import { QueryClient } from '@tanstack/react-query';
import { onLogout, selectHasToken, useAuthStore } from '@portal/session';
import { isApiError } from '../errors';
import { refreshRules, type Group, type RefreshRule } from './groups';

export const QUERY_STALE_TIME_MS = 30_000;

/**
 * A failed query is retried once, and only when a second try can help: no answer at all (the
 * network blinked) or a 5xx. Never a 4xx (the answer will not change), a time-out (the user
 * already waited 30 s) or a cancellation. Mutations are never retried: a POST is not idempotent.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || !isApiError(error)) return false;
  return error.kind === 'network' || (error.kind === 'http' && error.status >= 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: shouldRetryQuery },
      mutations: { retry: false },
    },
  });
}

/** The one query cache of the page (@portal/api is a federation singleton). */
export const queryClient = createQueryClient();

/** Refetches every query whose key starts with one of the groups (active ones at once). */
export async function invalidateGroups(...names: Group[]): Promise<void> {
  await Promise.all(names.map((group) => queryClient.invalidateQueries({ queryKey: [group] })));
}

export async function invalidateAll(): Promise<void> {
  await queryClient.invalidateQueries();
}

export function applyRefreshRule(rule: RefreshRule): Promise<void> {
  return rule === 'loggedIn' ? invalidateAll() : invalidateGroups(...refreshRules[rule]);
}

let wired = false;
/**
 * Ties the cache to the session: a login (a new token held, also after the two-factor step)
 * invalidates everything; any logout or 401 expiry clears the cache so the next user never sees
 * the previous user's data. Runs once at import.
 */
export function wireSessionToCache(): void {
  if (wired) return;
  wired = true;
  useAuthStore.subscribe((state, previous) => {
    const token = state.loginInfo?.accessToken;
    if (selectHasToken(state) && token !== previous.loginInfo?.accessToken) void invalidateAll();
  });
  onLogout(() => queryClient.clear());
}
wireSessionToCache();
