// The storage part of the demo: hosts with access keys whose secrets nobody knows, and the
// past daily charges of a host, debited from the wallet the way the live charger does.
import { randomBytes } from 'node:crypto';
import { sha256 } from '../../auth/tokens';
import { DAY_MS, HOUR_MS } from '../../clock';
import type { Db } from '../../db/open';
import { messages } from '../../messages';
import { storageEndpoint } from './resources';
import { selectOne, selectValue } from '../../db/query';

/** An active host billed up to `billedUntil`, with `keys` access keys whose secrets nobody knows. */
export function addStorageHost(
  db: Db,
  projectId: number,
  name: string,
  bundleId: number,
  dcId: number,
  usedGb: number,
  createdAt: number,
  billedUntil: number,
  keys: number,
) {
  const bundle = selectOne<{ disk: number; hourly_price: number }>(db, 'SELECT disk, hourly_price FROM product_bundles WHERE id = ?', bundleId)!;
  const id = db
    .prepare(
      `INSERT INTO storage_hosts (project_id, status, billed_until, created_at, name, product_bundle_id, datacenter_id, disk_size, used_size, hourly_price)
       VALUES (?, 'active', ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(projectId, billedUntil, createdAt, name, bundleId, dcId, bundle.disk, usedGb, bundle.hourly_price).lastInsertRowid as number;
  const slug = selectValue<string>(db, 'SELECT slug FROM datacenters WHERE id = ?', dcId)!;
  db.prepare('UPDATE storage_hosts SET endpoint = ? WHERE id = ?').run(storageEndpoint(name, id, slug), id);
  for (let k = 0; k < keys; k++)
    db.prepare(`INSERT INTO storage_keys (project_id, status, created_at, storage_host_id, access_key, secret_hash) VALUES (?, 'active', ?, ?, ?, ?)`).run(
      projectId,
      createdAt + HOUR_MS,
      id,
      `SBXDEMO${randomBytes(7).toString('hex').toUpperCase()}`.slice(0, 20),
      sha256(randomBytes(30).toString('hex')),
    );
  return { id, hourly: bundle.hourly_price, name };
}

/** Past usage as daily charges ending at `until`, each debited from the wallet like the live charger does. */
export function addPastCharges(db: Db, customerId: number, projectId: number, host: { id: number; hourly: number; name: string }, days: number, until: number) {
  for (let d = days; d >= 1; d--) {
    const start = until - d * DAY_MS;
    const amount = 24 * host.hourly;
    const chargeId = db
      .prepare(
        `INSERT INTO charges (customer_id, project_id, resource_kind, resource_id, category, hours, amount, period_start, period_end, created_at)
         VALUES (?, ?, 'storage-host', ?, 3, 24, ?, ?, ?, ?)`,
      )
      .run(customerId, projectId, host.id, amount, start, start + DAY_MS, start + DAY_MS).lastInsertRowid;
    db.prepare('INSERT INTO wallet_entries (customer_id, amount, kind, description, charge_id, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      customerId,
      -amount,
      'charge',
      messages.ledgerCharge(`${messages.resourceNames['storage-host']} «${host.name}»`, 24),
      chargeId,
      start + DAY_MS,
    );
  }
}
