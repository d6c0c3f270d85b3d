import { expect, test, type Page, type Route } from '@playwright/test';
import { accountMessages } from '../host/src/account/messages';
import { hostMessages, login, messages, selectProject, areaMessages } from './support';

const ENTRY = '**/remotes/storage/**/remoteEntry.js';

async function openStorage(page: Page) {
  await selectProject(page, 'پروژه اصلی');
  await page.getByRole('link', { name: areaMessages.cloudStorage }).click();
}

async function expectFailurePanelAndWorkingShell(page: Page) {
  await expect(page.getByText(messages.chunk.loadFailed)).toBeVisible();
  await expect(page.getByText(messages.chunk.loadFailedTechnical).first()).toBeVisible();
  // The shell keeps working: the top bar is there and the dashboard link navigates.
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await page.getByRole('link', { name: hostMessages.layout.dashboard }).click();
  await expect(page.getByRole('heading', { name: hostMessages.dashboard.title })).toBeVisible();
}

const failures: Array<[string, (route: Route) => Promise<void>]> = [
  ['answers 404', (route) => route.fulfill({ status: 404, body: 'not found' })],
  ['answers 500', (route) => route.fulfill({ status: 500, body: 'boom' })],
  ['fails on the network', (route) => route.abort('failed')],
  ['throws when evaluated', (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: 'throw new Error("broken remote");' })],
];

for (const [name, handler] of failures) {
  test(`a remote that ${name} shows the failure panel while the shell works`, async ({ page }) => {
    await login(page);
    await page.route(ENTRY, handler);
    await openStorage(page);
    await expectFailurePanelAndWorkingShell(page);
  });
}

test('the retry button loads the remote once it is back', async ({ page }) => {
  await login(page);
  await page.route(ENTRY, (route) => route.fulfill({ status: 503, body: 'down' }));
  await openStorage(page);
  await expect(page.getByText(messages.chunk.loadFailed)).toBeVisible();
  await page.unroute(ENTRY);
  await page.getByRole('button', { name: messages.chunk.retry }).click();
  await expect(page.getByRole('heading', { name: 'فضای ذخیره‌سازی ابری' })).toBeVisible();
});

test('a remote missing from the registry shows the failure panel', async ({ page }) => {
  await page.route('**/mf/registry.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ remotes: {} }) }));
  await login(page);
  // The portal's own links never lead there (e2e/areas.spec.ts); a typed or bookmarked URL does.
  await page.goto('/storage/1');
  await expectFailurePanelAndWorkingShell(page);
});

test('a remote that hangs past 120 s shows the failure panel', async ({ page }) => {
  await page.clock.install();
  await login(page);
  await page.route(ENTRY, () => {
    /* never answers */
  });
  const requested = page.waitForRequest(ENTRY);
  await openStorage(page);
  await requested;
  await page.clock.fastForward(119_000);
  await expect(page.getByText(messages.chunk.loadFailed)).toHaveCount(0);
  await page.clock.fastForward(2_000);
  await expectFailurePanelAndWorkingShell(page);
});

test('a tampered remote entry is refused by its integrity hash', async ({ page }) => {
  await login(page);
  await page.route(ENTRY, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()) + '\n/* tampered */';
    await route.fulfill({ response, body });
  });
  await openStorage(page);
  await expectFailurePanelAndWorkingShell(page);
});

/** The host's own chunks (not the remotes'), from now on. */
const HOST_CHUNK = /^[^?#]*\/\d+\.[0-9a-f]+\.js(\?.*)?$/;
const hostChunk = (url: URL) => HOST_CHUNK.test(url.href) && !url.pathname.startsWith('/remotes/');

/** Goes to the account page inside the app (no page load), as the user menu does. */
async function openAccountInApp(page: Page) {
  await page.evaluate(() => {
    history.pushState({}, '', '/portal/account');
    dispatchEvent(new PopStateEvent('popstate'));
  });
}

test("the shell's own page (account) whose chunk hangs past 120 s shows the failure panel in the working shell", async ({ page }) => {
  await page.clock.install();
  await login(page);
  await expect(page.getByRole('heading', { name: hostMessages.dashboard.title })).toBeVisible();
  const requested = page.waitForRequest((r) => hostChunk(new URL(r.url())));
  await page.route(hostChunk, () => {
    /* never answers, as on a dead mobile link */
  });
  await openAccountInApp(page);
  await requested;
  await page.clock.fastForward(119_000);
  await expect(page.getByText(messages.chunk.loadFailed)).toHaveCount(0);
  await page.clock.fastForward(2_000);
  await expectFailurePanelAndWorkingShell(page);
});

test("the shell's own page (account) whose chunk fails shows the failure panel, and retry loads it once it is back", async ({ page }) => {
  await login(page);
  await expect(page.getByRole('heading', { name: hostMessages.dashboard.title })).toBeVisible();
  await page.route(hostChunk, (route) => route.abort('failed'));
  await openAccountInApp(page);
  await expect(page.getByText(messages.chunk.loadFailed)).toBeVisible();
  await expect(page.getByText(messages.chunk.loadFailedTechnical).first()).toBeVisible();
  await page.unroute(hostChunk);
  await page.getByRole('button', { name: messages.chunk.retry }).click();
  await expect(page.getByRole('heading', { name: accountMessages.title })).toBeVisible();
});

test('the signed-in app whose chunk fails shows the failure panel, and retry loads it once it is back', async ({ page }) => {
  await login(page);
  // The chunk of the shell behind login (the one with the top bar) fails; every other file loads.
  const failShell = async (route: Route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('"top-bar"')) return route.abort('failed');
    return route.fulfill({ response, body });
  };
  await page.route(hostChunk, failShell);
  await page.reload();
  await expect(page.getByText(messages.chunk.loadFailed)).toBeVisible();
  await page.unroute(hostChunk, failShell);
  await page.getByRole('button', { name: messages.chunk.retry }).click();
  await expect(page.getByRole('heading', { name: hostMessages.dashboard.title })).toBeVisible();
});
