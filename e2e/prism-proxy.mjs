// Prism (Stoplight's validating proxy) in front of the stand-in provider for the browser suite:
// every JSON exchange is validated against the API document; its log is kept for
// e2e/wire-teardown.ts, which fails the run on any error Prism reports.
//
// Prism reads every body as text: a file upload (multipart), the simulated bank's form post and a
// download (a PDF, a CSV, an attachment) come out of it mangled. Those exchanges go around it,
// straight to the stand-in, whose own wire check still holds their JSON answers to the document;
// each one is logged as `around prism:` so the teardown can count them.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { request, createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [upstream, port, logFile] = process.argv.slice(2);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const documentFile = join(root, 'shared/contracts/openapi/portal-api.json');
mkdirSync(dirname(join(root, logFile)), { recursive: true });
const log = createWriteStream(join(root, logFile));
const prismPort = Number(port) + 100;
const prism = spawn(join(root, 'node_modules/.bin/prism'), ['proxy', documentFile, upstream, '--port', String(prismPort), '--host', '127.0.0.1', '--errors'], {
  stdio: ['ignore', 'pipe', 'pipe'],
});
prism.stdout.pipe(log);
prism.stderr.pipe(log);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => prism.kill(signal));
prism.on('exit', (code) => process.exit(code ?? 0));

/** GET operations whose answer is not JSON (downloads, the bank page), as path patterns. */
const doc = JSON.parse(readFileSync(documentFile, 'utf8'));
const notJson = Object.entries(doc.paths)
  .filter(([, item]) => item.get && !item.get.responses?.['200']?.content?.['application/json'])
  .map(([path]) => new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`));

const aroundPrism = (req) => {
  if (/^(multipart\/form-data|application\/x-www-form-urlencoded)/.test(req.headers['content-type'] ?? '')) return true;
  const path = (req.url ?? '').split('?')[0];
  return req.method === 'GET' && notJson.some((pattern) => pattern.test(path));
};

const target = new URL(upstream);
createServer((req, res) => {
  const around = aroundPrism(req);
  if (around) log.write(`around prism: ${req.method} ${req.url}\n`);
  const forward = request(
    { host: around ? target.hostname : '127.0.0.1', port: around ? target.port : prismPort, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  forward.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(forward);
}).listen(Number(port), '127.0.0.1');
