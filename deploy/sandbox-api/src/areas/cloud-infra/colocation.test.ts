import { colocationHourlyPrice } from '@portal/contracts';
import { count, signedInProject } from '../../test/harness';
import { service } from '../../test/provider-status';

const t = signedInProject();

const valid = {
  name: 'rack-web',
  rackUnitSpace: 2,
  powerAmp: 4,
  networkPort1G: 2,
  networkPort10G: 1,
  ipv4Count: 2,
  equipmentModels: [{ equipmentId: 2, inventoryNumber: 'abc-1234' }],
};

test('equipment catalogue: types, brands, and models filtered by both', async () => {
  expect((await t.api.get('asset/equipment/type-list')).json()).toContainEqual({ id: 1, name: 'سرور' });
  expect((await t.api.get('asset/equipment/brand-list')).json()).toContainEqual({ id: 1, name: 'Dell' });
  const dellServers = (await t.api.get('asset/equipment/list/1/1')).json();
  expect(dellServers.map((e: { name: string }) => e.name)).toEqual(['PowerEdge R650', 'PowerEdge R740']);
  expect(dellServers[1]).toEqual({ id: 2, name: 'PowerEdge R740', type: 'سرور', typeId: 1, brand: 'Dell', brandId: 1 });
  expect((await t.api.get('asset/equipment/list/3/4')).json()).toEqual([]);
  expect((await t.api.get('asset/equipment/list/x/1')).json()).toEqual([]);
  expect((await t.h.api().get('asset/equipment/type-list')).statusCode).toBe(401);
});

test('create answers only a message; the colocation is racked in the project data centre with the ordered space, power, ports and addresses', async () => {
  const res = await t.api.post(`colocation/${t.pid}/host/create`, valid);
  expect(res.statusCode).toBe(200);
  expect(Object.keys(res.json())).toEqual(['message']);
  const [row] = (await t.api.get(`colocation/${t.pid}/host/list`)).json();
  expect(row).toMatchObject({ name: 'rack-web', statusId: 2, datacenterRack: expect.stringMatching(/^R\d+-\d\d$/), datacenterRackId: expect.any(Number) });
  const got = (await t.api.get(`colocation/${t.pid}/host/get/${row.id}`)).json();
  expect(got).toEqual({
    id: row.id,
    name: 'rack-web',
    datacenter: row.datacenter,
    status: service('active').status,
    datacenterRack: row.datacenterRack,
    powerAmp: 4,
    network1G: 2,
    network10G: 1,
    ipv4Count: 2,
    rackUnitSpace: 2,
  });
  // Charged by the published price table: 2 U × 2500 + 4 A × 600 + one 10G port × 1500 + 2 IPv4 × 300.
  const price = t.h.db.prepare('SELECT hourly_price FROM colocation_hosts WHERE id = ?').pluck().get(row.id);
  expect(price).toBe(colocationHourlyPrice(valid));
  expect(price).toBe(5000 + 2400 + 1500 + 600);
  expect(t.h.db.prepare('SELECT equipment_id, inventory_number FROM colocation_equipment WHERE colocation_host_id = ?').all(row.id)).toEqual([
    { equipment_id: 2, inventory_number: 'ABC-1234' },
  ]);
  expect((await t.api.del(`colocation/${t.pid}/host/delete/${row.id}`)).statusCode).toBe(200);
  expect((await t.api.get(`colocation/${t.pid}/host/list`)).json()).toEqual([]);
  expect(t.h.db.prepare('SELECT COUNT(*) FROM colocation_equipment WHERE colocation_host_id = ?').pluck().get(row.id)).toBe(0);
});

test('bad input: every field and every listed piece of equipment in one Persian 422, nothing written', async () => {
  const res = await t.api.post(`colocation/${t.pid}/host/create`, {
    name: 'ok-name',
    rackUnitSpace: 0,
    powerAmp: 2,
    equipmentModels: [{ equipmentId: 999, inventoryNumber: 'سریال' }],
  });
  expect(res.statusCode).toBe(422);
  expect(res.json().errors).toEqual({
    RackUnitSpace: ['فضای رک (یونیت) باید عددی بین ۱ و ۴۲ باشد'],
    'EquipmentModels[0].EquipmentId': ['مدل تجهیزات انتخاب‌شده معتبر نیست'],
    'EquipmentModels[0].InventoryNumber': ['شماره سریال فقط می‌تواند شامل حروف انگلیسی، رقم و خط تیره باشد'],
  });
  expect(count(t.h, 'colocation_hosts', t.pid)).toBe(0);
  const notAList = await t.api.post(`colocation/${t.pid}/host/create`, { ...valid, equipmentModels: 'R740' });
  expect(notAList.json().errors).toEqual({ EquipmentModels: ['فهرست تجهیزات باید فهرستی از مدل تجهیزات و شماره اموال باشد'] });
});

test("another customer's project answers 404", async () => {
  await t.api.post(`colocation/${t.pid}/host/create`, valid);
  const [{ id }] = (await t.api.get(`colocation/${t.pid}/host/list`)).json();
  expect((await t.other.get(`colocation/${t.pid}/host/list`)).statusCode).toBe(404);
  expect((await t.other.post(`colocation/${t.pid}/host/create`, { ...valid, name: 'intruder' })).statusCode).toBe(404);
  expect((await t.other.del(`colocation/${t.pid}/host/delete/${id}`)).statusCode).toBe(404);
});
