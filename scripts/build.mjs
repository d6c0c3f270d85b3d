// `pnpm build`: production builds of the host and every remote, the gateway bundle, and each
// remote published into the local store so the gateway serves it from /mf/registry.json.
import { pathToFileURL } from 'node:url';
import { log, pnpm, root } from './tools.mjs';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { publishBuiltRemotes } from './publish-local.mjs';
import { precompress } from './precompress.mjs';

export async function buildAll() {
  log('Building host and remotes (webpack, production)');
  pnpm(['--filter', '@portal/host', '--filter', './remotes/*', '--workspace-concurrency=2', 'run', 'build']);
  const builds = [join(root, 'host/dist'), ...readdirSync(join(root, 'remotes')).map((r) => join(root, 'remotes', r, 'dist'))];
  for (const dir of builds.filter((d) => existsSync(d))) precompress(dir);
  log('Building the gateway');
  pnpm(['--filter', '@portal/gateway', 'run', 'build']);
  await publishBuiltRemotes();
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await buildAll();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
