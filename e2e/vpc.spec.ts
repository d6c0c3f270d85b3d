import { expect, test, type Page } from '@playwright/test';
import { vmMessages } from '../remotes/cloud-infra/src/features/vm/messages';
import { vpcMessages } from '../remotes/vpc/src/messages';
import { areaMessages, login, selectProject, shot, toast } from './support';

const t = vpcMessages;

/** Fills an antd Select (the visible option list is outside the accessible listbox). */
async function choose(page: Page, field: ReturnType<Page['getByRole']>, option: string | RegExp) {
  await field.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
}

test('vpc: order with two networks, add networks, attach a server, DNAT, a load balancer, the topology, delete refused', async ({ page }) => {
  test.setTimeout(240_000);
  await login(page);
  await selectProject(page, 'پروژه اصلی');
  await page.getByRole('link', { name: areaMessages.vpc }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: t.list.title })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'prod-vpc' })).toBeVisible();
  await shot(page, 'vpc-list');

  // No data centre: the spec's toast, and no create call leaves the page.
  await page.getByRole('button', { name: t.list.create }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: t.create.title })).toBeVisible();
  const creates: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/vpc/create')) creates.push(r.url());
  });
  const name = `e2e-${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: t.create.name }).fill(name);
  await page.getByRole('button', { name: t.create.submit }).click();
  await expect(toast(page, t.create.datacenterRequired)).toBeVisible();
  expect(creates).toEqual([]);

  // Two networks, a configuration; the price shows before confirming.
  await page.locator('label.ant-radio-button-wrapper').first().click();
  await page.getByTestId('bundle-picker').locator('.ant-card').first().click();
  await page.getByRole('textbox', { name: `${t.create.networkName} ۱` }).fill('e2e-front');
  await page.getByRole('textbox', { name: `${t.create.gatewayCidr} ۱` }).fill('10.70.1.1/24');
  await page.getByRole('button', { name: t.create.addNetwork }).click();
  await page.getByRole('textbox', { name: `${t.create.networkName} ۲` }).fill('e2e-back');
  await page.getByRole('textbox', { name: `${t.create.gatewayCidr} ۲` }).fill('10.70.2.1/24');
  await expect(page.getByTestId('price-summary')).toContainText('ریال');
  await shot(page, 'vpc-add');
  await page.getByRole('button', { name: t.create.submit }).click();
  const confirm = page.getByRole('dialog', { name: t.create.confirmTitle });
  await expect(confirm.getByTestId('price-summary')).toContainText('ریال');
  await confirm.getByRole('button', { name: t.create.submit }).click();
  await expect(toast(page, t.create.created)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: t.list.title })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByText('فعال')).toBeVisible({ timeout: 20_000 });
  await row.click();
  await expect(page).toHaveURL(/\/vpc\/\d+\/\d+\/overview$/);

  // Networks: an overlapping one is refused on its field, a free one is created.
  await page.getByRole('tab', { name: t.detail.tabs.network }).click();
  await page.getByRole('button', { name: t.network.create }).click();
  const netDialog = page.getByRole('dialog', { name: t.network.create });
  await netDialog.getByRole('textbox', { name: t.network.name }).fill('e2e-overlap');
  await netDialog.getByRole('textbox', { name: t.network.cidr }).fill('10.70.1.0/25');
  await netDialog.getByRole('button', { name: t.network.save }).click();
  await expect(netDialog.getByText('این محدوده با شبکه دیگری از همین ابر اختصاصی هم‌پوشانی دارد')).toBeVisible();
  await expect(netDialog.getByRole('textbox', { name: t.network.name })).toHaveValue('e2e-overlap');
  await netDialog.getByRole('textbox', { name: t.network.name }).fill('e2e-third');
  await netDialog.getByRole('textbox', { name: t.network.cidr }).fill('10.70.3.0/24');
  await netDialog.getByRole('button', { name: t.network.save }).click();
  await expect(toast(page, t.network.created)).toBeVisible();
  await expect(page.getByRole('row', { name: /e2e-third/ }).getByText('فعال')).toBeVisible({ timeout: 20_000 });
  await shot(page, 'vpc-network');

  // Attach the demo's stopped server db-1 to the first network.
  await page.getByRole('tab', { name: t.detail.tabs.vpcVm }).click();
  await expect(page.getByRole('link', { name: new RegExp('e2e-front') })).toHaveAttribute('href', /\/vm\/\d+\/add-vm\?vpcId=\d+&networkId=\d+$/);
  await page.getByRole('button', { name: t.vm.attach }).click();
  const attachDialog = page.getByRole('dialog', { name: t.vm.attach });
  await choose(page, attachDialog.getByRole('combobox', { name: t.vm.server }), 'db-1');
  await choose(page, attachDialog.getByRole('combobox', { name: t.vm.network }), 'e2e-front');
  await attachDialog.getByRole('button', { name: t.vm.save }).click();
  await expect(toast(page, t.vm.attached)).toBeVisible();
  await expect(page.getByRole('row', { name: /db-1/ })).toContainText('10.70.1.2');
  await shot(page, 'vpc-vm');

  // Order a server into e2e-back through the server wizard: the VPC's data centre and the network
  // come chosen; the VPC's service address (the last host) is refused on the address field as the
  // attach refuses it; the new server joins the network once built.
  const w = vmMessages.create;
  const nextTo = async (step: number) => {
    await page.getByRole('button', { name: 'مرحله بعد' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]step=${step}(&|$)`));
  };
  await page.getByRole('link', { name: /e2e-back/ }).click();
  await expect(page).toHaveURL(/\/vm\/\d+\/add-vm\?vpcId=\d+&networkId=\d+/);
  await page.getByText('Ubuntu 24.04 LTS').click();
  await nextTo(2);
  await page.locator('.ant-radio-wrapper').filter({ hasText: 'اقتصادی ۱' }).click();
  await nextTo(3);
  await expect(page.getByRole('switch', { name: w.usePrivateNetwork })).toBeChecked();
  await expect(page.getByText('e2e-back (10.70.2.0/24)', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: w.ipAddress }).fill('10.70.2.254');
  await nextTo(4);
  const app = `app-${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: w.name }).fill(app);
  await page.getByLabel(w.password).fill('Str0ng!Pass');
  const order = async () => {
    await page.getByRole('button', { name: w.submit }).click();
    await page.getByRole('dialog', { name: w.confirmTitle }).getByRole('button', { name: w.submit }).click();
  };
  await order();
  const reserved = 'این نشانی رزرو شده است (نشانی شبکه، دروازه، دو نشانی سرویس یا همه‌پخشی)';
  await expect(page.locator('.ant-form-item-explain-error').filter({ hasText: reserved })).toBeVisible();
  await expect(page).toHaveURL(/[?&]step=3(&|$)/);
  await page.getByRole('textbox', { name: w.ipAddress }).fill('');
  await nextTo(4);
  await order();
  await expect(toast(page, w.created)).toBeVisible();
  await expect(page).toHaveURL(/\/vpc\/\d+\/\d+\/vpcVm$/);
  await expect(page.getByRole('row', { name: new RegExp(app) })).toContainText('10.70.2.2', { timeout: 20_000 });

  // A public IP, then DNAT: the same external port twice is refused on its field.
  await page.getByRole('tab', { name: t.detail.tabs.ip }).click();
  await page.getByRole('button', { name: t.ip.allocate }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.ip.allocate }).click();
  await expect(toast(page, t.ip.allocated)).toBeVisible();
  await shot(page, 'vpc-ip');
  await page.getByRole('tab', { name: t.detail.tabs.nat }).click();
  const addRule = async (port: string) => {
    await page.getByRole('button', { name: t.nat.dnatCreate }).click();
    const d = page.getByRole('dialog', { name: t.nat.dnatCreate });
    await choose(d.page(), d.getByRole('combobox', { name: t.nat.publicIp }), /\./);
    await d.getByRole('textbox', { name: t.nat.externalPort }).fill(port);
    await choose(d.page(), d.getByRole('combobox', { name: t.nat.internalIp }), 'db-1');
    await d.getByRole('textbox', { name: t.nat.internalPort }).fill('22');
    await d.getByRole('button', { name: t.nat.save }).click();
    return d;
  };
  await addRule('2200');
  await expect(toast(page, t.nat.created)).toBeVisible();
  const dup = await addRule('2200');
  await expect(dup.getByText('این پورت بیرونی برای همین پروتکل روی این نشانی IP قبلاً استفاده شده است')).toBeVisible();
  await dup.getByRole('textbox', { name: t.nat.externalPort }).fill('2201');
  await dup.getByRole('button', { name: t.nat.save }).click();
  await expect(page.getByRole('row', { name: /2201/ })).toBeVisible();
  await shot(page, 'vpc-nat');

  // A load balancer in front of db-1 with a health check.
  await page.getByRole('tab', { name: t.detail.tabs.loadBalancer }).click();
  await page.getByRole('button', { name: t.lb.create }).click();
  const lbDialog = page.getByRole('dialog', { name: t.lb.create });
  await lbDialog.getByRole('textbox', { name: t.lb.name }).fill('e2e-lb');
  await lbDialog.getByRole('spinbutton', { name: t.lb.interval }).fill('20');
  await lbDialog.getByRole('spinbutton', { name: t.lb.timeout }).fill('4');
  await choose(page, lbDialog.getByRole('combobox', { name: t.lb.backends }), 'db-1');
  // A multiple select stays open after a choice; moving to another field closes it.
  await lbDialog.getByRole('spinbutton', { name: t.lb.attempts }).click();
  await lbDialog.getByRole('button', { name: t.lb.save }).click();
  await expect(toast(page, t.lb.created)).toBeVisible();
  const lbRow = page.getByRole('row', { name: /e2e-lb/ });
  await expect(lbRow).toContainText('۲۰');
  await expect(lbRow.getByText('فعال')).toBeVisible({ timeout: 20_000 });
  await shot(page, 'vpc-lb');

  // The topology shows what was created; each node is a link.
  await page.getByRole('tab', { name: t.detail.tabs.overview }).click();
  const picture = page.getByRole('group', { name: t.topology.title });
  await expect(picture).toBeVisible();
  for (const label of ['e2e-front', 'e2e-back', 'e2e-third', 'db-1', 'e2e-lb', '10.70.1.2']) await expect(picture).toContainText(label);
  await shot(page, 'vpc-overview');
  await picture.getByRole('link', { name: /e2e-lb/ }).click();
  await expect(page).toHaveURL(/\/loadBalancer$/);

  // Delete is refused while a server and a load balancer are inside, naming them.
  await page.getByRole('tab', { name: t.detail.tabs.overview }).click();
  await page.getByRole('button', { name: t.detail.delete }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.detail.delete }).click();
  await expect(toast(page, '«db-1»')).toBeVisible();
  await expect(toast(page, '«e2e-lb»')).toBeVisible();

  // The back link leads to the list (the refused dialog still covers the page, so it is followed by its address).
  const back = await page.getByRole('link', { name: t.detail.back }).getAttribute('href');
  expect(back).toMatch(/^\/vpc\/\d+$/);
  await page.goto(back!);
  await expect(page.getByRole('heading', { level: 1, name: t.list.title })).toBeVisible();
});
