// `pnpm bench`: prints the portal's performance figures next to their targets (never fails on a
// missed target). Runs against the production build served by its own gateway on loopback.
//   node scripts/bench.mjs [login-bytes] [first-page] [lighthouse] [click] [deep-link] [throughput] [delivery] [reliability] [mixed]   (default: all)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { log, root } from './tools.mjs';
import { ensureBuild, startGateway } from './bench/gateway.mjs';
import { measureLoginBytes } from './bench/login-bytes.mjs';
import { aheadOf, measureLighthouse } from './bench/lighthouse.mjs';
import { measureFirstSignedInPage } from './bench/first-page.mjs';
import { HOVER_MS, measureClickToContent } from './bench/click-to-content.mjs';
import { measureDelivery } from './bench/delivery.mjs';
import { measureCanary } from './bench/canary.mjs';
import { importTs } from './bench/load-ts.mjs';
import { measureDeepLinks } from './bench/deep-link.mjs';

const DEMO = { email: 'demo@example.com', password: 'Demo@1234' };
// Customers of the seeded sandbox with a project each, for the loads that mix customers.
const CUSTOMERS = [DEMO, { email: 'other@example.com', password: 'Other@1234' }, { email: 'company@example.com', password: 'Company@1234' }];
// Targets (printed beside each figure; a missed target never fails the bench).
const TARGETS = {
  loginGzipKB: 150,
  lighthouseScore: 0.95,
  lcpMs: 1200,
  tbtMs: 150,
  firstPageGzipKB: 600,
  clickMs: 300,
  deepLinkMs: 1000,
  deepLinkCpu4Ms: 2500,
  getByIdReqPerSec: 10_000,
  rollbackMs: 2000,
  canaryAbortMs: 10_000,
  lostWrites: 0,
  mixedErrors: 0,
};

// Deep links measured by Lighthouse signed in: a zone's records list and a detail page (seeded ids).
const LIGHTHOUSE_SIGNED_IN = ['/vm/1/list', '/cdn/1/1/dns-record', '/key/1'];
// Where the Lighthouse step saves a screenshot of each panel page it signed in to (BENCH_PANEL_DIR).
const PANEL_SHOTS = '/tmp/panel-shots';

const rows = []; // [measure, value, target, met]
const met = (ok) => (ok ? 'yes' : 'NO');
function row(measure, value, target = '', ok = null) {
  rows.push([measure, String(value), target, ok === null ? '' : met(ok)]);
  console.log(`  ${measure}: ${value}${target ? `  (target ${target}: ${met(ok)})` : ''}`);
}

const steps = {
  'login-bytes': async ({ url }) => {
    log('1. Login page first-load JS');
    const r = await measureLoginBytes(url);
    for (const f of r.firstLoad.files) console.log(`    ${f.url}  ${f.rawKB} KB raw, ${f.gzipKB} KB gzip, ${f.wireKB} KB over the wire`);
    row(
      'Login page, all JS until network idle (before the user engages), gzip',
      `${r.firstLoad.gzipKB} KB (${r.firstLoad.count} files; ${r.firstLoad.wireKB} KB over the wire)`,
      `≤ ${TARGETS.loginGzipKB} KB`,
      r.firstLoad.gzipKB <= TARGETS.loginGzipKB,
    );
    row('Login first-load JS, raw', `${r.firstLoad.rawKB} KB`);
    const types = [...new Set(r.prefetch.files.map((f) => f.resourceType))].join(', ') || '-';
    row('Login prefetched JS (excluded)', `${r.prefetch.gzipKB} KB gzip, ${r.prefetch.rawKB} KB raw (${r.prefetch.count} files, resourceType ${types})`);
    for (const f of r.afterEngaging.firstLoad.files) console.log(`    after engaging: ${f.url}  ${f.rawKB} KB raw, ${f.gzipKB} KB gzip`);
    row(
      'Login app, JS loaded once the user engages (a click on the email field), gzip',
      `${r.afterEngaging.firstLoad.gzipKB} KB (${r.afterEngaging.firstLoad.count} files; ${r.afterEngaging.firstLoad.wireKB} KB over the wire, the prefetched entry from cache)`,
    );
    row('Login: click on the email field → app took the page over', `${r.appReadyMs} ms`);
    return r;
  },
  'first-page': async ({ url }) => {
    log('1b. First signed-in page (/) JS: per file (owner, gzip, what fills it), then per package');
    const r = await measureFirstSignedInPage(url, DEMO);
    for (const f of r.firstLoad.files) {
      const top = f.packages
        .slice(0, 4)
        .map((p) => `${p.name} ${p.gzipKB}`)
        .join(', ');
      console.log(`    ${f.gzipKB.toString().padStart(6)} KB gzip  ${f.owner.padEnd(22)} ${f.url}  [${top}]`);
    }
    console.log('    per package (gzip KB, shared by file share of raw bytes):');
    for (const p of r.byPackage.filter((x) => x.gzipKB >= 1)) console.log(`      ${p.gzipKB.toString().padStart(6)}  ${p.name}`);
    console.log(`    per owner: ${r.byOwner.map((o) => `${o.owner} ${o.gzipKB} KB`).join(', ')}`);
    row(
      'First signed-in page (/) JS, gzip',
      `${r.firstLoad.gzipKB} KB (${r.firstLoad.count} files; ${r.firstLoad.wireKB} KB over the wire)`,
      `≤ ${TARGETS.firstPageGzipKB} KB`,
      r.firstLoad.gzipKB <= TARGETS.firstPageGzipKB,
    );
    row('First signed-in page prefetched JS (excluded)', `${r.prefetch.gzipKB} KB gzip (${r.prefetch.count} files)`);
    const w = r.withProject;
    row(
      "First signed-in page (/) with a project selected, JS before the shell's idle work, gzip",
      `${w.page.gzipKB} KB (${w.page.count} files)`,
      `≤ ${TARGETS.firstPageGzipKB} KB`,
      w.page.gzipKB <= TARGETS.firstPageGzipKB,
    );
    row(
      "  … the shell's idle work: antd roots run, linked areas warmed (excluded), gzip",
      `${w.idleWork.gzipKB} KB (${w.idleWork.count} files; started ${w.idleStartMs ?? '-'} ms, done ${w.warmedMs ?? '-'} ms after navigation start)`,
    );
    row('  … prefetched at idle (excluded)', `${w.prefetch.gzipKB} KB gzip (${w.prefetch.count} files)`);
    return r;
  },
  lighthouse: async ({ url }) => {
    const panelDir = process.env.BENCH_PANEL_DIR || null;
    log(
      `2. Lighthouse mobile: the login page, each run beside a static plain-text page of its size (no fonts, same machine, same moment), 5 runs; then ${LIGHTHOUSE_SIGNED_IN.join(' and ')} signed in${panelDir ? `; each run followed by the provider's panel (${panelDir}) on its same page` : ''}`,
    );
    if (!panelDir)
      console.log(
        "    (to run the provider's own panel beside these pages: BENCH_PANEL_DIR=<its production build> pnpm bench lighthouse; docs/performance.md)",
      );
    const fig = (x) => `score ${x.score}, TBT ${x.tbtMs} ms, LCP ${x.lcpMs} ms, CLS ${x.cls}, FCP ${x.fcpMs} ms`;
    const shown = (x, path) => (x.shownPath !== new URL(path, url).pathname ? `  (shown: ${x.shownPath})` : '');
    const r = await measureLighthouse(url, {
      runs: 5,
      signedIn: { credentials: { ...DEMO, project: 'پروژه اصلی' }, paths: LIGHTHOUSE_SIGNED_IN },
      panel: panelDir ? { dir: panelDir, shotsDir: PANEL_SHOTS } : null,
      onRun: (page, i, x, { reference, panel }) => {
        const path = page === 'login' ? '/account/login' : page;
        const besides = [reference && `reference: ${fig(reference)}`, panel && `panel: ${fig(panel)}${shown(panel, path)}`].filter(Boolean);
        console.log(`    ${page} run ${i}: ${fig(x)}${shown(x, path)}${besides.map((b) => `  |  ${b}`).join('')}`);
        // What our LCP timed: the element painted largest, so the figure says what it waited for.
        if (x.lcpElement) console.log(`      largest paint: ${x.lcpElement}`);
      },
    });
    for (const c of r.panel?.checks ?? [])
      console.log(
        `    panel ${c.path}, screenshot ${c.shot}${c.shownPath !== c.path ? ` (shown: ${c.shownPath})` : ''}; API calls not answered 2xx: ${c.failedCalls.join(', ') || 'none'}; errors thrown: ${c.pageErrors.join(' / ') || 'none'}`,
      );
    const m = r.median;
    const ref = r.reference.median;
    const refKB = Math.round(r.loginBytes / 1024);
    row(
      'Lighthouse mobile login score (median of 5)',
      `${m.score}  (reference page of ${refKB} KB, same runs: ${ref.score})`,
      `≥ ${TARGETS.lighthouseScore}`,
      m.score >= TARGETS.lighthouseScore,
    );
    row('Lighthouse login median TBT', `${m.tbtMs} ms  (reference ${ref.tbtMs} ms)`, `≤ ${TARGETS.tbtMs} ms`, m.tbtMs <= TARGETS.tbtMs);
    row('Lighthouse login median LCP', `${m.lcpMs} ms  (reference ${ref.lcpMs} ms)`, `≤ ${TARGETS.lcpMs} ms`, m.lcpMs <= TARGETS.lcpMs);
    row('Lighthouse login median CLS / FCP', `${m.cls} / ${m.fcpMs} ms  (reference ${ref.cls} / ${ref.fcpMs} ms)`);
    if (r.panel) panelRow(m, r.panel.login);
    for (const p of r.pages) {
      if (p.error) row(`Lighthouse mobile ${p.path}, signed in`, `ERROR: ${p.error.slice(0, 100)}`);
      else
        row(
          `Lighthouse mobile ${p.path}, signed in (median of 5)`,
          `score ${p.median.score}, TBT ${p.median.tbtMs} ms, LCP ${p.median.lcpMs} ms, FCP ${p.median.fcpMs} ms, CLS ${p.median.cls}`,
        );
      if (p.panel) panelRow(p.median, p.panel);
    }
    if (r.panel) printPanelTable([{ path: '/account/login', median: m, panel: r.panel.login }, ...r.pages]);
    return r;
  },
  click: async ({ url }) => {
    log(
      `3. Click-to-content per live area: first sidebar link → content shown (fresh contexts: 5 cold runs once the shell has settled, 5 cold with the pointer on the link ${HOVER_MS} ms before the click, 5 early, as soon as the link shows; then 5 warm)`,
    );
    const r = await measureClickToContent(url, {
      ...DEMO,
      onRun: (remote, kind, i, x) => console.log(`    ${remote} ${kind}${i ? ` ${i}` : ''}: ${x}${typeof x === 'number' ? ' ms' : ''}`),
    });
    for (const a of r.areas) {
      if (a.error) {
        row(`Click ${a.remote} (${a.path})`, `ERROR: ${a.error.slice(0, 80)}`);
        continue;
      }
      row(
        `Click ${a.remote} (${a.path}), cold median`,
        `${a.coldMedianMs} ms (${a.cold.join(', ')})`,
        `≤ ${TARGETS.clickMs} ms`,
        a.coldMedianMs <= TARGETS.clickMs,
      );
      row(
        `Click ${a.remote}, cold after ${HOVER_MS} ms hover, median`,
        `${a.coldHoverMedianMs} ms (${a.coldHover.join(', ')})`,
        `≤ ${TARGETS.clickMs} ms`,
        a.coldHoverMedianMs <= TARGETS.clickMs,
      );
      row(`Click ${a.remote}, warm median`, `${a.warmMedianMs} ms (${a.warm.join(', ')})`, `≤ ${TARGETS.clickMs} ms`, a.warmMedianMs <= TARGETS.clickMs);
      row(`Click ${a.remote}, early (before the shell settled), median`, `${a.earlyMedianMs} ms (${a.early.join(', ')})`);
      row(
        `Shell settled (areas warmed), median after navigation start`,
        a.settledAtMedianMs === null ? 'no mark' : `${a.settledAtMedianMs} ms (${a.settledAtMs.join(', ')})`,
      );
    }
    return r;
  },
  'deep-link': async ({ url }) => {
    log(
      '3b. Deep links: first visits (a fresh browser each run: cold cache, no code cache; the first row as painted; 5 runs each, unthrottled and 4× CPU) beside the old warm-browser measure, and the login page',
    );
    const r = await measureDeepLinks(url, { ...DEMO, onRun: (path, kind, i, ms) => console.log(`    ${path} ${kind} ${i}: ${ms} ms`) });
    const login = `login page ${r.login.unthrottledMs} / ${r.login.cpu4Ms} ms`;
    for (const p of r.pages) {
      if (p.error) {
        row(`Deep link ${p.remote} ${p.kind}${p.path ? ` (${p.path})` : ''}`, `ERROR: ${p.error.slice(0, 100)}`);
        continue;
      }
      row(
        `Deep link ${p.remote} ${p.kind} (${p.path}) → first row, median`,
        `${p.unthrottledMs} ms (${p.unthrottled.join(', ')}); ${login}`,
        `≤ ${TARGETS.deepLinkMs} ms`,
        p.unthrottledMs <= TARGETS.deepLinkMs,
      );
      row(
        `Deep link ${p.remote} ${p.kind}, 4× CPU, median`,
        `${p.cpu4Ms} ms (${p.cpu4.join(', ')})`,
        `≤ ${TARGETS.deepLinkCpu4Ms} ms`,
        p.cpu4Ms <= TARGETS.deepLinkCpu4Ms,
      );
      row(
        `Deep link ${p.remote} ${p.kind}, as measured before (warm browser, row in the DOM), median`,
        `${p.warmDomMs} ms (${p.warmDom.join(', ')}); first visit painted ${p.unthrottledMs} ms (by Element Timing in ${p.byElementTiming} of ${p.unthrottled.length})`,
      );
    }
    row(
      'Login page → form shown, median (same run)',
      `${r.login.unthrottledMs} ms (${r.login.unthrottled.join(', ')}); 4× CPU ${r.login.cpu4Ms} ms (${r.login.cpu4.join(', ')})`,
    );
    for (const t of r.traces) {
      console.log(`    waterfall of ${t.path} (first row at ${t.shownMs} ms; start → end after navigation start):`);
      for (const line of t.lines) console.log(`      ${line}`);
      console.log(`    stages of ${t.path} (the requests its first row depends on, grouped by what they waited for):`);
      for (const line of t.stages) console.log(`      ${line}`);
      row(`Deep link ${t.path}: sequential stages to the first row (document → … → render)`, `${t.count}`, '≤ 3 (ideal)', t.count <= 3);
    }
    return r;
  },
  throughput: async ({ url, gateway }) => {
    log('4. Sandbox throughput (autocannon, 10 s each, 50 connections)');
    const { measureThroughput } = await importTs(join(root, 'scripts/bench/throughput.ts'));
    const r = await measureThroughput(url, {
      credentials: DEMO,
      rss: gateway.rssMB,
      onTarget: (name, x) => console.log(`    ${name} ${x.path}: ${x.reqPerSec} req/s, p99 ${x.p99Ms} ms, non-2xx ${x.non2xx}, errors ${x.errors}`),
    });
    row('GET-by-id req/s (avg)', r.getById.reqPerSec, `≥ ${TARGETS.getByIdReqPerSec}`, r.getById.reqPerSec >= TARGETS.getByIdReqPerSec);
    row('GET-by-id p99 / non-2xx / errors', `${r.getById.p99Ms} ms / ${r.getById.non2xx} / ${r.getById.errors}`);
    row('List req/s (avg)', r.list.reqPerSec);
    row('List p99 / non-2xx / errors', `${r.list.p99Ms} ms / ${r.list.non2xx} / ${r.list.errors}`);
    row('Gateway RSS before → after', `${r.rssBeforeMB} MB → ${r.rssAfterMB} MB`);
    return r;
  },
  delivery: async () => {
    log('5. Independent delivery (own store and gateway; 5 runs each)');
    const r = await measureDelivery({ onRun: (what, i, ms, note = '') => console.log(`    ${what} ${i + 1}: ${Math.round(ms)} ms ${note}`) });
    row(
      'Rollback, command → registry serves old version (median)',
      `${r.rollbackMedianMs} ms (max ${r.rollbackMaxMs} ms)`,
      `≤ ${TARGETS.rollbackMs} ms`,
      r.rollbackMedianMs <= TARGETS.rollbackMs,
    );
    row('Publish one remote, no build (median, whole command)', `${r.publishMedianMs} ms (${r.publishInProcessMedianMs} ms inside the CLI)`);
    row(
      'Registry GET (10 connections, 5 s)',
      `${r.registry.reqPerSec} req/s, p50 ${r.registry.p50Ms} ms, p99 ${r.registry.p99Ms} ms, non-2xx ${r.registry.non2xx}`,
    );
    log('5b. Canary: automatic abort and the report endpoint (own store and gateway)');
    const c = await measureCanary({ onRun: (what, i, ms) => console.log(`    ${what} ${i + 1}: ${Math.round(ms)} ms`) });
    row(
      `Canary failing on every load: report completing its sample (${c.minLoads} loads) → registry serves no canary (median of ${c.runs})`,
      `${c.abortMedianMs} ms (max ${c.abortMaxMs} ms)`,
      `≤ ${TARGETS.canaryAbortMs} ms`,
      c.abortMedianMs <= TARGETS.canaryAbortMs,
    );
    for (const [what, l] of [
      ["at the host's pace (a batch per browser every 5 s)", c.paced],
      ['flooding (as fast as answered)', c.flood],
    ]) {
      row(
        `Report endpoint, ${l.browsers} browsers (own addresses), ${what}, ${l.seconds} s`,
        `${l.reqPerSec} batches/s, p50 ${l.p50Ms} ms, p99 ${l.p99Ms} ms; ${l.accepted} accepted, ${l.limited} rate-limited (429), ${l.other} other non-2xx, ${l.errors} errors; gateway RSS ${l.rssBeforeMB} → ${l.rssAfterMB} MB`,
      );
    }
    return { ...r, canary: c };
  },
  reliability: async () => {
    log('6. Crash safety: writes under load, kill -9, restart, count (own gateway and database)');
    const { measureReliability } = await importTs(join(root, 'scripts/bench/reliability.ts'));
    const r = await measureReliability({ credentials: CUSTOMERS, onPhase: (text) => console.log(`    ${text}`) });
    const refused =
      Object.entries(r.refused)
        .map(([what, n]) => `${what}: ${n}`)
        .join(', ') || 'none';
    row(
      'Writes acknowledged',
      `${r.acknowledged}: ${r.keys} SSH key creates, ${r.payments} payment creates, ${r.powerActions} power actions on ${r.powerServers} ${r.powerServers === 1 ? 'server' : 'servers'} (refused: ${refused})`,
    );
    row(
      'Every kind of write done',
      `${r.keys > 0 && r.payments > 0 && r.powerActions > 0 ? 'yes' : 'NO'}`,
      'creates, payments and power actions each > 0',
      r.keys > 0 && r.payments > 0 && r.powerActions > 0,
    );
    row(
      'Acknowledged writes found after restart',
      r.found === r.keys + r.payments + r.powerServers
        ? `${r.keys} keys, ${r.payments} payments and the last power state of ${r.powerServers} ${r.powerServers === 1 ? 'server' : 'servers'}`
        : r.found,
    );
    row(
      'Acknowledged writes lost',
      `${r.lost}${r.lostItems.length ? ` (${r.lostItems.join(', ')})` : ''}`,
      `= ${TARGETS.lostWrites}`,
      r.lost === TARGETS.lostWrites,
    );
    row('Database integrity after kill -9', r.integrity, 'ok', r.integrity === 'ok');
    return r;
  },
  mixed: async ({ url, gateway }) => {
    log(`7. Mixed load: ${CUSTOMERS.length} customers, reads and writes, 50 connections, 30 s`);
    const { measureMixedLoad } = await importTs(join(root, 'scripts/bench/mixed-load.ts'));
    const r = await measureMixedLoad(url, { credentials: CUSTOMERS, rss: gateway.rssMB });
    row('Mixed load req/s / p99', `${r.reqPerSec} req/s / ${r.p99Ms} ms`);
    row('Mixed load non-2xx + errors', `${r.non2xx} + ${r.errors}`, `= ${TARGETS.mixedErrors}`, r.non2xx + r.errors === TARGETS.mixedErrors);
    row('Gateway RSS before → after mixed load', `${r.rssBeforeMB} MB → ${r.rssAfterMB} MB`);
    return r;
  },
};

/** The provider's panel on the same page as ours, in the same runs: its medians, or why it has none. */
function panelRow(ours, panel) {
  const measure = `  … the provider's panel${panel.path ? ` ${panel.path}` : ''}, same runs${panel.median ? ' (median of 5)' : ''}`;
  // Without figures on both sides there is nothing to be ahead of: no target then.
  if (!panel.median || !ours) return row(measure, panel.error ?? 'no run');
  const p = panel.median;
  return row(measure, `score ${p.score}, TBT ${p.tbtMs} ms, LCP ${p.lcpMs} ms, FCP ${p.fcpMs} ms, CLS ${p.cls}`, 'ours ahead', aheadOf(ours, p));
}

/** Ours beside the provider's panel, page by page (the login page first): medians of the alternating runs. */
function printPanelTable(pages) {
  const cells = (m) => (m ? [m.score, m.fcpMs, m.lcpMs, m.tbtMs].map(String) : ['-', '-', '-', '-']);
  const header = ['page', 'ours score', 'FCP ms', 'LCP ms', 'TBT ms', 'panel score', 'FCP ms', 'LCP ms', 'TBT ms'];
  const lines = pages.map((p) => [
    p.path,
    ...cells(p.median),
    ...(p.panel?.median ? cells(p.panel.median) : [(p.panel?.error ?? '-').slice(0, 60), '', '', '']),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const line = (l) => l.map((c, i) => c.padEnd(widths[i])).join(' | ');
  console.log(
    `\n    Lighthouse mobile, ours · the provider's panel on its same page (medians of 5, alternating runs)\n    ${line(header)}\n    ${widths.map((w) => '-'.repeat(w)).join('-+-')}`,
  );
  for (const l of lines) console.log(`    ${line(l)}`);
}

function printTable() {
  const header = ['measure', 'value', 'target', 'met'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join(' | ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('-+-')}`);
  for (const r of rows) console.log(line(r));
}

async function main() {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !(name in steps));
  if (unknown.length) throw new Error(`unknown step ${unknown.join(', ')}; steps: ${Object.keys(steps).join(', ')}`);
  const selected = wanted.length ? wanted : Object.keys(steps);

  ensureBuild({ apiOnly: selected.every((name) => ['throughput', 'reliability', 'mixed'].includes(name)) });
  log('Starting the gateway (fresh sandbox data)');
  const gateway = await startGateway();
  console.log(`  ${gateway.url} (pid ${gateway.pid})`);
  const results = { date: new Date().toISOString(), url: gateway.url, targets: TARGETS };
  const stopOnSignal = () => void gateway.stop().then(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    for (const name of selected) {
      try {
        results[name] = await steps[name]({ url: gateway.url, gateway });
      } catch (error) {
        // A broken page or API costs this measurement only; the others still run.
        const message = String(error?.message ?? error).split('\n')[0];
        results[name] = { error: message };
        console.log(`  ${name}: ERROR: ${message}`);
        rows.push([name, `ERROR (see above): ${message.slice(0, 60)}…`, '', '']);
      }
    }
  } finally {
    await gateway.stop();
  }
  printTable();
  const file = join(root, '.bench/results.json');
  mkdirSync(join(root, '.bench'), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ ...results, table: rows }, null, 2)}\n`);
  console.log(`\nWritten to ${file}`);
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
