// The provider's API as its published document alone describes it, for the browser run of every
// route (e2e/provider-document.spec.ts): Prism's mock of ../shared/provider-api/openapi.json with
// the specification's path overrides applied (the same composition as the portal's document, less
// everything the portal adds or corrects). No sandbox is behind it, so each of our additions
// answers 404 (no such path) or 405 (no such method) and must step aside.
//
// Dynamic answers (nulls, empty lists, long strings) drawn from a fixed seed: the same request is
// answered the same, so a failure can be reproduced. A request carrying `Prefer: dynamic=false`
// gets Prism's static answer instead (the static run of the same spec).
//
// One refinement of the document: the provider's ids are whole numbers from 1 (its .NET ints;
// the document, generated from a TypeScript client, cannot tell them from other numbers). Without
// it every id would be a fraction or a negative number that no route can carry.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compose, sources } from '../shared/contracts/openapi/compose.mjs';

const [port = '4010', seed = 'portal'] = process.argv.slice(2);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const isId = (name) => name === 'id' || /[a-z]Id$/.test(name);

/** Every `number` property named `id` or `…Id` becomes an integer from 1 (also inside anyOf with null). */
function wholeIds(node) {
  if (Array.isArray(node)) return node.forEach(wholeIds);
  if (!node || typeof node !== 'object') return;
  for (const [name, schema] of Object.entries(node.properties ?? {})) {
    if (!isId(name)) continue;
    for (const s of [schema, ...(schema.anyOf ?? [])]) if (s.type === 'number') Object.assign(s, { type: 'integer', minimum: 1, maximum: 99_999 });
  }
  for (const value of Object.values(node)) wholeIds(value);
}

export function providerDocument() {
  const { provider, overrides } = sources();
  const doc = compose({ provider, overrides, portal: {} });
  wholeIds(doc.components.schemas);
  return doc;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = join(root, '.data', 'provider-mock.json');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(providerDocument()));
  const prism = spawn(
    join(root, 'node_modules/.bin/prism'),
    ['mock', file, '--port', port, '--host', '127.0.0.1', '--dynamic', '--seed', seed, '--verboseLevel', 'warn'],
    { stdio: 'inherit' },
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => prism.kill(signal));
  prism.on('exit', (code) => process.exit(code ?? 0));
}
