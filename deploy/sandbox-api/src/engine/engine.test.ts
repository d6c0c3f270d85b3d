import Fastify from 'fastify';
import { api, defineSchema, endpoint } from '@portal/contracts';
import { ruleMessage } from '@portal/locale';
import { sandboxPlugin } from '../app';
import { BUNDLE_KINDS } from '../catalogue';
import { createCore } from '../core';
import { allResources } from '../areas';
import { harness, projectId, type Harness } from '../test/harness';
import { defineResource } from './define';
import { unique } from './validators';

// A resource declared only here, to show the engine serves any declaration, not just storage.
const widgetEndpoints = {
  list: endpoint<undefined, Array<{ id: number; label: string; size: number; status: string }>>()('GET', 'widget/:projectId/list'),
  create: endpoint<{ label: string; size: number }, { id: number; label: string; size: number; status: string }>()('POST', 'widget/:projectId/create'),
  edit: endpoint<{ label: string }, { id: number }>()('PUT', 'widget/:projectId/edit/:id'),
  delete: endpoint()('DELETE', 'widget/:projectId/delete/:id'),
};
// Its request schema, as an area's contract file would declare it.
const widgetSchema = defineSchema<{ label: string; size: number }>()({
  label: { error: 'Label', label: 'name', type: 'string', required: true, rules: [{ kind: 'length', min: 2, max: 10 }] },
  size: { error: 'Size', label: 'volumeSize', type: 'int', required: true, rules: [{ kind: 'range', min: 1, max: 100 }] },
});
const widget = defineResource({
  kind: 'widget',
  table: 'widgets',
  provisioned: false,
  limit: 'vm',
  schema: widgetSchema,
  fields: { label: { editable: true, validate: [unique] } },
  toContract: (row) => ({ id: row.id, label: row.label as string, size: row.size as number, status: row.status }),
  endpoints: widgetEndpoints,
});
const setupSql = `CREATE TABLE widgets (id INTEGER PRIMARY KEY, project_id INTEGER NOT NULL, status TEXT NOT NULL, next_status TEXT,
  transition_at INTEGER, billed_until INTEGER, created_at INTEGER NOT NULL, label TEXT NOT NULL, size INTEGER NOT NULL)`;

let h: Harness;
beforeEach(() => {
  h = harness({ resources: [...allResources, widget], setupSql });
});
afterEach(() => h.close());

test('a declared resource gets list, create, edit and delete with validation and ownership', async () => {
  const api = h.api(await h.login());
  const pid = projectId(h, 'پروژه اصلی');
  const vmUsed = async () => ((await api.get(`portal/customer-limit/resource-usages?projectId=${pid}`)).json() as { currentVmCount: number }).currentVmCount;
  const usedBefore = await vmUsed();
  const created = await api.post(`widget/${pid}/create`, { label: 'alpha', size: '3' });
  expect(created.json()).toEqual({ id: expect.any(Number), label: 'alpha', size: 3, status: 'active' });
  expect((await api.post(`widget/${pid}/create`, { label: 'ALPHA', size: 0 })).json().errors).toEqual({
    Label: ['نام تکراری است'],
    Size: ['اندازه دیسک باید عددی بین ۱ و ۱۰۰ باشد'],
  });
  expect((await api.put(`widget/${pid}/edit/${created.json().id}`, { label: 'beta' })).json()).toMatchObject({ label: 'beta' });
  expect((await api.get(`widget/${pid}/list`)).json()).toHaveLength(1);
  // Counted against its limit, and it keeps the project from being deleted.
  expect(await vmUsed()).toBe(usedBefore + 1);
  const other = h.api(await h.login('other@example.com', 'Other@1234'));
  expect((await other.del(`widget/${pid}/delete/${created.json().id}`)).statusCode).toBe(404);
  expect((await api.del(`widget/${pid}/delete/${created.json().id}`)).statusCode).toBe(200);
  expect((await api.get(`widget/${pid}/list`)).json()).toEqual([]);
});

test('declared actions: state precondition, body fields, effect, transition, ownership', async () => {
  const gadgetEndpoints = {
    get: endpoint<undefined, { id: number; status: string; size: number }>()('GET', 'gadget/:projectId/get/:id'),
    create: endpoint<{ label: string; size: number }, { id: number; status: string; size: number }>()('POST', 'gadget/:projectId/create'),
    pause: endpoint<undefined, { status: string }>()('POST', 'gadget/:projectId/pause/:id'),
    grow: endpoint<{ size: number }, { status: string; size: number }>()('POST', 'gadget/:projectId/grow/:id'),
  };
  const gadget = defineResource({
    kind: 'gadget',
    table: 'widgets',
    provisioned: true,
    creatingStatus: 'assembling',
    schema: widgetSchema,
    toContract: (row) => ({ id: row.id, status: row.status, size: row.size as number }),
    endpoints: { get: gadgetEndpoints.get, create: gadgetEndpoints.create },
    actions: {
      pause: { endpoint: gadgetEndpoints.pause, from: ['active'], via: 'pausing', to: 'paused' },
      grow: {
        endpoint: gadgetEndpoints.grow,
        from: ['active', 'paused'],
        via: 'growing',
        to: (row) => row.status,
        schema: { size: widgetSchema.size },
        effect: (row, input) => ((input.size as number) > (row.size as number) ? { size: input.size } : { size: row.size as number }),
      },
    },
  });
  const hg = harness({ resources: [...allResources, gadget], setupSql });
  try {
    const api = hg.api(await hg.login());
    const pid = projectId(hg, 'پروژه اصلی');
    const { id, status } = (await api.post(`gadget/${pid}/create`, { label: 'gadget', size: 1 })).json();
    expect(status).toBe('assembling');
    expect((await api.get(`gadget/${pid}/get/${id}`)).json().status).toBe('active');
    expect((await api.post(`gadget/${pid}/pause/${id}`)).json().status).toBe('pausing');
    expect((await api.get(`gadget/${pid}/get/${id}`)).json().status).toBe('paused');
    const again = await api.post(`gadget/${pid}/pause/${id}`);
    expect(again.statusCode).toBe(422);
    expect(again.json().errorMessage).toContain('paused');
    expect((await api.post(`gadget/${pid}/grow/${id}`, {})).json().errors).toEqual({ Size: ['وارد کردن اندازه دیسک الزامی است'] });
    expect((await api.post(`gadget/${pid}/grow/${id}`, { size: 5 })).json()).toEqual({ id, status: 'growing', size: 5 });
    expect((await api.get(`gadget/${pid}/get/${id}`)).json().status).toBe('paused');
    const other = hg.api(await hg.login('other@example.com', 'Other@1234'));
    expect((await other.post(`gadget/${pid}/grow/${id}`, { size: 9 })).statusCode).toBe(404);
  } finally {
    await hg.close();
  }
});

test('a schema-driven 422 says every problem in the words of ruleMessage, before any database check', async () => {
  const api = h.api(await h.login());
  const pid = projectId(h, 'پروژه اصلی');
  const res = await api.post(`widget/${pid}/create`, { label: 'x', size: 'ten' });
  expect(res.statusCode).toBe(422);
  expect(res.json().errors).toEqual({
    Label: [ruleMessage({ kind: 'tooShort', min: 2 }, 'name')],
    Size: [ruleMessage({ kind: 'type', type: 'int' }, 'volumeSize')],
  });
  // What the user reads, spelled out.
  expect(res.json().errors).toEqual({ Label: ['نام نباید کمتر از ۲ نویسه باشد'], Size: ['اندازه دیسک باید یک عدد صحیح باشد'] });
  expect((await api.post(`widget/${pid}/create`, { size: 3 })).json().errors).toEqual({ Label: ['وارد کردن نام الزامی است'] });
});

test('a declaration names only fields of its schema, and a bundle field needs a catalogue kind', () => {
  const base = { kind: 'broken', table: 'widgets', provisioned: false, toContract: () => ({}), endpoints: {} };
  expect(() => defineResource({ ...base, schema: widgetSchema, fields: { colour: { column: 'colour' } } })).toThrow(
    "field 'colour' is declared but not in its contract schema",
  );
  expect(() => defineResource({ ...base, schema: { productBundleId: { error: 'ProductBundleId', label: 'productBundle', type: 'int' } } })).toThrow(
    'catalogue kind',
  );
});

test("every catalogue kind a resource declares serves its bundle list, each row in that kind's own shape", async () => {
  const client = h.api(await h.login());
  // The product a bundle belongs to is the list it came from: ids of that product's bundles only.
  for (const [kind, ids, fields] of [
    [BUNDLE_KINDS.vm, [101, 102, 103, 104, 105, 106], ['vCpu', 'vMemory', 'vDisk', 'ipv4']],
    [BUNDLE_KINDS.volume, [201, 202, 203, 204, 205], ['vDisk']],
    [BUNDLE_KINDS.storage, [301, 302, 303, 304], ['vDisk']],
    [BUNDLE_KINDS['bare-metal'], [401, 402, 403], ['physicalCpu', 'physicalMemory', 'physicalDisk', 'networkPort', 'bareMetalIpv4']],
    [BUNDLE_KINDS.vpc, [6001, 6002, 6003, 6004], ['rules10', 'ipv4']],
    [BUNDLE_KINDS['kuber-cluster'], [7001, 7002, 7003, 7004], ['vCpu', 'vMemory', 'vDisk', 'ipv4']],
    [BUNDLE_KINDS['kuber-cloud'], [7101, 7102, 7103], ['kuberCpu', 'kuberMemory', 'kuberDisk', 'kuber10Pods']],
    [BUNDLE_KINDS.web, [8001, 8002, 8003, 8004], ['quantity']],
  ] as const) {
    const bundles = (await client.get(kind.list.path)).json() as Array<Record<string, unknown>>;
    expect(bundles.map((b) => b.id)).toEqual(ids);
    for (const b of bundles) expect(Object.keys(b).sort()).toEqual(['id', 'name', 'price', ...fields].sort());
  }
  expect((await client.get(BUNDLE_KINDS.vm.list.path)).json()[2]).toEqual({
    id: 103,
    name: 'استاندارد ۲',
    price: 7200000,
    vCpu: 2,
    vMemory: 4,
    vDisk: 60,
    ipv4: 1,
  });
  // A storage order naming a server bundle is refused on the field, like an unknown one.
  const pid = projectId(h, 'پروژه اصلی');
  const res = await client.post(`storage/${pid}/host/create`, { name: 'wrong-kind', isPredefined: true, productBundleId: 101 });
  expect(res.json().errors).toEqual({ ProductBundleId: ['پلن سرویس انتخاب‌شده معتبر نیست'] });
});

test('mounted inside a host app with its own 404 handler and hooks, as the gateway does', async () => {
  const host = Fastify();
  const core = createCore({ seed: true });
  host.addHook('onSend', async (_req, reply) => {
    reply.header('x-host', '1');
  });
  await host.register(sandboxPlugin, { core });
  host.setNotFoundHandler((_req, reply) => reply.code(404).send({ message: 'host 404' }));
  try {
    const login = await host.inject({ method: 'POST', url: '/api/my/auth/login', payload: { email: 'demo@example.com', password: 'Demo@1234' } });
    expect(login.statusCode).toBe(200);
    expect(login.headers['x-host']).toBe('1');
    const list = await host.inject({ url: `/api/my/${api.project.list.path}`, headers: { authorization: `Bearer ${login.json().accessToken}` } });
    expect(list.json()).toHaveLength(2);
    expect((await host.inject({ url: '/api/my/nope' })).json().message).not.toBe('host 404');
    expect((await host.inject({ url: '/elsewhere' })).json()).toEqual({ message: 'host 404' });
  } finally {
    await host.close();
    core.close();
  }
});
