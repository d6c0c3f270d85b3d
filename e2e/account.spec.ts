import { expect, test, type Locator, type Page } from '@playwright/test';
import { totp, totpCounter } from '../deploy/sandbox-api/src/auth/totp';
import { toPersianDigits } from '../shared/locale/src/digits';
import { formatDate } from '../shared/locale/src/dates';
import { accountMessages } from '../host/src/account/messages';
import { projectMessages } from '../host/src/projects/messages';
import { PROJECT_ACCESS_TYPES } from '../shared/contracts/src/project-access';
import { hostMessages, latestCode, login, logout as signOut, selectProject, shot, toast } from './support';

const COMPANY = { email: 'company@example.com', password: 'Company@1234' };
const MEMBER = { email: 'member@example.com', password: 'Member@1234' };
const a = accountMessages;

async function logout(page: Page) {
  // A dialog still closing would swallow the click on the menu.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await signOut(page);
}

async function openTab(page: Page, tab: keyof typeof a.tabs) {
  await page.goto(`/portal/account?tab=${tab}`);
  await expect(page.getByRole('tab', { name: a.tabs[tab], selected: true })).toBeVisible();
}

/** A dialog field refused on submit shows `message` beside it; the corrected value then goes through. */
async function refusedThenAccepted(dialog: Locator, field: { label: string; bad: string; good: string; message: string }, submit: string) {
  await dialog.getByLabel(field.label, { exact: true }).fill(field.bad);
  await dialog.getByRole('button', { name: submit }).click();
  await expect(dialog.getByText(field.message)).toBeVisible();
  await dialog.getByLabel(field.label, { exact: true }).fill(field.good);
  await dialog.getByRole('button', { name: submit }).click();
}

/** Signs out and in again with the password, then with the second-step `code` (read once that page is up). */
async function twoFactorSignIn(page: Page, who: { email: string; password: string }, code: () => string | Promise<string>, hint?: string) {
  await logout(page);
  await page.locator('html[data-ready=login]').waitFor();
  await page.getByLabel(hostMessages.login.email).fill(who.email);
  await page.getByLabel(hostMessages.login.password, { exact: true }).fill(who.password);
  await page.getByRole('button', { name: hostMessages.login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/account\/two-factor-login$/);
  if (hint) await expect(page.getByText(hint)).toBeVisible();
  await page.getByLabel(hostMessages.twoFactor.code).fill(await code());
  await page.getByRole('button', { name: hostMessages.twoFactor.submit }).click();
  await expect(page.getByRole('heading', { name: hostMessages.dashboard.title })).toBeVisible();
}

/** Turns a two-factor method off from its card on the account page and sees it off. */
async function disableTwoFactor(page: Page, testId: string, done: string, code?: string) {
  await openTab(page, 'two-factor');
  const card = page.getByTestId(testId);
  await card.getByRole('button', { name: a.twoFactor.disable }).click();
  const dialog = page.getByRole('dialog');
  if (code) await dialog.getByLabel(a.common.code).fill(code);
  await dialog.getByRole('button', { name: a.twoFactor.disable }).click();
  await expect(toast(page, done)).toBeVisible();
  await expect(card.getByText(a.twoFactor.off, { exact: true })).toBeVisible();
}

/** Removes a table row through its confirm dialog. */
async function removeRow(page: Page, row: Locator, label: string, done: string) {
  await row.getByRole('button', { name: label }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'حذف' }).click();
  await expect(toast(page, done)).toBeVisible();
}

test('TOTP: enable with a code from the shown secret, sign in through the two-factor page, disable', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, COMPANY.email, COMPANY.password);
  await openTab(page, 'two-factor');
  const card = page.getByTestId('totp-card');
  await expect(card.getByText(a.twoFactor.off, { exact: true })).toBeVisible();
  await card.getByRole('button', { name: a.twoFactor.enable }).click();

  const dialog = page.getByRole('dialog');
  // No password: the provider's calls take none; the authenticator's code is the proof.
  await dialog.getByRole('button', { name: a.twoFactor.start }).click();
  await expect(dialog.getByRole('img', { name: a.twoFactor.qrLabel })).toBeVisible();
  const secret = (await dialog.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await shot(page, 'totp-setup');

  // Steps used: previous (enable), current (sign in), next (disable): each later than the last, all within one step of drift.
  await dialog.getByLabel(a.common.code).fill(totp(secret, Date.now() - 30_000));
  await dialog.getByRole('button', { name: a.twoFactor.enable }).click();
  await expect(toast(page, a.twoFactor.enabledApp)).toBeVisible();
  await expect(card.getByText(a.twoFactor.on, { exact: true })).toBeVisible();
  const enabledAt = totpCounter(Date.now());

  // The sign-in step is taken when the two-factor page is up; disabling uses the step after it.
  let signInAt = enabledAt;
  await twoFactorSignIn(page, COMPANY, () => totp(secret, (signInAt = Math.max(totpCounter(Date.now()), enabledAt)) * 30_000));
  await disableTwoFactor(page, 'totp-card', a.twoFactor.disabledApp, totp(secret, (signInAt + 1) * 30_000));

  await openTab(page, 'log');
  await expect(page.getByText(a.activities['profile/enable-totp-confirm'], { exact: true })).toBeVisible();
  await expect(page.getByText(a.activities['profile/disable-totp'], { exact: true })).toBeVisible();
  await shot(page, 'user-log');

  // Jalali date filter: from today keeps the entries, from tomorrow leaves none.
  const from = page.getByRole('textbox', { name: a.log.from });
  await from.fill(formatDate(new Date()));
  await from.press('Enter');
  await page.getByRole('button', { name: a.log.filter }).click();
  await expect(page.getByText(a.activities['profile/enable-totp-confirm'], { exact: true })).toBeVisible();
  await from.click();
  await from.fill(formatDate(new Date(Date.now() + 24 * 3_600_000)));
  await from.press('Enter');
  await page.getByRole('button', { name: a.log.filter }).click();
  await expect(page.getByText(a.log.empty)).toBeVisible();
});

test('customer users: an existing account joins by its e-mail, sees the customer among its own, then is removed', async ({ page }) => {
  const OTHER = { email: 'other@example.com', password: 'Other@1234' };
  await login(page);
  await openTab(page, 'users');
  await page.getByRole('button', { name: a.users.add }).click();
  const dialog = page.getByRole('dialog');
  // Only an account that exists can join (the provider's body has no names or password).
  await refusedThenAccepted(
    dialog,
    { label: a.users.email, bad: `nobody-${Date.now()}@example.com`, message: 'حسابی با این ایمیل نیست', good: OTHER.email },
    a.users.add,
  );
  await expect(toast(page, a.users.created)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: OTHER.email });
  await expect(row).toContainText(a.users.rights.projectUser);
  await shot(page, 'customer-users');
  await logout(page);

  // The joined user now has two customers to choose from.
  await login(page, OTHER.email, OTHER.password);
  await openTab(page, 'users');
  await expect(page.getByTestId('memberships').getByRole('listitem').filter({ hasText: 'کاربر نمونه' })).toBeVisible();
  await logout(page);

  await login(page);
  await openTab(page, 'users');
  await removeRow(page, row, a.users.delete, a.users.deleted);
  await expect(row).toHaveCount(0);
});

test('project users: invite a customer user, change the access type, remove', async ({ page }) => {
  await login(page);
  await selectProject(page, 'پروژه اصلی');
  await page.getByTestId('project-selector').click();
  await page.getByRole('button', { name: projectMessages.users }).click();
  await expect(page).toHaveURL(/\/project\/\d+\/users$/);
  await expect(page.getByText(projectMessages.userList.empty)).toBeVisible();

  await page.getByRole('button', { name: projectMessages.userList.invite }).first().click();
  const dialog = page.getByRole('dialog');
  await refusedThenAccepted(
    dialog,
    { label: projectMessages.userList.email, bad: 'nobody@example.com', message: 'کاربری با این ایمیل', good: MEMBER.email },
    projectMessages.userList.submit,
  );
  await expect(toast(page, projectMessages.userList.invited)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: MEMBER.email });
  await expect(row).toContainText(PROJECT_ACCESS_TYPES[2].label);
  await shot(page, 'project-users');

  await row.getByRole('combobox').click();
  await page.locator(`.ant-select-item-option[title="${PROJECT_ACCESS_TYPES[3].label}"]`).click();
  await expect(toast(page, projectMessages.userList.roleSaved)).toBeVisible();

  await removeRow(page, row, projectMessages.userList.remove, projectMessages.userList.removed);
  await expect(page.getByText(projectMessages.userList.empty)).toBeVisible();
});

test('a project is created from the selector and deleted with typed confirmation', async ({ page }) => {
  const name = `پروژه آزمون ${Date.now() % 100000}`;
  await login(page);
  await page.getByTestId('project-selector').click();
  await page.getByRole('button', { name: projectMessages.create }).click();
  await page.getByRole('dialog').getByLabel(projectMessages.name).fill(name);
  await page.getByRole('dialog').getByRole('combobox', { name: projectMessages.datacenter }).click();
  // The first data centre, chosen from the keyboard (the project selector's list is still in the page).
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: projectMessages.save }).click();
  await expect(page).toHaveURL(/\/project\/\d+\/specification$/);
  await expect(page.getByRole('heading', { name: `${projectMessages.specification}: ${toPersianDigits(name)}` })).toBeVisible();
  await expect(page.getByTestId('usage-vm')).toBeVisible();
  await expect(page.getByTestId('project-selector')).toContainText(toPersianDigits(name));
  await shot(page, 'project-specification');

  await page.getByRole('button', { name: projectMessages.delete }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByRole('button', { name: 'حذف' })).toBeDisabled();
  await confirm.getByRole('textbox').fill(name);
  await confirm.getByRole('button', { name: 'حذف' }).click();
  await expect(toast(page, projectMessages.deleted(name))).toBeVisible();
  await expect(page.getByRole('heading', { name: hostMessages.dashboard.title })).toBeVisible();
});

test("the notification tab opens from the top bar's menu and keeps its settings", async ({ page }) => {
  await login(page, MEMBER.email, MEMBER.password);
  await page.getByRole('button', { name: hostMessages.layout.systemMenu }).click();
  await page.getByRole('menuitem', { name: hostMessages.layout.notificationSettings }).click();
  await expect(page).toHaveURL(/\/portal\/account\?tab=notification$/);
  const email = page.getByRole('switch', { name: a.notification.email });
  await expect(email).toBeChecked();
  await email.click();
  await expect(toast(page, a.notification.saved)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: a.notification.email })).not.toBeChecked();
  await shot(page, 'notification-tab');

  // The bell's popup leads to the same tab.
  await page.goto('/');
  await page.getByRole('button', { name: hostMessages.layout.notifications }).click();
  await page.getByTestId('notification-popup').getByRole('link', { name: hostMessages.layout.notificationSettings }).click();
  await expect(page).toHaveURL(/\/portal\/account\?tab=notification$/);
  await expect(page.getByRole('switch', { name: a.notification.phone })).toBeChecked();
});

test('profile: the name is edited in place and the dashboard links into the account', async ({ page }) => {
  await login(page, MEMBER.email, MEMBER.password);
  await shot(page, 'dashboard');
  await page.getByTestId('dashboard-shortcuts').getByRole('link', { name: hostMessages.dashboard.shortcutLinks.account }).click();
  await expect(page).toHaveURL(/\/portal\/account$/);
  await expect(page.getByTestId('profile-email')).toHaveText(MEMBER.email);
  await page.getByRole('button', { name: a.common.edit }).click();
  await page.getByLabel(a.profile.firstName, { exact: true }).fill('');
  await page.getByRole('button', { name: a.common.save }).click();
  await expect(page.getByText(a.profile.firstNameRequired)).toBeVisible();
  await page.getByLabel(a.profile.firstName, { exact: true }).fill('همکار تازه');
  await page.getByRole('button', { name: a.common.save }).click();
  await expect(toast(page, a.common.saved)).toBeVisible();
  await expect(page.getByText('همکار تازه', { exact: true })).toBeVisible();
  await expect(page.getByTestId('user-title')).toHaveText('همکار تازه نمونه');

  // Phone number: the new number, then the code the sandbox "texted" (the proof); the profile becomes complete.
  await expect(page.getByText(a.profile.incomplete)).toBeVisible();
  await page.getByRole('button', { name: a.contact.changePhone }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(a.contact.newPhone).fill('۰۹۱۲۷۷۷۶۶۵۵');
  await dialog.getByRole('button', { name: a.contact.sendCode }).click();
  await expect(dialog.getByText(a.contact.pending(toPersianDigits('09127776655')))).toBeVisible();
  await dialog.getByLabel(a.common.code).fill(await latestCode(page, '09127776655', 'confirm-phone'));
  await dialog.getByRole('button', { name: a.contact.confirm }).click();
  await expect(toast(page, a.contact.phoneChanged)).toBeVisible();
  await expect(page.getByText(a.profile.complete, { exact: true })).toBeVisible();
  await shot(page, 'profile');
});

test('change-customer: a user of two customers switches to the other one and back', async ({ page }) => {
  await login(page);
  await openTab(page, 'users');
  const memberships = page.getByTestId('memberships');
  const company = memberships.getByRole('listitem').filter({ hasText: 'شرکت نمونه ابری' });
  await company.getByRole('button', { name: a.users.switchTo }).click();
  await expect(toast(page, a.users.switched('شرکت نمونه ابری'))).toBeVisible();
  await expect(page.getByRole('heading', { name: hostMessages.dashboard.title })).toBeVisible();
  await page.getByTestId('project-selector').click();
  await expect(page.locator('.ant-select-item-option[title="پروژه شرکت"]')).toBeVisible();
  await expect(page.locator('.ant-select-item-option[title="پروژه اصلی"]')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await openTab(page, 'profile');
  await expect(page.getByTestId('customer-card')).toContainText(a.profile.legal);
  await openTab(page, 'users');
  await memberships.getByRole('listitem').filter({ hasText: 'کاربر نمونه' }).getByRole('button', { name: a.users.switchTo }).click();
  await expect(toast(page, a.users.switched('کاربر نمونه'))).toBeVisible();
  await page.getByTestId('project-selector').click();
  await expect(page.locator('.ant-select-item-option[title="پروژه اصلی"]')).toBeVisible();
});

test('SMS two-factor: enable with the texted code, then sign-in asks for a fresh texted code; disable', async ({ page }) => {
  const OTHER = { email: 'other@example.com', password: 'Other@1234', phone: '09351234567' };
  const lastCode = (kind: string) => latestCode(page, OTHER.phone, kind);
  await login(page, OTHER.email, OTHER.password);
  await openTab(page, 'two-factor');
  const card = page.getByTestId('sms-card');
  await card.getByRole('button', { name: a.twoFactor.enable }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: a.twoFactor.start }).click();
  await expect(dialog.getByText(a.twoFactor.smsSent)).toBeVisible();
  await dialog.getByLabel(a.common.code).fill(await lastCode('sms-2fa'));
  await dialog.getByRole('button', { name: a.twoFactor.enable }).click();
  await expect(toast(page, a.twoFactor.enabledSms)).toBeVisible();
  await expect(card.getByText(a.twoFactor.on, { exact: true })).toBeVisible();

  await twoFactorSignIn(page, OTHER, () => lastCode('sms-login'), hostMessages.twoFactor.hint);
  await disableTwoFactor(page, 'sms-card', a.twoFactor.disabledSms);
});
