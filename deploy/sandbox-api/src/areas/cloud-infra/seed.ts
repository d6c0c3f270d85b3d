// The virtual-server area's part of the demo: a network and an SSH key, servers with a disk, rules,
// snapshots and backups, a dedicated server and a colocation, each as the engine would have left it.
import { randomBytes } from 'node:crypto';
import { colocationHourlyPrice, PRODUCT, volumeHourlyPrice } from '@portal/contracts';
import { hashPasswordSync } from '../../auth/password';
import { bundleOfKind, productItems } from '../../catalogue';
import { DAY_MS, HOUR_MS } from '../../clock';
import type { Db } from '../../db/open';
import { updateRow } from '../../engine/rows';
import { seedEnv, settledRow } from '../../engine/seed-rows';
import type { ResourceDef, SqlValue } from '../../engine/types';
import { allResources } from '../index';
import { bareMetalHost } from './bare-metal';
import { colocationHost } from './colocation';
import { PRICE_PER_GB, vmBackup, vmSnapshot, volumeBackup, volumeSnapshot } from './protection';
import { parseSshPublicKey, type ParsedSshKey } from './ssh-key-format';
import { vmHost } from './vm';
import { vmFirewallRule } from './vm-children';
import { volumeHost } from './volume';
import { selectOne } from '../../db/query';
/**
 * Beside the disk, the servers and their snapshots and backup the main seed made: a backup of the
 * disk `data-1` (the provider has disk backups with a `get` of their own), so that each of a
 * disk's and a server's copy tabs, and every `get` of these areas, has something to open.
 */
export function seedCloudInfraExamples(db: Db, now: Date, projectId: number): void {
  const env = seedEnv(db, now, allResources);
  const disk = selectOne<{ id: number; size: number }>(db, "SELECT id, size FROM volume_hosts WHERE project_id = ? AND name = 'data-1'", projectId);
  if (!disk) return;
  const at = now.getTime() - 12 * HOUR_MS;
  const backup = { volume_host_id: disk.id, name: 'data-weekly', description: 'پشتیبان هفتگی پیش از به‌روزرسانی', size: disk.size };
  settledRow(env, volumeBackup, projectId, { ...backup, hourly_price: disk.size * PRICE_PER_GB.backup }, at);
}

/** A private network and an SSH key in the main project, so those pages are not empty in the demo (neither is billed). Returns the network's id. */
export function addInfraExamples(db: Db, projectId: number, at: number): number {
  const lan = db
    .prepare(
      `INSERT INTO networks (project_id, status, created_at, name, datacenter_id, cidr, gateway) VALUES (?, 'active', ?, 'office-lan', 1, '10.10.0.0/24', '10.10.0.1')`,
    )
    .run(projectId, at).lastInsertRowid as number;
  const key = parseSshPublicKey('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAICG2sqcADg4QlYt1MTRD/mUULT5gI+ZLjqCuVyHJqpQ7 demo@laptop') as ParsedSshKey;
  db.prepare(
    `INSERT INTO ssh_keys (project_id, status, created_at, name, public_key, key_type, fingerprint, comment) VALUES (?, 'active', ?, 'demo-laptop', ?, ?, ?, ?)`,
  ).run(projectId, at, key.normalized, key.keyType, key.fingerprint, key.comment);
  return lan;
}

// Nobody signs in to a seeded server as root: one unknown password, hashed once per process (scrypt is slow).
let seedRootHash: string | undefined;
const unknownRootPassword = () => (seedRootHash ??= hashPasswordSync(randomBytes(24).toString('base64url')));

/**
 * The virtual-server pages' examples in the main project: a running server (with a cloud disk,
 * firewall rules, a snapshot and a backup, in the office network) and a stopped one sized by
 * hand; prices come from the catalogue as if ordered through the API.
 */
export function addCloudExamples(db: Db, now: Date, projectId: number, networkId: number, t: number) {
  const env = seedEnv(db, now, allResources);
  const server = (name: string, size: Record<string, SqlValue>, extra: Record<string, SqlValue>, createdAt: number) =>
    settledRow(
      env,
      vmHost,
      projectId,
      {
        name,
        password_hash: unknownRootPassword(),
        console_secret: randomBytes(16).toString('hex'),
        datacenter_id: 1,
        ipv4_count: 1,
        network_id: networkId,
        private_ip: null,
        mounted_iso_id: null,
        ...size,
        ...extra,
      },
      createdAt,
    );

  const unit = Object.fromEntries(productItems(db, PRODUCT.vm).map((i) => [i.key, i.hourlyPrice]));
  const custom = { cpu: 2, memory: 4, disk: 80 };
  const hourly = custom.cpu * unit.cpu + custom.memory * unit.memory + custom.disk * unit.disk + unit.ipv4;
  const dbServer = server('db-1', { is_predefined: 0, product_bundle_id: null, ...custom, hourly_price: hourly }, { image_id: 3, use_ipv6: 0 }, t - 3 * DAY_MS);
  // Powered off by its owner: still billed, like a stopped cloud server.
  updateRow(db, vmHost, dbServer.id, { status: 'stopped' });
  // Ordered after db-1 so that it heads the server list (newest id first): the running server
  // with rules, addresses, a snapshot and a backup is the one a list's first row opens.
  const bundle = bundleOfKind(db, 'vm', 103)!;
  const web = server(
    'web-1',
    { is_predefined: 1, product_bundle_id: bundle.id, cpu: bundle.cpu, memory: bundle.memory, disk: bundle.disk, hourly_price: bundle.hourlyPrice },
    { image_id: 1, use_ipv6: 1 },
    t - 4 * DAY_MS,
  );

  const disk = settledRow(env, volumeHost, projectId, { name: 'data-1', datacenter_id: 1, size: 100, hourly_price: volumeHourlyPrice(100) }, t - 3 * DAY_MS);
  updateRow(db, volumeHost, disk.id, { vm_host_id: web.id, attached_at: t - 3 * DAY_MS + HOUR_MS });

  for (const [direction, protocol, port, cidr, description] of [
    ['inbound', 'tcp', '22', '0.0.0.0/0', 'SSH'],
    ['inbound', 'tcp', '443', '0.0.0.0/0', 'HTTPS'],
  ])
    settledRow(env, vmFirewallRule, projectId, { vm_host_id: web.id, direction, protocol, port_range: port, cidr, description }, t - 4 * DAY_MS + HOUR_MS);

  const copy = (def: ResourceDef, what: keyof typeof PRICE_PER_GB, owner: Record<string, SqlValue>, name: string, size: number, at: number) =>
    settledRow(env, def, projectId, { ...owner, name, size, hourly_price: size * PRICE_PER_GB[what] }, at);
  copy(vmSnapshot, 'snapshot', { vm_host_id: web.id }, 'before-upgrade', web.disk as number, t - 2 * DAY_MS);
  copy(vmBackup, 'backup', { vm_host_id: web.id }, 'weekly-backup', web.disk as number, t - DAY_MS);
  copy(volumeSnapshot, 'snapshot', { volume_host_id: disk.id }, 'data-before-migration', disk.size as number, t - DAY_MS);
}

/** A dedicated server and a colocation (with the customer's equipment listed) in the main project, priced as ordered, each in a rack. */
export function addDedicatedExamples(db: Db, now: Date, projectId: number, t: number) {
  const env = seedEnv(db, now, allResources);
  const bundle = bundleOfKind(db, 'bare-metal', 401)!;
  settledRow(
    env,
    bareMetalHost,
    projectId,
    {
      name: 'metal-1',
      product_bundle_id: bundle.id,
      image_id: 1,
      datacenter_id: 2,
      rack_id: 203,
      cpu: bundle.cpu,
      memory: bundle.memory,
      disk: bundle.disk,
      hourly_price: bundle.hourlyPrice,
    },
    t - 6 * DAY_MS,
  );
  const figures = { rackUnitSpace: 2, powerAmp: 5, networkPort10G: 0, ipv4Count: 1 };
  const rack = settledRow(
    env,
    colocationHost,
    projectId,
    {
      name: 'rack-r740',
      datacenter_id: 1,
      rack_id: 107,
      rack_units: 2,
      power_amp: 5,
      network_1g: 2,
      network_10g: 0,
      ipv4_count: 1,
      hourly_price: colocationHourlyPrice(figures),
    },
    t - 6 * DAY_MS,
  );
  db.prepare('INSERT INTO colocation_equipment (colocation_host_id, equipment_id, inventory_number) VALUES (?, 2, ?)').run(rack.id, 'SN-R740-0042');
}
