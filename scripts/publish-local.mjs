// Publishes each built remote into the local store (what `npm start` serves). The registry
// package is TypeScript; the gateway bundle already contains it, so use a tiny esbuild run.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { log, root } from './tools.mjs';

export async function publishBuiltRemotes(storeDir = process.env.STORE_DIR ?? join(process.env.DATA_DIR ?? join(root, '.data'), 'store')) {
  // Imported here, not at the top: `npm test` loads this file before it has installed anything.
  const { buildSync } = await import('esbuild');
  const out = join(root, 'deploy/registry/dist/index.js');
  buildSync({ entryPoints: [join(root, 'deploy/registry/src/index.ts')], outfile: out, bundle: true, platform: 'node', format: 'cjs', logLevel: 'warning' });
  const registry = createRequire(import.meta.url)(out);
  for (const name of readdirSync(join(root, 'remotes'))) {
    const dir = join(root, 'remotes', name);
    const buildDir = join(dir, 'dist');
    if (!existsSync(join(buildDir, 'remoteEntry.js'))) continue;
    const { version: pkgVersion } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const version = registry.buildVersion(buildDir, pkgVersion);
    registry.publishRemote({ store: storeDir, name, buildDir, version });
    log(`Published ${name}@${version} to ${storeDir}`);
  }
}
