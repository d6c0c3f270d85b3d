/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
// The wire fake seen from a page's side (through call()); the `@ts-expect-error` lines of
// typeChecks() are checked by `tsc` (the type check fails if one of them stops being an error).
import { api, type Volume } from '@portal/contracts';
import { call } from '../call';
import { configureApi } from '../client';
import { ApiError } from '../errors';
import { wireFake } from './wire-fake';

const disk: Volume = {
  id: 5,
  datacenter: 'آسیاتک',
  name: 'data-1',
  size: 100,
  status: 'active',
  statusId: 2,
  volumeSize: 100,
  createDate: '2025-03-01T08:00:00Z',
};

function serve() {
  const fake = wireFake();
  configureApi({ fetch: fake.fetch, notify: { error: jest.fn() } });
  return fake;
}

const raw = (fake: ReturnType<typeof wireFake>, method: string, path: string, body?: unknown) =>
  fake.fetch(`http://localhost/api/my/${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

test("a GET of the endpoint with the registered params gets the body; other params don't match", async () => {
  const fake = serve().on(api.volume.get, { params: { projectId: 3, id: 5 } }, disk);
  await expect(call(api.volume.get, { params: { projectId: 3, id: 5 } })).resolves.toEqual(disk);
  await expect(call(api.volume.get, { params: { projectId: 3, id: 6 } })).rejects.toBeInstanceOf(ApiError);
  expect(fake.unmatched).toEqual(['GET /api/my/vm/3/volume/get/6']);
});

test('a path the contract does not have never matches, even one segment off', async () => {
  const fake = serve().on(api.volume.get, disk);
  expect((await raw(fake, 'GET', 'vm/3/volume/get/5/extra')).status).toBe(404);
  expect((await raw(fake, 'GET', 'vm/3/volumes/get/5')).status).toBe(404);
  expect((await raw(fake, 'GET', 'vm/3/volume/get/5')).status).toBe(200);
  expect(fake.unmatched).toEqual(['GET /api/my/vm/3/volume/get/5/extra', 'GET /api/my/vm/3/volumes/get/5']);
});

test("the method is the endpoint's: a DELETE of a GET's path is unmatched", async () => {
  const fake = serve().on(api.volume.get, disk);
  expect((await raw(fake, 'DELETE', 'vm/3/volume/get/5')).status).toBe(404);
  expect(fake.unmatched).toEqual(['DELETE /api/my/vm/3/volume/get/5']);
  expect(fake.calls(api.volume.get)).toEqual([]);
});

test('the query is matched when given; the latest matching registration answers', async () => {
  const node = { id: 1, vmVolumeHostId: 5, vmVolumeHost: 'data-1', vmHostId: 9, vmHost: 'web-1', isConnected: true };
  const fake = serve()
    .on(api.volume.nodeGet, { status: 404, body: { message: 'نیست' } })
    .on(api.volume.nodeGet, { query: { VmVolumeHostId: 5 } }, node);
  await expect(call(api.volume.nodeGet, { params: { projectId: 3 }, query: { VmVolumeHostId: 5 } })).resolves.toEqual(node);
  await expect(call(api.volume.nodeGet, { params: { projectId: 3 }, query: { VmVolumeHostId: 6 } })).rejects.toMatchObject({ status: 404 });
  expect(fake.unmatched).toEqual([]);
});

test('a handler sees the typed body, answers with a status, and calls() lists what was sent', async () => {
  const fake = serve().on(api.volume.edit, (request) =>
    (request.body.volumeSize ?? 0) > 100 ? { status: 200 } : { status: 422, body: { errors: { VolumeSize: ['بزرگ‌تر'] } } },
  );
  await expect(call(api.volume.edit, { params: { projectId: 3, id: 5 }, body: { volumeSize: 50 } })).rejects.toMatchObject({ status: 422 });
  await call(api.volume.edit, { params: { projectId: 3, id: 5 }, body: { volumeSize: 200 } });
  const sent = fake.calls(api.volume.edit);
  expect(sent.map((c) => c.body.volumeSize)).toEqual([50, 200]);
  expect(sent[0].params).toEqual({ projectId: '3', id: '5' });
  expect(fake.calls(api.volume.edit, { params: { id: 6 } })).toEqual([]);
  expect(fake.calls()).toHaveLength(2);
});

test('a raw Response passes through, each time', async () => {
  const fake = serve().on(api.volume.get, new Response('not json', { status: 200 }));
  expect(await (await raw(fake, 'GET', 'vm/3/volume/get/5')).text()).toBe('not json');
  expect(await (await raw(fake, 'GET', 'vm/3/volume/get/5')).text()).toBe('not json');
});

export function typeChecks(): void {
  const fake = wireFake();
  // @ts-expect-error a disk's get answers a disk, not a list
  fake.on(api.volume.get, [disk]);
  // @ts-expect-error a field the wire does not have
  fake.on(api.volume.get, { ...disk, sizeGb: 100 });
  // @ts-expect-error a 200 carries the endpoint's response
  fake.on(api.volume.get, { status: 200, body: { id: 5 } });
  // @ts-expect-error params the path does not have
  fake.on(api.volume.get, { params: { vmId: 3 } }, disk);
  fake.on(api.volume.edit, (request) => {
    // @ts-expect-error the edit's body has no name
    void request.body.name;
    return { status: 200 };
  });
}
