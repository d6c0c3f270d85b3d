/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
// The early start fills the cache entries the pages' own hooks read: for each declared page, what
// the early start fetched from the URL is found by the page's hooks, and nothing is asked twice.
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { configureApi, groups, queryClient } from '@portal/api';
import { fakeFetch, json } from '@portal/api/test-support';
import { declaredPageQueries } from '@portal/areas';
import { useAuthStore } from '@portal/session';
// The test pins the early start to the remotes' own hooks; the host's code never imports them.
/* eslint-disable portal/relative-import-boundary */
import { useRecords } from '../../../remotes/dns-cdn/src/features/zone/api';
import { useZone, useZones, useZoneNs } from '../../../remotes/dns-cdn/src/features/zones/api';
import { useVpc, useVpcs, useVpcServers, useNatRules, useLoadBalancers } from '../../../remotes/vpc/src/features/vpc/api';
import { useVmHosts } from '../../../remotes/cloud-infra/src/features/vm/api';
import { useSshKeys } from '../../../remotes/cloud-infra/src/features/keys/api';
import { useStorageHost, useStorageHosts } from '../../../remotes/storage/src/features/hosts/api';
import { useClusters } from '../../../remotes/cloud-platform/src/features/clusters/api';
/* eslint-enable portal/relative-import-boundary */
import { prefetchPageQueries } from './page-queries';

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

/** Each declared page, and the hooks its first render calls (with the ids the path holds: project 3, resource 41). */
/* eslint-disable react-hooks/rules-of-hooks -- each entry runs as a hook, through renderHook */
const pages: Record<string, () => unknown[]> = {
  '/vm/3': () => [useVmHosts(3)],
  '/vm/3/list': () => [useVmHosts(3)],
  '/key/3': () => [useSshKeys(3)],
  '/kubernetes-cluster/3': () => [useClusters(3)],
  '/storage/3': () => [useStorageHosts(3)],
  '/storage/3/41': () => [useStorageHost(3, 41)],
  '/cdn/3': () => [useZones(3)],
  '/cdn/3/41/dns-record': () => [useZone(3, 41), useRecords({ projectId: 3, dnsCdnHostId: 41 })],
  '/cdn/3/41/overview': () => [useZone(3, 41), useRecords({ projectId: 3, dnsCdnHostId: 41 }), useZoneNs(3, 41)],
  '/vpc/3': () => [useVpcs(3)],
  '/vpc/3/41/overview': () => {
    const ids = { projectId: 3, vpcHostId: 41 };
    return [useVpc(3, 41), useVpcServers(ids), useNatRules(ids), useLoadBalancers(ids)];
  },
};
/* eslint-enable react-hooks/rules-of-hooks */

beforeAll(() => useAuthStore.setState({ loginInfo: { accessToken: 't', twoFactor: false, profileCompleted: true } } as never));

it.each(Object.keys(pages))('%s: the hooks find what the early start fetched, each call made once', async (path) => {
  queryClient.clear();
  const api = fakeFetch(() => json(200, []));
  configureApi({ fetch: api.fetch });
  const asked = () => api.requests.map((r) => new URL(r.url).pathname).sort();

  await prefetchPageQueries(path);
  const early = asked();
  expect(early.length).toBeGreaterThan(0);
  const page = renderHook(() => pages[path]!(), { wrapper });
  await waitFor(() => expect(page.result.current.every((q) => (q as { isLoading: boolean }).isLoading === false)).toBe(true));
  expect(asked()).toEqual(early);
  page.unmount();
});

it('every declared page is checked above, under a cache group the portal has', () => {
  for (const { page, query } of declaredPageQueries()) {
    expect({ page, known: Object.keys(pages).some((p) => p.replace(/\d+/g, '') === page.replace(/:\w+/g, '')) }).toEqual({ page, known: true });
    expect(groups).toContain(query.group);
  }
});
