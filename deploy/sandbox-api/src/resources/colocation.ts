import { api, colocationHourlyPrice, createColocationHostSchema, type ColocationHost } from '@portal/contracts';
import { datacenterName } from '../catalogue';
import { iso } from '../clock';
import { defineResource } from '../engine/define';
import { exists } from '../engine/validators';
import { equipmentName, equipmentRow, registerAssetRoutes } from './asset';
import { publicAddress } from './bare-metal-address';
import { uniqueName } from './fields';

export const colocationHost = defineResource<ColocationHost>({
  kind: 'colocation-host',
  table: 'colocation_hosts',
  provisioned: true,
  billing: { hourlyPrice: (row) => row.hourly_price as number },
  schema: createColocationHostSchema,
  fields: { name: uniqueName, equipmentId: { validate: [exists('SELECT 1 FROM equipment WHERE id = ?')] } },
  derive: (input, { env }) => {
    const e = equipmentRow(env.db, Number(input.equipment_id))!;
    return { columns: { serial_number: String(input.serial_number).toUpperCase(), rack_units: e.rackUnits, hourly_price: colocationHourlyPrice(e) } };
  },
  onEnter: { active: (row) => (row.ipv4 ? undefined : { ipv4: publicAddress('colocation', row.id) }) },
  toContract: (row, env) => ({
    id: row.id,
    projectId: row.project_id,
    name: row.name as string,
    status: row.status as ColocationHost['status'],
    equipmentId: row.equipment_id as number,
    equipmentName: equipmentName(env.db, row.equipment_id as number),
    rackUnits: row.rack_units as number,
    serialNumber: row.serial_number as string,
    datacenterId: row.datacenter_id as number,
    datacenterName: datacenterName(env.db, row.datacenter_id),
    ipv4: (row.ipv4 as string | null) ?? null,
    hourlyPrice: row.hourly_price as number,
    createdAt: iso(row.created_at)!,
  }),
  routes: (scope, env) => registerAssetRoutes(scope, env),
  endpoints: { list: api.colocation.hostList, get: api.colocation.hostGet, create: api.colocation.hostCreate, delete: api.colocation.hostDelete },
});
