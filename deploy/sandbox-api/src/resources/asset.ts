import type { FastifyInstance } from 'fastify';
import { api, type Equipment, type EquipmentBrand, type EquipmentType } from '@portal/contracts';
import type { Db } from '../db/open';
import type { EngineEnv } from '../engine/types';
import { parseId } from '../engine/scope';
import { route } from '../http/route';

const EQUIPMENT_SELECT = 'SELECT id, type_id AS typeId, brand_id AS brandId, model, rack_units AS rackUnits, power_watts AS powerWatts FROM equipment';

export const equipmentRow = (db: Db, id: number) => db.prepare(`${EQUIPMENT_SELECT} WHERE id = ?`).get(id) as Equipment | undefined;

/** "سرور – Dell PowerEdge R740": how a piece of equipment is named in lists. */
export const equipmentName = (db: Db, id: number): string => {
  const r = db
    .prepare('SELECT t.name AS type, b.name AS brand, e.model FROM equipment e JOIN equipment_types t ON t.id = e.type_id JOIN equipment_brands b ON b.id = e.brand_id WHERE e.id = ?')
    .get(id) as { type: string; brand: string; model: string };
  return `${r.type} – ${r.brand} ${r.model}`;
};

/** The equipment catalogue colocation orders choose from (public to any signed-in customer). */
export function registerAssetRoutes(my: FastifyInstance, env: EngineEnv): void {
  const { db } = env;
  route(my, env, api.asset.equipmentTypeList, () => db.prepare('SELECT id, name FROM equipment_types ORDER BY id').all() as EquipmentType[]);
  route(my, env, api.asset.equipmentBrandList, () => db.prepare('SELECT id, name FROM equipment_brands ORDER BY name').all() as EquipmentBrand[]);
  // An unknown type or brand is simply an empty list, like a filter with no match.
  route(my, env, api.asset.equipmentList, ({ params }) =>
    db.prepare(`${EQUIPMENT_SELECT} WHERE type_id = ? AND brand_id = ? ORDER BY rack_units, model`).all(parseId(params.typeId) ?? 0, parseId(params.brandId) ?? 0) as Equipment[],
  );
}
