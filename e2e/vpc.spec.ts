import { expect, test } from '@playwright/test';
import { vpcMessages } from '../remotes/vpc/src/messages';
import { vpcDetailMessages } from '../remotes/vpc/src/features/detail/messages';
import { vpcPageMessages } from '../remotes/vpc/src/features/vpc/messages';
import { areaMessages, chooseOption, login, selectProject, shot, toast } from './support';

const t = vpcMessages;

test('vpc: order, attach a network, a network access request, servers in it, a public IP, SNAT and DNAT, a load balancer, the topology, delete refused', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await login(page);
  await selectProject(page, 'پروژه اصلی');
  await page.getByRole('link', { name: areaMessages.vpc }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: t.list.title })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'prod-vpc' })).toBeVisible();
  await shot(page, 'vpc-list');

  // The demo VPC's pages have something to show on each tab.
  await page.getByRole('row', { name: /prod-vpc/ }).click();
  await expect(page.getByRole('group', { name: vpcDetailMessages.topology.title })).toContainText('web-net');
  await page.getByRole('tab', { name: vpcDetailMessages.detail.tabs.nat }).click();
  await expect(page.getByRole('table', { name: vpcDetailMessages.nat.title }).getByRole('row', { name: /web-ssh/ })).toContainText('DNAT');
  await page.getByRole('tab', { name: vpcDetailMessages.detail.tabs.ip }).click();
  await expect(page.getByRole('table', { name: vpcDetailMessages.ip.title }).getByRole('row', { name: /185\.208\.180\.10/ })).toContainText(
    vpcDetailMessages.ip.primary,
  );
  await page.getByRole('tab', { name: vpcDetailMessages.detail.tabs.network }).click();
  await expect(page.getByRole('table', { name: vpcDetailMessages.network.accessTitle }).getByRole('row', { name: /office-lan/ })).toBeVisible();
  await page.goto(page.url().replace(/\/\d+\/network$/, ''));

  // No data centre: the "select the data center" toast, and no create call leaves the page.
  await page.getByRole('button', { name: t.list.create }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: vpcPageMessages.create.title })).toBeVisible();
  const creates: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/vpc/create')) creates.push(r.url());
  });
  const name = `e2e-${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: vpcPageMessages.create.name }).fill(name);
  await page.getByRole('button', { name: vpcPageMessages.create.submit }).click();
  await expect(toast(page, vpcPageMessages.create.datacenterRequired)).toBeVisible();
  expect(creates).toEqual([]);

  // A configuration; the price shows before confirming.
  await page.locator('label.ant-radio-button-wrapper').first().click();
  await page.getByTestId('bundle-picker').locator('.ant-card').first().click();
  await expect(page.getByTestId('price-summary')).toContainText('ریال');
  await shot(page, 'vpc-add');
  await page.getByRole('button', { name: vpcPageMessages.create.submit }).click();
  const confirm = page.getByRole('dialog', { name: vpcPageMessages.create.confirmTitle });
  await expect(confirm.getByTestId('price-summary')).toContainText('ریال');
  await confirm.getByRole('button', { name: vpcPageMessages.create.submit }).click();
  await expect(toast(page, vpcPageMessages.create.created)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: t.list.title })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByText('فعال')).toBeVisible({ timeout: 20_000 });
  await row.click();
  await expect(page).toHaveURL(/\/vpc\/\d+\/\d+\/overview$/);

  // Networks: the project's office network is attached; another asks for access.
  await page.getByRole('tab', { name: vpcDetailMessages.detail.tabs.network }).click();
  await page.getByRole('button', { name: vpcDetailMessages.network.attach }).click();
  const netDialog = page.getByRole('dialog', { name: vpcDetailMessages.network.attach });
  await chooseOption(page, netDialog.getByRole('combobox', { name: vpcDetailMessages.network.network }), 'office-lan');
  await netDialog.getByRole('button', { name: vpcDetailMessages.network.save }).click();
  await expect(toast(page, vpcDetailMessages.network.attached)).toBeVisible();
  await expect(page.getByRole('table', { name: vpcDetailMessages.network.title }).getByRole('row', { name: /office-lan/ })).toContainText('255.255.255.0');
  await page.getByRole('button', { name: vpcDetailMessages.network.accessCreate }).click();
  const accessDialog = page.getByRole('dialog', { name: vpcDetailMessages.network.accessCreate });
  await chooseOption(page, accessDialog.getByRole('combobox', { name: vpcDetailMessages.network.network }), 'db-net');
  await accessDialog.getByRole('button', { name: vpcDetailMessages.network.accessSave }).click();
  await expect(toast(page, vpcDetailMessages.network.accessCreated)).toBeVisible();
  await expect(page.getByRole('table', { name: vpcDetailMessages.network.accessTitle }).getByRole('row', { name: /db-net/ })).toBeVisible();
  await shot(page, 'vpc-network');

  // The office network's servers are in the VPC now; db-1 is detached and attached again at a chosen address.
  await page.getByRole('tab', { name: vpcDetailMessages.detail.tabs.vpcVm }).click();
  await expect(page.getByRole('link', { name: /office-lan/ })).toHaveAttribute('href', /\/vm\/\d+\/add-vm\?vpcId=\d+&networkId=\d+$/);
  const servers = page.getByRole('table', { name: vpcDetailMessages.vm.title });
  await expect(servers.getByRole('row', { name: /web-1/ })).toBeVisible();
  await servers.getByRole('button', { name: `${vpcDetailMessages.vm.detach} db-1 office-lan` }).click();
  await page.getByRole('dialog').getByRole('button', { name: vpcDetailMessages.vm.detach }).click();
  await expect(servers.getByRole('row', { name: /db-1/ })).toHaveCount(0);
  await page.getByRole('button', { name: vpcDetailMessages.vm.attach }).click();
  const attachDialog = page.getByRole('dialog', { name: vpcDetailMessages.vm.attach });
  await chooseOption(page, attachDialog.getByRole('combobox', { name: vpcDetailMessages.vm.server }), 'db-1');
  await chooseOption(page, attachDialog.getByRole('combobox', { name: vpcDetailMessages.vm.network }), 'office-lan');
  await attachDialog.getByRole('textbox', { name: vpcDetailMessages.vm.ipAddress }).fill('10.10.0.50');
  await attachDialog.getByRole('button', { name: vpcDetailMessages.vm.save }).click();
  await expect(toast(page, vpcDetailMessages.vm.attached)).toBeVisible();
  await expect(servers.getByRole('row', { name: /db-1/ })).toContainText('10.10.0.50');
  await shot(page, 'vpc-vm');

  // A public IPv4 address: the VPC's first is its primary one.
  await page.getByRole('tab', { name: vpcDetailMessages.detail.tabs.ip }).click();
  await page.getByRole('button', { name: vpcDetailMessages.ip.allocate }).click();
  await page.getByRole('dialog', { name: vpcDetailMessages.ip.allocateTitle }).getByRole('button', { name: vpcDetailMessages.ip.allocate }).click();
  await expect(toast(page, vpcDetailMessages.ip.allocated)).toBeVisible();
  await expect(page.getByRole('table', { name: vpcDetailMessages.ip.title })).toContainText(vpcDetailMessages.ip.primary);
  await shot(page, 'vpc-ip');

  // SNAT on for the VPC; a DNAT rule to db-1, the same port twice refused on its field.
  await page.getByRole('tab', { name: vpcDetailMessages.detail.tabs.nat }).click();
  await page.getByRole('switch', { name: vpcDetailMessages.nat.snat }).click();
  await expect(toast(page, vpcDetailMessages.nat.snatEnabled)).toBeVisible();
  await expect(page.getByRole('switch', { name: vpcDetailMessages.nat.snat })).toBeChecked();
  const addRule = async (ruleName: string, port: string) => {
    await page.getByRole('button', { name: vpcDetailMessages.nat.dnatCreate }).click();
    const d = page.getByRole('dialog', { name: vpcDetailMessages.nat.dnatCreate });
    await d.getByRole('textbox', { name: vpcDetailMessages.nat.name }).fill(ruleName);
    await chooseOption(page, d.getByRole('combobox', { name: vpcDetailMessages.nat.publicIp }), /\./);
    await chooseOption(page, d.getByRole('combobox', { name: vpcDetailMessages.nat.network }), 'office-lan');
    await chooseOption(page, d.getByRole('combobox', { name: vpcDetailMessages.nat.internalIp }), 'db-1');
    await d.getByRole('spinbutton', { name: vpcDetailMessages.nat.internalPort }).fill(port);
    await d.getByRole('button', { name: vpcDetailMessages.nat.save }).click();
    return d;
  };
  await addRule('e2e-ssh', '22');
  await expect(toast(page, vpcDetailMessages.nat.created)).toBeVisible();
  await expect(page.getByRole('table', { name: vpcDetailMessages.nat.title }).getByRole('row', { name: /e2e-ssh/ })).toContainText('10.10.0.50');
  const dup = await addRule('e2e-ssh-2', '22');
  await expect(dup.getByText('این پورت بیرونی برای همین پروتکل روی این نشانی IP قبلاً استفاده شده است')).toBeVisible();
  await dup.getByRole('spinbutton', { name: vpcDetailMessages.nat.internalPort }).fill('2222');
  await dup.getByRole('button', { name: vpcDetailMessages.nat.save }).click();
  await expect(page.getByRole('table', { name: vpcDetailMessages.nat.title }).getByRole('row', { name: /e2e-ssh-2/ })).toContainText('2222');
  await shot(page, 'vpc-nat');

  // A load balancer in front of db-1 with a health check.
  await page.getByRole('tab', { name: vpcDetailMessages.detail.tabs.loadBalancer }).click();
  await page.getByRole('button', { name: vpcDetailMessages.lb.create }).click();
  const lbDialog = page.getByRole('dialog', { name: vpcDetailMessages.lb.create });
  await lbDialog.getByRole('textbox', { name: vpcDetailMessages.lb.name }).fill('e2e-lb');
  await lbDialog.getByRole('spinbutton', { name: vpcDetailMessages.lb.interval }).fill('20');
  await lbDialog.getByRole('spinbutton', { name: vpcDetailMessages.lb.timeout }).fill('4');
  await chooseOption(page, lbDialog.getByRole('combobox', { name: vpcDetailMessages.lb.backends }), 'db-1');
  // A multiple select stays open after a choice; moving to another field closes it.
  await lbDialog.getByRole('spinbutton', { name: vpcDetailMessages.lb.attempts }).click();
  await lbDialog.getByRole('button', { name: vpcDetailMessages.lb.save }).click();
  await expect(toast(page, vpcDetailMessages.lb.created)).toBeVisible();
  const lbRow = page.getByRole('table', { name: vpcDetailMessages.lb.title }).getByRole('row', { name: /e2e-lb/ });
  await expect(lbRow).toContainText('۲۰');
  await expect(lbRow.getByText('فعال')).toBeVisible({ timeout: 20_000 });
  await shot(page, 'vpc-lb');

  // The topology shows what was attached and created; each node is a link.
  await page.getByRole('tab', { name: vpcDetailMessages.detail.tabs.overview }).click();
  const picture = page.getByRole('group', { name: vpcDetailMessages.topology.title });
  await expect(picture).toBeVisible();
  for (const label of ['office-lan', 'db-1', 'web-1', 'e2e-lb', '10.10.0.50', vpcDetailMessages.topology.snatOn]) await expect(picture).toContainText(label);
  await shot(page, 'vpc-overview');
  await picture.getByRole('link', { name: /e2e-lb/ }).click();
  await expect(page).toHaveURL(/\/loadBalancer$/);

  // Delete is refused while a network and a load balancer are inside, naming them.
  await page.getByRole('tab', { name: vpcDetailMessages.detail.tabs.overview }).click();
  await page.getByRole('button', { name: vpcDetailMessages.detail.delete }).click();
  // A VPC is deleted only once its name is typed.
  await expect(page.getByRole('dialog').getByRole('button', { name: vpcDetailMessages.detail.delete })).toBeDisabled();
  await page.getByRole('dialog').getByRole('textbox').fill(name);
  await page.getByRole('dialog').getByRole('button', { name: vpcDetailMessages.detail.delete }).click();
  await expect(toast(page, '«office-lan»')).toBeVisible();
  await expect(toast(page, '«e2e-lb»')).toBeVisible();

  // The back link leads to the list (the refused dialog still covers the page, so it is followed by its address).
  const back = await page.getByRole('link', { name: vpcDetailMessages.detail.back }).getAttribute('href');
  expect(back).toMatch(/^\/vpc\/\d+$/);
  await page.goto(back!);
  await expect(page.getByRole('heading', { level: 1, name: t.list.title })).toBeVisible();
});
