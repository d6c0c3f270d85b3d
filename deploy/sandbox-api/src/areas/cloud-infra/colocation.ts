import type { FastifyInstance } from 'fastify';
import {
  api,
  checkInput,
  colocationHourlyPrice,
  createColocationHostSchema,
  inventoryNumberSpec,
  type ColocationHost,
  type ColocationHostRow,
} from '@portal/contracts';
import { ruleMessage } from '@portal/locale';
import { datacenterName } from '../../catalogue';
import { iso } from '../../clock';
import { defineResource } from '../../engine/define';
import { createResource, type CreateLists } from '../../engine/register';
import { loadProject } from '../../engine/scope';
import type { EngineEnv, ResourceRow, ScopeCtx } from '../../engine/types';
import { wireStatus, wireStatusWord } from '../../engine/wire-status';
import { addError } from '../../http/errors';
import { route } from '../../http/route';
import { dedicated as M } from './dedicated-messages';
import { fa } from '../../messages/common';
import { registerAssetRoutes } from './equipment';
import { nextRackId, projectDatacenter, rackName } from './racks';
import { uniqueName } from '../../engine/fields';

/** At most this many pieces of equipment are listed on one order. */
const MAX_EQUIPMENT = 20;

const common = (row: ResourceRow, env: EngineEnv) => ({
  name: row.name as string,
  datacenter: datacenterName(env.db, row.datacenter_id),
  status: wireStatusWord(row.status),
  datacenterRack: rackName(row.rack_id),
});

export const colocationHost = defineResource<ColocationHost>({
  kind: 'colocation-host',
  table: 'colocation_hosts',
  provisioned: true,
  billing: { hourlyPrice: (row) => row.hourly_price as number },
  schema: createColocationHostSchema,
  fields: { name: uniqueName, rackUnitSpace: { column: 'rack_units' }, networkPort1G: { column: 'network_1g' }, networkPort10G: { column: 'network_10g' } },
  // Placed in a rack of the project's data centre; priced by space, power, 10G ports and addresses.
  derive: (input, { env, projectId }) => {
    const datacenterId = projectDatacenter(env.db, projectId);
    const figures = {
      rackUnitSpace: Number(input.rack_units),
      powerAmp: Number(input.power_amp),
      networkPort10G: Number(input.network_10g ?? 0),
      ipv4Count: Number(input.ipv4_count ?? 0),
    };
    return {
      columns: {
        network_1g: input.network_1g ?? 0,
        network_10g: figures.networkPort10G,
        ipv4_count: figures.ipv4Count,
        datacenter_id: datacenterId,
        rack_id: nextRackId(env.db, 'colocation_hosts', datacenterId),
        hourly_price: colocationHourlyPrice(figures),
      },
    };
  },
  onDelete: (row, env) => {
    env.db.prepare('DELETE FROM colocation_equipment WHERE colocation_host_id = ?').run(row.id);
  },
  toContract: (row, env) => ({
    id: row.id,
    ...common(row, env),
    powerAmp: row.power_amp as number,
    network1G: row.network_1g as number,
    network10G: row.network_10g as number,
    ipv4Count: row.ipv4_count as number,
    rackUnitSpace: row.rack_units as number,
  }),
  toListRow: (row, env): ColocationHostRow => ({
    id: row.id,
    ...common(row, env),
    ...wireStatus(row.status),
    datacenterId: row.datacenter_id as number,
    datacenterRackId: row.rack_id as number,
    createDate: iso(row.created_at)!,
  }),
  routes: (scope, env) => {
    registerAssetRoutes(scope, env);
    registerColocationCreate(scope, env);
  },
  // Create is served below: its body lists the customer's equipment, which the field rules cannot express.
  endpoints: { list: api.colocation.hostList, get: api.colocation.hostGet, delete: api.colocation.hostDelete },
});

interface Listed {
  equipmentId: number;
  inventoryNumber: string | null;
}

/** `equipmentModels`: absent, null or up to MAX_EQUIPMENT entries of a known model and an optional inventory number. */
function equipmentList(listed: Listed[]): CreateLists {
  return {
    prepare: (columns, raw, errors, ctx) => {
      const value = raw.equipmentModels;
      if (value == null) return columns;
      if (!Array.isArray(value)) return (addError(errors, 'EquipmentModels', M.equipmentList), columns);
      if (value.length > MAX_EQUIPMENT) return (addError(errors, 'EquipmentModels', M.equipmentTooMany(fa(MAX_EQUIPMENT))), columns);
      value.forEach((entry, i) => {
        const e = entry as { equipmentId?: unknown; inventoryNumber?: unknown } | null;
        if (e == null || typeof e !== 'object' || Array.isArray(e)) return addError(errors, `EquipmentModels[${i}]`, M.equipmentList);
        const id = e.equipmentId;
        const known = typeof id === 'number' && Number.isInteger(id) && ctx.env.db.prepare('SELECT 1 FROM equipment WHERE id = ?').get(id);
        if (!known) addError(errors, `EquipmentModels[${i}].EquipmentId`, M.equipmentUnknown);
        const problem = checkInput(inventoryNumberSpec, e.inventoryNumber ?? null);
        if (problem) addError(errors, `EquipmentModels[${i}].InventoryNumber`, ruleMessage(problem, inventoryNumberSpec.label));
        if (known && !problem)
          listed.push({
            equipmentId: id as number,
            inventoryNumber: e.inventoryNumber == null ? null : String(e.inventoryNumber).trim().toUpperCase() || null,
          });
      });
      return columns;
    },
    after: (row, ctx) => {
      const insert = ctx.env.db.prepare('INSERT INTO colocation_equipment (colocation_host_id, equipment_id, inventory_number) VALUES (?, ?, ?)');
      for (const e of listed) insert.run(row.id, e.equipmentId, e.inventoryNumber);
    },
  };
}

function registerColocationCreate(scope: FastifyInstance, env: EngineEnv): void {
  route(scope, env, api.colocation.hostCreate, ({ user, params, body }) => {
    const project = loadProject(env.db, user.customerId, params.projectId);
    const ctx: ScopeCtx = { env, customerId: user.customerId, userId: user.userId, projectId: project.id };
    createResource(env, colocationHost, ctx, body, equipmentList([]));
  });
}
