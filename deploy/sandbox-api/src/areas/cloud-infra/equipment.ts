import type { FastifyInstance } from 'fastify';
import { api, type Equipment } from '@portal/contracts';
import type { EngineEnv } from '../../engine/types';
import { parseId } from '../../engine/scope';
import { route } from '../../http/route';
import { type IdName, selectAll } from '../../db/query';

/** A model as the provider lists it: its name, and its type and brand by id and name. */
const toEquipment = (r: { id: number; model: string; typeId: number; type: string; brandId: number; brand: string }): Equipment => ({
  id: r.id,
  name: r.model,
  type: r.type,
  typeId: r.typeId,
  brand: r.brand,
  brandId: r.brandId,
});

/** The equipment catalogue colocation orders choose from (public to any signed-in customer). */
export function registerAssetRoutes(my: FastifyInstance, env: EngineEnv): void {
  const { db } = env;
  const shortList = (table: string, order: string) => () => selectAll<IdName>(db, `SELECT id, name FROM ${table} ORDER BY ${order}`);
  route(my, env, api.asset.equipmentTypeList, shortList('equipment_types', 'id'));
  route(my, env, api.asset.equipmentBrandList, shortList('equipment_brands', 'name'));
  // An unknown type or brand is simply an empty list, like a filter with no match.
  route(my, env, api.asset.equipmentList, ({ params }) =>
    selectAll<Parameters<typeof toEquipment>[0]>(
      db,
      `SELECT e.id, e.model, e.type_id AS typeId, t.name AS type, e.brand_id AS brandId, b.name AS brand FROM equipment e
           JOIN equipment_types t ON t.id = e.type_id JOIN equipment_brands b ON b.id = e.brand_id
           WHERE e.type_id = ? AND e.brand_id = ? ORDER BY e.rack_units, e.model`,
      parseId(params.typeId) ?? 0,
      parseId(params.brandId) ?? 0,
    ).map(toEquipment),
  );
}
