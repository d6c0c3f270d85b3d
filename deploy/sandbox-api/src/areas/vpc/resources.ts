import type { FastifyInstance } from 'fastify';
import { api, createVpcSchema, editVpcSchema, NAT_TYPE, usageCategories, type VpcHost, type VpcListRow, type VpcShort } from '@portal/contracts';
import { fieldLabels } from '@portal/locale';
import { BUNDLE_KINDS, bundleOfKind, datacenterName } from '../../catalogue';
import { iso } from '../../clock';
import { defineResource } from '../../engine/define';
import { wireStatus } from '../../engine/wire-status';
import type { EngineEnv } from '../../engine/types';
import { invalid, refused } from '../../http/errors';
import { requireBody } from '../../http/input';
import { route } from '../../http/route';
import { messages } from '../../messages';
import { ownedRow, projectOf } from '../../engine/in-project';
import { editableName } from '../../engine/fields';
import { owner } from '../../engine/owner';
import { selectAll, selectValue, selectValues } from '../../db/query';

const M = messages.vpc;

/** Names of the networks attached to the VPC and of its load balancers: what keeps it from being deleted. */
export function vpcContents(env: EngineEnv, vpcId: number): { networks: string[]; loadBalancers: string[] } {
  const networks = selectValues<string>(env.db, 'SELECT name FROM networks WHERE vpc_id = ? ORDER BY name', vpcId);
  const loadBalancers = selectValues<string>(env.db, 'SELECT name FROM vpc_load_balancers WHERE vpc_id = ? ORDER BY name', vpcId);
  return { networks, loadBalancers };
}

const snatEnabled = (env: EngineEnv, vpcId: number) =>
  !!env.db.prepare('SELECT 1 FROM vpc_nat_rules WHERE vpc_id = ? AND nat_type_id = ?').get(vpcId, NAT_TYPE.snat);

export const vpcHost = defineResource<VpcHost>({
  kind: 'vpc-host',
  table: 'vpc_hosts',
  provisioned: true,
  creatingStatus: 'building',
  productBundles: BUNDLE_KINDS.vpc,
  limit: 'vpc',
  category: usageCategories.vpc,
  billing: { hourlyPrice: (row) => row.hourly_price as number },
  schema: createVpcSchema,
  fields: { name: { validate: editableName.validate } },
  // The provider's order names no data centre: the VPC is placed in its project's.
  derive: (input, ctx) => ({
    columns: {
      hourly_price: bundleOfKind(ctx.env.db, 'vpc', input.product_bundle_id)!.hourlyPrice,
      datacenter_id: selectValue<number | null>(ctx.env.db, 'SELECT datacenter_id FROM projects WHERE id = ?', ctx.projectId) ?? 1,
      user_id: ctx.userId,
    },
  }),
  onDelete: (row, env) => {
    const { networks, loadBalancers } = vpcContents(env, row.id);
    const parts = [...(networks.length ? [M.vpcNetworks(networks)] : []), ...(loadBalancers.length ? [M.vpcLoadBalancers(loadBalancers)] : [])];
    if (parts.length) throw refused(M.vpcNotEmpty(parts));
  },
  toContract: (row, env) => ({
    id: row.id,
    datacenterId: row.datacenter_id as number,
    snatEnabled: snatEnabled(env, row.id),
    datacenter: datacenterName(env.db, row.datacenter_id),
    name: row.name as string,
    ...owner(env, row),
    ...wireStatus(row.status),
    projectId: row.project_id,
    createDate: iso(row.created_at)!,
    modifyDate: iso((row.modified_at as number | null) ?? row.created_at)!,
  }),
  toListRow: (row, env): VpcListRow => ({
    id: row.id,
    datacenter: datacenterName(env.db, row.datacenter_id),
    name: row.name as string,
    projectId: row.project_id,
    ...wireStatus(row.status),
    createDate: iso(row.created_at)!,
  }),
  routes: (scope, env) => registerVpcRoutes(scope, env),
  endpoints: { list: api.vpc.list, get: api.vpc.get, create: api.vpc.create, delete: api.vpc.delete },
});

function registerVpcRoutes(my: FastifyInstance, env: EngineEnv): void {
  route(my, env, api.vpc.shortList, ({ user, params }) => {
    const projectId = projectOf(env, user, params.projectId);
    return selectAll<VpcShort>(env.db, "SELECT id, name FROM vpc_hosts WHERE project_id = ? AND status = 'active' ORDER BY name", projectId);
  });

  // The provider's edit changes the configuration (the bundle) and with it the hourly price.
  route(my, env, api.vpc.edit, ({ user, params, body }) => {
    const vpc = ownedRow(env, vpcHost, user, params.projectId, params.id);
    const input = requireBody(editVpcSchema, body) as { productBundleId: number };
    const bundle = bundleOfKind(env.db, 'vpc', input.productBundleId);
    if (!bundle) throw invalid({ ProductBundleId: [messages.notChosen(fieldLabels.productBundle)] });
    if (vpc.status !== 'active') throw refused(messages.wrongState(vpc.status));
    env.db
      .prepare('UPDATE vpc_hosts SET product_bundle_id = ?, hourly_price = ?, modified_at = ? WHERE id = ?')
      .run(bundle.id, bundle.hourlyPrice, env.clock.ms(), vpc.id);
  });
}
