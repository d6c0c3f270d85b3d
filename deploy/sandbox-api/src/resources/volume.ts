import type { FastifyInstance } from 'fastify';
import { api, createVolumeSchema, resizeVolumeSchema, usageCategories, volumeHourlyPrice, volumeNodeSchema, type Volume } from '@portal/contracts';
import { datacenterName } from '../catalogue';
import { iso } from '../clock';
import { defineResource } from '../engine/define';
import { getRow, updateRow } from '../engine/rows';
import type { EngineEnv, ResourceRow } from '../engine/types';
import { invalid, refused } from '../http/errors';
import { requireBody } from '../http/input';
import { route } from '../http/route';
import { messages } from '../messages';
import { projectOf, rowIn } from './attachments-request';
import { assertServerSettled, loadServer, serverName } from './attachments';
import { editableName } from './fields';

const M = messages.infra;

export const volumeHost = defineResource<Volume>({
  kind: 'volume-host',
  table: 'volume_hosts',
  provisioned: true,
  limit: 'volume',
  category: usageCategories.volume,
  billing: { hourlyPrice: (row) => row.hourly_price as number },
  catalogue: 'volume',
  schema: createVolumeSchema,
  fields: { name: editableName },
  derive: (input) => ({ columns: { hourly_price: volumeHourlyPrice(Number(input.size)) } }),
  // Deleting an attached disk would pull it out from under a running system.
  onDelete: (row, env) => {
    if (row.vm_host_id != null) throw refused(M.volumeAttachedNoDelete);
    env.db.prepare("DELETE FROM protection_schedules WHERE owner_kind = 'volume' AND owner_id = ?").run(row.id);
  },
  actions: {
    changeConfig: {
      endpoint: api.volume.changeConfig,
      from: ['active'],
      via: 'updating',
      to: 'active',
      schema: resizeVolumeSchema,
      effect: (row, input) => {
        const size = Number(input.size);
        if (size === row.size) throw invalid({ Size: [M.volumeSameSize] });
        if (size < (row.size as number)) throw invalid({ Size: [M.volumeShrink] });
        return { size, hourly_price: volumeHourlyPrice(size) };
      },
    },
  },
  toContract: (row, env) => ({
    id: row.id,
    projectId: row.project_id,
    name: row.name as string,
    status: row.status as Volume['status'],
    size: row.size as number,
    datacenterId: row.datacenter_id as number,
    datacenterName: datacenterName(env.db, row.datacenter_id),
    vmHostId: (row.vm_host_id as number | null) ?? null,
    vmHostName: serverName(env, (row.vm_host_id as number | null) ?? null),
    attachedAt: iso((row.attached_at as number | null) ?? null),
    hourlyPrice: row.hourly_price as number,
    createdAt: iso(row.created_at)!,
  }),
  routes: (scope, env) => registerVolumeRoutes(scope, env),
  endpoints: { list: api.volume.list, get: api.volume.get, create: api.volume.create, edit: api.volume.edit, delete: api.volume.delete },
});

const nodeRequest = (body: unknown) => requireBody(volumeNodeSchema, body) as { vmVolumeHostId: number; vmHostId: number };

/** Attach and detach (one server per disk, same project and data centre), and the per-server list. */
function registerVolumeRoutes(my: FastifyInstance, core: EngineEnv): void {
  const out = (row: ResourceRow) => volumeHost.toContract(row, core);

  route(my, core, api.volume.nodeList, ({ user, params }) => {
    const row = rowIn(core, volumeHost, projectOf(core, user, params.projectId), params.vmVolumeHostId);
    const id = row.vm_host_id as number | null;
    return id == null ? [] : [{ vmHostId: id, name: serverName(core, id) ?? '' }];
  });

  route(my, core, api.volume.hostVolumeList, ({ user, params }) => {
    const projectId = projectOf(core, user, params.projectId);
    const server = loadServer(core, projectId, Number(params.vmHostId) || null);
    const rows = core.db.prepare('SELECT * FROM volume_hosts WHERE vm_host_id = ? AND project_id = ? ORDER BY attached_at').all(server.id, projectId) as ResourceRow[];
    return rows.map(out);
  });

  route(my, core, api.volume.nodeAttach, ({ user, params, body }) => {
    const projectId = projectOf(core, user, params.projectId);
    const ids = nodeRequest(body);
    const row = core.db.transaction(() => {
      const vol = rowIn(core, volumeHost, projectId, ids.vmVolumeHostId);
      const server = loadServer(core, projectId, ids.vmHostId);
      if (vol.vm_host_id != null) throw refused(M.volumeAttached(serverName(core, vol.vm_host_id as number) ?? ''));
      if (vol.status !== 'active') throw refused(M.volumeBusy);
      assertServerSettled(server);
      if (server.datacenter_id != null && server.datacenter_id !== vol.datacenter_id) throw refused(M.otherDatacenter);
      return updateRow(core.db, volumeHost, vol.id, { vm_host_id: server.id, attached_at: core.clock.ms() });
    })();
    return out(row);
  });

  route(my, core, api.volume.nodeDetach, ({ user, params, body }) => {
    const projectId = projectOf(core, user, params.projectId);
    const ids = nodeRequest(body);
    const row = core.db.transaction(() => {
      const vol = rowIn(core, volumeHost, projectId, ids.vmVolumeHostId);
      if (vol.vm_host_id == null || vol.vm_host_id !== ids.vmHostId) throw refused(M.volumeNotAttached);
      if (vol.status !== 'active') throw refused(M.volumeBusy);
      assertServerSettled(loadServer(core, projectId, ids.vmHostId));
      return updateRow(core.db, volumeHost, vol.id, { vm_host_id: null, attached_at: null });
    })();
    return out(getRow(core.db, volumeHost, row.id)!);
  });
}
