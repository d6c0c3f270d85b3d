// The portal's one API document: the provider's published description, the specification's path
// overrides, and the project's own changes (portal.yaml). `pnpm wire` writes portal-api.json and the
// wire types generated from it (src/wire.gen.ts); a test fails when either is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const dir = dirname(fileURLToPath(import.meta.url));
export const PREFIX = '/api/my';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const readJson = (name) => JSON.parse(readFileSync(join(dir, name), 'utf8'));

/** The three sources as they are committed. */
export function sources() {
  return {
    provider: readJson('provider.json'),
    overrides: readJson('spec-overrides.json').overrides,
    portal: parse(readFileSync(join(dir, 'portal.yaml'), 'utf8')),
  };
}

const clone = (value) => JSON.parse(JSON.stringify(value));
const splitKey = (key) => {
  const [method, path] = key.split(' ');
  return { method: method.toLowerCase(), path: PREFIX + path };
};

/** The first path segments that name an operation's area (its tag): `portal/notification`, `vm`, `auth`. */
export function areaOf(path) {
  const parts = path.slice(PREFIX.length + 1).split('/');
  if (parts[0].startsWith('{')) return 'project';
  if (parts[0] === 'portal' || parts[0] === 'financial' || parts[0] === 'kubernetes') return `${parts[0]}/${parts[1]}`;
  if (parts[0] === 'create') return 'project';
  return parts[0];
}

function takeOperation(paths, method, path) {
  const item = paths[path];
  const op = item?.[method];
  if (!op) throw new Error(`compose: no operation ${method.toUpperCase()} ${path}`);
  delete item[method];
  if (!METHODS.some((m) => item[m])) delete paths[path];
  return op;
}

function putOperation(paths, method, path, op) {
  paths[path] ??= {};
  if (paths[path][method]) throw new Error(`compose: ${method.toUpperCase()} ${path} is declared twice`);
  paths[path][method] = op;
}

/** Renames a property of a component schema (the specification's field name wins). */
function renameField(schemas, schemaName, from, to) {
  const schema = schemas[schemaName];
  if (!schema?.properties?.[from]) throw new Error(`compose: ${schemaName} has no field ${from}`);
  schema.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k === from ? to : k, v]));
  if (schema.required) schema.required = schema.required.map((k) => (k === from ? to : k));
  schema['x-portal-renamed'] = { ...(schema['x-portal-renamed'] ?? {}), [to]: from };
}

export function compose({ provider, overrides, portal }) {
  const doc = clone(provider);
  const ours = portal ?? {};
  doc.info = { ...ours.info, 'x-provider-info': provider.info };
  doc.servers = [{ url: '/', description: 'The gateway: the provider API under /api/my' }];

  // 1. The specification's paths for the 27 operations it states differently.
  for (const [from, to] of Object.entries(overrides)) {
    const a = splitKey(from);
    const b = splitKey(to);
    const op = takeOperation(doc.paths, a.method, a.path);
    op['x-portal'] = 'override';
    op['x-provider-operation'] = from;
    putOperation(doc.paths, b.method, b.path, op);
  }
  // 2. Field names the specification states (LoginResponse.twoFactor, …).
  for (const [schemaName, renames] of Object.entries(ours['x-field-renames'] ?? {})) {
    for (const [from, to] of Object.entries(renames)) renameField(doc.components.schemas, schemaName, from, to);
  }
  // 3. Corrections of the provider's snapshot, each with its reason.
  for (const [key, patch] of Object.entries(ours['x-operation-patches'] ?? {})) {
    const { method, path } = splitKey(key);
    const op = doc.paths[path]?.[method];
    if (!op) throw new Error(`compose: patch of unknown operation ${key}`);
    // A key patched to null is removed (a GET body the specification moves to the query).
    for (const [key, value] of Object.entries(clone(patch))) {
      if (value === null) delete op[key];
      else op[key] = value;
    }
    op['x-portal'] = 'override';
  }
  // 4. Our own operations and schemas.
  for (const [path, item] of Object.entries(ours.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      putOperation(doc.paths, method, PREFIX + path, { ...clone(op), 'x-portal': 'addition' });
    }
  }
  for (const [name, schema] of Object.entries(ours.components?.schemas ?? {})) {
    if (doc.components.schemas[name]) throw new Error(`compose: schema ${name} exists in the provider's document`);
    doc.components.schemas[name] = { ...clone(schema), 'x-portal': 'addition' };
  }
  // 5. Tags by area, operation ids for our operations, sorted paths for a stable file.
  const tags = new Set();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const area = areaOf(path);
      tags.add(area);
      op.tags = [area];
      op.operationId ??= `${method}${path.replace(/[{}]/g, '').replace(/(^|[/-])(\w)/g, (_, __, c) => c.toUpperCase())}`;
    }
  }
  doc.tags = [...tags].sort().map((name) => ({ name }));
  doc.paths = Object.fromEntries(Object.entries(doc.paths).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  doc['x-portal-checked'] = ours['x-portal-checked'] ?? [];
  return doc;
}

export async function generateTypes(doc) {
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const ast = await openapiTS(doc, { alphabetize: false, exportType: true });
  return `// Generated by shared/contracts/openapi/compose.mjs from portal-api.json (pnpm wire). Do not edit.\n${astToString(ast)}`;
}

/**
 * The operations the document marks as ours, as `METHOD path` in the contracts' form
 * (`GET account/session/list`, `GET kubernetes/cluster/:projectId/kubeconfig/:id`): the client
 * reads it at run time to let a feature step aside when the upstream lacks the call.
 */
export function additionKeys(doc) {
  const keys = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      if (item[method]?.['x-portal'] !== 'addition') continue;
      keys.push(`${method.toUpperCase()} ${path.slice(PREFIX.length + 1).replace(/\{(\w+)\}/g, ':$1')}`);
    }
  }
  return keys.sort();
}

export function generateAdditions(doc) {
  const lines = additionKeys(doc).map((key) => `  '${key}',`);
  return [
    '// Generated by shared/contracts/openapi/compose.mjs from portal-api.json (pnpm wire). Do not edit.',
    "// The operations marked `x-portal: addition`: ours, not the provider's.",
    'export const ADDITION_OPERATIONS: readonly string[] = [',
    ...lines,
    '];',
    '',
  ].join('\n');
}

export const DOC_FILE = join(dir, 'portal-api.json');
export const TYPES_FILE = join(dir, '..', 'src', 'wire.gen.ts');
export const ADDITIONS_FILE = join(dir, '..', 'src', 'additions.gen.ts');
export const serialise = (doc) => `${JSON.stringify(doc, null, 1)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const doc = compose(sources());
  const files = [
    [DOC_FILE, serialise(doc)],
    [TYPES_FILE, await generateTypes(doc)],
    [ADDITIONS_FILE, generateAdditions(doc)],
  ];
  if (process.argv.includes('--check')) {
    const stale = files.filter(([file, text]) => readFileSync(file, 'utf8') !== text).map(([file]) => file);
    if (stale.length) {
      console.error(`stale, run \`pnpm wire\`: ${stale.join(', ')}`);
      process.exit(1);
    }
    console.log('portal-api.json, wire.gen.ts and additions.gen.ts are what compose.mjs makes of their sources');
    process.exit(0);
  }
  for (const [file, text] of files) writeFileSync(file, text);
  const ops = Object.values(doc.paths).reduce((n, item) => n + METHODS.filter((m) => item[m]).length, 0);
  console.log(`portal-api.json: ${ops} operations; src/wire.gen.ts and src/additions.gen.ts written`);
}
