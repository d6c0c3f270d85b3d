// The document's operations of the checked areas, and seeded values for their path parameters:
// shared by the coverage figures and the fuzz run.
import doc from '@portal/contracts/openapi/portal-api.json';
import { PRODUCT } from '@portal/contracts';
import type { Harness } from './harness';
import type { Schemas } from './arbitrary-body';

export type WireOp = { method: string; path: string; declared: boolean; ours: boolean; body?: unknown };
const METHODS = ['get', 'put', 'post', 'delete'];
export const checked: string[] = (doc as any)['x-portal-checked'];
export const schemas: Schemas = (doc as any).components.schemas;
const inChecked = (path: string) => checked.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix);

export const operations: WireOp[] = Object.entries((doc as any).paths as Record<string, any>).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m] && inChecked(path)).map((m) => ({
    method: m.toUpperCase(),
    path,
    declared: !!item[m].responses?.['200']?.content?.['application/json'],
    ours: item[m]['x-portal'] === 'addition',
    body: item[m].requestBody?.content?.['application/json']?.schema,
  })),
);

/** Parameter values with no list to read them from. */
const SAMPLES: Record<string, string> = { productId: String(PRODUCT.vm), workerNodeCount: '2', categoryId: '1', code: 'NOWRUZ1405', provider: 'google' };
const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The first row's `key` (`id`, or the parameter's own name when the rows carry it: a blog row's `link`). */
export async function firstId(h: Harness, token: string, listPath: string, key = 'id'): Promise<string | undefined> {
  const res = await h.api(token).get(listPath.replace('/api/my/', ''));
  const body = res.statusCode === 200 ? res.json() : null;
  // A single object (`referral/get`) names its own id.
  const rows = Array.isArray(body) ? body : (body?.data ?? (body?.id !== undefined ? [body] : undefined));
  // A row without an id holding the rows (a deployment's env list: `[{ envs: [...] }]`): its first.
  const first =
    rows?.[0]?.id === undefined && rows?.[0]?.[key] === undefined && rows?.[0]
      ? (Object.values(rows[0]).find(Array.isArray) as any[] | undefined)?.[0]
      : rows?.[0];
  const value = first?.[key] ?? first?.id;
  return value != null ? String(value) : undefined;
}

/** Every GET path of the document: a list that names a parameter's value need not be in a checked area itself. */
const allGets: string[] = Object.entries((doc as any).paths as Record<string, any>)
  .filter(([, item]) => item.get)
  .map(([path]) => path);

/** A list of the document (no parameter but the ones already known) whose first row names a parameter's value. */
function listAt(base: string): string | undefined {
  return allGets.find((path) => path === `${base}list` || path === `${base}short-list`) ?? allGets.find((path) => path === `${base}get`);
}

/**
 * The object of the family a create beside names by `<family>Id` (the comments' create names
 * `websiteBlogId`): its id, read from that family's `get/{…}`.
 */
async function namedByCreate(h: Harness, token: string, base: string, projectId: string): Promise<string | undefined> {
  const create = operations.find((o) => o.method === 'POST' && o.path === `${base}create`);
  const ref = (create?.body as { $ref?: string } | undefined)?.$ref?.split('/').pop();
  const properties = Object.keys((ref ? (schemas as any)[ref]?.properties : undefined) ?? {});
  for (const field of properties.filter((p) => p.endsWith('Id'))) {
    const get = allGets.find((path) => path.startsWith(`${base.replace(/[^/]+\/$/, '')}${kebab(field.slice(0, -2))}/get/{`));
    const filled = get ? await fillPath(h, token, get, projectId) : null;
    const res = filled ? await h.api(token).get(filled.replace('/api/my/', '')) : null;
    const id = res?.statusCode === 200 ? res.json()?.id : undefined;
    if (id !== undefined) return String(id);
  }
  return undefined;
}

/**
 * A seeded value for each path parameter, left to right: the first row of the list beside it
 * (`…/snapshot/list` for `…/snapshot/get/{id}`, `…/host/list` for `…/host/{vmHostId}/…`), a
 * `<name>-list`, the one object a `get` beside it answers (`referral/get` for `referral/list/{referralId}`),
 * the object a create beside names (`namedByCreate`), or SAMPLES.
 */
export async function fillPath(h: Harness, token: string, path: string, projectId: string): Promise<string | null> {
  const known: Record<string, string> = { projectId };
  const fill = (template: string) => template.replace(/\{(\w+)\}/g, (whole, name) => (known[name] !== undefined ? encodeURIComponent(known[name]) : whole));
  for (const [whole, name] of path.matchAll(/\{(\w+)\}/g)) {
    if (known[name] !== undefined) continue;
    let value: string | undefined = SAMPLES[name];
    if (value === undefined) {
      const prefix = path.slice(0, path.indexOf(whole));
      const beside = listAt(prefix) ?? listAt(prefix.replace(/[^/]+\/$/, ''));
      const stem = kebab(name.replace(/Id$/, ''));
      const named = operations.find(
        (o) => o.method === 'GET' && !o.path.includes('{') && (o.path.endsWith(`/${stem}-list`) || o.path.endsWith(`/${stem}/list`)),
      )?.path;
      const list = beside ?? named;
      if (list && !/\{/.test(fill(list))) value = await firstId(h, token, fill(list), name);
      if (value === undefined) value = await namedByCreate(h, token, prefix.replace(/[^/]+\/$/, ''), projectId);
    }
    if (value === undefined) return null;
    known[name] = value;
  }
  return fill(path);
}
