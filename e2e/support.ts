import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { animationsEnded } from './axe';
import { messages } from '../shared/locale/src/messages';
import { hostMessages } from '../host/src/messages';
import { areaMessages } from '../shared/areas/src/messages';

export { messages, hostMessages, areaMessages };

export const DEMO = { email: 'demo@example.com', password: 'Demo@1234' };

/** Opens the login page and lets the app take it over (it starts once the user engages with the page). */
export async function openLoginApp(page: Page): Promise<void> {
  await page.goto('/account/login');
  await page.getByLabel(hostMessages.login.email).click();
  await page.locator('html[data-ready=login]').waitFor();
}

export async function login(page: Page, email = DEMO.email, password = DEMO.password): Promise<void> {
  // As a user does: type and submit on the prerendered page, without waiting for the app.
  await page.goto('/account/login');
  await page.getByLabel(hostMessages.login.email).fill(email);
  await page.getByLabel(hostMessages.login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: hostMessages.login.submit, exact: true }).click();
  await expect(page.getByRole('heading', { name: hostMessages.dashboard.title })).toBeVisible();
}

/** Picks a project from the top bar's selector by its name. */
export async function selectProject(page: Page, name: string): Promise<void> {
  await page.getByTestId('project-selector').click();
  // antd renders the visible options outside the (hidden) accessible listbox.
  await page.locator(`.ant-select-item-option[title="${name}"]`).click();
}

/**
 * Signs out from the top bar's system menu. The item is clicked once the menu has opened and its
 * entrance animation has ended, as a person clicks what they see settle.
 */
export async function logout(page: Page): Promise<void> {
  const item = page.getByRole('menuitem', { name: hostMessages.layout.logout });
  await page.getByRole('button', { name: hostMessages.layout.systemMenu }).click();
  await expect(item).toBeVisible();
  await animationsEnded(page);
  await item.click();
  await expect(page).toHaveURL(/\/account\/login$/);
}

/**
 * Picks an option of an antd Select (the visible option list is outside the accessible listbox),
 * once the list has opened and settled. A single select closes on the choice; a multiple one stays
 * open with the option marked chosen.
 */
export async function chooseOption(page: Page, field: Locator, option: string | RegExp): Promise<void> {
  const list = page.locator('.ant-select-dropdown:visible');
  await field.click();
  const item = list.locator('.ant-select-item-option').filter({ hasText: option }).first();
  await expect(item).toBeVisible();
  await animationsEnded(page);
  await item.click();
  await expect
    .poll(async () => (await list.count()) === 0 || (await list.locator('.ant-select-item-option-selected').filter({ hasText: option }).count()) > 0)
    .toBe(true);
}

/** A toast with this text is on screen. */
export function toast(page: Page, text: string) {
  return page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();
}

/**
 * The newest code the sandbox "sent" to an e-mail, phone or captcha key (optionally of one kind).
 * With SANDBOX_EXPOSE_CODES the tests read it as the customer would read their mailbox or phone,
 * opening the sandbox mailbox with the instance's secret (SANDBOX_CODES_SECRET, set by
 * playwright.config.ts for the server it starts).
 */
export async function latestCode(page: Page, to: string, kind?: string): Promise<string> {
  const secret = process.env.SANDBOX_CODES_SECRET;
  if (!secret) throw new Error('SANDBOX_CODES_SECRET is not set: the sandbox mailbox cannot be opened');
  // The sandbox that "sent" it: behind a gateway with an upstream provider, the stand-in's own port.
  const mailbox = (test.info().project.metadata?.mailbox as string | undefined) ?? '';
  const response = await page.request.get(`${mailbox}/api/sandbox/codes?to=${encodeURIComponent(to)}`, { headers: { 'x-sandbox-secret': secret } });
  if (!response.ok()) throw new Error(`sandbox mailbox answered ${response.status()} for ${to}`);
  const { codes } = (await response.json()) as { codes: Array<{ kind: string; code: string }> };
  const found = codes.find((c) => !kind || c.kind === kind);
  if (!found) throw new Error(`no code for ${to}`);
  return found.code;
}

/**
 * A screenshot for a person to look at (the pages in RTL, the states the test reaches), written
 * only when SHOTS_DIR is set: `SHOTS_DIR=/tmp/shots pnpm exec playwright test e2e/vm.spec.ts`.
 */
export async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

/** The page fits a phone's width once its layout has answered the resize (antd's breakpoints fire after it). */
export async function expectFitsWidth(page: Page, width = 390): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 5_000 }).toBeLessThanOrEqual(width);
}
