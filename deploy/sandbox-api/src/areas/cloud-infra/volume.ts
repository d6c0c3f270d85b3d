import type { FastifyInstance } from 'fastify';
import {
  api,
  attachVolumeSchema,
  createVolumeSchema,
  editVolumeSchema,
  usageCategories,
  volumeHourlyPrice,
  type HostVolume,
  type HostVolumeRow,
  type Volume,
  type VolumeNode,
  type VolumeRow,
} from '@portal/contracts';
import { BUNDLE_KINDS, bundleOfKind, datacenterName } from '../../catalogue';
import { iso } from '../../clock';
import { defineResource } from '../../engine/define';
import { updateRow } from '../../engine/rows';
import { parseId } from '../../engine/scope';
import type { EngineEnv, ResourceRow } from '../../engine/types';
import { wireStatus } from '../../engine/wire-status';
import { addError, invalid, notFound, refused } from '../../http/errors';
import { requireBody } from '../../http/input';
import { route } from '../../http/route';
import { messages } from '../../messages';
import { projectOf, rowIn } from '../../engine/in-project';
import { assertServerSettled, loadServer, serverName } from './attachments';
import { uniqueName } from '../../engine/fields';
import { selectAll, selectValue } from '../../db/query';

const M = messages.infra;

const projectDatacenter = (env: EngineEnv, projectId: number) => selectValue<number>(env.db, 'SELECT datacenter_id FROM projects WHERE id = ?', projectId) ?? 1;

export const volumeHost = defineResource<Volume>({
  kind: 'volume-host',
  table: 'volume_hosts',
  provisioned: true,
  limit: 'volume',
  category: usageCategories.volume,
  billing: { hourlyPrice: (row) => row.hourly_price as number },
  productBundles: BUNDLE_KINDS.volume,
  schema: createVolumeSchema,
  fields: { name: uniqueName, volumeSize: { column: 'size' } },
  // A bundle or a size, as the order says (CreateVolumeHostModel.isPredefined).
  check: (columns, _ctx, errors, mode) => {
    if (mode !== 'create') return;
    if (columns.is_predefined === 1 && columns.product_bundle_id == null && !errors.ProductBundleId)
      addError(errors, 'ProductBundleId', M.volumeBundleRequired);
    if (columns.is_predefined === 0 && columns.size == null && !errors.VolumeSize) addError(errors, 'VolumeSize', M.volumeSizeRequired);
  },
  // The disk lives in the project's data centre (the order names none).
  derive: (input, { env, projectId }) => {
    const predefined = input.is_predefined === 1;
    const size = predefined ? (bundleOfKind(env.db, 'volume', input.product_bundle_id)!.disk as number) : Number(input.size);
    return {
      columns: {
        size,
        product_bundle_id: predefined ? input.product_bundle_id : null,
        hourly_price: volumeHourlyPrice(size),
        datacenter_id: projectDatacenter(env, projectId),
      },
    };
  },
  // Deleting an attached disk would pull it out from under a running system.
  onDelete: (row, env) => {
    if (row.vm_host_id != null) throw refused(M.volumeAttachedNoDelete);
    env.db.prepare("DELETE FROM protection_schedules WHERE owner_kind = 'volume' AND owner_id = ?").run(row.id);
  },
  actions: {
    // The provider's edit carries the size alone: it grows the disk.
    grow: {
      endpoint: api.volume.edit,
      from: ['active'],
      via: 'updating',
      to: 'active',
      schema: editVolumeSchema,
      fields: { volumeSize: { column: 'size' } },
      effect: (row, input) => {
        const size = Number(input.size);
        if (size === row.size) throw invalid({ VolumeSize: [M.volumeSameSize] });
        if (size < (row.size as number)) throw invalid({ VolumeSize: [M.volumeShrink] });
        return { size, hourly_price: volumeHourlyPrice(size) };
      },
    },
  },
  toContract: (row, env) => ({
    id: row.id,
    datacenter: datacenterName(env.db, row.datacenter_id) ?? null,
    name: row.name as string,
    size: row.size as number,
    ...wireStatus(row.status),
    volumeSize: row.size as number,
    createDate: iso(row.created_at)!,
  }),
  toListRow: (row, env): VolumeRow => ({
    id: row.id,
    datacenter: datacenterName(env.db, row.datacenter_id) ?? null,
    name: row.name as string,
    ...wireStatus(row.status),
    volumeSize: row.size as number,
    createDate: iso(row.created_at)!,
  }),
  routes: (scope, env) => registerVolumeRoutes(scope, env),
  endpoints: { list: api.volume.list, get: api.volume.get, create: api.volume.create, delete: api.volume.delete },
});

/** A disk's attachment; its id is the disk's (a disk hangs on one server at a time). */
const nodeOf = (env: EngineEnv, row: ResourceRow, askedHost: number | null): VolumeNode => {
  const host = (row.vm_host_id as number | null) ?? null;
  return {
    id: row.id,
    vmVolumeHostId: row.id,
    vmVolumeHost: row.name as string,
    vmHostId: host,
    vmHost: serverName(env, host),
    isConnected: host != null && (askedHost == null || host === askedHost),
  };
};

const hostRow = (row: ResourceRow): HostVolumeRow => ({
  id: row.id,
  name: row.name as string,
  volumeSize: row.size as number,
  rootDisk: null,
  createDate: iso(row.created_at)!,
});
const hostVolume = (row: ResourceRow): HostVolume => ({ ...hostRow(row), isRootDisk: false });

/** Attach and detach (one server per disk, same project and data centre), and a server's disks. */
function registerVolumeRoutes(my: FastifyInstance, core: EngineEnv): void {
  const { db } = core;
  /** Takes a disk off its server (node detach and the server's volume delete). */
  const detach = (projectId: number, vol: ResourceRow) => {
    if (vol.vm_host_id == null) throw refused(M.volumeNotAttached);
    if (vol.status !== 'active') throw refused(M.volumeBusy);
    assertServerSettled(loadServer(core, projectId, vol.vm_host_id as number));
    updateRow(db, volumeHost, vol.id, { vm_host_id: null, attached_at: null });
  };
  /** A disk attached to the server of the path, or 404. */
  const attachedTo = (projectId: number, vmHostId: unknown, id: unknown) => {
    const server = loadServer(core, projectId, parseId(vmHostId));
    const vol = rowIn(core, volumeHost, projectId, id);
    if (vol.vm_host_id !== server.id) throw notFound();
    return vol;
  };

  route(my, core, api.volume.nodeGet, ({ user, params, query }) => {
    const projectId = projectOf(core, user, params.projectId);
    const askedHost = query.VmHostId === undefined ? null : parseId(query.VmHostId);
    if (query.VmHostId !== undefined && askedHost == null) throw invalid({ VmHostId: [M.volumeNodeQuery] });
    if (query.VmVolumeHostId !== undefined) return nodeOf(core, rowIn(core, volumeHost, projectId, query.VmVolumeHostId), askedHost);
    const row = (
      askedHost != null
        ? db
            .prepare('SELECT * FROM volume_hosts WHERE project_id = ? AND vm_host_id = ? ORDER BY attached_at, id')
            .get(projectId, loadServer(core, projectId, askedHost).id)
        : db.prepare('SELECT * FROM volume_hosts WHERE project_id = ? ORDER BY id').get(projectId)
    ) as ResourceRow | undefined;
    if (!row) throw notFound();
    return nodeOf(core, row, askedHost);
  });

  route(my, core, api.volume.nodeAttach, ({ user, params, body }) => {
    const projectId = projectOf(core, user, params.projectId);
    const ids = requireBody(attachVolumeSchema, body) as { vmVolumeHostId: number; vmHostId: number };
    db.transaction(() => {
      const vol = rowIn(core, volumeHost, projectId, ids.vmVolumeHostId);
      const server = loadServer(core, projectId, ids.vmHostId);
      if (vol.vm_host_id != null) throw refused(M.volumeAttached(serverName(core, vol.vm_host_id as number) ?? ''));
      if (vol.status !== 'active') throw refused(M.volumeBusy);
      assertServerSettled(server);
      if (server.datacenter_id != null && server.datacenter_id !== vol.datacenter_id) throw refused(M.otherDatacenter);
      updateRow(db, volumeHost, vol.id, { vm_host_id: server.id, attached_at: core.clock.ms() });
    })();
  });

  route(my, core, api.volume.nodeDetach, ({ user, params }) => {
    const projectId = projectOf(core, user, params.projectId);
    db.transaction(() => detach(projectId, rowIn(core, volumeHost, projectId, params.id)))();
  });

  route(my, core, api.volume.hostVolumeList, ({ user, params }) => {
    const projectId = projectOf(core, user, params.projectId);
    const server = loadServer(core, projectId, parseId(params.vmHostId));
    const rows = selectAll<ResourceRow>(
      db,
      'SELECT * FROM volume_hosts WHERE vm_host_id = ? AND project_id = ? ORDER BY attached_at, id',
      server.id,
      projectId,
    );
    return rows.map(hostRow);
  });

  route(my, core, api.volume.hostVolumeGet, ({ user, params }) => hostVolume(attachedTo(projectOf(core, user, params.projectId), params.vmHostId, params.id)));

  route(my, core, api.volume.hostVolumeDelete, ({ user, params }) => {
    const projectId = projectOf(core, user, params.projectId);
    db.transaction(() => detach(projectId, attachedTo(projectId, params.vmHostId, params.id)))();
  });
}
