// 1. JavaScript the login page loads before the network goes idle (prefetches counted apart).
import { gzipSync } from 'node:zlib';
import { CONTEXT_OPTIONS, launchBrowser } from './browser.mjs';

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** A `<link rel=prefetch>`: Chromium marks it `Sec-Purpose: prefetch` and Playwright does not call it a script. */
async function isPrefetch(request) {
  const purpose = (await request.allHeaders().catch(() => ({})))['sec-purpose'] ?? '';
  return purpose.includes('prefetch') || request.resourceType() !== 'script';
}

async function sizes(response) {
  const body = await response.body().catch(() => null);
  const encoded = response.headers()['content-encoding'];
  const raw = body?.length ?? Number(response.headers()['content-length'] ?? 0);
  // When the server compresses, what went over the wire is the gzip figure.
  const gzip = encoded ? (await response.request().sizes()).responseBodySize : body ? gzipSync(body, { level: 9 }).length : 0;
  return { raw, gzip };
}

export async function measureLoginBytes(baseUrl) {
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext(CONTEXT_OPTIONS)).newPage();
    const seen = [];
    let counting = true;
    page.on('response', (response) => {
      const request = response.request();
      const looksJs = request.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(response.url()).pathname);
      if (counting && looksJs) seen.push(response);
    });
    await page.goto(`${baseUrl}/account/login`, { waitUntil: 'networkidle', timeout: 60_000 });
    counting = false;

    const firstLoad = { raw: 0, gzip: 0, files: [] };
    const prefetch = { raw: 0, gzip: 0, files: [] };
    for (const response of seen) {
      const request = response.request();
      const bucket = (await isPrefetch(request)) ? prefetch : firstLoad;
      const size = await sizes(response);
      bucket.raw += size.raw;
      bucket.gzip += size.gzip;
      bucket.files.push({ url: new URL(response.url()).pathname, resourceType: request.resourceType(), rawKB: kb(size.raw), gzipKB: kb(size.gzip) });
    }
    const summary = (b) => ({ rawKB: kb(b.raw), gzipKB: kb(b.gzip), count: b.files.length, files: b.files });
    return { firstLoad: summary(firstLoad), prefetch: summary(prefetch) };
  } finally {
    await browser.close();
  }
}
