import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  api,
  checkWebHostDomainSchema,
  createWebHostSchema,
  domainToStored,
  editWebHostSchema,
  usageCategories,
  zoneNameProblem,
  type WebHost,
} from '@portal/contracts';
import { sha256 } from '../../auth/tokens';
import { iso, MINUTE_MS } from '../../clock';
import { BUNDLE_KINDS, bundleOfKind, datacenterName } from '../../catalogue';
import type { Db } from '../../db/open';
import { defineResource } from '../../engine/define';
import { loadProject } from '../../engine/scope';
import type { EngineEnv, ResourceRow, SqlValue, Validator } from '../../engine/types';
import { wireStatus } from '../../engine/wire-status';
import { invalid, refused } from '../../http/errors';
import { requireBody } from '../../http/input';
import { route } from '../../http/route';
import { messages } from '../../messages';
import { ownedRow } from '../../engine/in-project';
import { PANEL_PATH } from './web-host-panel';
import { projectDatacenter } from '../cloud-infra/racks';
import { selectValue } from '../../db/query';

const M = messages.dnsCdn;
/** How long a control panel login link can be used (once). */
export const LOGIN_LINK_MS = 5 * MINUTE_MS;
/** The PHP a new site runs (the provider's order names none; the panel shows it). */
const DEFAULT_PHP = '8.3';

/** The Persian reason a domain cannot get a web host, or null. */
function domainProblem(db: Db, raw: unknown, exceptId?: number): string | null {
  const text = typeof raw === 'string' ? raw : '';
  const stored = domainToStored(text);
  const problem = text.trim() ? zoneNameProblem(stored) : 'required';
  if (problem) return M.recordProblem(problem);
  const taken = selectValue<number>(db, 'SELECT id FROM web_hosts WHERE domain = ?', stored);
  return taken && taken !== exceptId ? M.webDomainTaken : null;
}
const domainFree: Validator = (value, { env }) => domainProblem(env.db, value);

/** The control panel's user: the domain's first label, letters and digits only (as cPanel-like panels do). */
const panelUser = (stored: string) => (stored.split('.')[0]!.replace(/[^a-z0-9]/g, '') || 'site').slice(0, 12);

/** Columns a plan decides, fixed when ordered or changed (a later catalogue change does not reprice). */
function planColumns(db: Db, bundleId: SqlValue): Record<string, SqlValue> {
  const bundle = bundleOfKind(db, 'web', bundleId)!;
  return { disk_size: bundle.disk ?? 0, bandwidth: bundle.bandwidth, hourly_price: bundle.hourlyPrice };
}

/**
 * The provider's row (list and get alike): the site's data centre is its project's; a web host is
 * billed by the hour, so it has no expiry date.
 */
export const webHostContract = (row: ResourceRow, env: EngineEnv): WebHost => ({
  id: row.id,
  datacenter: datacenterName(env.db, projectDatacenter(env.db, row.project_id)) ?? null,
  domainName: row.domain as string,
  ...wireStatus(row.status),
  createDate: iso(row.created_at)!,
  expireDate: null,
});

export const webHost = defineResource<WebHost>({
  kind: 'web-host',
  table: 'web_hosts',
  provisioned: true,
  category: usageCategories.dnsCdn,
  productBundles: BUNDLE_KINDS.web,
  billing: { hourlyPrice: (row) => row.hourly_price as number },
  schema: createWebHostSchema,
  fields: { domainName: { column: 'domain', validate: [domainFree] } },
  derive: (input, { env }) => {
    const stored = domainToStored(String(input.domain))!;
    return { columns: { domain: stored, panel_user: panelUser(stored), php_version: DEFAULT_PHP, ...planColumns(env.db, input.product_bundle_id) } };
  },
  actions: {
    // A plan change: applied by the sandbox's provisioning delay, billed at the new plan from now.
    edit: {
      endpoint: api.webHost.edit,
      from: ['active'],
      via: 'updating',
      to: 'active',
      schema: editWebHostSchema,
      effect: (_row, input, { env }) => ({ product_bundle_id: input.product_bundle_id, ...planColumns(env.db, input.product_bundle_id) }),
    },
  },
  routes: (scope, env) => registerWebHostRoutes(scope, env),
  toContract: webHostContract,
  endpoints: { list: api.webHost.list, get: api.webHost.get, create: api.webHost.create, delete: api.webHost.delete },
});

function registerWebHostRoutes(my: FastifyInstance, env: EngineEnv): void {
  const { db } = env;

  // Free: 200 with no body (the operation declares none); else a 422 under DomainName.
  route(my, env, api.webHost.checkDomain, ({ user, params, body }) => {
    loadProject(db, user.customerId, params.projectId);
    const { domainName } = requireBody(checkWebHostDomainSchema, body);
    const problem = domainProblem(db, domainName);
    if (problem) throw invalid({ DomainName: [problem] });
  });

  // A one-time link: only its hash is kept; the first visit uses it up.
  route(my, env, api.webHost.getLoginSession, ({ user, params, req }) => {
    const host = ownedRow(env, webHost, user, params.projectId, params.id);
    if (host.status !== 'active') throw refused(M.webHostNotActive);
    const token = randomBytes(24).toString('base64url');
    const expiresAt = env.clock.ms() + LOGIN_LINK_MS;
    db.prepare('INSERT INTO web_login_sessions (web_host_id, token_hash, expires_at) VALUES (?, ?, ?)').run(host.id, sha256(token), expiresAt);
    // Absolute, as the provider's panel is on its own host: the sandbox's origin here.
    return { location: `${req.protocol}://${req.host}${PANEL_PATH}?token=${token}` };
  });
}

/** The demo's web host: an active standard plan for `blog.shop-demo.ir`, billed up to now. */
export function seedWebHostExample(db: Db, now: Date, projectId: number): void {
  const t = now.getTime();
  const bundleId = 8002;
  const plan = planColumns(db, bundleId);
  db.prepare(
    `INSERT INTO web_hosts (project_id, status, created_at, billed_until, domain, product_bundle_id, disk_size, bandwidth, php_version, panel_user, hourly_price)
     VALUES (?, 'active', ?, ?, 'blog.shop-demo.ir', ?, ?, ?, '8.3', 'blog', ?)`,
  ).run(projectId, t - 5 * 24 * 3_600_000, t, bundleId, plan.disk_size, plan.bandwidth, plan.hourly_price);
}
