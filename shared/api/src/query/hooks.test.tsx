/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import type { ReactNode } from 'react';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { infra, project, storage, volume } from '@portal/contracts';
import { configureApi } from '../client';
import { fakeFetch, json } from '../test-support/fake-fetch';
import { prefetchApiQuery, prefetchDeclared, useApiMutation, useApiQuery, useCatalogueQuery, useDeclaredQuery, endpointQueryKey } from './hooks';
import { queryClient } from './client';
import { refreshRules } from './groups';

configureApi({ notify: { error: jest.fn() } });

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

beforeEach(() => queryClient.clear());
// Cleared queries drop their 5-minute garbage-collection timers, which would keep jest alive.
afterAll(() => {
  cleanup();
  queryClient.clear();
});

describe('useApiQuery', () => {
  it('fetches through call() under a key that starts with the group', async () => {
    const fake = fakeFetch(() => json(200, [{ id: 7, name: 'دیسک' }]));
    configureApi({ fetch: fake.fetch });
    const { result } = renderHook(() => useApiQuery('Storage', storage.hostList, { params: { projectId: 3 } }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([{ id: 7, name: 'دیسک' }]);
    expect(new URL(fake.requests[0].url).pathname).toBe('/api/my/storage/3/host/list');
    const [key] = queryClient
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey);
    expect(key[0]).toBe('Storage');
    expect(key).toEqual(endpointQueryKey('Storage', storage.hostList, { params: { projectId: 3 } }));
  });

  it('exposes the ApiError of a failure', async () => {
    configureApi({ fetch: fakeFetch(() => json(404)).fetch });
    const { result } = renderHook(() => useApiQuery('Storage', storage.hostGet, { params: { projectId: 1, id: 2 } }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.status).toBe(404);
  });
});

describe('prefetchApiQuery', () => {
  it('fills the key useApiQuery reads, so the page has its data at once and asks nothing more', async () => {
    const fake = fakeFetch(() => json(200, [{ id: 7, name: 'دیسک' }]));
    configureApi({ fetch: fake.fetch });
    await prefetchApiQuery('Storage', storage.hostList, { params: { projectId: 3 } });
    const { result } = renderHook(() => useApiQuery('Storage', storage.hostList, { params: { projectId: 3 } }), { wrapper });
    expect(result.current.data).toEqual([{ id: 7, name: 'دیسک' }]);
    expect(fake.requests).toHaveLength(1);
    await prefetchApiQuery('Storage', storage.hostList, { params: { projectId: 3 } });
    expect(fake.requests).toHaveLength(1);
  });

  it('toasts nothing when refused; the page then asks again and reports it', async () => {
    const notify = { error: jest.fn() };
    const fake = fakeFetch(() => json(500, { message: 'down' }));
    configureApi({ fetch: fake.fetch, notify });
    await prefetchApiQuery('Storage', storage.hostList, { params: { projectId: 3 } });
    const asked = fake.requests.length;
    expect(asked).toBeGreaterThan(0);
    expect(notify.error).not.toHaveBeenCalled();
    const { result } = renderHook(() => useApiQuery('Storage', storage.hostList, { params: { projectId: 3 } }, { retry: false }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(fake.requests).toHaveLength(asked + 1);
    expect(notify.error).toHaveBeenCalled();
    configureApi({ notify: { error: jest.fn() } });
  });

  it('a refusal the page is already waiting for is reported to it: one toast per message, one request', async () => {
    const notify = { error: jest.fn() };
    let answer: (response: Response) => void = () => undefined;
    const fake = fakeFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    configureApi({ fetch: fake.fetch, notify });
    const prefetched = prefetchApiQuery('Storage', storage.hostList, { params: { projectId: 3 } });
    const { result } = renderHook(() => useApiQuery('Storage', storage.hostList, { params: { projectId: 3 } }), { wrapper });
    await waitFor(() => expect(fake.requests).toHaveLength(1));
    answer(json(422, { errors: { Name: ['نام کوتاه است'], Other: ['مقدار نامعتبر است'] } }));
    await prefetched;
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(notify.error.mock.calls.map((c) => c[0])).toEqual(['نام کوتاه است', 'مقدار نامعتبر است']);
    expect(fake.requests).toHaveLength(1);
    configureApi({ notify: { error: jest.fn() } });
  });
});

describe('useApiMutation', () => {
  it('invalidates the named groups after success, then runs onSuccess', async () => {
    configureApi({ fetch: fakeFetch(() => json(200, { id: 1, name: 'پروژه' })).fetch });
    queryClient.setQueryData(['Storage', 'x'], []);
    queryClient.setQueryData(['VmHost', 'x'], []);
    const order: string[] = [];
    const { result } = renderHook(
      () =>
        useApiMutation(project.create, {
          invalidates: ['Storage'],
          onSuccess: () => {
            order.push(queryClient.getQueryState(['Storage', 'x'])?.isInvalidated ? 'invalidated-first' : 'not-yet');
          },
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync({ body: { name: 'پروژه' } }));
    expect(order).toEqual(['invalidated-first']);
    expect(queryClient.getQueryState(['VmHost', 'x'])?.isInvalidated).toBe(false);
  });

  it('keeps field errors for the form and invalidates nothing on failure', async () => {
    configureApi({ fetch: fakeFetch(() => json(422, { errors: { name: ['نام تکراری است'] } })).fetch });
    queryClient.setQueryData(['Storage', 'x'], []);
    const { result } = renderHook(() => useApiMutation(project.create, { invalidates: ['Storage'] }), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ body: { name: 'x' } }).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.fieldErrors).toEqual({ name: ['نام تکراری است'] });
    expect(queryClient.getQueryState(['Storage', 'x'])?.isInvalidated).toBe(false);
  });
});

describe('useApiMutation idempotency keys', () => {
  const keysSent = (fake: ReturnType<typeof fakeFetch>) => fake.requests.map((r) => r.headers.get('Idempotency-Key'));

  it('sends the same key when one submit is retried after a failure, a new one after success or a change', async () => {
    const answers = [json(504), json(200, { id: 1, name: 'الف' }), json(200, { id: 2, name: 'الف' }), json(200, { id: 3, name: 'ب' })];
    const fake = fakeFetch(() => answers.shift()!);
    configureApi({ fetch: fake.fetch });
    const { result } = renderHook(() => useApiMutation(project.create), { wrapper });
    const submit = (name: string) => act(async () => void (await result.current.mutateAsync({ body: { name } }).catch(() => undefined)));
    await submit('الف'); // lost in a gateway timeout
    await submit('الف'); // the user tries again: same request, same key
    await submit('الف'); // succeeded before: a new submit
    await submit('ب');
    const [timedOut, retried, again, other] = keysSent(fake);
    expect(timedOut).toMatch(/^[0-9a-f]{32}$/);
    expect(retried).toBe(timedOut);
    expect(again).not.toBe(retried);
    expect(other).not.toBe(again);
  });

  it('a change to the request between attempts gets a new key', async () => {
    const fake = fakeFetch(() => json(422, { errors: { name: ['نام تکراری است'] } }));
    configureApi({ fetch: fake.fetch });
    const { result } = renderHook(() => useApiMutation(project.create), { wrapper });
    await act(async () => void (await result.current.mutateAsync({ body: { name: 'یک' } }).catch(() => undefined)));
    await act(async () => void (await result.current.mutateAsync({ body: { name: 'دو' } }).catch(() => undefined)));
    const [first, second] = keysSent(fake);
    expect(first).not.toBe(second);
  });
});

describe('useCatalogueQuery', () => {
  it('creating a disk refetches the disk list but not the data-center list', async () => {
    const fake = fakeFetch((request) => {
      const path = new URL(request.url).pathname;
      if (request.method === 'POST') return json(200, { id: 9, name: 'disk-9' });
      return json(200, path.includes('datacenter') ? [{ id: 1, name: 'تهران' }] : [{ id: 8, name: 'disk-8' }]);
    });
    configureApi({ fetch: fake.fetch });
    const gets = (part: string) => fake.requests.filter((r) => r.method === 'GET' && new URL(r.url).pathname.includes(part)).length;
    const { result } = renderHook(
      () => ({
        datacenters: useCatalogueQuery(infra.datacenterList),
        disks: useApiQuery('VmHost', volume.list, { params: { projectId: 3 } }),
        create: useApiMutation(volume.create, { invalidates: refreshRules.volumeChanged }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.datacenters.isSuccess && result.current.disks.isSuccess).toBe(true));
    const before = { datacenters: gets('datacenter'), disks: fake.requests.length - gets('datacenter') };
    expect(before).toEqual({ datacenters: 1, disks: 1 });

    await act(() => result.current.create.mutateAsync({ params: { projectId: 3 }, body: { name: 'disk-9', isPredefined: false, volumeSize: 20 } }));

    // The disk list (VmHost) is asked again; the catalogue is neither marked stale nor fetched.
    await waitFor(() => expect(fake.requests.filter((r) => r.method === 'GET').length).toBe(3));
    expect(gets('datacenter')).toBe(1);
    const [catalogue] = queryClient.getQueryCache().findAll({ queryKey: ['Catalogue'] });
    expect(catalogue.state.isInvalidated).toBe(false);
  });

  it('keys outside every group and keeps the answer fresh for half an hour', async () => {
    configureApi({ fetch: fakeFetch(() => json(200, [])).fetch });
    const { result } = renderHook(() => useCatalogueQuery(infra.datacenterList), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const [query] = queryClient.getQueryCache().findAll({ queryKey: ['Catalogue'] });
    expect(query.queryKey[0]).toBe('Catalogue');
    expect(query.observers[0]?.options.staleTime).toBe(30 * 60_000);
    expect(result.current.isStale).toBe(false);
  });
});

describe('useDeclaredQuery', () => {
  const hosts = { group: 'Storage', endpoint: storage.hostList } as const;
  const datacenters = { group: 'Catalogue', endpoint: infra.datacenterList } as const;

  it("reads what prefetchDeclared fetched, under useApiQuery's and useCatalogueQuery's own keys: nothing is asked twice", async () => {
    const fake = fakeFetch((request) => json(200, new URL(request.url).pathname.includes('datacenter') ? [{ id: 1 }] : [{ id: 7 }]));
    configureApi({ fetch: fake.fetch });
    await prefetchDeclared([
      { ...hosts, params: { projectId: 3 } },
      { ...datacenters, params: {} },
    ]);
    expect(fake.requests).toHaveLength(2);
    const { result } = renderHook(
      () => ({
        declared: useDeclaredQuery(hosts, { params: { projectId: 3 } }),
        catalogue: useDeclaredQuery(datacenters),
        own: useApiQuery('Storage', storage.hostList, { params: { projectId: 3 } }),
        ownCatalogue: useCatalogueQuery(infra.datacenterList),
      }),
      { wrapper },
    );
    expect(result.current.declared.data).toEqual([{ id: 7 }]);
    expect(result.current.own.data).toBe(result.current.declared.data);
    expect(result.current.catalogue.data).toEqual([{ id: 1 }]);
    expect(result.current.ownCatalogue.data).toBe(result.current.catalogue.data);
    expect(fake.requests).toHaveLength(2);
  });

  it('keeps reference data fresh for half an hour, unless the page says otherwise', async () => {
    configureApi({ fetch: fakeFetch(() => json(200, [])).fetch });
    const { result } = renderHook(
      () => ({ catalogue: useDeclaredQuery(datacenters), hosts: useDeclaredQuery(hosts, { params: { projectId: 3 } }, { staleTime: 0 }) }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.catalogue.isSuccess && result.current.hosts.isSuccess).toBe(true));
    const [catalogue] = queryClient.getQueryCache().findAll({ queryKey: ['Catalogue'] });
    expect(catalogue.observers[0]?.options.staleTime).toBe(30 * 60_000);
    expect(result.current.hosts.isStale).toBe(true);
  });
});
