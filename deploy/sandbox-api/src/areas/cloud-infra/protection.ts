import type { FastifyInstance } from 'fastify';
import { api, createBackupSchema, createSnapshotSchema, MAX_PROTECTION_PER_OWNER, scheduleSchema, type ProtectionSchedule } from '@portal/contracts';
import { iso } from '../../clock';
import { defineResource } from '../../engine/define';
import { beginTransition } from '../../engine/lifecycle';
import type { EngineEnv, ResourceDef, ResourceRow } from '../../engine/types';
import { parseId } from '../../engine/scope';
import { wireSnapshotStatus, wireStatus, wireStatusWord } from '../../engine/wire-status';
import { notFound, refused } from '../../http/errors';
import { requireBody } from '../../http/input';
import { route } from '../../http/route';
import { messages } from '../../messages';
import { assertServerSettled, loadServer } from './attachments';
import { projectOf, rowIn } from '../../engine/in-project';
import { uniqueName } from '../../engine/fields';
import { vmHost } from './vm';
import { volumeHost } from './volume';
import { type IdName, selectAll, selectOne, selectValue } from '../../db/query';

const M = messages.infra;
type OwnerKind = 'vm' | 'volume';
type What = 'snapshot' | 'backup';

/** Rial per GB per hour a kept copy costs. */
export const PRICE_PER_GB: Record<What, number> = { snapshot: 6, backup: 4 };
/** Default size of a server's disk when its row does not say (GB). */
const SERVER_DISK_FALLBACK = 25;

const p = api.protection;
/** Each pair's calls; `get`/`shortList` are the provider's (a server's backups have neither: they are ours). */
const ENDPOINTS = {
  vm: {
    snapshot: {
      list: p.hostSnapshotList,
      shortList: p.hostSnapshotShortList,
      get: p.hostSnapshotGet,
      create: p.hostSnapshotCreate,
      delete: p.hostSnapshotDelete,
      revert: p.hostSnapshotRevert,
      schedule: p.hostSnapshotSchedule,
      enable: p.hostEnableSnapshot,
      disable: p.hostDisableSnapshot,
    },
    backup: {
      list: p.hostBackupList,
      shortList: undefined,
      get: undefined,
      create: p.hostBackupCreate,
      delete: p.hostBackupDelete,
      revert: p.hostBackupRestore,
      schedule: p.hostBackupSchedule,
      enable: p.hostEnableBackup,
      disable: p.hostDisableBackup,
    },
  },
  volume: {
    snapshot: {
      list: p.volumeSnapshotList,
      shortList: p.volumeSnapshotShortList,
      get: p.volumeSnapshotGet,
      create: p.volumeSnapshotCreate,
      delete: p.volumeSnapshotDelete,
      revert: p.volumeSnapshotRevert,
      schedule: p.volumeSnapshotSchedule,
      enable: p.volumeEnableSnapshot,
      disable: p.volumeDisableSnapshot,
    },
    backup: {
      list: p.volumeBackupList,
      shortList: p.volumeBackupShortList,
      get: p.volumeBackupGet,
      create: p.volumeBackupCreate,
      delete: p.volumeBackupDelete,
      revert: p.volumeBackupRestore,
      schedule: p.volumeBackupSchedule,
      enable: p.volumeEnableBackup,
      disable: p.volumeDisableBackup,
    },
  },
} as const;

const OWNER = {
  vm: { column: 'vm_host_id', param: 'vmHostId' },
  volume: { column: 'volume_host_id', param: 'vmVolumeHostId' },
} as const;

export const ownerSize = (kind: OwnerKind, owner: ResourceRow): number =>
  kind === 'volume' ? (owner.size as number) : ((owner.disk as number | undefined) ?? (owner.size as number | undefined) ?? SERVER_DISK_FALLBACK);

/** Refuses while the owner is itself in a transition (building, resizing, another revert...). */
function assertOwnerSettled(kind: OwnerKind, owner: ResourceRow): void {
  if (kind === 'vm') assertServerSettled(owner as unknown as Parameters<typeof assertServerSettled>[0]);
  else if (owner.status !== 'active') throw refused(M.ownerBusy);
}

const ownerName = (env: EngineEnv, table: string, id: unknown) => selectValue<string>(env.db, `SELECT name FROM ${table} WHERE id = ?`, id) ?? null;

/** The rows of each pair as the provider sends them (list row, and the `get` answer where there is one). */
function shapes(ownerKind: OwnerKind, what: What) {
  const base = (row: ResourceRow) => ({ id: row.id, name: row.name as string });
  const description = (row: ResourceRow) => (row.description as string | null) ?? null;
  const created = (row: ResourceRow) => iso(row.created_at)!;
  if (ownerKind === 'volume' && what === 'backup') {
    const disk = (row: ResourceRow, env: EngineEnv) => ownerName(env, 'volume_hosts', row.volume_host_id);
    return {
      list: (row: ResourceRow, env: EngineEnv) => ({ ...base(row), vmVolumeHost: disk(row, env), ...wireStatus(row.status), createDate: created(row) }),
      get: (row: ResourceRow, env: EngineEnv) => ({ ...base(row), vmVolumeHost: disk(row, env), status: wireStatusWord(row.status), createDate: created(row) }),
    };
  }
  const list = (row: ResourceRow) => ({ ...base(row), ...wireStatus(row.status), description: description(row), createDate: created(row) });
  if (ownerKind === 'vm' && what === 'snapshot') {
    // A server snapshot's state is the provider's snapshot table, in the list as in the get.
    const snapshotList = (row: ResourceRow) => ({ ...base(row), ...wireSnapshotStatus(row.status), description: description(row), createDate: created(row) });
    const get = (row: ResourceRow) => {
      const s = wireSnapshotStatus(row.status);
      return { ...base(row), vmSnapshotStatusId: s.statusId, vmSnapshotStatus: s.status, description: description(row), createDate: created(row) };
    };
    return { list: snapshotList, get };
  }
  return { list, get: list };
}

/** Snapshots or backups of one owner kind: an engine child of the owner, deleted with it. */
export function protectionResource(ownerKind: OwnerKind, what: What, ownerDef: ResourceDef): ResourceDef {
  const { column, param } = OWNER[ownerKind];
  const e = ENDPOINTS[ownerKind][what];
  const shape = shapes(ownerKind, what);
  const def: ResourceDef = defineResource<unknown>({
    kind: `${ownerKind}-${what}`,
    table: `${ownerKind}_${what}s`,
    provisioned: true,
    billing: { hourlyPrice: (row) => row.hourly_price as number },
    schema: what === 'snapshot' ? createSnapshotSchema : createBackupSchema,
    fields: { name: uniqueName },
    parent: { def: ownerDef, param, column, max: { count: MAX_PROTECTION_PER_OWNER, message: what === 'snapshot' ? M.snapshotLimit : M.backupLimit } },
    derive: (_input, { parent }) => {
      assertOwnerSettled(ownerKind, parent!);
      const size = ownerSize(ownerKind, parent!);
      return { columns: { size, hourly_price: size * PRICE_PER_GB[what] } };
    },
    toContract: (row, env) => shape.get(row, env),
    toListRow: (row, env) => shape.list(row, env),
    routes: (scope, env) => registerOwnerRoutes(scope, env, { ownerKind, what, ownerDef, def }),
    endpoints: { list: e.list, create: e.create, delete: e.delete },
  });
  return def;
}

export const volumeSnapshot = protectionResource('volume', 'snapshot', volumeHost);
export const volumeBackup = protectionResource('volume', 'backup', volumeHost);
export const vmSnapshot = protectionResource('vm', 'snapshot', vmHost);
export const vmBackup = protectionResource('vm', 'backup', vmHost);

function scheduleOf(env: EngineEnv, ownerKind: OwnerKind, ownerId: number, what: What): ProtectionSchedule {
  const r = selectOne<{ schedule_type_id: number; caculate_type_id: number }>(
    env.db,
    'SELECT schedule_type_id, caculate_type_id FROM protection_schedules WHERE owner_kind = ? AND owner_id = ? AND kind = ?',
    ownerKind,
    ownerId,
    what,
  );
  return r
    ? { enabled: true, scheduleTypeId: r.schedule_type_id, caculateTypeId: r.caculate_type_id }
    : { enabled: false, scheduleTypeId: null, caculateTypeId: null };
}

function scheduleQuery(query: Record<string, string | undefined>): { schedule: number; caculate: number } {
  const values = requireBody(scheduleSchema, query) as { ScheduleTypeId: number; CaculateTypeId: number };
  return { schedule: values.ScheduleTypeId, caculate: values.CaculateTypeId };
}

interface Pair {
  ownerKind: OwnerKind;
  what: What;
  ownerDef: ResourceDef;
  def: ResourceDef;
}

/**
 * One copy (get), the short list, revert/restore (owner and copy pass through a transitional
 * status, then settle back) and the automatic schedule (enable with ScheduleTypeId +
 * CaculateTypeId, disable, read) of one pair.
 */
function registerOwnerRoutes(my: FastifyInstance, env: EngineEnv, { ownerKind, what, ownerDef, def }: Pair): void {
  const e = ENDPOINTS[ownerKind][what];
  const { column, param } = OWNER[ownerKind];
  const via = what === 'snapshot' ? 'reverting' : 'restoring';
  const loadOwner = (projectId: number, raw: unknown): ResourceRow =>
    ownerKind === 'vm' ? (loadServer(env, projectId, parseId(raw)) as unknown as ResourceRow) : rowIn(env, ownerDef, projectId, raw);
  /** A copy of the owner named in the path, or 404. */
  const copyOf = (projectId: number, params: Record<string, string>) => {
    const owner = loadOwner(projectId, params[param]);
    const row = rowIn(env, def, projectId, params.id);
    if (row[column] !== owner.id) throw notFound(M.protectionNotFound);
    return { owner, row };
  };

  if (e.get)
    route(my, env, e.get, ({ user, params }) => def.toContract(copyOf(projectOf(env, user, params.projectId), params as Record<string, string>).row, env));

  if (e.shortList)
    route(my, env, e.shortList, ({ user, params }) => {
      const owner = loadOwner(projectOf(env, user, params.projectId), (params as Record<string, string>)[param]);
      return selectAll<IdName>(env.db, `SELECT id, name FROM ${def.table} WHERE ${column} = ? ORDER BY id DESC`, owner.id);
    });

  route(my, env, e.revert, ({ user, params }) => {
    const projectId = projectOf(env, user, params.projectId);
    env.db.transaction(() => {
      const { owner, row } = copyOf(projectId, params as Record<string, string>);
      if (row.status !== 'active') throw refused(what === 'snapshot' ? M.snapshotNotReady : M.backupNotReady);
      assertOwnerSettled(ownerKind, owner);
      beginTransition(env, ownerDef, owner.id, via, owner.status);
      beginTransition(env, def, row.id, via, 'active');
    })();
  });

  route(my, env, e.schedule, ({ user, params }) => {
    const owner = loadOwner(projectOf(env, user, params.projectId), (params as Record<string, string>)[param]);
    return scheduleOf(env, ownerKind, owner.id, what);
  });

  route(my, env, e.enable, ({ user, params, query }) => {
    const owner = loadOwner(projectOf(env, user, params.projectId), params.id);
    const { schedule, caculate } = scheduleQuery(query as Record<string, string | undefined>);
    if (scheduleOf(env, ownerKind, owner.id, what).enabled) throw refused(M.protectionAlreadyEnabled);
    env.db
      .prepare('INSERT INTO protection_schedules (owner_kind, owner_id, kind, schedule_type_id, caculate_type_id, enabled_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(ownerKind, owner.id, what, schedule, caculate, env.clock.ms());
    return scheduleOf(env, ownerKind, owner.id, what);
  });

  route(my, env, e.disable, ({ user, params }) => {
    const owner = loadOwner(projectOf(env, user, params.projectId), params.id);
    const r = env.db.prepare('DELETE FROM protection_schedules WHERE owner_kind = ? AND owner_id = ? AND kind = ?').run(ownerKind, owner.id, what);
    if (r.changes === 0) throw refused(M.protectionNotEnabled);
    return scheduleOf(env, ownerKind, owner.id, what);
  });
}
