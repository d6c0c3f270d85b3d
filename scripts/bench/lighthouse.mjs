// 2. Lighthouse mobile performance of the login page (default mobile emulation and throttling).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../tools.mjs';
import { CHROME_FLAGS } from './browser.mjs';

const require = createRequire(import.meta.url);

/** chrome-launcher is lighthouse's own dependency (not the root's): resolve it from there. */
async function chromeLauncher() {
  const fromLighthouse = createRequire(require.resolve('lighthouse/package.json'));
  const entry = fromLighthouse.resolve('chrome-launcher');
  return import(pathToFileURL(entry).href);
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function oneRun(launcher, url) {
  const chrome = await launcher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROME_FLAGS] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      score: lhr.categories.performance.score,
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
      fcpMs: Math.round(audit('first-contentful-paint')),
    };
  } finally {
    await chrome.kill();
  }
}

export async function measureLighthouse(baseUrl, { runs = 3, onRun = () => {} } = {}) {
  process.env.CHROME_PATH = CHROMIUM;
  const launcher = await chromeLauncher();
  const results = [];
  for (let i = 0; i < runs; i++) {
    const run = await oneRun(launcher, `${baseUrl}/account/login`);
    results.push(run);
    onRun(i + 1, run);
  }
  const pick = (key) => median(results.map((r) => r[key]));
  return { runs: results, median: { score: pick('score'), lcpMs: pick('lcpMs'), tbtMs: pick('tbtMs'), cls: pick('cls'), fcpMs: pick('fcpMs') } };
}
