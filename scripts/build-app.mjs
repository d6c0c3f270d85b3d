// `node scripts/build-app.mjs <remote|host>`: production build of one app and its precompressed
// files, what `portal-deploy publish` runs when the remote has no up-to-date build.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pnpm, root } from './tools.mjs';
import { precompress } from './precompress.mjs';

const name = process.argv[2];
const dir = name === 'host' ? join(root, 'host') : join(root, 'remotes', name ?? '');
if (!name || !existsSync(join(dir, 'package.json'))) {
  console.error(`usage: node scripts/build-app.mjs <remote|host> (no app at ${dir})`);
  process.exit(2);
}
try {
  pnpm(['--filter', name === 'host' ? '@portal/host' : `./remotes/${name}`, 'run', 'build']);
  precompress(join(dir, 'dist'));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
