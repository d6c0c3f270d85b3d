// `npm start`: install, build in production mode, serve the portal with the sandbox on one port.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { buildAll } from './build.mjs';
import { install, log, root, spawnLong } from './tools.mjs';

// The sandbox mailbox (codes the sandbox "e-mailed" or "texted") opens only with this secret:
// configured, or a fresh one per start. It is printed beside the demo login, never served.
const codesSecret = process.env.SANDBOX_CODES_SECRET || randomBytes(18).toString('base64url');
const mailboxOn = !process.env.UPSTREAM_API_URL && process.env.SANDBOX_EXPOSE_CODES !== '0';
// The operator page (canaries, report figures) opens only with OPERATOR_SECRET. The demo makes one
// when none is configured and prints it like the mailbox's; with a real provider only a configured
// secret opens it, and it is never printed.
const demo = !process.env.UPSTREAM_API_URL;
const operatorSecret = process.env.OPERATOR_SECRET || (demo ? randomBytes(18).toString('base64url') : '');

try {
  install();
  await buildAll();
  log('Starting the gateway');
  const child = spawnLong(process.execPath, [join(root, 'deploy/gateway/dist/main.js')], {
    env: { PORT: process.env.PORT ?? '8080', SANDBOX_CODES_SECRET: codesSecret, ...(operatorSecret ? { OPERATOR_SECRET: operatorSecret } : {}) },
    stdio: ['inherit', 'pipe', 'inherit'],
  });
  let portal = '';
  createInterface({ input: child.stdout }).on('line', (line) => {
    process.stdout.write(`${line}\n`);
    portal = /^Portal:\s+(\S+)/.exec(line)?.[1] ?? portal;
    if (mailboxOn && /^Demo login:/.test(line)) {
      process.stdout.write(`Mailbox:     ${portal}api/sandbox/mailbox  (secret: ${codesSecret})\n`);
    }
    if (demo && /^Demo login:/.test(line)) process.stdout.write(`Operator:    ${portal}operator  (secret: ${operatorSecret})\n`);
  });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (code) => process.exit(code ?? 0));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
