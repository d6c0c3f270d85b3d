import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { storageHostMessages } from '../remotes/storage/src/features/hosts/messages';
import { canaryBucket } from '../host/src/remotes/canary-bucket';
import { sequentialId } from '../host/src/remotes/test-browser-ids';
import { STORAGE_KEYS } from '../shared/session/src/storage-keys';
import { login, messages } from './support';
import {
  buildWithChangedText,
  buildWithReplacedLiteral,
  deploy,
  gatewayUrl,
  historyOf,
  nginxUrl,
  registry,
  root,
  startGateway,
  startNginx,
  tempDir,
  type Server,
} from './delivery-env';

// Canary releases as browsers meet them: which browsers get the canary and keep it, and
// a canary that breaks its area ended by the gateway itself from the browsers' reports. Served by
// the gateway, then by nginx from the same store (the reports reach the gateway through it).
test.describe.configure({ mode: 'serial' });

const REMOTE = 'storage';
const TITLE_A = storageHostMessages.list.title;
const TITLE_B = `${TITLE_A} (قناری)`;
/** Browsers of a broken canary before the gateway may judge it: the canary side's minimum sample. */
const MIN_LOADS = 6;

let store: string;
let buildB: string;
let buildBroken: string;
let gateway: Server & { log: () => string };
let nginx: Server | null = null;
const signedIn = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>();

test.beforeAll(async () => {
  store = tempDir('canary-store');
  buildB = buildWithChangedText(join(root, 'remotes/storage/dist'), TITLE_A, TITLE_B);
  // The list's title becomes an object: React refuses to render it, so the area throws on render.
  buildBroken = buildWithReplacedLiteral(join(root, 'remotes/storage/dist'), TITLE_A, '{canaryE2e:"throws on render"}');
  expect(deploy(store, 'publish', 'host', '--from', join(root, 'host/dist'), '--version', 'host-e2e')).toMatchObject({ code: 0 });
  expect(deploy(store, 'publish', 'cloud-infra', '--from', join(root, 'remotes/cloud-infra/dist'), '--version', 'infra-e2e')).toMatchObject({ code: 0 });
  expect(deploy(store, 'publish', REMOTE, '--from', join(root, 'remotes/storage/dist'), '--version', 'A')).toMatchObject({ code: 0 });
  // Every browser of this test reports from the same loopback address (through nginx too), which
  // the per-client limit would otherwise hold to a few batches.
  gateway = await startGateway(store, { CANARY_MIN_LOADS: String(MIN_LOADS), CANARY_WINDOW_SECONDS: '600', REPORTS_PER_MINUTE: '3000' });
});

test.afterAll(async () => {
  await nginx?.stop();
  await gateway?.stop();
  for (const dir of [store, buildB, buildBroken]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/** `count` browser ids whose storage bucket satisfies `wanted`, none of them in `taken`. */
function idsWhere(count: number, wanted: (bucket: number) => boolean, taken: Set<string> = new Set()): string[] {
  const ids: string[] = [];
  for (let i = 0; ids.length < count; i++) {
    const id = sequentialId(i);
    if (!taken.has(id) && wanted(canaryBucket(id, REMOTE))) ids.push(id);
  }
  ids.forEach((id) => taken.add(id));
  return ids;
}

/** A browser of its own, signed in at `baseURL`, whose canary id is `id` from its first page on. */
async function browserAs(browser: Browser, baseURL: string, id: string): Promise<BrowserContext> {
  if (!signedIn.has(baseURL)) {
    const context = await browser.newContext({ baseURL });
    await login(await context.newPage());
    const state = await context.storageState();
    // The signing-in browser's own id, if it got one, is not any of the test's browsers.
    for (const origin of state.origins) origin.localStorage = origin.localStorage.filter(({ name }) => name !== STORAGE_KEYS.canaryBrowserId);
    signedIn.set(baseURL, state);
    await context.close();
  }
  const context = await browser.newContext({ baseURL, storageState: signedIn.get(baseURL) });
  // Only a browser without an id is given this one: the page keeps whatever it stored after that.
  await context.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key!)) localStorage.setItem(key!, value!);
    },
    [STORAGE_KEYS.canaryBrowserId, id],
  );
  return context;
}

type Seen = { version: string | null; channel: string | null; failed: boolean };

/** Opens (or reloads) the storage list and says which version the page loaded and whether it failed. */
async function openStorage(page: Page, reload = false): Promise<Seen> {
  if (reload) await page.reload();
  else await page.goto('/storage/1');
  const heading = page.getByRole('heading', { name: new RegExp(`^${TITLE_A}`) });
  const failed = page.getByText(messages.chunk.loadFailed);
  await expect(heading.or(failed)).toBeVisible();
  const html = page.locator('html');
  return {
    version: await html.getAttribute(`data-remote-${REMOTE}`),
    channel: await html.getAttribute(`data-remote-${REMOTE}-channel`),
    failed: await failed.isVisible(),
  };
}

const liveOf = async (baseUrl: string) => (await registry(baseUrl)).remotes[REMOTE] as { version: string; canary?: { version: string; percent: number } };

async function stickyAndWidening(browser: Browser, baseURL: string, version: string) {
  const taken = new Set<string>();
  const [first] = idsWhere(1, (b) => b < 10, taken);
  const [second] = idsWhere(1, (b) => b >= 10 && b < 50, taken);
  const [outside] = idsWhere(1, (b) => b >= 50, taken);
  expect(deploy(store, 'canary', REMOTE, version, '--percent', '10', '--reason', 'e2e: 10 %')).toMatchObject({ code: 0 });

  const pages = new Map<string, Page>();
  for (const id of [first!, second!, outside!]) pages.set(id, await (await browserAs(browser, baseURL, id)).newPage());
  const canaryB = { version, channel: 'canary', failed: false };
  const liveA = { version: 'A', channel: 'live', failed: false };
  expect(await openStorage(pages.get(first!)!)).toEqual(canaryB);
  await expect(pages.get(first!)!.getByRole('heading', { name: TITLE_B, exact: true })).toBeVisible();
  expect(await openStorage(pages.get(second!)!)).toEqual(liveA);
  expect(await openStorage(pages.get(outside!)!)).toEqual(liveA);
  // A reload keeps each browser on its side.
  expect(await openStorage(pages.get(first!)!, true)).toEqual(canaryB);
  expect(await openStorage(pages.get(second!)!, true)).toEqual(liveA);

  expect(deploy(store, 'canary', REMOTE, '--percent', '50', '--reason', 'e2e: 50 %')).toMatchObject({ code: 0 });
  // An open page never switches; the next load widens the canary and keeps the first 10 % on it.
  await expect(pages.get(second!)!.getByRole('heading', { name: TITLE_A, exact: true })).toBeVisible();
  expect(await openStorage(pages.get(first!)!, true)).toEqual(canaryB);
  expect(await openStorage(pages.get(second!)!, true)).toEqual(canaryB);
  expect(await openStorage(pages.get(outside!)!, true)).toEqual(liveA);

  expect(deploy(store, 'abort', REMOTE, '--reason', 'e2e: done')).toMatchObject({ code: 0 });
  expect(await openStorage(pages.get(first!)!, true)).toEqual(liveA);
  for (const page of pages.values()) await page.context().close();
}

async function brokenCanaryAbortsItself(browser: Browser, baseURL: string, version: string, firstId: number) {
  expect(deploy(store, 'canary', REMOTE, '--from', buildBroken, '--version', version, '--percent', '50', '--reason', 'e2e: broken')).toMatchObject({ code: 0 });
  const taken = new Set(Array.from({ length: firstId }, (_, i) => sequentialId(i)));
  const inCanary = idsWhere(MIN_LOADS, (b) => b < 50, taken);
  const outside = idsWhere(3, (b) => b >= 50, taken);
  const pages: Page[] = [];
  // Live browsers first: once the canary's sample is complete the gateway may end it.
  for (const id of [...outside, ...inCanary]) {
    const page = await (await browserAs(browser, baseURL, id)).newPage();
    pages.push(page);
    const seen = await openStorage(page);
    if (inCanary.includes(id)) expect(seen).toEqual({ version, channel: 'canary', failed: true });
    else expect(seen).toEqual({ version: 'A', channel: 'live', failed: false });
    // Leaving the page sends its report at once (pagehide).
    await page.goto('about:blank');
  }

  // The gateway ends the canary by itself once the sample is complete.
  await expect
    .poll(async () => (await liveOf(baseURL)).canary ?? null, { timeout: 20_000 })
    .toBeNull()
    .catch(async (error: Error) => {
      // What the gateway counted and said, for whoever reads a red run.
      const metrics = (await (await fetch(`${gatewayUrl}/metrics`)).text()).split('\n').filter((line) => line.includes(REMOTE) || line.includes('batches'));
      throw new Error(`${error.message}\n--- gateway log\n${gateway.log().slice(-3000)}\n--- metrics\n${metrics.join('\n')}`);
    });
  expect((await liveOf(baseURL)).version).toBe('A');
  const ended = historyOf(store).filter((r) => r.action === 'canary-abort' && r.version === version);
  expect(ended).toHaveLength(1);
  expect(ended[0]).toMatchObject({ who: 'gateway', reason: expect.stringMatching(/automatic/) });
  expect(ended[0]!.figures).toMatchObject({ canary: { version, attempts: MIN_LOADS }, live: { version: 'A', failures: 0 } });
  expect((ended[0]!.figures as { canary: { failures: number } }).canary.failures).toBeGreaterThanOrEqual(MIN_LOADS);
  expect(gateway.log()).toMatch(new RegExp(`${REMOTE}.*${version}.*automatic abort|automatic abort.*${REMOTE}.*${version}`));

  // A reload gets the live version everywhere.
  for (const page of pages) {
    await page.goto('/storage/1');
    await expect(page.getByRole('heading', { name: TITLE_A, exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute(`data-remote-${REMOTE}-channel`, 'live');
    await page.context().close();
  }
}

test.describe('served by the gateway', () => {
  test('a 10 % canary reaches its browsers only, a reload keeps them, raising it to 50 % keeps the first ones', async ({ browser }) => {
    test.setTimeout(120_000);
    expect(deploy(store, 'canary', REMOTE, '--from', buildB, '--version', 'B', '--percent', '1')).toMatchObject({ code: 0 });
    await stickyAndWidening(browser, gatewayUrl, 'B');
  });

  test('a 50 % canary that throws on render: its browsers see the failure panel, the others never; the gateway aborts it', async ({ browser }) => {
    test.setTimeout(180_000);
    await brokenCanaryAbortsItself(browser, gatewayUrl, 'C', 0);
  });
});

test.describe('served by nginx from the same store', () => {
  test.use({ baseURL: nginxUrl });
  test.beforeAll(async () => {
    nginx = await startNginx(store);
  });

  test('sticky and widening through nginx, and a broken canary aborted from the reports it passes on', async ({ browser }) => {
    test.setTimeout(240_000);
    await stickyAndWidening(browser, nginxUrl, 'B');
    // Ids the gateway's test did not use, so these browsers are new to the canary too.
    await brokenCanaryAbortsItself(browser, nginxUrl, 'D', 500);
  });
});
