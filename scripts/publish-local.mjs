// Publishes the host and each built remote into the local store (what `npm start` serves), through
// the same publish as `pnpm deploy:remote publish` (compatibility check, smoke load, history). The
// registry package is TypeScript; compile it with a tiny esbuild run.
import { readdirSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { userInfo } from 'node:os';
import { log, root } from './tools.mjs';

export async function loadRegistryPackage() {
  // Imported here, not at the top: `npm test` loads this file before it has installed anything.
  const { buildSync } = await import('esbuild');
  const out = join(root, 'deploy/registry/dist/index.js');
  buildSync({ entryPoints: [join(root, 'deploy/registry/src/index.ts')], outfile: out, bundle: true, platform: 'node', format: 'cjs', logLevel: 'warning' });
  return createRequire(import.meta.url)(out);
}

export async function publishBuiltRemotes(storeDir = process.env.STORE_DIR ?? join(process.env.DATA_DIR ?? join(root, '.data'), 'store')) {
  const registry = await loadRegistryPackage();
  const commit = registry.gitCommit(root);
  const who = process.env.DEPLOY_USER || process.env.USER || userInfo().username;
  const apps = [['host', join(root, 'host')], ...readdirSync(join(root, 'remotes')).map((name) => [name, join(root, 'remotes', name)])];
  for (const [name, dir] of apps) {
    const buildDir = join(dir, 'dist');
    if (!existsSync(join(buildDir, name === 'host' ? 'index.html' : 'remoteEntry.js'))) continue;
    const { version: packageVersion } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    try {
      // The host goes first and every remote after it is checked against it, so the host is not
      // held back by the remotes it is about to replace (a shared major upgraded everywhere at once).
      const { record, copied, unchanged } = await registry.publish({
        store: storeDir,
        name,
        buildDir,
        packageVersion,
        commit,
        who,
        allowIncompatible: name === 'host',
      });
      log(`${unchanged ? 'Already live' : copied ? 'Published' : 'Stored earlier, now live'}: ${name}@${record.version} in ${storeDir}`);
    } catch (error) {
      throw new Error(`publishing ${name} to ${storeDir}: ${error.message}`);
    }
  }
}
