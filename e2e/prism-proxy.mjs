// Prism (Stoplight's validating proxy) in front of the stand-in provider for the browser suite:
// every request and answer is validated against the API document; its log is kept for
// e2e/wire-teardown.ts, which fails the run on any error Prism reports.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [upstream, port, logFile] = process.argv.slice(2);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
mkdirSync(dirname(join(root, logFile)), { recursive: true });
const log = createWriteStream(join(root, logFile));
const prism = spawn(join(root, 'node_modules/.bin/prism'), ['proxy', join(root, 'shared/contracts/openapi/portal-api.json'), upstream, '--port', port, '--host', '127.0.0.1', '--errors'], { stdio: ['ignore', 'pipe', 'pipe'] });
prism.stdout.pipe(log);
prism.stderr.pipe(log);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => prism.kill(signal));
prism.on('exit', (code) => process.exit(code ?? 0));
