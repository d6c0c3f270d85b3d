import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { operatorMessages as m } from '../deploy/gateway/src/operator/messages';
import { formatRate } from '../deploy/gateway/src/operator/html';
import { formatNumber } from '../shared/locale/src';
import { storageHostMessages } from '../remotes/storage/src/features/hosts/messages';
import { axeFindings, describeFindings } from './axe';
import { buildWithChangedText, deploy, gatewayUrl, historyOf, nginxUrl, root, startGateway, startNginx, tempDir, type Server } from './delivery-env';

// Issue 32, the operator's side of a canary: the page behind OPERATOR_SECRET shows storage's live
// version and its canary with the figures the browsers reported, the gateway aborts the canary by
// itself once its figures cross the line, and the page says so with the figures. Its own store and
// gateway (delivery-env), so nothing here moves the store of the other suites.
test.describe.configure({ mode: 'serial' });

const SECRET = 'e2e-operator-secret-1234';
const METRICS_TOKEN = 'e2e-scrape-token';

let store: string;
let buildB: string;
let gateway: Server & { log: () => string };
let nginx: (Server & { prefix: string }) | null = null;

type Row = { remote: string; version: string; channel: 'live' | 'canary'; kind: string; count: number; detail?: string };
const report = (baseUrl: string, rows: Row[]) =>
  fetch(`${baseUrl}/mf/reports`, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: JSON.stringify({ v: 1, rows }) });
const live = (kind: string, count: number): Row => ({ remote: 'storage', version: 'A', channel: 'live', kind, count });
const canary = (kind: string, count: number, detail?: string): Row => ({
  remote: 'storage',
  version: 'B',
  channel: 'canary',
  kind,
  count,
  ...(detail ? { detail } : {}),
});

test.beforeAll(async () => {
  store = tempDir('store');
  buildB = buildWithChangedText(join(root, 'remotes/storage/dist'), storageHostMessages.list.title, `${storageHostMessages.list.title} (B)`);
  expect(deploy(store, 'publish', 'host', '--from', join(root, 'host/dist'), '--version', 'host-e2e')).toMatchObject({ code: 0 });
  expect(deploy(store, 'publish', 'storage', '--from', join(root, 'remotes/storage/dist'), '--version', 'A')).toMatchObject({ code: 0 });
  expect(deploy(store, 'canary', 'storage', '--from', buildB, '--version', 'B', '--percent', '30', '--reason', 'new list title')).toMatchObject({ code: 0 });
  gateway = await startGateway(store, { OPERATOR_SECRET: SECRET, METRICS_TOKEN, CANARY_MIN_LOADS: '20', CANARY_WINDOW_SECONDS: '300' });
  // 40 loads of A; B: 18 loads and 2 render errors (10 %), below the 20 attempts it is judged at.
  expect((await report(gatewayUrl, [live('load', 40), canary('load', 18), canary('render-error', 2, 'TypeError')])).status).toBe(204);
});

test.afterAll(async () => {
  await nginx?.stop();
  await gateway?.stop();
  rmSync(store, { recursive: true, force: true });
  rmSync(buildB, { recursive: true, force: true });
});

test.use({ baseURL: gatewayUrl });

async function signIn(page: Page, secret: string) {
  await page.goto('/operator');
  await expect(page).toHaveURL(/\/operator\/login$/);
  await page.getByLabel(m.login.secret).fill(secret);
  await page.keyboard.press('Enter');
}

const storageSection = (page: Page) => page.getByRole('region', { name: 'storage' });

test('without the cookie /operator goes to the sign-in form; a wrong secret gets 401, a Persian error and no cookie', async ({ page, context }) => {
  const answer = page.waitForResponse((r) => r.url().endsWith('/operator/login') && r.request().method() === 'POST');
  await signIn(page, 'not-the-secret');
  expect((await answer).status()).toBe(401);
  await expect(page.getByRole('alert')).toHaveText(m.login.wrong);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.login.title);
  expect(await context.cookies()).toEqual([]);
  expect(describeFindings(await axeFindings(page, { all: true }))).toEqual([]);
});

test('signed in: live and canary versions, percent, the reported figures per version, the history; axe-clean, keyboard-operable', async ({ page, context }) => {
  await signIn(page, SECRET);
  await expect(page).toHaveURL(/\/operator$/);
  expect((await context.cookies()).map((c) => [c.name, c.httpOnly, c.sameSite])).toEqual([['portal_operator', true, 'Strict']]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.title);
  const section = storageSection(page);
  await expect(section.locator('[data-live-version]')).toHaveText('A');
  await expect(section.locator('[data-canary-version]')).toHaveText('B');
  await expect(section.locator('[data-canary-percent]')).toHaveText(formatRate(0.3));
  await expect(section.getByRole('img', { name: m.ratesChart })).toBeVisible();
  await expect(section.getByRole('img', { name: m.loadsChart })).toBeVisible();
  // The table of the same figures. B: 18 attempts (loads and load failures; a render error follows a
  // load), 2 failures, 11.1 %.
  const table = section.getByRole('table').first();
  await expect(table).toContainText(`${formatNumber(18)}${formatNumber(2)}${formatRate(2 / 18)}`);
  await expect(table).toContainText(formatNumber(40));
  await expect(section.getByRole('cell', { name: m.actions.canary, exact: true })).toBeVisible();
  await expect(section.getByText('new list title').first()).toBeVisible();

  // The first stops of the keyboard: refresh, then sign out.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: m.refresh })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: m.signOut })).toBeFocused();
  await page.getByRole('link', { name: m.refresh }).press('Enter');
  await expect(page).toHaveURL(/\/operator$/);
  expect(describeFindings(await axeFindings(page, { all: true }))).toEqual([]);
});

test('the gateway aborts the canary once its figures cross the line; the page shows the abort with its figures', async ({ page }) => {
  // B: 10 more loads and 10 more render errors: 12 failures in 28 attempts against live's 0 of 40.
  expect((await report(gatewayUrl, [canary('load', 10), canary('render-error', 10, 'TypeError')])).status).toBe(204);
  await expect.poll(() => historyOf(store).at(-1), { timeout: 10_000 }).toMatchObject({ action: 'canary-abort', version: 'B', who: 'gateway' });
  const abort = historyOf(store).at(-1) as {
    reason: string;
    figures: { canary: { attempts: number; failures: number }; live: { attempts: number; failures: number } };
  };
  expect(abort.figures.canary).toMatchObject({ attempts: 28, failures: 12 });
  expect(abort.figures.live).toMatchObject({ attempts: 40, failures: 0 });
  expect(abort.reason).toMatch(/^automatic abort: canary 42\.9 % failures \(12\/28\) vs live 0 % \(0\/40\) over \d+ s$/);
  expect(gateway.log()).toContain(`[canary] storage@B aborted beside live A: ${abort.reason}`);

  await signIn(page, SECRET);
  const section = storageSection(page);
  await expect(section.getByText(m.noCanary)).toBeVisible();
  await expect(section.getByRole('cell', { name: m.actions['canary-abort'], exact: true })).toBeVisible();
  const figures = m.figuresText(
    `${formatRate(12 / 28)} (${formatNumber(12)}/${formatNumber(28)})`,
    `${formatRate(0)} (${formatNumber(0)}/${formatNumber(40)})`,
    '|',
  );
  await expect(section).toContainText(figures.split('|')[0]!);
  expect(describeFindings(await axeFindings(page, { all: true }))).toEqual([]);
});

test.describe('through nginx', () => {
  test.beforeAll(async () => {
    nginx = await startNginx(store);
  });

  test('reports, metrics and the operator page reach the gateway; the page keeps its own CSP and its style applies', async ({ browser }) => {
    expect((await report(nginxUrl, [live('load', 1)])).status).toBe(204);
    // The scraper's own credential; the operator's secret opens the page, not the metrics.
    const metrics = await fetch(`${nginxUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('portal_remote_loads_total{remote="storage",version="A",channel="live"} 41');
    expect((await fetch(`${nginxUrl}/metrics`)).status).toBe(401);
    expect((await fetch(`${nginxUrl}/metrics`, { headers: { authorization: `Bearer ${SECRET}` } })).status).toBe(401);

    const page = await fetch(`${nginxUrl}/operator`, { headers: { cookie: `portal_operator=${SECRET}` }, redirect: 'manual' });
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp.match(/default-src/g)).toHaveLength(1);
    expect(await page.text()).toContain(`<style nonce="${/'nonce-([^']+)'/.exec(csp)![1]}">`);

    // A real browser, CSP enforced: signs in through nginx and gets the styled page.
    const context = await browser.newContext({ baseURL: nginxUrl });
    const tab = await context.newPage();
    const refused: string[] = [];
    tab.on('console', (msg) => /Content Security Policy/.test(msg.text()) && refused.push(msg.text()));
    await signIn(tab, SECRET);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(m.title);
    expect(await tab.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(246, 247, 249)');
    expect(refused).toEqual([]);
    await context.close();
  });
});
