import { bundleOfKind } from '../catalogue';
import { createClock, HOUR_MS } from '../clock';
import type { Db } from '../db/open';
import { insertRow } from '../engine/rows';
import type { EngineEnv } from '../engine/types';
import { seedCluster } from './kubernetes-cluster';
import { kuberConfigMap, kuberDeployment, kuberHost, kuberIngress, kuberSecret } from './kubernetes-cloud';
import { kuberFirewallRule } from './kubernetes-firewall';
import { allResources } from './index';

const DAY_MS = 24 * HOUR_MS;

/**
 * The Kubernetes pages' example in the demo's main project: the running cluster `demo-cluster`
 * (control plane and two standard workers) and the namespace service `shop` holding the deployment
 * `web` (env, a port, a config map and a secret referenced), the config map `web-config`, the
 * secret `web-secret`, the ingress `web` for shop.example.com and two firewall rules (HTTP and HTTPS in).
 */
export function seedKubernetesExamples(db: Db, now: Date, projectId: number): void {
  const env: EngineEnv = { db, clock: createClock(() => now), provisionMs: 0, resources: allResources, schedule: () => {} };
  const t = now.getTime();
  seedCluster(env, projectId, 'demo-cluster', 7002, 2, t - 3 * DAY_MS);

  const bundle = bundleOfKind(db, 'kuber-cloud', 7102)!;
  const settled = { status: 'active', next_status: null, transition_at: null, project_id: projectId };
  const host = insertRow(db, kuberHost, {
    ...settled,
    name: 'shop',
    is_predefined: 1,
    product_bundle_id: bundle.id,
    cpu: bundle.cpu,
    memory: bundle.memory,
    disk: bundle.disk,
    pods: bundle.cpu! * 10,
    hourly_price: bundle.hourlyPrice,
    price: bundle.price,
    billed_until: t,
    created_at: t - 2 * DAY_MS,
  });
  const child = { ...settled, kuber_host_id: host.id, billed_until: null };
  insertRow(db, kuberConfigMap, { ...child, name: 'web-config', data: JSON.stringify({ LOG_LEVEL: 'info', 'nginx.conf': 'server { listen 80; }' }), created_at: t - DAY_MS });
  insertRow(db, kuberSecret, { ...child, name: 'web-secret', data: JSON.stringify({ DB_PASSWORD: 'demo-Secret-42' }), created_at: t - DAY_MS });
  insertRow(db, kuberDeployment, {
    ...child,
    name: 'web',
    image: 'nginx:1.27',
    replicas: 2,
    cpu_millicores: 250,
    memory_mi: 256,
    env: JSON.stringify([{ name: 'APP_ENV', value: 'production' }]),
    ports: JSON.stringify([{ name: 'http', containerPort: 80, protocol: 'TCP' }]),
    config_map_refs: JSON.stringify(['web-config']),
    secret_refs: JSON.stringify(['web-secret']),
    rollout_at: t - DAY_MS,
    created_at: t - DAY_MS,
  });
  insertRow(db, kuberIngress, {
    ...child,
    name: 'web',
    rules: JSON.stringify([{ host: 'shop.example.com', path: '/', pathType: 'Prefix', serviceName: 'web', servicePort: 80 }]),
    address: '185.143.233.20',
    created_at: t - DAY_MS + HOUR_MS,
  });
  for (const port of ['80', '443'])
    insertRow(db, kuberFirewallRule, { ...child, direction: 'inbound', protocol: 'tcp', port_range: port, cidr: '0.0.0.0/0', description: port === '80' ? 'http' : 'https', created_at: t - DAY_MS + HOUR_MS });
}
