import type { FastifyInstance } from 'fastify';
import { fieldLabels } from '@portal/locale';
import {
  api,
  isoNodeSchema,
  PRODUCT,
  VM_ANALYTIC_SERIES,
  vmActionAllowed,
  type Iso,
  type OsFamily,
  type VmAnalyticPoint,
  type VmHostAnalytics,
  type VmHostShort,
  type VmImage,
  type VmPeriodId,
} from '@portal/contracts';
import { itemToWire, productItems } from '../../catalogue';
import { HOUR_MS, MINUTE_MS } from '../../clock';
import { updateRow } from '../../engine/rows';
import { loadProject, parseId } from '../../engine/scope';
import type { EngineEnv, ResourceDef, ResourceRow } from '../../engine/types';
import { invalid, notFound, refused } from '../../http/errors';
import { requireBody } from '../../http/input';
import { route } from '../../http/route';
import { messages } from '../../messages';
import { ownedRow } from '../../engine/in-project';
import { imageName, isVmSettled, vmWireState } from './vm';
import { consoleLocation } from './vm-console';
import { selectAll, selectOne } from '../../db/query';

// Endpoints of the virtual-server area beyond the engine's standard ones: unit prices, images,
// ISOs, short list, analytics, console, ISO mount/unmount (its bundles come with the catalogue kind).

const M = messages.vm;
const serverDef = (env: EngineEnv) => env.resources.find((d) => d.table === 'vm_hosts') as ResourceDef;

interface IsoRow {
  id: number;
  name: string;
  os_family: OsFamily;
  size: number;
}
const toIso = (r: IsoRow): Iso => ({ id: r.id, name: r.name, osFamily: r.os_family, size: r.size });

const PERIODS: Record<VmPeriodId, { points: number; stepMs: number }> = {
  1: { points: 60, stepMs: MINUTE_MS },
  2: { points: 96, stepMs: 15 * MINUTE_MS },
  3: { points: 168, stepMs: HOUR_MS },
  4: { points: 120, stepMs: 6 * HOUR_MS },
};

/** Deterministic pseudo-noise in [0, 1) from a server id and an instant. */
const noise = (seed: number, t: number) => {
  const x = Math.sin(seed * 12.9898 + t * 78.233) * 43758.5453;
  return x - Math.floor(x);
};
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * A time series that looks like a real server's: a daily wave plus noise, the same for the same
 * server and instant (so refreshing a chart does not reshuffle it), zero before it existed.
 */
export function analyticsSeries(server: ResourceRow, periodId: VmPeriodId, nowMs: number): VmAnalyticPoint[] {
  const { points, stepMs } = PERIODS[periodId];
  const end = Math.floor(nowMs / stepMs) * stepMs;
  return Array.from({ length: points }, (_, i) => {
    const at = end - (points - 1 - i) * stepMs;
    const alive = at >= (server.created_at as number);
    const day = Math.sin(((at % (24 * HOUR_MS)) / (24 * HOUR_MS)) * 2 * Math.PI);
    const n = (k: number) => noise(server.id * 7 + k, at / stepMs);
    const v = (base: number, swing: number, k: number, max = Infinity) =>
      alive ? round1(Math.min(max, Math.max(0, base + swing * day + swing * (n(k) - 0.5)))) : 0;
    return {
      at: new Date(at).toISOString(),
      cpu: v(25, 20, 1, 100),
      memory: v(45, 10, 2, 100),
      networkIn: v(12, 8, 3),
      networkOut: v(6, 5, 4),
      diskRead: v(80, 60, 5),
      diskWrite: v(40, 30, 6),
    };
  });
}

export function registerVmRoutes(scope: FastifyInstance, env: EngineEnv): void {
  const { db } = env;

  route(scope, env, api.portal.productItemList, ({ params }) => {
    const productId = parseId(params.productId);
    if (!productId) throw notFound();
    return productItems(db, productId).map(itemToWire);
  });

  // Every image of the catalogue may be used (`status` true); the smallest disk it needs is the API's check.
  route(scope, env, api.vm.imageList, ({ user, params, query }) => {
    loadProject(db, user.customerId, params.projectId);
    const productId = parseId(query.ProductId) ?? PRODUCT.vm;
    const rows = selectAll<{
      id: number;
      os: string;
      version: string;
      operating_system_id: number;
    }>(db, 'SELECT * FROM vm_images WHERE product_id = ? ORDER BY sort, id', productId);
    return rows.map((r): VmImage => ({ id: r.id, name: imageName(r), operatingSystemId: r.operating_system_id, operatingSystem: r.os, status: true }));
  });

  route(scope, env, api.vm.isoShortList, ({ user, params }) => {
    loadProject(db, user.customerId, params.projectId);
    return selectAll<IsoRow>(db, 'SELECT * FROM isos ORDER BY id').map(toIso);
  });

  route(scope, env, api.vm.hostShortList, ({ user, params }) => {
    const project = loadProject(db, user.customerId, params.projectId);
    return selectAll<VmHostShort>(db, 'SELECT id, project_id AS projectId, name FROM vm_hosts WHERE project_id = ? ORDER BY id DESC', project.id);
  });

  route(scope, env, api.vm.hostGetAnalytic, ({ user, params, query }) => {
    const server = ownedRow(env, serverDef(env), user, params.projectId, params.id);
    const periodId = Number(query.PeriodId ?? 1) as VmPeriodId;
    if (!PERIODS[periodId]) throw invalid({ PeriodId: [M.periodInvalid] });
    const points = analyticsSeries(server, periodId, env.clock.ms());
    const answer: VmHostAnalytics = {
      categories: points.map((p) => p.at),
      series: VM_ANALYTIC_SERIES.map((name) => ({ name, data: points.map((p) => p[name]) })),
    };
    return answer;
  });

  route(scope, env, api.vm.hostConsole, ({ user, params, req }) => {
    const server = ownedRow(env, serverDef(env), user, params.projectId, params.id);
    if (!vmActionAllowed('console', vmWireState(server))) throw refused(messages.wrongState(server.status));
    return { location: consoleLocation(`${req.protocol}://${req.host}`, server), vmTypeId: 1 };
  });

  route(scope, env, api.vm.isoNodeList, ({ user, params }) => {
    const server = ownedRow(env, serverDef(env), user, params.projectId, params.vmHostId);
    if (server.mounted_iso_id == null) return [];
    return [toIso(selectOne<IsoRow>(db, 'SELECT * FROM isos WHERE id = ?', server.mounted_iso_id)!)];
  });

  // The server is found (or 404) by its id; the ISO is a field of the request.
  const isoRequest = (body: { vmHostId?: unknown; isoId?: unknown }) => {
    const { isoId } = requireBody({ isoId: isoNodeSchema.isoId }, body) as { isoId: number };
    if (!db.prepare('SELECT 1 FROM isos WHERE id = ?').get(isoId)) throw invalid({ IsoId: [messages.notChosen(fieldLabels.iso)] });
    return isoId;
  };

  route(scope, env, api.vm.isoNodeMount, ({ user, params, body }) => {
    const server = ownedRow(env, serverDef(env), user, params.projectId, body.vmHostId);
    const isoId = isoRequest(body);
    if (!isVmSettled(server)) throw refused(messages.wrongState(server.status));
    if (server.mounted_iso_id != null) throw refused(M.isoAlreadyMounted);
    updateRow(db, serverDef(env), server.id, { mounted_iso_id: isoId });
  });

  route(scope, env, api.vm.isoNodeUnmount, ({ user, params, body }) => {
    const server = ownedRow(env, serverDef(env), user, params.projectId, body.vmHostId);
    const isoId = isoRequest(body);
    if (server.mounted_iso_id !== isoId) throw refused(M.isoNotMounted);
    updateRow(db, serverDef(env), server.id, { mounted_iso_id: null });
  });
}
