import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { dnsCdnMessages } from '../remotes/dns-cdn/src/messages';
import { domainMessages } from '../remotes/dns-cdn/src/features/domains/messages';
import { webHostMessages } from '../remotes/dns-cdn/src/features/web-hosts/messages';
import { zoneMessages } from '../remotes/dns-cdn/src/features/zone/messages';
import { zoneListMessages } from '../remotes/dns-cdn/src/features/zones/messages';
import { uiMessages } from '../shared/ui/src/messages';
import { toPersianDigits as toPersian } from '../shared/locale/src/digits';
import { DEMO, hostMessages, selectProject, shot, toast, expectFitsWidth } from './support';

const m = dnsCdnMessages;

/** Signs in as the demo customer (the submit button named exactly: the page offers other sign-in buttons too). */
async function login(page: Page) {
  await page.goto('/account/login');
  await page.getByLabel(hostMessages.login.email).fill(DEMO.email);
  await page.getByLabel(hostMessages.login.password, { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: hostMessages.login.submit, exact: true }).click();
  await expect(page.getByRole('heading', { name: hostMessages.dashboard.title })).toBeVisible();
}

async function openProject(page: Page): Promise<string> {
  await login(page);
  await selectProject(page, 'پروژه اصلی');
  return (await page.evaluate(() => localStorage.getItem('selectedProjectId')))!;
}

/** A throw-away self-signed certificate and key for `name`, made with the openssl CLI at test time. */
function selfSigned(name: string): { certificate: string; privateKey: string } {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-cert-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      join(dir, 'k'),
      '-out',
      join(dir, 'c'),
      '-days',
      '30',
      '-subj',
      `/CN=${name}`,
      '-addext',
      `subjectAltName=DNS:${name},DNS:*.${name}`,
    ],
    { stdio: 'pipe' },
  );
  return { certificate: readFileSync(join(dir, 'c'), 'utf8'), privateKey: readFileSync(join(dir, 'k'), 'utf8') };
}

const dialog = (page: Page) => page.getByRole('dialog');
/** A refusal shown under its form field (the same 422 also raises a toast). */
const fieldError = (scope: Page | Locator, text: string) => scope.locator('.ant-form-item-explain-error', { hasText: text });

test('dns-cdn: the seeded zone: overview with nameservers, records, analytics, settings with its managed certificate', async ({ page }) => {
  const projectId = await openProject(page);
  await page.goto(`/cdn/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: m.zones.title })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'shop-demo.ir' })).toBeVisible();
  await shot(page, 'dns-zones');
  await page.getByRole('cell', { name: 'shop-demo.ir' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'shop-demo.ir' })).toBeVisible();
  await expect(page.getByText('ns1.sandbox-cdn.ir').first()).toBeVisible();
  await expect(page.getByText(m.verify.active)).toBeVisible();
  await shot(page, 'dns-overview');
  await page.getByRole('tab', { name: zoneMessages.zone.tabs['dns-record'] }).click();
  await expect(page.getByRole('cell', { name: 'v=spf1 mx -all' })).toBeVisible();
  await shot(page, 'dns-records');
  await page.getByRole('tab', { name: zoneMessages.zone.tabs.analytics }).click();
  await expect(page.getByText(zoneMessages.analytics.totalRequests)).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(zoneMessages.analytics.requests) })).toBeVisible();
  await shot(page, 'dns-analytics');
  await page.getByRole('tab', { name: zoneMessages.zone.tabs.setting }).click();
  await expect(page.getByLabel(zoneMessages.settings.https)).toBeChecked();
  await expect(page.getByLabel(zoneMessages.settings.hstsEnabled)).toBeChecked();
  await expect(page.getByRole('cell', { name: 'CN=Sandbox CDN Edge CA, O=Sandbox Cloud' })).toBeVisible();
  // The managed origin certificate (the provider's origin-cert/get) beside the uploaded one.
  await expect(page.getByText(zoneMessages.settings.managedOrigin, { exact: true })).toBeVisible();
  await expect(page.getByText(/shop-demo\.ir, \*\.shop-demo\.ir — صادرکننده: CN=Sandbox CDN Origin CA/)).toBeVisible();
  await shot(page, 'dns-settings');
});

test('dns-cdn: add a zone, set its nameservers and verify; records, the zone file and HSTS', async ({ page }) => {
  const projectId = await openProject(page);
  const zone = `e2e-${Date.now()}.ir`;
  await page.goto(`/cdn/${projectId}`);
  await page.getByRole('button', { name: m.zones.create }).first().click();
  await expect(page).toHaveURL(new RegExp(`/cdn/${projectId}/add-zone$`));
  await page.getByLabel(zoneListMessages.add.name).fill('shop-demo.ir');
  await page.getByRole('button', { name: zoneListMessages.add.submit }).click();
  await expect(fieldError(page, 'این دامنه پیش‌تر روی سکو ثبت شده است')).toBeVisible();
  await page.getByLabel(zoneListMessages.add.name).fill(zone);
  await page.getByRole('button', { name: zoneListMessages.add.submit }).click();
  await expect(page.getByText(zoneListMessages.add.nsTitle, { exact: true })).toBeVisible();
  await expect(page.getByText('ns2.sandbox-cdn.ir')).toBeVisible();
  await expect(page.getByRole('button', { name: 'کپی ns1.sandbox-cdn.ir' })).toBeVisible();
  await shot(page, 'dns-add-zone-ns');
  await page.getByRole('button', { name: m.verify.action }).click();
  await expect(page.getByText(m.verify.active)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: zoneListMessages.add.goToZone }).click();
  await expect(page.getByRole('heading', { level: 1, name: zone })).toBeVisible();

  // Records: create, edit, proxy toggle, delete; a CNAME beside an A record is refused on its field.
  await page.getByRole('tab', { name: zoneMessages.zone.tabs['dns-record'] }).click();
  await page.getByRole('button', { name: m.records.create }).first().click();
  await dialog(page).getByLabel(m.records.name, { exact: true }).fill('www');
  await dialog(page).getByLabel(m.records.valueLabels.A).fill('192.0.2.10');
  await dialog(page).getByRole('button', { name: m.records.save }).click();
  await expect(toast(page, m.records.created)).toBeVisible();
  await expect(page.getByRole('cell', { name: '192.0.2.10' })).toBeVisible();

  await page.getByRole('button', { name: m.records.create }).first().click();
  await dialog(page).getByLabel(m.records.type).click();
  await page.locator('.ant-select-item-option[title="CNAME"]').click();
  await dialog(page).getByLabel(m.records.name, { exact: true }).fill('www');
  await dialog(page).getByLabel(m.records.valueLabels.CNAME).fill(zone);
  await dialog(page).getByRole('button', { name: m.records.save }).click();
  await expect(fieldError(dialog(page), 'کنار رکوردهای دیگرِ همین نام نمی‌توان رکورد CNAME ساخت')).toBeVisible();
  await expect(dialog(page).getByLabel(m.records.name, { exact: true })).toHaveValue('www');
  await shot(page, 'dns-record-refused');
  await dialog(page).getByRole('button', { name: m.records.cancel }).click();

  await page.getByRole('button', { name: `ویرایش رکورد A www` }).click();
  await dialog(page).getByLabel(m.records.valueLabels.A).fill('192.0.2.11');
  await dialog(page).getByRole('button', { name: m.records.save }).click();
  await expect(page.getByRole('cell', { name: '192.0.2.11' })).toBeVisible();

  const proxy = page.getByRole('switch', { name: 'پروکسی CDN برای www (A)' });
  await expect(proxy).not.toBeChecked();
  await proxy.click();
  await expect(toast(page, 'پروکسی CDN برای www روشن شد')).toBeVisible();
  await expect(proxy).toBeChecked();

  // The zone file, written in the browser from the record list: export, then import a file with
  // one bad line (refused whole, the line named, nothing written), then without it (record creates).
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: zoneMessages.zoneFile.export }).click();
  const file = readFileSync((await (await download).path())!, 'utf8');
  expect((await download).suggestedFilename()).toBe(`${zone}.zone`);
  expect(file).toContain(`$ORIGIN ${zone}.`);
  expect(file).toContain('IN\tNS\tns1.sandbox-cdn.ir.');
  expect(file).toMatch(/www\t1\tIN\tA\t192\.0\.2\.11 ; proxied/);
  await page.getByRole('button', { name: zoneMessages.zoneFile.import }).click();
  const lines = file.trimEnd().split('\n').length;
  await dialog(page).getByLabel(zoneMessages.zoneFile.pasteLabel).fill(`${file}api 300 IN A 192.0.2.20\nbad 300 IN A 300.1.1.1\n`);
  await dialog(page).getByRole('button', { name: zoneMessages.zoneFile.preview }).click();
  await expect(dialog(page).getByRole('cell', { name: 'مقدار: مقدار رکورد A باید یک نشانی IPv4 باشد' })).toBeVisible();
  await expect(dialog(page).getByText(zoneMessages.zoneFile.refusedTitle)).toBeVisible();
  await expect(dialog(page).getByText(`خط ${toPersian(lines + 2)}: مقدار: مقدار رکورد A باید یک نشانی IPv4 باشد`)).toBeVisible();
  await expect(dialog(page).getByRole('cell', { name: zoneMessages.zoneFile.actions.add })).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: zoneMessages.zoneFile.apply })).toBeDisabled();
  await shot(page, 'dns-import-preview');
  await dialog(page).getByLabel(zoneMessages.zoneFile.pasteLabel).fill(`${file}api 300 IN A 192.0.2.20\n`);
  await dialog(page).getByRole('button', { name: zoneMessages.zoneFile.preview }).click();
  await dialog(page).getByRole('button', { name: zoneMessages.zoneFile.apply }).click();
  await expect(toast(page, 'رکورد افزوده')).toBeVisible();
  await expect(page.getByRole('cell', { name: '192.0.2.20' })).toBeVisible();

  await page.getByRole('button', { name: 'حذف رکورد A www' }).click();
  await page.getByRole('dialog').getByRole('button', { name: m.records.delete }).click();
  await expect(toast(page, m.records.deleted)).toBeVisible();
  await expect(page.getByRole('cell', { name: '192.0.2.11' })).toHaveCount(0);

  // HSTS is one switch, as the provider has it; the zone read again shows it on.
  await page.getByRole('tab', { name: zoneMessages.zone.tabs.setting }).click();
  await expect(page.getByLabel(zoneMessages.settings.hstsEnabled)).not.toBeChecked();
  await page.getByLabel(zoneMessages.settings.hstsEnabled).click();
  await expect(toast(page, zoneMessages.settings.saved)).toBeVisible();
  await expect(page.getByLabel(zoneMessages.settings.hstsEnabled)).toBeChecked();

  // A pasted certificate whose key does not match is refused on the key; the matching pair is shown.
  const cert = selfSigned(zone);
  const stranger = selfSigned(zone);
  await page.getByRole('button', { name: zoneMessages.settings.paste }).click();
  await dialog(page).getByLabel(zoneMessages.settings.certificate).fill(cert.certificate);
  await dialog(page).getByLabel(zoneMessages.settings.privateKey).fill(stranger.privateKey);
  await dialog(page).getByRole('button', { name: zoneMessages.settings.save }).click();
  await expect(fieldError(dialog(page), 'این کلید خصوصی با گواهی جور نیست')).toBeVisible();
  await dialog(page).getByLabel(zoneMessages.settings.privateKey).fill(cert.privateKey);
  await dialog(page).getByRole('button', { name: zoneMessages.settings.save }).click();
  await expect(toast(page, zoneMessages.settings.pasted)).toBeVisible();
  await expect(page.getByRole('cell', { name: `CN=${zone}` }).first()).toBeVisible();
  await shot(page, 'dns-settings-certs');
});

test('dns-cdn at phone width: the list and the records scroll inside their card', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const projectId = await openProject(page);
  await page.goto(`/cdn/${projectId}`);
  await expect(page.getByRole('cell', { name: 'shop-demo.ir' })).toBeVisible();
  await shot(page, 'dns-zones-390');
  await page.getByRole('cell', { name: 'shop-demo.ir' }).click();
  await shot(page, 'dns-overview-390');
  await page.getByRole('tab', { name: zoneMessages.zone.tabs['dns-record'] }).click();
  await expect(page.getByRole('cell', { name: 'v=spf1 mx -all' })).toBeVisible();
  await shot(page, 'dns-records-390');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.getByRole('tab', { name: zoneMessages.zone.tabs.analytics }).click();
  await expect(page.getByText(zoneMessages.analytics.totalRequests)).toBeVisible();
  await shot(page, 'dns-analytics-390');
});

test('dns-cdn: register a domain through the wizard, then change its nameservers', async ({ page }) => {
  const projectId = await openProject(page);
  const label = `e2e-${Date.now()}`;
  const name = `${label}.ir`;
  await page.goto(`/domain/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: domainMessages.domains.title })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'shop-demo.ir' })).toBeVisible();
  await shot(page, 'domains');
  await page.getByRole('button', { name: domainMessages.domains.create }).first().click();
  await expect(page).toHaveURL(new RegExp(`/domain/${projectId}/register`));
  // The label and the extension apart, as the provider's order names them (.ir is chosen at first).
  await page.getByRole('textbox', { name: domainMessages.register.domainName }).fill('taken-by-someone');
  await page.getByRole('button', { name: domainMessages.register.check }).click();
  await expect(fieldError(page, 'این دامنه پیش‌تر ثبت شده است و آزاد نیست')).toBeVisible();
  await page.getByRole('textbox', { name: domainMessages.register.domainName }).fill(label);
  await page.getByRole('button', { name: domainMessages.register.check }).click();
  await expect(page.getByText(`دامنه ${name} آزاد است`)).toBeVisible();
  await shot(page, 'domain-wizard-1');
  await page.getByRole('button', { name: uiMessages.next }).click();
  await expect(page).toHaveURL(/step=2/);
  await expect(page.getByLabel(domainMessages.register.ns1)).toHaveValue('ns1.sandbox-cdn.ir');
  await page.getByRole('button', { name: uiMessages.next }).click();
  await page.getByLabel(domainMessages.register.contactName).fill('مالک آزمایشی');
  await page.getByLabel(domainMessages.register.email).fill('owner@example.com');
  await page.getByLabel(domainMessages.register.phone).fill('09121112233');
  await page.getByLabel(domainMessages.register.address).fill('تهران، خیابان آزادی');
  await page.getByRole('button', { name: uiMessages.next }).click();
  await expect(page.getByText(domainMessages.register.summary)).toBeVisible();
  await page.getByRole('button', { name: domainMessages.register.submit }).click();
  await expect(toast(page, domainMessages.register.termRequired)).toBeVisible();
  await page.getByLabel(domainMessages.register.term).check();
  await shot(page, 'domain-wizard-4');
  await page.getByRole('button', { name: domainMessages.register.submit }).click();
  await expect(toast(page, domainMessages.register.registered)).toBeVisible();
  // The provider's register answers no id: the list shows the new domain, its page opens from there.
  await expect(page).toHaveURL(new RegExp(`/domain/${projectId}$`));
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: domainMessages.domain.resend }).click();
  await expect(toast(page, domainMessages.domain.resent)).toBeVisible();
  // As the provider's panel: the nameservers change once the domain is active (statusId 2; the page polls until then).
  await expect(page.getByRole('button', { name: domainMessages.domain.saveNs })).toBeEnabled({ timeout: 20_000 });
  await page.getByLabel(domainMessages.register.ns2).fill('ns1.sandbox-cdn.ir');
  await page.getByRole('button', { name: domainMessages.domain.saveNs }).click();
  await expect(fieldError(page, 'سرور نام تکراری است')).toBeVisible();
  await page.getByLabel(domainMessages.register.ns2).fill('ns2.other.ir');
  await page.getByRole('button', { name: domainMessages.domain.saveNs }).click();
  await expect(toast(page, domainMessages.domain.nsSaved)).toBeVisible();
  await shot(page, 'domain-detail');
});

test('dns-cdn: order a web host, log in to its control panel once, change its plan, delete it', async ({ page }) => {
  const projectId = await openProject(page);
  const domain = `site-${Date.now().toString(36)}.ir`;
  await page.goto(`/web-host/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: m.webHosts.title })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'blog.shop-demo.ir' })).toBeVisible();
  await shot(page, 'web-hosts');
  await page.getByRole('button', { name: m.webHosts.create }).click();
  await expect(page.getByRole('heading', { level: 1, name: webHostMessages.webHostCreate.title, exact: true })).toBeVisible();

  // The seeded host's domain is refused on the field by the check.
  await page.getByLabel(webHostMessages.webHostCreate.domain).fill('blog.shop-demo.ir');
  await page.getByRole('button', { name: webHostMessages.webHostCreate.check }).click();
  await expect(fieldError(page, 'برای این دامنه پیش‌تر هاست وب ساخته شده است')).toBeVisible();
  await page.getByLabel(webHostMessages.webHostCreate.domain).fill(domain);
  await page.getByRole('button', { name: webHostMessages.webHostCreate.check }).click();
  await expect(page.getByText(`برای دامنه ${domain} می‌توان هاست ساخت`)).toBeVisible();
  await page.getByText('هاست وب پایه').click();
  await shot(page, 'web-host-create');
  await page.getByRole('button', { name: webHostMessages.webHostCreate.submit }).click();
  await dialog(page).getByRole('button', { name: webHostMessages.webHostCreate.submit }).click();
  await expect(toast(page, webHostMessages.webHostCreate.created)).toBeVisible();

  await page.getByRole('cell', { name: domain }).click();
  await expect(page.getByRole('heading', { level: 1, name: domain })).toBeVisible();
  const login = page.getByRole('button', { name: webHostMessages.webHost.login });
  await expect(login).toBeEnabled({ timeout: 20_000 });
  await shot(page, 'web-host-detail');
  const [panel] = await Promise.all([page.waitForEvent('popup'), login.click()]);
  await expect(panel.getByRole('heading', { level: 1, name: `کنترل پنل هاست ${domain}` })).toBeVisible();
  // The link works once: opening it again is refused.
  await panel.reload();
  await expect(panel.getByRole('heading', { level: 1, name: 'پیوند ورود معتبر نیست' })).toBeVisible();
  await panel.close();

  await page.getByRole('button', { name: webHostMessages.webHost.edit }).click();
  await dialog(page).getByLabel(webHostMessages.webHost.bundle).click();
  await page.locator('.ant-select-item-option[title^="هاست وب استاندارد"]').click();
  await dialog(page).getByRole('button', { name: webHostMessages.webHost.save }).click();
  await expect(toast(page, webHostMessages.webHost.saved)).toBeVisible();
  // The change is applied by the provider (updating, then active again); the row names no plan.
  await expect(login).toBeEnabled({ timeout: 20_000 });

  await expect(page.getByRole('button', { name: webHostMessages.webHost.delete })).toBeEnabled({ timeout: 20_000 });
  await page.getByRole('button', { name: webHostMessages.webHost.delete }).click();
  // Its files and databases go with it: the domain is typed first.
  await expect(dialog(page).getByRole('button', { name: webHostMessages.webHost.delete })).toBeDisabled();
  await dialog(page).getByRole('textbox').fill(domain);
  await dialog(page).getByRole('button', { name: webHostMessages.webHost.delete }).click();
  await expect(toast(page, webHostMessages.webHost.deleted)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/web-host/${projectId}$`));
  await expect(page.getByRole('cell', { name: domain })).toHaveCount(0, { timeout: 20_000 });
});

test('web hosts at phone width: the list scrolls inside its card and the detail fits', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const projectId = await openProject(page);
  await page.goto(`/web-host/${projectId}`);
  await expect(page.getByRole('cell', { name: 'blog.shop-demo.ir' })).toBeVisible();
  await shot(page, 'web-hosts-390');
  await expectFitsWidth(page);
  await page.getByRole('cell', { name: 'blog.shop-demo.ir' }).click();
  await expect(page.getByRole('button', { name: webHostMessages.webHost.login })).toBeVisible();
  await shot(page, 'web-host-detail-390');
  await expectFitsWidth(page);
});

test("dns-cdn: load balancing: the demo zone's CDN routes with their destinations", async ({ page }) => {
  const projectId = await openProject(page);
  const tag = Date.now().toString(36);
  await page.goto(`/cdn/${projectId}`);
  await page.getByRole('cell', { name: 'shop-demo.ir' }).click();
  await page.getByRole('tab', { name: zoneMessages.zone.tabs['load-balance'] }).click();
  await expect(page).toHaveURL(/\/load-balance$/);
  const demo = page.getByRole('row', { name: /\/\*/ });
  await expect(demo).toContainText(m.cdnRoutes.policies['least-connections']!);
  await shot(page, 'dns-load-balance');

  // The list names no destinations: the edit dialog shows the route's get.
  await page.getByRole('button', { name: m.cdnRoutes.editLabel.replace('{path}', '/*') }).click();
  await expect(dialog(page).getByLabel('مقصد ۲', { exact: true })).toHaveValue('185.208.180.21');
  await expect(dialog(page).getByLabel(m.cdnRoutes.path)).toBeDisabled();
  await dialog(page).getByRole('button', { name: m.cdnRoutes.cancel }).click();

  await page.getByRole('button', { name: m.cdnRoutes.create }).first().click();
  await dialog(page).getByLabel(m.cdnRoutes.path).fill('/a*b');
  await dialog(page).getByLabel('مقصد ۱', { exact: true }).fill('http://10.0.0.9');
  await dialog(page).getByRole('button', { name: m.cdnRoutes.save }).click();
  await expect(fieldError(dialog(page), '* فقط در پایان آن بیاید')).toBeVisible();
  await expect(fieldError(dialog(page), 'نشانی مبدأ باید یک IPv4 یا نام میزبان باشد')).toBeVisible();
  await dialog(page).getByLabel(m.cdnRoutes.path).fill(`/static-${tag}/*`);
  await dialog(page).getByLabel('مقصد ۱', { exact: true }).fill('10.0.0.9');
  await dialog(page).getByLabel(m.cdnRoutes.policy).click();
  await page.locator(`.ant-select-item-option[title="${m.cdnRoutes.policies['ip-hash']}"]`).click();
  await dialog(page).getByRole('button', { name: m.cdnRoutes.save }).click();
  await expect(toast(page, m.cdnRoutes.created)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`/static-${tag}/\\*`) });
  await expect(row).toContainText(m.cdnRoutes.policies['ip-hash']!);
  await page.getByRole('button', { name: m.cdnRoutes.deleteLabel.replace('{path}', `/static-${tag}/*`) }).click();
  await dialog(page).getByRole('button', { name: m.cdnRoutes.delete }).click();
  await expect(toast(page, m.cdnRoutes.deleted)).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('cell', { name: '/*', exact: true })).toBeVisible();
  await shot(page, 'dns-load-balance-390');
  await expectFitsWidth(page);
});
