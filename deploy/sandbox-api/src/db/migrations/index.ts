import type { Database } from 'better-sqlite3';
import { accountMigrations } from '../../areas/account/migration';
import { billingMigrations } from '../../areas/billing/migration';
import { catalogueMigrations } from './catalogue';
import { cloudInfraMigrations } from '../../areas/cloud-infra/migration';
import { cloudPlatformMigrations } from '../../areas/kubernetes/migration';
import { coreMigrations } from './core';
import { dedicatedHostMigrations } from '../../areas/cloud-infra/dedicated-migration';
import { dnsCdnMigrations } from '../../areas/dns-cdn/migration';
import { domainMigrations } from '../../areas/dns-cdn/domain-migration';
import { externalSignInMigrations } from '../../auth/external-identity-migration';
import { kubernetesCloudMigrations } from '../../areas/kubernetes/cloud-migration';
import { kubernetesClusterMigrations } from '../../areas/kubernetes/cluster-migration';
import { signInMigrations } from '../../auth/migration';
import { storageMigrations } from '../../areas/storage/migration';
import { supportMigrations } from '../../areas/support/migration';
import type { Migration } from './types';
import { vmMigrations } from '../../areas/cloud-infra/vm-migration';
import { vpcMigrations } from '../../areas/vpc/migration';
import { selectValues } from '../query';

export { RESOURCE_COLUMNS, type Migration } from './types';

/** Sorted by id, each id once; a clash names both migrations so the later author renumbers. */
export function ordered(list: readonly Migration[]): Migration[] {
  const sorted = [...list].sort((a, b) => a.id - b.id);
  sorted.forEach((m, i) => {
    if (!Number.isSafeInteger(m.id) || m.id < 1) throw new Error(`migration "${m.name}" needs a positive integer id`);
    const prev = sorted[i - 1];
    if (prev && prev.id === m.id) throw new Error(`migrations "${prev.name}" and "${m.name}" share the id ${m.id}`);
  });
  return sorted;
}

/** Every area's migrations; a new area adds its file here. */
export const migrations: Migration[] = ordered([
  ...coreMigrations,
  ...catalogueMigrations,
  ...billingMigrations,
  ...storageMigrations,
  ...vmMigrations,
  ...cloudInfraMigrations,
  ...accountMigrations,
  ...signInMigrations,
  ...externalSignInMigrations,
  ...vpcMigrations,
  ...supportMigrations,
  ...cloudPlatformMigrations,
  ...dnsCdnMigrations,
  ...domainMigrations,
  ...dedicatedHostMigrations,
  ...kubernetesCloudMigrations,
  ...kubernetesClusterMigrations,
]);

/**
 * Applies, in id order, every migration not yet recorded, each in its own transaction, and records
 * it. Databases written by earlier versions keep working: the table and the ids are the same.
 * Returns the ids applied.
 */
export function migrate(db: Database, list: readonly Migration[] = migrations): number[] {
  db.exec('CREATE TABLE IF NOT EXISTS migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)');
  const done = new Set(selectValues<number>(db, 'SELECT id FROM migrations'));
  const applied: number[] = [];
  for (const m of ordered(list)) {
    if (done.has(m.id)) continue;
    db.transaction(() => {
      db.exec(m.up);
      db.prepare('INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, ?)').run(m.id, m.name, Date.now());
    })();
    applied.push(m.id);
  }
  return applied;
}
