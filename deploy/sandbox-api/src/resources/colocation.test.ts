import { colocationHourlyPrice } from '@portal/contracts';
import { count, signedInProject } from '../test/harness';

const t = signedInProject();

const valid = { name: 'rack-web', equipmentId: 2, serialNumber: 'abc-1234', datacenterId: 2 };

test('equipment catalogue: types, brands, and models filtered by both', async () => {
  expect((await t.api.get('asset/equipment/type-list')).json()).toContainEqual({ id: 1, name: 'سرور' });
  expect((await t.api.get('asset/equipment/brand-list')).json()).toContainEqual({ id: 1, name: 'Dell' });
  const dellServers = (await t.api.get('asset/equipment/list/1/1')).json();
  expect(dellServers.map((e: { model: string }) => e.model)).toEqual(['PowerEdge R650', 'PowerEdge R740']);
  expect(dellServers[1]).toEqual({ id: 2, typeId: 1, brandId: 1, model: 'PowerEdge R740', rackUnits: 2, powerWatts: 1100 });
  expect((await t.api.get('asset/equipment/list/3/4')).json()).toEqual([]);
  expect((await t.api.get('asset/equipment/list/x/1')).json()).toEqual([]);
  expect((await t.h.api().get('asset/equipment/type-list')).statusCode).toBe(401);
});

test('create prices by rack units and power, names the equipment, racks it with an address', async () => {
  const created = (await t.api.post(`colocation/${t.pid}/host/create`, valid)).json();
  expect(created).toMatchObject({
    status: 'creating',
    rackUnits: 2,
    serialNumber: 'ABC-1234',
    equipmentName: 'سرور – Dell PowerEdge R740',
    hourlyPrice: colocationHourlyPrice({ rackUnits: 2, powerWatts: 1100 }),
  });
  expect(created.hourlyPrice).toBe(2 * 2500 + 11 * 300);
  const got = (await t.api.get(`colocation/${t.pid}/host/get/${created.id}`)).json();
  expect(got).toMatchObject({ status: 'active', ipv4: expect.stringMatching(/^185\.209\./) });
  expect((await t.api.del(`colocation/${t.pid}/host/delete/${created.id}`)).statusCode).toBe(200);
  expect((await t.api.get(`colocation/${t.pid}/host/list`)).json()).toEqual([]);
});

test('bad input: every field in one Persian 422, nothing written', async () => {
  const res = await t.api.post(`colocation/${t.pid}/host/create`, { name: 'ok-name', equipmentId: 999, serialNumber: 'سریال', datacenterId: 0 });
  expect(res.statusCode).toBe(422);
  expect(res.json().errors).toEqual({
    EquipmentId: ['مدل تجهیزات انتخاب‌شده معتبر نیست'],
    SerialNumber: ['شماره سریال فقط می‌تواند شامل حروف انگلیسی، رقم و خط تیره باشد'],
    DatacenterId: ['مرکز داده انتخاب‌شده معتبر نیست'],
  });
  expect(count(t.h, 'colocation_hosts', t.pid)).toBe(0);
});

test("another customer's project answers 404", async () => {
  const created = (await t.api.post(`colocation/${t.pid}/host/create`, valid)).json();
  expect((await t.other.get(`colocation/${t.pid}/host/list`)).statusCode).toBe(404);
  expect((await t.other.del(`colocation/${t.pid}/host/delete/${created.id}`)).statusCode).toBe(404);
});
