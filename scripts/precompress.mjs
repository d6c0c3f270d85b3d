// Writes .br and .gz beside every text asset of a build, once, at build time: the gateway (and
// nginx) serve them as they are, so the login page's ~840 KB of JS travel as ~230 KB with no
// per-request compression cost.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
const MIN_BYTES = 1024;
// The host pages carry this placeholder, which the gateway and nginx replace with each answer's
// CSP nonce: a precompressed copy would go out with the placeholder in it (nginx's sub_filter
// cannot rewrite a compressed body), and the page's own scripts and styles would be refused.
const NONCE_PLACEHOLDER = '__CSP_NONCE__';

export function precompress(dir) {
  let files = 0;
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) {
      files += precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES || body.includes(NONCE_PLACEHOLDER)) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    files++;
  }
  return files;
}
