import type { FastifyInstance } from 'fastify';
import {
  api,
  domainToStored,
  DOMAIN_MAX_YEARS,
  DOMAIN_NS_MAX,
  DOMAIN_NS_MIN,
  hostnameProblem,
  PATTERNS,
  usageCategories,
  zoneNameProblem,
  type Domain,
  type DomainContact,
} from '@portal/contracts';
import { iso } from '../clock';
import { defineResource } from '../engine/define';
import { loadProject } from '../engine/scope';
import type { EngineEnv, ResourceRow } from '../engine/types';
import { invalid, refused, type FieldErrors } from '../http/errors';
import { asObject } from '../http/input';
import { route } from '../http/route';
import { messages } from '../messages';
import { rowIn } from './attachments-request';
import { PLATFORM_NAMESERVERS } from './dns';

const M = messages.dnsCdn;
const YEAR_MS = 365 * 24 * 3_600_000;
/** Rial per year by top-level domain (the sandbox's registry price list). */
const PRICES: Record<string, number> = { ir: 1_200_000, 'xn--mgba3a4f16a': 1_200_000, com: 9_500_000, net: 11_000_000, org: 10_000_000 };
const DEFAULT_PRICE = 15_000_000;
export const domainPrice = (name: string) => PRICES[name.split('.').pop()!] ?? DEFAULT_PRICE;
/** The pretend registry: names starting with "taken" belong to someone else already. */
const takenElsewhere = (name: string) => name.startsWith('taken');

const domainContract = (row: ResourceRow): Domain => ({
  id: row.id,
  projectId: row.project_id,
  name: row.name as string,
  status: row.status as Domain['status'],
  years: row.years as number,
  nameservers: JSON.parse(row.nameservers as string) as string[],
  contact: JSON.parse(row.contact as string) as DomainContact,
  contactVerified: !!row.contact_verified,
  verificationSentAt: iso(row.verification_sent_at as number | null) ?? null,
  pricePerYear: row.price_per_year as number,
  expiresAt: iso(row.expires_at as number)!,
  createdAt: iso(row.created_at)!,
});

export const registeredDomain = defineResource<Domain>({
  kind: 'domain',
  table: 'domains',
  provisioned: true,
  category: usageCategories.dnsCdn,
  billing: { hourlyPrice: (row) => row.hourly_price as number },
  toContract: domainContract,
  routes: (scope, env) => registerDomainRoutes(scope, env),
  endpoints: { list: api.domain.list, get: api.domain.get, delete: api.domain.delete },
});

/** The domain's name: stored form, or the Persian reason it cannot be registered. */
function nameProblem(env: EngineEnv, raw: unknown): { name: string } | { error: string } {
  const text = typeof raw === 'string' ? raw : '';
  if (!text.trim()) return { error: M.recordProblem('required') };
  const stored = domainToStored(text);
  const problem = zoneNameProblem(stored);
  if (problem) return { error: M.recordProblem(problem) };
  if (env.db.prepare('SELECT 1 FROM domains WHERE name = ?').get(stored)) return { error: M.domainMine };
  if (takenElsewhere(stored!)) return { error: M.domainTaken };
  return { name: stored! };
}

function readNameservers(raw: unknown, errors: FieldErrors): string[] {
  const list = Array.isArray(raw) ? raw.map((n) => (typeof n === 'string' ? n.trim() : '')).filter(Boolean) : [];
  if (list.length < DOMAIN_NS_MIN || list.length > DOMAIN_NS_MAX) errors.Nameservers = [M.nsCount];
  const stored = list.map((n) => domainToStored(n) ?? n);
  if (!errors.Nameservers && stored.some((n) => hostnameProblem(n) || !n.includes('.'))) errors.Nameservers = [M.nsInvalid];
  if (!errors.Nameservers && new Set(stored).size !== stored.length) errors.Nameservers = [M.nsDuplicate];
  return stored;
}

function readContact(raw: unknown, errors: FieldErrors): DomainContact {
  const c = asObject(raw);
  const text = (k: string) => (typeof c[k] === 'string' ? (c[k] as string).trim() : '');
  const contact = { name: text('name'), email: text('email'), phoneNumber: text('phoneNumber'), address: text('address') };
  const len = (s: string, min: number, max: number) => [...s].length >= min && [...s].length <= max && PATTERNS.visibleText.test(s);
  if (!len(contact.name, 2, 100)) errors['Contact.Name'] = [M.contactName];
  if (!PATTERNS.email.test(contact.email)) errors['Contact.Email'] = [M.contactEmail];
  if (!/^09\d{9}$/.test(contact.phoneNumber)) errors['Contact.PhoneNumber'] = [M.contactPhone];
  if (!len(contact.address, 5, 300)) errors['Contact.Address'] = [M.contactAddress];
  return contact;
}

function registerDomainRoutes(my: FastifyInstance, env: EngineEnv): void {
  const { db } = env;
  const domainIn = (customerId: number, projectParam: string, id: string) => {
    const row = rowIn(env, registeredDomain, loadProject(db, customerId, projectParam).id, id);
    if (row.status === 'deleting') throw refused(messages.resourceDeleting);
    return row;
  };
  const update = (row: ResourceRow, columns: Record<string, string | number | null>) => {
    const sets = Object.keys(columns).map((k) => `${k} = @${k}`).join(', ');
    return domainContract(db.prepare(`UPDATE domains SET ${sets} WHERE id = @id RETURNING *`).get({ ...columns, id: row.id }) as ResourceRow);
  };

  route(my, env, api.domain.checkDomain, ({ user, params, body }) => {
    loadProject(db, user.customerId, params.projectId);
    const checked = nameProblem(env, body.name);
    if ('error' in checked) throw invalid({ Name: [checked.error] });
    return { name: checked.name, available: true, pricePerYear: domainPrice(checked.name) };
  });

  route(my, env, api.domain.register, ({ user, params, body }) =>
    db.transaction(() => {
      const projectId = loadProject(db, user.customerId, params.projectId).id;
      const errors: FieldErrors = {};
      const checked = nameProblem(env, body.name);
      if ('error' in checked) errors.Name = [checked.error];
      const years = typeof body.years === 'number' ? body.years : Number(body.years);
      if (!Number.isInteger(years) || years < 1 || years > DOMAIN_MAX_YEARS) errors.Years = [M.yearsRange];
      const nameservers = readNameservers(body.nameservers, errors);
      const contact = readContact(body.contact, errors);
      if (body.term !== true) errors.Term = [M.termRequired];
      if (Object.keys(errors).length || 'error' in checked) throw invalid(errors);
      const now = env.clock.ms();
      const price = domainPrice(checked.name);
      const row = db
        .prepare(
          `INSERT INTO domains (project_id, status, next_status, transition_at, created_at, name, years, nameservers, contact, price_per_year, hourly_price, expires_at)
           VALUES (?, 'creating', 'active', ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
        )
        .get(projectId, now + env.provisionMs, now, checked.name, years, JSON.stringify(nameservers), JSON.stringify(contact), price, Math.ceil(price / 8760), now + years * YEAR_MS) as ResourceRow;
      env.schedule(now + env.provisionMs);
      return domainContract(row);
    })(),
  );

  route(my, env, api.domain.getStatus, ({ user, params }) => {
    const row = rowIn(env, registeredDomain, loadProject(db, user.customerId, params.projectId).id, params.id);
    return { status: row.status as Domain['status'], contactVerified: !!row.contact_verified };
  });

  route(my, env, api.domain.changeNs, ({ user, params, body }) => {
    const row = domainIn(user.customerId, params.projectId, params.id);
    const errors: FieldErrors = {};
    const nameservers = readNameservers(body.nameservers, errors);
    if (Object.keys(errors).length) throw invalid(errors);
    return update(row, { nameservers: JSON.stringify(nameservers) });
  });

  route(my, env, api.domain.changeContact, ({ user, params, body }) => {
    const row = domainIn(user.customerId, params.projectId, params.id);
    const errors: FieldErrors = {};
    const contact = readContact(body.contact, errors);
    if (Object.keys(errors).length) throw invalid(errors);
    const before = JSON.parse(row.contact as string) as DomainContact;
    // A new e-mail address has to be confirmed again.
    return update(row, { contact: JSON.stringify(contact), ...(before.email !== contact.email ? { contact_verified: 0, verification_sent_at: null } : {}) });
  });

  route(my, env, api.domain.resendVerification, ({ user, params }) => {
    const row = domainIn(user.customerId, params.projectId, params.id);
    if (row.contact_verified) throw refused(M.alreadyVerified);
    return update(row, { verification_sent_at: env.clock.ms() });
  });
}

/** The demo's registered domain, pointed at the platform's nameservers. */
export function seedDomainExample(db: EngineEnv['db'], now: Date, projectId: number): void {
  const t = now.getTime();
  const created = t - 30 * 24 * 3_600_000;
  const contact: DomainContact = { name: 'کاربر نمونه', email: 'demo@example.com', phoneNumber: '09121234567', address: 'تهران، خیابان آزادی، پلاک ۱' };
  db.prepare(
    `INSERT INTO domains (project_id, status, created_at, billed_until, name, years, nameservers, contact, contact_verified, price_per_year, hourly_price, expires_at)
     VALUES (?, 'active', ?, ?, 'shop-demo.ir', 1, ?, ?, 1, ?, ?, ?)`,
  ).run(projectId, created, t, JSON.stringify(PLATFORM_NAMESERVERS), JSON.stringify(contact), domainPrice('shop-demo.ir'), Math.ceil(domainPrice('shop-demo.ir') / 8760), created + YEAR_MS);
}
