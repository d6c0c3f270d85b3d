import type { FastifyInstance } from 'fastify';
import {
  api,
  DOMAIN_CONTACT_FIELDS,
  DOMAIN_PRODUCT_ID,
  domainToStored,
  hostnameProblem,
  PATTERNS,
  usageCategories,
  zoneNameProblem,
  type Domain,
  type DomainContact,
  type DomainRow,
} from '@portal/contracts';
import { iso } from '../../clock';
import type { Db } from '../../db/open';
import { defineResource } from '../../engine/define';
import { loadProject } from '../../engine/scope';
import type { EngineEnv, ResourceRow } from '../../engine/types';
import { wireStatus, wireStatusId } from '../../engine/wire-status';
import { invalid, refused, type FieldErrors } from '../../http/errors';
import { asObject } from '../../http/input';
import { route } from '../../http/route';
import { messages } from '../../messages';
import { ownedRow } from '../../engine/in-project';
import { PLATFORM_NAMESERVERS } from './dns';
import { selectOne } from '../../db/query';

// Registered domains on the provider's wire: ordered as a label and an extension (one of the
// domain product's items, priced per year), for one year, with two nameservers and the
// registrant's contact. Check, register and the changes answer no body.

const M = messages.dnsCdn;
const YEAR_MS = 365 * 24 * 3_600_000;
/** The pretend registry: names starting with "taken" belong to someone else already. */
const takenElsewhere = (name: string) => name.startsWith('taken');

/** The extension's item of the domain product (key: the extension in Punycode), or undefined. */
function extensionItem(db: Db, ext: string): { key: string; price: number; hourly_price: number } | undefined {
  const key = domainToStored(ext.replace(/^\./, ''));
  return key ? selectOne<never>(db, 'SELECT key, price, hourly_price FROM product_items WHERE product_id = ? AND key = ?', DOMAIN_PRODUCT_ID, key)! : undefined;
}

const contactOf = (row: ResourceRow) => JSON.parse(row.contact as string) as Partial<DomainContact>;
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

const rowFields = (row: ResourceRow) => ({
  id: row.id,
  domainName: row.name as string,
  ...wireStatus(row.status),
  type: row.transferred ? M.domainTransferred : M.domainRegistered,
});
const nameservers = (row: ResourceRow) => {
  const [ns1 = null, ns2 = null] = JSON.parse(row.nameservers as string) as string[];
  return { ns1, ns2 };
};

const toListRow = (row: ResourceRow): DomainRow => ({
  ...rowFields(row),
  ...nameservers(row),
  createDate: iso(row.created_at)!,
  expireDate: iso(row.expires_at as number) ?? null,
});

const domainContract = (row: ResourceRow): Domain => {
  const c = contactOf(row);
  return {
    ...rowFields(row),
    createDate: iso(row.created_at)!,
    name: c.name || null,
    organization: null,
    country: c.country || null,
    province: c.province || null,
    city: c.city || null,
    street: c.street || null,
    postalCode: c.postalCode || null,
    voice: c.voice || null,
    fax: c.fax || null,
    email: c.email || null,
    autoRenewal: row.auto_renewal === 1,
    isPremium: false,
    ...nameservers(row),
    expireDate: iso(row.expires_at as number) ?? null,
  };
};

export const registeredDomain = defineResource<Domain>({
  kind: 'domain',
  table: 'domains',
  provisioned: true,
  category: usageCategories.dnsCdn,
  billing: { hourlyPrice: (row) => row.hourly_price as number },
  toContract: domainContract,
  toListRow: (row) => toListRow(row),
  routes: (scope, env) => registerDomainRoutes(scope, env),
  endpoints: { list: api.domain.list, get: api.domain.get, delete: api.domain.delete },
});

/** The whole name from the label and the extension (stored form), or the reasons under DomainName / Ext. */
function nameOf(env: EngineEnv, body: Record<string, unknown>, errors: FieldErrors): { name: string; item: { price: number; hourly_price: number } } | null {
  const label = text(body.domainName);
  const ext = text(body.ext);
  if (!label) errors.DomainName = [M.recordProblem('required')];
  const item = ext ? extensionItem(env.db, ext) : undefined;
  if (!item) errors.Ext = [M.extUnknown];
  if (!label || !item) return null;
  const stored = domainToStored(`${label}.${item.key}`);
  const problem = label.includes('.') ? 'zoneFormat' : zoneNameProblem(stored);
  if (problem) errors.DomainName = [M.recordProblem(problem)];
  else if (env.db.prepare('SELECT 1 FROM domains WHERE name = ?').get(stored)) errors.DomainName = [M.domainMine];
  else if (takenElsewhere(stored!)) errors.DomainName = [M.domainTaken];
  return errors.DomainName ? null : { name: stored!, item };
}

function readNameservers(body: Record<string, unknown>, errors: FieldErrors): string[] {
  const list = (['ns1', 'ns2'] as const).map((k, i) => {
    const value = text(body[k]);
    const key = i === 0 ? 'Ns1' : 'Ns2';
    if (!value) errors[key] = [M.nsRequired];
    const stored = value ? (domainToStored(value) ?? value) : '';
    if (value && (hostnameProblem(stored) || !stored.includes('.'))) errors[key] = [M.nsInvalid];
    return stored;
  });
  if (!errors.Ns1 && !errors.Ns2 && list[0] === list[1]) errors.Ns2 = [M.nsDuplicate];
  return list;
}

/** The registrant: name, e-mail, voice (Iranian mobile) and street required; the rest optional, checked when given. */
function readContact(body: Record<string, unknown>, errors: FieldErrors): DomainContact {
  const c = Object.fromEntries(DOMAIN_CONTACT_FIELDS.map((k) => [k, text(body[k]) ?? ''])) as DomainContact;
  const fits = (s: string, min: number, max: number) => [...s].length >= min && [...s].length <= max && PATTERNS.visibleText.test(s);
  if (!fits(c.name, 2, 100)) errors.Name = [M.contactName];
  if (!PATTERNS.email.test(c.email)) errors.Email = [M.contactEmail];
  if (!/^09\d{9}$/.test(c.voice)) errors.Voice = [M.contactPhone];
  if (!fits(c.street, 5, 300)) errors.Street = [M.contactAddress];
  c.country = c.country.toUpperCase() || 'IR';
  if (!/^[A-Z]{2}$/.test(c.country)) errors.Country = [M.contactCountry];
  if (c.postalCode && !/^\d{10}$/.test(c.postalCode)) errors.PostalCode = [M.contactPostalCode];
  for (const [k, key] of [
    ['province', 'Province'],
    ['city', 'City'],
  ] as const)
    if (c[k] && !fits(c[k], 1, 100)) errors[key] = [M.contactText];
  if (c.fax && !/^0\d{10}$/.test(c.fax)) errors.Fax = [M.contactPhone];
  return c;
}

function registerDomainRoutes(my: FastifyInstance, env: EngineEnv): void {
  const { db } = env;
  const domainIn = (customerId: number, projectParam: string, id: string) => {
    const row = ownedRow(env, registeredDomain, { customerId }, projectParam, id);
    if (row.status === 'deleting') throw refused(messages.resourceDeleting);
    return row;
  };
  const update = (row: ResourceRow, columns: Record<string, string | number | null>) => {
    const sets = Object.keys(columns)
      .map((k) => `${k} = @${k}`)
      .join(', ');
    db.prepare(`UPDATE domains SET ${sets} WHERE id = @id`).run({ ...columns, id: row.id });
  };

  // Free: 200 with no body (the operation declares none); else a 422 under DomainName or Ext.
  route(my, env, api.domain.checkDomain, ({ user, params, body }) => {
    loadProject(db, user.customerId, params.projectId);
    const errors: FieldErrors = {};
    nameOf(env, asObject(body), errors);
    if (Object.keys(errors).length) throw invalid(errors);
  });

  route(my, env, api.domain.register, ({ user, params, body }) =>
    db.transaction(() => {
      const projectId = loadProject(db, user.customerId, params.projectId).id;
      const input = asObject(body);
      const errors: FieldErrors = {};
      const checked = nameOf(env, input, errors);
      if (input.productId !== DOMAIN_PRODUCT_ID) errors.ProductId = [M.domainProduct];
      const ns = readNameservers(input, errors);
      const contact = readContact(input, errors);
      const authCode = text(input.authCode);
      if (authCode && (authCode.length < 4 || authCode.length > 64)) errors.AuthCode = [M.authCode];
      if (Object.keys(errors).length || !checked) throw invalid(errors);
      const now = env.clock.ms();
      db.prepare(
        `INSERT INTO domains (project_id, status, next_status, transition_at, created_at, name, years, nameservers, contact, price_per_year, hourly_price, expires_at, auto_renewal, transferred)
         VALUES (?, 'creating', 'active', ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        projectId,
        now + env.provisionMs,
        now,
        checked.name,
        JSON.stringify(ns),
        JSON.stringify(contact),
        checked.item.price,
        checked.item.hourly_price,
        now + YEAR_MS,
        input.autoRenewal === true ? 1 : 0,
        authCode ? 1 : 0,
      );
      env.schedule(now + env.provisionMs);
    })(),
  );

  route(my, env, api.domain.getStatus, ({ user, params }) => ({
    statusId: wireStatusId(String(ownedRow(env, registeredDomain, user, params.projectId, params.id).status)),
  }));

  route(my, env, api.domain.changeNs, ({ user, params, body }) => {
    const row = domainIn(user.customerId, params.projectId, params.id);
    const errors: FieldErrors = {};
    const ns = readNameservers(asObject(body), errors);
    if (Object.keys(errors).length) throw invalid(errors);
    update(row, { nameservers: JSON.stringify(ns) });
  });

  route(my, env, api.domain.changeContact, ({ user, params, body }) => {
    const row = domainIn(user.customerId, params.projectId, params.id);
    const errors: FieldErrors = {};
    const contact = readContact(asObject(body), errors);
    if (Object.keys(errors).length) throw invalid(errors);
    // A new e-mail address has to be confirmed again.
    update(row, { contact: JSON.stringify(contact), ...(contactOf(row).email !== contact.email ? { contact_verified: 0, verification_sent_at: null } : {}) });
  });

  route(my, env, api.domain.resendVerification, ({ user, params }) => {
    const row = domainIn(user.customerId, params.projectId, params.id);
    if (row.contact_verified) throw refused(M.alreadyVerified);
    update(row, { verification_sent_at: env.clock.ms() });
  });
}

/** The demo's registered domain, pointed at the platform's nameservers. */
export function seedDomainExample(db: Db, now: Date, projectId: number): void {
  const t = now.getTime();
  const created = t - 30 * 24 * 3_600_000;
  const contact: DomainContact = {
    name: 'کاربر نمونه',
    email: 'demo@example.com',
    voice: '09121234567',
    country: 'IR',
    province: 'تهران',
    city: 'تهران',
    street: 'تهران، خیابان آزادی، پلاک ۱',
    postalCode: '1234567890',
    fax: '',
  };
  const item = extensionItem(db, 'ir')!;
  db.prepare(
    `INSERT INTO domains (project_id, status, created_at, billed_until, name, years, nameservers, contact, contact_verified, price_per_year, hourly_price, expires_at, auto_renewal)
     VALUES (?, 'active', ?, ?, 'shop-demo.ir', 1, ?, ?, 1, ?, ?, ?, 1)`,
  ).run(projectId, created, t, JSON.stringify(PLATFORM_NAMESERVERS), JSON.stringify(contact), item.price, item.hourly_price, created + YEAR_MS);
}
