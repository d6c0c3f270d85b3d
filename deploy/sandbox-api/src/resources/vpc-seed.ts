import { bundleOfKind } from '../catalogue';
import { createClock, HOUR_MS } from '../clock';
import type { Db } from '../db/open';
import { enterStatus } from '../engine/lifecycle';
import { insertRow } from '../engine/rows';
import type { EngineEnv, ResourceDef, ResourceRow, SqlValue } from '../engine/types';
import { allResources } from './index';
import { vpcHost } from './vpc';
import { vpcNetwork } from './vpc-network';
import { vpcDnatRule, vpcLoadBalancer, vpcPublicIp } from './vpc-edge';

const DAY_MS = 24 * HOUR_MS;

/** A row as the engine leaves it once settled: active, hooks run, billed up to now. */
function settled(env: EngineEnv, def: ResourceDef, projectId: number, columns: Record<string, SqlValue>, createdAt: number): ResourceRow {
  const row = insertRow(env.db, def, { ...columns, project_id: projectId, status: 'active', next_status: null, transition_at: null, billed_until: def.billing ? env.clock.ms() : null, created_at: createdAt });
  return enterStatus(env, def, row);
}

/**
 * The VPC pages' example in the demo's main project: `prod-vpc` with two networks, the server
 * `web-1` on the first (a second interface beside its office network), a public IP forwarding
 * SSH to it (DNAT) and another in front of the load balancer `web-lb`.
 */
export function seedVpcExamples(db: Db, now: Date, projectId: number): void {
  const env: EngineEnv = { db, clock: createClock(() => now), provisionMs: 0, resources: allResources, schedule: () => {} };
  const t = now.getTime();
  const bundle = bundleOfKind(db, 'vpc', 6002)!;
  const vpc = settled(env, vpcHost, projectId, { name: 'prod-vpc', datacenter_id: 1, product_bundle_id: bundle.id, hourly_price: bundle.hourlyPrice }, t - 2 * DAY_MS);
  const network = (name: string, cidr: string, gateway: string) =>
    settled(env, vpcNetwork, projectId, { vpc_id: vpc.id, name, datacenter_id: 1, cidr, gateway, snat: 1 }, t - 2 * DAY_MS + HOUR_MS);
  const web = network('web-net', '10.50.1.0/24', '10.50.1.1');
  network('db-net', '10.50.2.0/24', '10.50.2.1');

  const server = db.prepare("SELECT id FROM vm_hosts WHERE project_id = ? AND name = 'web-1'").pluck().get(projectId) as number | undefined;
  if (server === undefined) return;
  const ip = '10.50.1.10';
  db.prepare('INSERT INTO network_nodes (network_id, vm_host_id, ip_address, created_at) VALUES (?, ?, ?, ?)').run(web.id, server, ip, t - DAY_MS);

  const publicIp = (address: string) =>
    settled(env, vpcPublicIp, projectId, { vpc_id: vpc.id, address, hourly_price: db.prepare("SELECT hourly_price FROM product_items WHERE product_id = 60 AND key = 'publicIp'").pluck().get() as number }, t - DAY_MS);
  const sshIp = publicIp('185.208.180.10');
  const lbIp = publicIp('185.208.180.11');
  settled(env, vpcDnatRule, projectId, { vpc_id: vpc.id, public_ip_id: sshIp.id, protocol: 'tcp', external_port: '2222', internal_ip: ip, internal_port: '22' }, t - DAY_MS + HOUR_MS);
  const lb = settled(
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
      hourly_price: db.prepare("SELECT hourly_price FROM product_items WHERE product_id = 60 AND key = 'loadBalancer'").pluck().get() as number,
    },
    t - DAY_MS + 2 * HOUR_MS,
  );
  db.prepare("UPDATE vpc_public_ips SET assigned_kind = 'loadBalancer', assigned_id = ? WHERE id = ?").run(lb.id, lbIp.id);
}
