import { isTransitional } from '../../engine/lifecycle-states';
import type { EngineEnv } from '../../engine/types';
import { notFound, refused } from '../../http/errors';
import { messages } from '../../messages';
import { selectOne, selectValue } from '../../db/query';

const M = messages.infra;

export interface ServerRow {
  id: number;
  project_id: number;
  name: string;
  status: string;
  datacenter_id?: number;
}

/**
 * A server of this project or 404. Servers live in `vm_hosts` (migration 5, another area), which
 * an old database may not have yet: that is the same as the server not existing.
 */
export function loadServer(env: EngineEnv, projectId: number, id: number | null): ServerRow {
  let row: ServerRow | undefined;
  try {
    row = id ? selectOne<ServerRow>(env.db, 'SELECT * FROM vm_hosts WHERE id = ?', id) : undefined;
  } catch {
    row = undefined;
  }
  if (!row || row.project_id !== projectId) throw notFound(M.vmNotFound);
  return row;
}

/** Refuses while the server is in any transitional status (the portal polls through the same ones). */
export function assertServerSettled(server: ServerRow): void {
  if (isTransitional(server.status)) throw refused(M.vmNotReady);
}

export const serverName = (env: EngineEnv, id: number | null): string | null => {
  if (id == null) return null;
  try {
    return selectValue<string>(env.db, 'SELECT name FROM vm_hosts WHERE id = ?', id) ?? null;
  } catch {
    return null;
  }
};

/**
 * Called when a server is deleted: its cloud disks become free (kept, with their data) and its
 * private network interfaces and automatic schedules are removed. Runs inside the caller's transaction.
 */
export function detachAllFromServer(env: EngineEnv, vmHostId: number): void {
  env.db.prepare('UPDATE volume_hosts SET vm_host_id = NULL, attached_at = NULL WHERE vm_host_id = ?').run(vmHostId);
  env.db.prepare('DELETE FROM network_nodes WHERE vm_host_id = ?').run(vmHostId);
  env.db.prepare("DELETE FROM protection_schedules WHERE owner_kind = 'vm' AND owner_id = ?").run(vmHostId);
}
