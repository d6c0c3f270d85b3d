// `npm start`: install, build in production mode, serve the portal with the sandbox on one port.
import { join } from 'node:path';
import { buildAll } from './build.mjs';
import { install, log, root, spawnLong } from './tools.mjs';

try {
  install();
  await buildAll();
  log('Starting the gateway');
  const child = spawnLong(process.execPath, [join(root, 'deploy/gateway/dist/main.js')], {
    env: { PORT: process.env.PORT ?? '8080' },
  });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (code) => process.exit(code ?? 0));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
