import { expect, test, type Page } from '@playwright/test';
import { accountMessages } from '../host/src/account/messages';
import { DEMO, hostMessages, login } from './support';
import { ticketMessages } from '../remotes/support/src/features/tickets/messages';

const { sessions } = accountMessages;

// Issue 16, headers: styles come from our files or from <style> elements with the answer's nonce
// ("style-src" without 'unsafe-inline'). The portal must still look as designed: every style it
// creates (antd's CSS-in-JS, the prerendered login styles, the toasts, a dialog's scroll lock)
// passes the policy, so the browser reports no violation anywhere on the way.

/** Every violation the browser reports, on every page the test goes through. */
async function recordViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
    document.addEventListener('securitypolicyviolation', (e) => report(`${e.violatedDirective}: ${e.blockedURI || 'inline'} ${e.sample}`.trim()));
  });
  return seen;
}

test("no inline style is let in without the nonce, and none of the portal's own is refused", async ({ page }) => {
  const violations = await recordViolations(page);
  const answer = await page.goto('/account/login');
  const policy = answer!.headers()['content-security-policy']!;
  expect(policy).toMatch(/style-src 'self' 'nonce-[^']+'/);
  expect(policy).not.toContain('unsafe-inline');
  // The app starts once the user engages with the page; its style elements are checked too.
  await page.getByLabel(hostMessages.login.email).click();
  await page.locator('html[data-ready=login]').waitFor();

  // The prerendered styles applied: the primary button is painted, not a bare browser button.
  const submit = page.getByRole('button', { name: hostMessages.login.submit, exact: true });
  expect(await submit.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  // A style element without the nonce, as injected markup would bring, is refused.
  expect(violations).toEqual([]);
  const injected = await page.evaluate(() => {
    const holder = document.createElement('div');
    holder.innerHTML = '<style>#root { display: none }</style>';
    document.body.append(holder);
    return getComputedStyle(document.getElementById('root')!).display;
  });
  expect(injected).not.toBe('none');
  await expect.poll(() => violations.length).toBe(1);
  expect(violations[0]).toMatch(/^style-src/);
  violations.length = 0;
  // So is an inline script without it (the page's own starter carries the nonce and ran).
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBe(1);
  expect(violations[0]).toMatch(/^script-src/);
  violations.length = 0;

  await login(page);
  // A second session of the same user, to close from the account page: a dialog (with its scroll
  // lock) and a success toast (react-hot-toast's own style sheet).
  expect((await page.request.post('/api/my/auth/login', { data: { email: DEMO.email, password: DEMO.password } })).status()).toBe(200);
  await page.goto('/portal/account?tab=sessions');
  await page
    .getByRole('button', { name: new RegExp(`^${sessions.end} `) })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: sessions.end }).click();
  await expect(page.getByRole('status').filter({ hasText: 'آن نشست بسته شد' })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  expect(violations).toEqual([]);
});

test("a page with a long text field passes the policy too: the field's styles are the portal's own", async ({ page }) => {
  const violations = await recordViolations(page);
  await login(page);
  await page.goto('/portal/support/add-ticket');
  const message = page.getByLabel(ticketMessages.create.message);
  await message.fill('سطر اول\nسطر دوم\nسطر سوم\nسطر چهارم\nسطر پنجم\nسطر ششم\nسطر هفتم\nسطر هشتم\nسطر نهم');
  await expect(message).toHaveValue(/سطر نهم/);
  // A helper element styled through a style attribute (which the policy refuses) would be left in
  // the page unhidden and reported here.
  expect(violations).toEqual([]);
  await expect(page.locator('body > textarea')).toHaveCount(0);
});
