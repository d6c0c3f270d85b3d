import { onLogout, logout, setNavigator, useAuthStore } from '@portal/session';
import { ApiError } from '../errors';
import { applyRefreshRule, invalidateAll, invalidateGroups, queryClient, QUERY_STALE_TIME_MS, shouldRetryQuery } from './client';
import { queryKey } from './groups';

const seed = () => {
  queryClient.clear();
  queryClient.setQueryData(queryKey('VmHost', 'list', { projectId: 1 }), ['vm']);
  queryClient.setQueryData(queryKey('Vpc', 'list'), ['vpc']);
  queryClient.setQueryData(queryKey('Profile'), { id: 1 });
};
const invalidated = () =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => q.queryKey[0]);
const loginAs = (token: string) =>
  useAuthStore
    .getState()
    .loginSucceeded({ accessToken: token, twoFactor: token === '0', profileCompleted: true, userTitle: 'ک' }, { email: 'a@b.c', password: 'Secret1!' });

let unsetNavigator: () => void;
beforeEach(() => {
  useAuthStore.getState().clear();
  unsetNavigator = setNavigator(() => undefined);
  seed();
});
afterEach(() => unsetNavigator());
// Cleared queries drop their garbage-collection timers, which would keep jest alive.
afterAll(() => queryClient.clear());

describe('queryClient defaults', () => {
  it('keeps data fresh for 30 s and never retries mutations', () => {
    const defaults = queryClient.getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(QUERY_STALE_TIME_MS);
    expect(QUERY_STALE_TIME_MS).toBe(30_000);
    expect(defaults.mutations?.retry).toBe(false);
  });
  it('retries a query once, only on no response or a 5xx', () => {
    const err = (status: number, kind: ApiError['kind'] = 'http') => new ApiError({ status, kind });
    expect(shouldRetryQuery(0, err(0, 'network'))).toBe(true);
    expect(shouldRetryQuery(0, err(503))).toBe(true);
    expect(shouldRetryQuery(1, err(503))).toBe(false);
    for (const status of [400, 401, 403, 404, 422, 429]) expect(shouldRetryQuery(0, err(status))).toBe(false);
    expect(shouldRetryQuery(0, err(408, 'timeout'))).toBe(false);
    expect(shouldRetryQuery(0, err(0, 'aborted'))).toBe(false);
    expect(shouldRetryQuery(0, new Error('bug'))).toBe(false);
  });
});

describe('invalidation', () => {
  it('invalidateGroups reaches every key of the group and nothing else', async () => {
    await invalidateGroups('VmHost');
    expect(invalidated()).toEqual(['VmHost']);
  });
  it('invalidateAll reaches every group', async () => {
    await invalidateAll();
    expect(invalidated().sort()).toEqual(['Profile', 'VmHost', 'Vpc']);
  });
  it('applies a refresh rule by name', async () => {
    await applyRefreshRule('profileChanged');
    expect(invalidated()).toEqual(['Profile']);
  });
});

describe('session wiring', () => {
  it('a login invalidates all groups', async () => {
    loginAs('tok-1');
    await Promise.resolve();
    expect(invalidated().sort()).toEqual(['Profile', 'VmHost', 'Vpc']);
  });
  it('the "0" token of a pending two-factor login does not, the two-factor success does', async () => {
    loginAs('0');
    await Promise.resolve();
    expect(invalidated()).toEqual([]);
    useAuthStore.getState().twoFactorSucceeded({ accessToken: 'tok-2', twoFactor: true, profileCompleted: true, userTitle: 'ک' });
    await Promise.resolve();
    expect(invalidated()).toHaveLength(3);
  });
  it('logout clears the cache', () => {
    loginAs('tok-1');
    logout();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
  it('the cache is cleared before other logout listeners run navigation', () => {
    const sizes: number[] = [];
    const off = onLogout(() => sizes.push(queryClient.getQueryCache().getAll().length));
    logout();
    off();
    expect(sizes).toEqual([0]);
  });
});
