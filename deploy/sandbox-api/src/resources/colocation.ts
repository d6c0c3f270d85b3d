import { api, colocationHourlyPrice, type ColocationHost } from '@portal/contracts';
import { iso } from '../clock';
import { defineResource } from '../engine/types';
import { exists, length, pattern } from '../engine/validators';
import { messages } from '../messages';
import { equipmentName, equipmentRow, registerAssetRoutes } from './asset';
import { publicAddress } from './bare-metal-address';
import { datacenterField, datacenterName, nameField } from './fields';

const I = messages.infra.labels;

export const colocationHost = defineResource<ColocationHost>({
  kind: 'colocation-host',
  table: 'colocation_hosts',
  provisioned: true,
  billing: { hourlyPrice: (row) => row.hourly_price as number },
  fields: {
    name: nameField(),
    equipmentId: { column: 'equipment_id', error: 'EquipmentId', label: I.equipment, type: 'int', required: true, validate: [exists('SELECT 1 FROM equipment WHERE id = ?')] },
    serialNumber: {
      column: 'serial_number',
      error: 'SerialNumber',
      label: I.serialNumber,
      type: 'string',
      required: true,
      validate: [length(4, 40), pattern(/^[A-Za-z0-9-]+$/, messages.infra.serialNumber)],
    },
    datacenterId: datacenterField,
  },
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
