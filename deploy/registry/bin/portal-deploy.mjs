#!/usr/bin/env node
// portal-deploy: the registry CLI (deploy/registry/src/cli.ts), compiled with esbuild on each run
// (a few tens of milliseconds) so it always matches the sources; see --help.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = join(here, '..');
const out = join(pkg, 'dist/cli.cjs');
const { buildSync } = await import('esbuild');
const result = buildSync({
  entryPoints: [join(pkg, 'src/cli.ts')],
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  write: false,
  logLevel: 'error',
});
const code = result.outputFiles[0].text;
// Several deploys may start at once: write-then-rename so none reads half a file.
if (!existsSync(out) || readFileSync(out, 'utf8') !== code) {
  mkdirSync(dirname(out), { recursive: true });
  const tmp = `${out}.${process.pid}.tmp`;
  writeFileSync(tmp, code);
  renameSync(tmp, out);
}
const { main } = createRequire(import.meta.url)(out);
const code_ = await main(process.argv.slice(2), {
  root: join(pkg, '../..'),
  env: process.env,
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
process.exitCode = code_;
