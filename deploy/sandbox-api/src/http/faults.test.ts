import { harness, type Harness } from '../test/harness';

const sandboxes: Harness[] = [];
const make = (faults: boolean) => {
  const h = harness({ faults });
  sandboxes.push(h);
  return h;
};
afterEach(async () => {
  await Promise.all(sandboxes.splice(0).map((h) => h.close()));
});

test('without faults, the header and the admin endpoint do nothing', async () => {
  const h = make(false);
  const res = await h.api(await h.login()).get('project/list', { 'x-sandbox-fault': '500' });
  expect(res.statusCode).toBe(200);
  expect((await h.api().post('/api/sandbox/fault', { match: 'project', fault: '500' })).statusCode).toBe(404);
});

test('with faults, the header forces a status with a Persian message', async () => {
  const h = make(true);
  const api = h.api(await h.login());
  for (const status of [500, 503, 401, 403, 404]) {
    const res = await api.get('project/list', { 'x-sandbox-fault': String(status) });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(/[آ-ی]/);
  }
  const validation = await api.get('project/list', { 'x-sandbox-fault': '422' });
  expect(validation.json().errors.Fault).toHaveLength(1);
  const limited = await api.get('project/list', { 'x-sandbox-fault': '429' });
  expect(limited.headers['retry-after']).toBe('30');
  expect((await api.get('project/list', { 'x-sandbox-fault': 'nonsense' })).statusCode).toBe(400);
});

test('slow delays then answers normally; timeout hangs until shutdown', async () => {
  const h = make(true);
  const api = h.api(await h.login());
  const t0 = Date.now();
  const slow = await api.get('project/list', { 'x-sandbox-fault': 'slow:60' });
  expect(slow.statusCode).toBe(200);
  expect(Date.now() - t0).toBeGreaterThanOrEqual(55);

  let answered = false;
  const hung = api.get('project/list', { 'x-sandbox-fault': 'timeout' }).then((r) => {
    answered = true;
    return r;
  });
  await new Promise((r) => setTimeout(r, 100));
  expect(answered).toBe(false);
  h.core.faults.releaseAll();
  expect((await hung).statusCode).toBe(504);
});

test('admin rules spoil matching paths a number of times', async () => {
  const h = make(true);
  const api = h.api(await h.login());
  expect((await h.api().post('/api/sandbox/fault', { match: '/storage/', fault: '503', times: 2 })).statusCode).toBe(201);
  expect((await api.get('project/list')).statusCode).toBe(200);
  expect((await api.get('storage/1/host/list')).statusCode).toBe(503);
  expect((await api.get('storage/1/host/list')).statusCode).toBe(503);
  expect((await api.get('storage/1/host/list')).statusCode).toBe(200);

  await h.api().post('/api/sandbox/fault', { match: 'project', fault: '500' });
  expect((await h.api().get('/api/sandbox/fault')).json().rules).toHaveLength(1);
  await h.api().del('/api/sandbox/fault');
  expect((await api.get('project/list')).statusCode).toBe(200);
  expect((await h.api().post('/api/sandbox/fault', { match: 'x', fault: 'bad' })).statusCode).toBe(422);
});
