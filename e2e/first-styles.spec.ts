import { expect, test, type Browser, type BrowserContextOptions } from '@playwright/test';
import { login, selectProject } from './support';

// antd's styles for a signed-in page's first render come from the build's stylesheet
// (host/src/first-styles): antd's runtime, which reads the sheet's record of what it holds,
// generates none of them. Refused, the sheet costs nothing but time: the runtime generates the
// styles as before and the page looks the same.

/** antd's generated component styles (its theme's variables carry `data-token-hash`). */
const GENERATED = 'style[data-css-hash]:not([data-token-hash])';

async function openList(browser: Browser, storageState: BrowserContextOptions['storageState'], { refuseSheet }: { refuseSheet: boolean }) {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  let sheetRequests = 0;
  await page.route(/\/antd-first\.[0-9a-f]{10}\.css$/, (route) => {
    sheetRequests += 1;
    return refuseSheet ? route.abort() : route.continue();
  });
  await page.goto('/vm/1/list');
  const row = page.locator('#content tr.ant-table-row').first();
  await expect(row).toBeVisible();
  const seen = await page.evaluate((generated) => {
    const style = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`nothing matches ${selector}`);
      const css = getComputedStyle(element);
      return { color: css.color, background: css.backgroundColor, padding: css.padding, font: css.fontSize, border: css.borderBottom };
    };
    return {
      generated: document.querySelectorAll(generated).length,
      header: style('#content .ant-table-thead th'),
      cell: style('#content tr.ant-table-row td'),
      button: style('#content .ant-btn-primary'),
    };
  }, GENERATED);
  await context.close();
  return { ...seen, sheetRequests };
}

test("a signed-in page's first render takes antd's styles from the build's sheet, and looks the same without it", async ({ page, browser }) => {
  await login(page);
  await selectProject(page, 'پروژه اصلی');
  const storageState = await page.context().storageState();

  const withSheet = await openList(browser, storageState, { refuseSheet: false });
  expect(withSheet.sheetRequests, 'the sheet is asked for once').toBe(1);
  expect(withSheet.generated, 'antd generated no component style the sheet holds').toBe(0);

  const without = await openList(browser, storageState, { refuseSheet: true });
  expect(without.generated, 'without the sheet, antd generates the styles itself').toBeGreaterThan(20);
  expect(without.header).toEqual(withSheet.header);
  expect(without.cell).toEqual(withSheet.cell);
  expect(without.button).toEqual(withSheet.button);
});
