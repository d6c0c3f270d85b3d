import { createClock, HOUR_MS } from '../clock';
import type { Db } from '../db/open';
import { enterStatus } from '../engine/lifecycle';
import { insertRow } from '../engine/rows';
import type { EngineEnv } from '../engine/types';
import { allResources } from './index';
import { PRICE_PER_GB, volumeBackup } from './protection';

/**
 * Beside the disk, the servers and their snapshots and backup the main seed made: a backup of the
 * disk `data-1` (the provider has disk backups with a `get` of their own), so that each of a
 * disk's and a server's copy tabs, and every `get` of these areas, has something to open.
 */
export function seedCloudInfraExamples(db: Db, now: Date, projectId: number): void {
  const env: EngineEnv = { db, clock: createClock(() => now), provisionMs: 0, resources: allResources, schedule: () => {} };
  const disk = db.prepare("SELECT id, size FROM volume_hosts WHERE project_id = ? AND name = 'data-1'").get(projectId) as
    { id: number; size: number } | undefined;
  if (!disk) return;
  const at = now.getTime() - 12 * HOUR_MS;
  const row = insertRow(db, volumeBackup, {
    volume_host_id: disk.id,
    name: 'data-weekly',
    description: 'پشتیبان هفتگی پیش از به‌روزرسانی',
    size: disk.size,
    hourly_price: disk.size * PRICE_PER_GB.backup,
    project_id: projectId,
    status: 'active',
    next_status: null,
    transition_at: null,
    billed_until: env.clock.ms(),
    created_at: at,
  });
  enterStatus(env, volumeBackup, row);
}
