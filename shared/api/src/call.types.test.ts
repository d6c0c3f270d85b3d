/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
// What call() sends for a contract, seen from the server's side; the `@ts-expect-error` lines are
// checked by `tsc` (the type check fails if one of them stops being an error).
import { project, storage, account, userLog } from '@portal/contracts';
import { call } from './call';
import { configureApi } from './client';
import { fakeFetch, json } from './test-support/fake-fetch';

function serve(body: unknown = {}) {
  const fake = fakeFetch(() => json(200, body));
  configureApi({ fetch: fake.fetch, notify: { error: jest.fn() } });
  return fake;
}
const sent = (fake: ReturnType<typeof serve>) => {
  const request = fake.requests[0];
  const url = new URL(request.url);
  return { method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams) };
};

describe('call() builds the request its contract describes', () => {
  it('fills path parameters and uses the contract method', async () => {
    const fake = serve({ id: 7, name: 'پروژه', createdAt: '2024-01-01T00:00:00Z' });
    const answer = await call(project.get, { params: { id: 7 } });
    expect(sent(fake)).toEqual({ method: 'GET', path: '/api/my/project/get/7', query: {} });
    expect(answer.name).toBe('پروژه');
  });

  it('sends the body as JSON', async () => {
    const fake = serve({ id: 1 });
    await call(storage.hostCreate, { params: { projectId: 3 }, body: { name: 'bucket-1', isPredefined: true, productBundleId: 2 } });
    expect(sent(fake)).toMatchObject({ method: 'POST', path: '/api/my/storage/3/host/create' });
    expect(fake.requests[0].headers.get('Content-Type')).toContain('application/json');
    await expect(fake.requests[0].json()).resolves.toEqual({ name: 'bucket-1', isPredefined: true, productBundleId: 2 });
  });

  it('gives every write an Idempotency-Key of its own (or the one given) and reads none', async () => {
    const fake = serve({ id: 1 });
    await call(project.create, { body: { name: 'الف' } });
    await call(project.create, { body: { name: 'الف' } });
    await call(project.create, { body: { name: 'الف' }, idempotencyKey: 'submit-9' });
    await call(project.list);
    const keys = fake.requests.map((r) => r.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys.slice(2)).toEqual(['submit-9', null]);
  });

  it('needs no arguments for an endpoint without parameters, and sends the query given', async () => {
    const fake = serve([]);
    await call(project.list);
    await call(userLog.list, { query: { PageNumber: 2, PageSize: 20, UserId: undefined } });
    expect(sent(fake)).toEqual({ method: 'GET', path: '/api/my/project/list', query: {} });
    // An unset filter is left out rather than sent as "undefined".
    expect(new URL(fake.requests[1].url).search).toBe('?PageNumber=2&PageSize=20');
  });
});

// Compile-time only: never called.
export function typeChecks(): void {
  void call(account.profileGet, {});
  // @ts-expect-error params are required when the path has placeholders
  void call(project.get);
  // @ts-expect-error the body must match the contract
  void call(project.create, { body: { title: 'x' } });
  // @ts-expect-error a path parameter name must exist
  void call(project.get, { params: { projectId: 1 } });
  const typed: Promise<{ id?: number; name: string | null; datacenterId: number }[]> = call(project.list);
  void typed;
}
