// `pnpm dev <remote...>`: the host and the named remotes on webpack-dev-server; the gateway
// (sandbox API, registry, every other remote's production build) behind them on :8080.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll } from './build.mjs';
import { log, pnpmBin, root, spawnLong } from './tools.mjs';

/** Dev-server port of each remote (its webpack.config.js uses the same). */
const ports = { 'cloud-infra': 3001, 'cloud-platform': 3002, storage: 3003, 'dns-cdn': 3004, vpc: 3005, billing: 3006, support: 3007 };
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !existsSync(join(root, 'remotes', name)));
if (unknown.length) {
  console.error(`Unknown remote(s): ${unknown.join(', ')}. Available: ${Object.keys(ports).filter((n) => existsSync(join(root, 'remotes', n))).join(', ')}`);
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
