import { bundleOfKind } from '../../catalogue';
import { DAY_MS, HOUR_MS } from '../../clock';
import { seedEnv } from '../../engine/seed-rows';
import type { Db } from '../../db/open';
import { insertRow } from '../../engine/rows';
import { seedCluster } from './cluster';
import { INGRESS_PROTOCOL, KUBER_FIREWALL_PROTOCOL, SECRET_TYPE } from '@portal/contracts';
import { kuberConfigMap, kuberDeployment, kuberHost, kuberIngress, kuberSecret, nodePortOf, upsertEntries, upsertEnv } from './cloud';
import { kuberFirewallRule } from './firewall';
import { allResources } from '../index';

/**
 * The Kubernetes pages' example in the demo's main project: the running cluster `demo-cluster`
 * (control plane and two standard workers) and the namespace service `shop` holding the deployment
 * `web` (nginx:1.27, two replicas, env, ports 80 and 443), the config map `web-config`, the secret
 * `web-secret`, the ingress `web` for shop.example.com with its rule `/` → web:80, and two
 * firewall rules (anyone to ports 80 and 443).
 */
export function seedKubernetesExamples(db: Db, now: Date, projectId: number): void {
  const env = seedEnv(db, now, allResources);
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
  const day = t - DAY_MS;
  const map = insertRow(db, kuberConfigMap, { ...child, name: 'web-config', alias: 'تنظیمات وب', description: null, created_at: day });
  upsertEntries(db, 'kuber_config_map_entries', map.id, { LOG_LEVEL: 'info', 'nginx.conf': 'server { listen 80; }' });
  const secret = insertRow(db, kuberSecret, {
    ...child,
    name: 'web-secret',
    secret_type_id: SECRET_TYPE.opaque,
    alias: null,
    description: null,
    created_at: day,
  });
  upsertEntries(db, 'kuber_secret_entries', secret.id, { DB_PASSWORD: 'demo-Secret-42' });
  // nginx:1.27 (tag 1): ports 80 and 443, public (node ports on the namespace's address).
  const web = insertRow(db, kuberDeployment, {
    ...child,
    name: 'web',
    image_tag_id: 1,
    image: 'nginx:1.27',
    replicas: 2,
    is_public: 1,
    modified_at: day,
    rollout_at: day,
    created_at: day,
  });
  upsertEnv(db, web.id, { APP_ENV: 'production', LOG_LEVEL: 'info' }, day);
  const ports = [80, 443].map((port) => {
    const id = Number(db.prepare('INSERT INTO kuber_deploy_ports (deploy_id, target_port, node_port) VALUES (?, ?, 0)').run(web.id, port).lastInsertRowid);
    db.prepare('UPDATE kuber_deploy_ports SET node_port = ? WHERE id = ?').run(nodePortOf(id, true), id);
    return id;
  });
  const ingress = insertRow(db, kuberIngress, {
    ...child,
    name: 'web',
    domain_name: 'shop.example.com',
    protocol_type_id: INGRESS_PROTOCOL.http,
    secret_id: null,
    modified_at: day + HOUR_MS,
    created_at: day + HOUR_MS,
  });
  db.prepare('INSERT INTO kuber_ingress_rules (ingress_id, path, deploy_port_id, created_at, modified_at) VALUES (?, ?, ?, ?, ?)').run(
    ingress.id,
    '/',
    ports[0],
    day + HOUR_MS,
    day + HOUR_MS,
  );
  for (const [i, port] of ports.entries())
    insertRow(db, kuberFirewallRule, {
      ...child,
      firewall_protocol_id: KUBER_FIREWALL_PROTOCOL.tcp,
      deploy_port_id: port,
      source_ip: '0.0.0.0/0',
      destination_ip: null,
      description: i === 0 ? 'http' : 'https',
      created_at: day + HOUR_MS,
    });
}
