import { bundleOfKind } from '../../catalogue';
import { DAY_MS, HOUR_MS } from '../../clock';
import type { Db } from '../../db/open';
import { seedEnv, settledRow } from '../../engine/seed-rows';
import type { SqlValue } from '../../engine/types';
import { allResources } from '../index';
import { vpcHost } from './resources';
import { NAT_TYPE, PRODUCT } from '@portal/contracts';
import { network } from '../cloud-infra/network';
import { vpcNetworkAccess } from './network-access';
import { vpcLoadBalancer, vpcNat, vpcPublicIp } from './edge';
import { selectValue } from '../../db/query';

/**
 * The VPC pages' example in the demo's main project: `prod-vpc` with two attached networks
 * (interfaces), the server `web-1` on the first (a second interface beside its office network), a
 * primary public IP that SNAT leaves through and that forwards SSH to `web-1` (DNAT), another in
 * front of the load balancer `web-lb`, and the office network asking for access.
 */
export function seedVpcExamples(db: Db, now: Date, projectId: number): void {
  const env = seedEnv(db, now, allResources);
  const t = now.getTime();
  const bundle = bundleOfKind(db, 'vpc', 6002)!;
  const vpc = settledRow(
    env,
    vpcHost,
    projectId,
    { name: 'prod-vpc', datacenter_id: 1, product_bundle_id: bundle.id, hourly_price: bundle.hourlyPrice },
    t - 2 * DAY_MS,
  );
  const attach = (name: string, cidr: string, gateway: string) =>
    settledRow(env, network, projectId, { vpc_id: vpc.id, name, datacenter_id: 1, cidr, gateway, snat: 1 }, t - 2 * DAY_MS + HOUR_MS);
  const web = attach('web-net', '10.50.1.0/24', '10.50.1.1');
  attach('db-net', '10.50.2.0/24', '10.50.2.1');

  const ipPrice = selectValue<number>(db, "SELECT hourly_price FROM product_items WHERE product_id = ? AND key = 'publicIp'", PRODUCT.vpc)!;
  const publicIp = (address: string, v4: boolean, primary: boolean) =>
    settledRow(env, vpcPublicIp, projectId, { vpc_id: vpc.id, address, is_v4: v4 ? 1 : 0, is_primary: primary ? 1 : 0, hourly_price: ipPrice }, t - DAY_MS);
  const mainIp = publicIp('185.208.180.10', true, true);
  const lbIp = publicIp('185.208.180.11', true, false);
  const nat = (columns: Record<string, SqlValue>) => settledRow(env, vpcNat, projectId, { vpc_id: vpc.id, ...columns }, t - DAY_MS + HOUR_MS);
  nat({ nat_type_id: NAT_TYPE.snat, name: 'snat-all', source_ip: null, destination_port: 0, translate_ip: mainIp.address as string, vm_network_id: null });

  const office = selectValue<number>(db, "SELECT id FROM networks WHERE project_id = ? AND name = 'office-lan'", projectId);
  if (office !== undefined) settledRow(env, vpcNetworkAccess, projectId, { vpc_id: vpc.id, vm_network_id: office, description: null }, t - DAY_MS);

  const server = selectValue<number>(db, "SELECT id FROM vm_hosts WHERE project_id = ? AND name = 'web-1'", projectId);
  if (server === undefined) return;
  const ip = '10.50.1.10';
  db.prepare('INSERT INTO network_nodes (network_id, vm_host_id, ip_address, created_at) VALUES (?, ?, ?, ?)').run(web.id, server, ip, t - DAY_MS);
  nat({
    nat_type_id: NAT_TYPE.dnat,
    name: 'web-ssh',
    destination_ip: ip,
    destination_port: 22,
    translate_ip: mainIp.address as string,
    vm_network_id: web.id,
    vpc_ip_id: mainIp.id,
  });
  const lb = settledRow(
    env,
    vpcLoadBalancer,
    projectId,
    {
      vpc_id: vpc.id,
      name: 'web-lb',
      algorithm: 'roundRobin',
      listeners: JSON.stringify([
        { protocol: 'http', port: 80 },
        { protocol: 'https', port: 443 },
      ]),
      backends: JSON.stringify([ip]),
      health_check_interval: 10,
      health_check_timeout: 5,
      health_check_attempts: 3,
      hourly_price: selectValue<number>(db, "SELECT hourly_price FROM product_items WHERE product_id = ? AND key = 'loadBalancer'", PRODUCT.vpc)!,
    },
    t - DAY_MS + 2 * HOUR_MS,
  );
  db.prepare("UPDATE vpc_public_ips SET assigned_kind = 'loadBalancer', assigned_id = ? WHERE id = ?").run(lb.id, lbIp.id);
}
