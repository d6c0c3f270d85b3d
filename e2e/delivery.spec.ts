import { expect, test, type Page } from '@playwright/test';
import { appendFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { storageHostMessages } from '../remotes/storage/src/features/hosts/messages';
import { hostMessages, login, messages, selectProject, shot, areaMessages } from './support';
import { buildWithChangedText, deploy, gatewayUrl, nginxUrl, registry, root, startGateway, startNginx, tempDir, type Server } from './delivery-env';

// One publish → reload → rollback story on a store of its own; the steps build on each other.
test.describe.configure({ mode: 'serial' });

const TITLE_A = storageHostMessages.list.title;
const TITLE_B = `${storageHostMessages.list.title} (نسخه دوم)`;

let store: string;
let buildB: string;
let gateway: Server;
let nginx: (Server & { prefix: string }) | null = null;

test.beforeAll(async () => {
  store = tempDir('store');
  buildB = buildWithChangedText(join(root, 'remotes/storage/dist'), TITLE_A, TITLE_B);
  expect(deploy(store, 'publish', 'host', '--from', join(root, 'host/dist'), '--version', 'host-e2e')).toMatchObject({ code: 0 });
  expect(deploy(store, 'publish', 'cloud-infra', '--from', join(root, 'remotes/cloud-infra/dist'), '--version', 'infra-e2e')).toMatchObject({ code: 0 });
  expect(deploy(store, 'publish', 'storage', '--from', join(root, 'remotes/storage/dist'), '--version', 'A')).toMatchObject({ code: 0 });
  gateway = await startGateway(store);
});

test.afterAll(async () => {
  await nginx?.stop();
  await gateway?.stop();
  rmSync(store, { recursive: true, force: true });
  rmSync(buildB, { recursive: true, force: true });
});

/** What is live for every area but storage: must not move when storage does. */
async function othersOf(baseUrl: string) {
  const doc = await registry(baseUrl);
  const { storage: _storage, ...rest } = doc.remotes;
  return { host: doc.host?.version, remotes: rest };
}

async function openStorage(page: Page) {
  await login(page);
  await selectProject(page, 'پروژه اصلی');
  await page.getByRole('link', { name: areaMessages.cloudStorage }).click();
}

const headingA = (page: Page) => page.getByRole('heading', { name: TITLE_A, exact: true });
const headingB = (page: Page) => page.getByRole('heading', { name: TITLE_B, exact: true });

test.describe('served by the gateway', () => {
  test.use({ baseURL: gatewayUrl });

  test('publish B: an open page keeps A, a reload gets B; rollback: a reload gets A; other areas never move', async ({ page }) => {
    const storageFiles: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/remotes/storage/')) storageFiles.push(r.url());
    });
    await openStorage(page);
    await expect(headingA(page)).toBeVisible();
    const others = await othersOf(gatewayUrl);

    const published = deploy(store, 'publish', 'storage', '--from', buildB, '--version', 'B');
    expect(published.code).toBe(0);
    expect(published.out).toContain('storage@B (was A)');
    expect((await registry(gatewayUrl)).remotes.storage!.version).toBe('B');

    // The page that loaded A keeps working on A: a route it has not opened yet loads A's chunks.
    storageFiles.length = 0;
    await page.getByRole('button', { name: storageHostMessages.list.create }).first().click();
    await expect(page.getByRole('heading', { name: storageHostMessages.create.title })).toBeVisible();
    expect(storageFiles.length).toBeGreaterThan(0);
    expect(storageFiles.filter((u) => !u.includes('/remotes/storage/A/'))).toEqual([]);
    await page.goBack();
    await expect(headingA(page)).toBeVisible();

    await page.reload();
    await expect(headingB(page)).toBeVisible();
    await shot(page, 'gateway-version-b', false);
    expect(await othersOf(gatewayUrl)).toEqual(others);

    const rolledBack = deploy(store, 'rollback', 'storage');
    expect(rolledBack).toMatchObject({ code: 0, out: expect.stringContaining('storage: B → A (rollback by e2e-operator)') });
    await page.reload();
    await expect(headingA(page)).toBeVisible();
    await shot(page, 'gateway-rolled-back-a', false);
    expect(await othersOf(gatewayUrl)).toEqual(others);

    const history = deploy(store, 'history', 'storage').out;
    expect(history).toMatch(/publish\s+B\s+A\s+e2e-operator/);
    expect(history).toMatch(/rollback\s+A\s+B\s+e2e-operator/);
  });

  test('a tampered file in the store fails its integrity check: that area shows the failure panel, the others work', async ({ page }) => {
    expect(deploy(store, 'publish', 'storage', '--from', join(root, 'remotes/storage/dist'), '--version', 'C')).toMatchObject({ code: 0 });
    // Someone alters the live entry on the server after it was published.
    appendFileSync(join(store, 'remotes/storage/C/remoteEntry.js'), '\n;globalThis.tampered = true;');
    rmSync(join(store, 'remotes/storage/C/remoteEntry.js.br'), { force: true });
    rmSync(join(store, 'remotes/storage/C/remoteEntry.js.gz'), { force: true });

    const consoleLines: string[] = [];
    page.on('console', (m) => consoleLines.push(m.text()));
    const infraEntries: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/remotes/cloud-infra/infra-e2e/remoteEntry.js')) infraEntries.push(r.status());
    });
    await openStorage(page);
    await expect(page.getByText(messages.chunk.loadFailed)).toBeVisible();
    // The browser refused the script by its hash: it was served, but never ran.
    expect(consoleLines.some((l) => /integrity/i.test(l) && l.includes('/remotes/storage/C/remoteEntry.js'))).toBe(true);
    expect(await page.evaluate(() => (globalThis as { tampered?: boolean }).tampered)).toBeUndefined();
    await shot(page, 'gateway-tampered-failure-panel', false);

    // Another area loads, and the shell works.
    await page.getByRole('link', { name: areaMessages.virtualServers }).click();
    await expect(page).toHaveURL(/\/vm\//);
    await expect(page.getByText(messages.chunk.loadFailed)).toHaveCount(0);
    expect(infraEntries).toContain(200);
    await page.getByRole('link', { name: hostMessages.layout.dashboard }).click();
    await expect(page.getByRole('heading', { name: hostMessages.dashboard.title })).toBeVisible();

    expect(deploy(store, 'rollback', 'storage', '--to', 'A')).toMatchObject({ code: 0 });
    await page.getByRole('link', { name: areaMessages.cloudStorage }).click();
    await page.reload();
    await expect(headingA(page)).toBeVisible();
  });
});

test.describe('served by nginx', () => {
  test.use({ baseURL: nginxUrl });

  test.beforeAll(async () => {
    nginx = await startNginx(store);
  });

  test('nginx serves the store and registry with the gateway cache rules and security headers', async ({ request }) => {
    const doc = await registry(nginxUrl);
    const entry = `/remotes/storage/${doc.remotes.storage!.version}/remoteEntry.js`;
    for (const [path, cache] of [
      ['/mf/registry.json', 'no-store'],
      [entry, 'public, max-age=31536000, immutable'],
      ['/storage/1', 'no-cache'],
      ['/account/login', 'no-cache'],
    ] as const) {
      const viaNginx = await request.get(`${nginxUrl}${path}`);
      const viaGateway = await request.get(`${gatewayUrl}${path}`);
      expect(viaNginx.status(), path).toBe(200);
      expect(viaNginx.headers()['cache-control'], path).toBe(cache);
      expect(viaGateway.headers()['cache-control'], path).toBe(cache);
      // The same policy; only each answer's nonce differs (nginx names one on every answer).
      const policy = (headers: Record<string, string>, name: string) => headers[name]?.replace(/ 'nonce-[^']+'/g, '');
      for (const header of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy']) {
        expect(policy(viaNginx.headers(), header), `${header} on ${path}`).toBe(policy(viaGateway.headers(), header));
      }
      if (path === '/storage/1' || path === '/account/login') {
        const nonce = /'nonce-([^']+)'/.exec(viaNginx.headers()['content-security-policy']!)![1];
        expect(await viaNginx.text(), `nonce in ${path}`).toContain(`nonce="${nonce}"`);
      }
    }
    expect(await (await request.get(`${nginxUrl}${entry}`)).body()).toEqual(await (await request.get(`${gatewayUrl}${entry}`)).body());
    expect((await request.get(`${nginxUrl}/remotes/storage/none/remoteEntry.js`)).status()).toBe(404);
    // API answers go out compressed, through nginx as from the gateway.
    for (const base of [nginxUrl, gatewayUrl]) {
      const api = await request.get(`${base}/api/docs/openapi.json`, { headers: { 'accept-encoding': 'gzip' } });
      expect(api.headers()['content-encoding'], base).toBe('gzip');
      expect((await api.json()).openapi, base).toMatch(/^3\.1/);
    }
  });

  test('source maps stay in the store, unnamed by the bundles and served by neither nginx nor the gateway', async ({ request }) => {
    const version = (await registry(nginxUrl)).remotes.storage!.version;
    const dir = join(store, 'remotes/storage', version);
    const maps = readdirSync(dir).filter((f) => f.endsWith('.js.map'));
    expect(maps.length).toBeGreaterThan(0);
    for (const map of maps.slice(0, 3)) {
      const bundle = `/remotes/storage/${version}/${map.replace(/\.map$/, '')}`;
      expect((await request.get(`${gatewayUrl}${bundle}`)).status(), bundle).toBe(200);
      expect(await (await request.get(`${gatewayUrl}${bundle}`)).text()).not.toContain('sourceMappingURL');
      for (const base of [nginxUrl, gatewayUrl]) expect((await request.get(`${base}${bundle}.map`)).status(), `${base}${bundle}.map`).toBe(404);
    }
    const hostMap = readdirSync(join(root, 'host/dist')).find((f) => /^main\..*\.js\.map$/.test(f));
    expect(hostMap).toBeTruthy();
    for (const base of [nginxUrl, gatewayUrl]) expect((await request.get(`${base}/${hostMap}`)).status()).toBe(404);
  });

  test('the same publish and rollback flow through nginx, with no nginx reload', async ({ page }) => {
    await openStorage(page);
    await expect(headingA(page)).toBeVisible();
    const others = await othersOf(nginxUrl);

    expect(deploy(store, 'publish', 'storage', '--from', buildB, '--version', 'D')).toMatchObject({
      code: 0,
      out: expect.stringContaining('storage@D (was A)'),
    });
    await page.reload();
    await expect(headingB(page)).toBeVisible();
    await shot(page, 'nginx-version-b', false);

    expect(deploy(store, 'rollback', 'storage')).toMatchObject({ code: 0, out: expect.stringContaining('D → A') });
    await page.reload();
    await expect(headingA(page)).toBeVisible();

    // promote moves the pointer to any stored version, here B from the gateway test.
    expect(deploy(store, 'promote', 'storage', 'B')).toMatchObject({ code: 0 });
    await page.reload();
    await expect(headingB(page)).toBeVisible();
    expect(deploy(store, 'rollback', 'storage', '--to', 'A')).toMatchObject({ code: 0 });
    await page.reload();
    await expect(headingA(page)).toBeVisible();
    expect(await othersOf(nginxUrl)).toEqual(others);
    await shot(page, 'nginx-rolled-back-a', false);
  });
});
