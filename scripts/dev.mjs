// `pnpm dev <remote...>`: the host and the named remotes on webpack-dev-server; the gateway
// (sandbox API, registry, every other remote's production build) behind them on :8080.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { buildAll } from './build.mjs';
import { log, pnpmBin, root, spawnLong } from './tools.mjs';

// Dev-server ports come from the area declarations, as in each remote's webpack config.
const { readAreas } = createRequire(import.meta.url)('../shared/build/src/areas.js');
const ports = Object.fromEntries(readAreas().map((area) => [area.remote, area.devPort]));
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !ports[name] || !existsSync(join(root, 'remotes', name)));
if (unknown.length) {
  console.error(
    `Unknown remote(s): ${unknown.join(', ')}. Available: ${Object.keys(ports)
      .filter((n) => existsSync(join(root, 'remotes', n)))
      .join(', ')}`,
  );
  process.exit(2);
}

if (!existsSync(join(root, 'deploy/gateway/dist/main.js')) || !existsSync(join(root, 'host/dist/index.html'))) await buildAll();

const devRemotes = chosen.map((name) => `${name}=http://localhost:${ports[name]}/remoteEntry.js`).join(',');
const children = [
  spawnLong(process.execPath, [join(root, 'deploy/gateway/dist/main.js')], { env: { PORT: '8080', DEV_REMOTES: devRemotes } }),
  spawnLong(pnpmBin(), ['--filter', '@portal/host', 'run', 'dev']),
  ...chosen.map((name) => spawnLong(pnpmBin(), ['--filter', `./remotes/${name}`, 'run', 'dev'])),
];
log(`Host: http://localhost:3000/  (remotes in development: ${chosen.join(', ') || 'none'})`);
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
