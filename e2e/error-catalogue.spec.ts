import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test';
import { dnsCdnMessages } from '../remotes/dns-cdn/src/messages';
import { zoneListMessages } from '../remotes/dns-cdn/src/features/zones/messages';
import { uiMessages } from '../shared/ui/src/messages';
import { hostMessages, login, messages, selectProject, toast } from './support';

// Each row of the error catalogue (docs/product-rules.md), seen in the browser: the dashboard's
// financial summary request is answered the way the row describes.
const FINANCIAL = '**/api/my/dashboard/financial';

async function answerFinancial(page: Page, status: number, body: unknown, headers: Record<string, string> = {}) {
  await page.route(FINANCIAL, (route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body), headers }));
}

async function reloadDashboard(page: Page) {
  await page.goto('/');
}

test.describe("the dashboard's financial summary", () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test('timeout: "request timeout" toast', async ({ page }) => {
    await page.clock.install();
    await page.route(FINANCIAL, () => {
      /* never answers */
    });
    const requested = page.waitForRequest(FINANCIAL);
    await reloadDashboard(page);
    await requested;
    await page.clock.fastForward(31_000);
    await expect(toast(page, messages.errors.requestTimeout)).toBeVisible();
  });

  test('no response: the generic message', async ({ page }) => {
    await page.route(FINANCIAL, (route) => route.abort('connectionreset'));
    await reloadDashboard(page);
    await expect(toast(page, messages.errors.generic)).toBeVisible();
  });

  test('5xx: the server message, else the generic one', async ({ page }) => {
    await answerFinancial(page, 502, { message: 'سرویس مالی در دسترس نیست' });
    await reloadDashboard(page);
    await expect(toast(page, 'سرویس مالی در دسترس نیست')).toBeVisible();

    await page.unroute(FINANCIAL);
    await answerFinancial(page, 500, {});
    await reloadDashboard(page);
    await expect(toast(page, messages.errors.generic)).toBeVisible();
  });

  test('422: one toast per message, then the fallbacks', async ({ page }) => {
    await answerFinancial(page, 422, { errors: { Name: ['نام کوتاه است'], Price: ['قیمت نامعتبر است'] } });
    await reloadDashboard(page);
    await expect(toast(page, 'نام کوتاه است')).toBeVisible();
    await expect(toast(page, 'قیمت نامعتبر است')).toBeVisible();

    await page.unroute(FINANCIAL);
    await answerFinancial(page, 422, { title: 'عنوان خطا' });
    await reloadDashboard(page);
    await expect(toast(page, 'عنوان خطا')).toBeVisible();

    await page.unroute(FINANCIAL);
    await answerFinancial(page, 422, {});
    await reloadDashboard(page);
    await expect(toast(page, messages.errors.invalidInput)).toBeVisible();
  });

  test('429: the rate-limit fallback, without waiting for Retry-After', async ({ page }) => {
    await answerFinancial(page, 429, {}, { 'Retry-After': '999999' });
    await reloadDashboard(page);
    await expect(toast(page, messages.errors.tooManyRequests)).toBeVisible();
  });

  test('403: goes to the forbidden page without a toast', async ({ page }) => {
    await answerFinancial(page, 403, { message: 'should not be shown' });
    await reloadDashboard(page);
    await expect(page).toHaveURL(/\/forbidden$/);
    await expect(page.getByText(messages.pages.forbiddenTitle)).toBeVisible();
    await expect(page.getByText('should not be shown')).toHaveCount(0);
  });

  test('404: no toast, the card offers a retry', async ({ page }) => {
    await answerFinancial(page, 404, { message: 'should not be shown' });
    await reloadDashboard(page);
    await expect(page.getByTestId('financial-summary').getByText(hostMessages.dashboard.loadFailed)).toBeVisible();
    await expect(page.getByText('should not be shown')).toHaveCount(0);
  });

  test('401: the session is cleared and the user goes to login', async ({ page }) => {
    await answerFinancial(page, 401, { message: 'expired' });
    await reloadDashboard(page);
    await expect(page).toHaveURL(/\/account\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('loginInfo'))).toBeNull();
  });

  test('400: the server message', async ({ page }) => {
    await answerFinancial(page, 400, { message: 'درخواست نادرست است' });
    await reloadDashboard(page);
    await expect(toast(page, 'درخواست نادرست است')).toBeVisible();
  });
});

// The same rows for a page's own GET and for a write. The GET is the zone list opened by its
// address: named in the page, made by its start script and prefetched while the page loads, the
// path a signed-in deep link takes (a refusal there once showed only the list's inline failure).
// The write is the add-zone form's first call (its domain check), with what the user typed kept.
const zonesMessages = dnsCdnMessages;
const GENERIC = messages.errors.generic;

interface Row {
  name: string;
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** The toasts the row shows, each once; none for the rows that navigate or stay quiet. */
  toasts: string[];
  /** Where the user lands (a path ending), when the row navigates. */
  lands?: RegExp;
}

const ROWS: Row[] = [
  { name: '5xx with a message', status: 502, body: { message: 'سرویس دامنه در دسترس نیست' }, toasts: ['سرویس دامنه در دسترس نیست'] },
  { name: '5xx without one', status: 500, body: {}, toasts: [GENERIC] },
  {
    name: '422 with errors',
    status: 422,
    body: { errors: { Name: ['نام کوتاه است'], Other: ['مقدار دیگر نامعتبر است'] } },
    toasts: ['نام کوتاه است', 'مقدار دیگر نامعتبر است'],
  },
  { name: '422 with errorMessage', status: 422, body: { errorMessage: 'پیام خطای سرور', title: 'عنوان خطا' }, toasts: ['پیام خطای سرور'] },
  { name: '422 with title', status: 422, body: { title: 'عنوان خطا' }, toasts: ['عنوان خطا'] },
  { name: '422 with nothing', status: 422, body: {}, toasts: [messages.errors.invalidInput] },
  {
    name: '429 with errors',
    status: 429,
    body: { errors: { Rate: ['تعداد درخواست زیاد است'] } },
    headers: { 'Retry-After': '999999' },
    toasts: ['تعداد درخواست زیاد است'],
  },
  {
    name: '429 with nothing, not waiting for Retry-After',
    status: 429,
    body: {},
    headers: { 'Retry-After': '999999' },
    toasts: [messages.errors.tooManyRequests],
  },
  { name: '403', status: 403, body: { message: 'should not be shown' }, toasts: [], lands: /\/forbidden$/ },
  { name: '404', status: 404, body: { message: 'should not be shown' }, toasts: [] },
  { name: '401', status: 401, body: { message: 'should not be shown' }, toasts: [], lands: /\/account\/login$/ },
  { name: '400 with a message', status: 400, body: { message: 'درخواست نادرست است' }, toasts: ['درخواست نادرست است'] },
  { name: 'another status without a message', status: 409, body: {}, toasts: [GENERIC] },
];

interface Via {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  /** Opens the page and makes the call. */
  act(page: Page, projectId: string): Promise<void>;
  /** The page that made the call is on screen, waiting for its answer. */
  shown(page: Page): Promise<void>;
  /** What the page shows in its own place once the row's answer came (not for the rows that navigate). */
  after(page: Page): Promise<void>;
}

const TYPED = 'error-catalogue.ir';
const VIAS: Via[] = [
  {
    name: "a page's GET",
    url: '**/api/my/dns-cdn/*/host/list',
    method: 'GET',
    act: async (page, projectId) => {
      await page.goto(`/cdn/${projectId}`);
    },
    shown: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: zonesMessages.zones.title })).toBeVisible();
    },
    after: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: zonesMessages.zones.title })).toBeVisible();
      await expect(page.getByText(uiMessages.tableError).or(page.getByText(uiMessages.notFound))).toBeVisible();
    },
  },
  {
    name: 'a write',
    url: '**/api/my/dns-cdn/*/host/check',
    method: 'POST',
    act: async (page, projectId) => {
      await page.goto(`/cdn/${projectId}/add-zone`);
      await page.getByLabel(zoneListMessages.add.name).fill(TYPED);
      await page.getByRole('button', { name: zoneListMessages.add.submit }).click();
    },
    shown: async (page) => {
      await expect(page.getByLabel(zoneListMessages.add.name)).toHaveValue(TYPED);
    },
    after: async (page) => {
      await expect(page.getByLabel(zoneListMessages.add.name)).toHaveValue(TYPED);
    },
  },
];

/** Answers the via's call (its method only) with `answer`. */
async function answerVia(page: Page, via: Via, answer: (route: Route) => Promise<void>) {
  await page.route(via.url, (route) => (route.request().method() === via.method ? answer(route) : route.fallback()));
}

async function expectToasts(page: Page, expected: string[]) {
  for (const text of expected) await expect(toast(page, text)).toBeVisible();
  // Each once, and nothing else went up.
  const shown = page.getByRole('region', { name: uiMessages.toastRegion }).locator('[role=status], [role=alert]').filter({ hasText: /\S/ });
  await expect
    .poll(async () =>
      (await shown.allInnerTexts())
        .map((t) => t.trim())
        .filter(Boolean)
        .sort(),
    )
    .toEqual([...expected].sort());
}

test.describe('every row for a GET and for a write', () => {
  let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;
  let projectId: string;

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await login(page);
    await selectProject(page, 'پروژه اصلی');
    projectId = (await page.evaluate(() => localStorage.getItem('selectedProjectId')))!;
    signedIn = await context.storageState();
    await context.close();
  });
  // One sign-in for the describe: each test opens its own context with the stored session.
  test.use({ storageState: async ({}, use) => use(signedIn) });

  for (const via of VIAS) {
    test(`${via.name}: timeout, the "request timeout" toast`, async ({ page }) => {
      await page.clock.install();
      await answerVia(page, via, () => new Promise(() => undefined));
      const requested = page.waitForRequest((r) => r.method() === via.method && new URL(r.url()).pathname.endsWith(via.url.split('*').pop()!));
      await via.act(page, projectId);
      await requested;
      // The app counts a request's time once it has taken it over, and toasts a failure the page
      // is waiting for: a page's first GET leaves from the document, before the app has started
      // (it starts once the frame has painted), so the clock moves once the via's page is shown.
      await via.shown(page);
      await page.clock.fastForward(31_000);
      await expectToasts(page, [messages.errors.requestTimeout]);
    });

    test(`${via.name}: no response, the generic message`, async ({ page }) => {
      await answerVia(page, via, (route) => route.abort('connectionreset'));
      await via.act(page, projectId);
      await expectToasts(page, [GENERIC]);
      await via.after(page);
    });

    for (const row of ROWS) {
      test(`${via.name}: ${row.name}`, async ({ page }) => {
        await answerVia(page, via, (route) =>
          route.fulfill({ status: row.status, contentType: 'application/json', body: JSON.stringify(row.body), headers: row.headers }),
        );
        await via.act(page, projectId);
        if (row.lands) await expect(page).toHaveURL(row.lands);
        else await via.after(page);
        await expectToasts(page, row.toasts);
        await expect(page.getByText('should not be shown')).toHaveCount(0);
        if (row.status === 401) expect(await page.evaluate(() => window.localStorage.getItem('loginInfo'))).toBeNull();
      });
    }
  }
});
