import { generateKeyPairSync } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { bareMetalMessages } from '../remotes/cloud-infra/src/features/bare-metal/messages';
import { colocationMessages } from '../remotes/cloud-infra/src/features/colocation/messages';
import { keyMessages } from '../remotes/cloud-infra/src/features/keys/messages';
import { networkMessages } from '../remotes/cloud-infra/src/features/networks/messages';
import { protectionMessages } from '../remotes/cloud-infra/src/features/protection/messages';
import { volumeMessages } from '../remotes/cloud-infra/src/features/volumes/messages';
import { statusLabels } from '../shared/locale/src/rule-messages';
import { login, selectProject, shot, toast, areaMessages } from './support';

const run = Date.now().toString(36);

/** A fresh ed25519 public key in OpenSSH format. */
function sshPublicKey(comment: string): string {
  const x = Buffer.from(generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' }).x!, 'base64url');
  const str = (b: Buffer) => Buffer.concat([Buffer.from([0, 0, 0, b.length]), b]);
  return `ssh-ed25519 ${Buffer.concat([str(Buffer.from('ssh-ed25519')), str(x)]).toString('base64')} ${comment}`;
}

/** Signs in, picks the test project and returns its id (from the URL the selector leads to). */
async function start(page: Page): Promise<number> {
  await login(page);
  await selectProject(page, 'پروژه آزمایشی');
  await expect(page).toHaveURL(/\/vm\/\d+\/list$/);
  return Number(/\/vm\/(\d+)\//.exec(page.url())![1]);
}

/** Calls the sandbox API with the signed-in user's token, as the portal does. */
async function apiCall(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: object) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('loginInfo') ?? '{}').accessToken as string);
  return page.request.fetch(`/api/my/${path}`, { method, data, headers: { authorization: `Bearer ${token}` } });
}

/** Orders a server with the provider's body (no id comes back: it is found by name) and waits for it to be active (statusId 2). */
async function createServer(page: Page, projectId: number, name: string): Promise<number> {
  const res = await apiCall(page, 'POST', `vm/${projectId}/host/create`, {
    name,
    password: 'Str0ng!Pass',
    vmImageId: 1,
    storageClassTypeId: 1,
    isPredefined: true,
    productBundleId: 103,
    usedPublicIpV4: true,
    usedPublicIpV6: false,
  });
  expect(res.status()).toBe(200);
  const row = async () =>
    ((await (await apiCall(page, 'GET', `vm/${projectId}/host/list`)).json()) as { id: number; name: string; statusId: number }[]).find(
      (r) => r.name === name,
    )!;
  await expect.poll(async () => (await row()).statusId, { timeout: 20_000 }).toBe(2);
  return (await row()).id;
}

test('SSH keys: a bad key is refused in Persian, a good one is listed with its fingerprint (the provider sends no type or comment back), then deleted', async ({
  page,
}) => {
  const t = keyMessages;
  await start(page);
  await page.getByRole('link', { name: areaMessages.accessKeys }).click();
  await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
  await page.getByRole('button', { name: t.create }).first().click();
  const dialog = page.getByRole('dialog', { name: t.dialogTitle });
  const name = `laptop-${run}`;
  await dialog.getByLabel(t.name).fill(name);

  // Looks like a key, but the blob is an ed25519 key declared as RSA: the server refuses it.
  const good = sshPublicKey(`e2e@${run}`);
  await dialog.getByLabel(t.publicKey).fill(good.replace('ssh-ed25519', 'ssh-rsa'));
  await dialog.getByRole('button', { name: t.save }).click();
  await expect(dialog.getByText('نوع اعلام‌شده با محتوای کلید هم‌خوانی ندارد')).toBeVisible();
  await expect(dialog.getByLabel(t.name)).toHaveValue(name);
  await shot(page, 'keys-refused', false);

  await dialog.getByLabel(t.publicKey).fill(good);
  await dialog.getByRole('button', { name: t.save }).click();
  await expect(toast(page, t.created)).toBeVisible();
  const table = page.getByRole('table', { name: t.title });
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('SHA256:');
  await expect(dialog).toBeHidden();
  await shot(page, 'keys-list', false);

  await row.getByRole('button', { name: `${t.delete} ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: t.deleteTitle });
  await confirm.getByRole('button', { name: 'حذف', exact: true }).click();
  await expect(toast(page, t.deleted)).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

test('cloud disk: create, attach, second attach refused, snapshot and revert, network node, server deleted → disk detached', async ({ page }) => {
  test.setTimeout(120_000);
  const t = volumeMessages;
  const projectId = await start(page);
  const serverName = `web-${run}`;
  const serverId = await createServer(page, projectId, serverName);

  await page.getByRole('link', { name: areaMessages.cloudDisk }).click();
  await expect(page.getByRole('heading', { name: t.list.title })).toBeVisible();
  await page.getByRole('button', { name: t.list.create }).first().click();
  await expect(page.getByRole('heading', { name: t.create.title })).toBeVisible();

  // The disk is made in the project's data centre: the order asks for a bundle (or a size) and a name.
  const diskName = `data-${run}`;
  await page.getByRole('textbox', { name: t.create.name }).fill(diskName);
  await page.getByRole('button', { name: t.create.submit }).click();
  await expect(page.getByText(t.create.bundleRequired)).toBeVisible();
  await page.locator('label.ant-radio-button-wrapper', { hasText: /^۵۰ گیگابایت$/ }).click();
  await expect(page.getByTestId('price-summary')).toContainText('ریال');
  await shot(page, 'disk-create');
  await page.getByRole('button', { name: t.create.submit }).click();
  const confirm = page.getByRole('dialog', { name: t.create.confirmTitle });
  await confirm.getByRole('button', { name: t.create.submit }).click();
  await expect(toast(page, t.create.created)).toBeVisible();

  const row = page.getByRole('row', { name: new RegExp(diskName) });
  await expect(row.getByText('فعال')).toBeVisible({ timeout: 20_000 });
  await row.click();
  await expect(page.getByRole('heading', { name: diskName })).toBeVisible();
  // The disk's server comes from its node (the provider's list and get do not carry it).
  await expect(page.getByText(t.list.notAttached, { exact: true })).toBeVisible();
  await shot(page, 'disk-specification', false);

  // Attach it to the server.
  await page.getByRole('tab', { name: t.detail.tabs.attachVm }).click();
  await page.getByRole('combobox', { name: t.attach.pickServer }).click();
  await page.locator(`.ant-select-item-option[title="${serverName}"]`).click();
  await page.getByRole('button', { name: t.attach.submit, exact: true }).click();
  await expect(toast(page, t.attach.attached)).toBeVisible();
  await expect(page.getByText(t.attach.attachedTo)).toBeVisible();
  await shot(page, 'disk-attached', false);

  // A second attach (here straight to the API, the screen no longer offers it) is refused in Persian.
  const volumeId = Number(/\/block-storage\/\d+\/(\d+)\//.exec(page.url())![1]);
  const other = await createServer(page, projectId, `web2-${run}`);
  const again = await apiCall(page, 'POST', `vm/${projectId}/volume/node/attach`, { vmVolumeHostId: volumeId, vmHostId: other });
  expect(again.status()).toBe(422);
  expect((await again.json()).errorMessage).toBe(`این دیسک هم‌اکنون به سرور «${serverName}» متصل است؛ ابتدا آن را جدا کنید`);

  // Snapshot, then revert to it: the disk passes through reverting (the provider's "waiting") and comes back.
  const s = protectionMessages.snapshot;
  await page.getByRole('tab', { name: t.detail.tabs.snapshot }).click();
  await page.getByRole('textbox', { name: s.name }).fill('before-upgrade');
  await page.getByRole('button', { name: s.create }).click();
  await expect(toast(page, s.created)).toBeVisible();
  const snapshots = page.getByRole('table', { name: s.title });
  const snapRow = snapshots.getByRole('row', { name: /before-upgrade/ });
  await expect(snapRow.getByText('فعال')).toBeVisible({ timeout: 20_000 });
  await snapRow.getByRole('button', { name: s.revert }).click();
  await page.getByRole('dialog', { name: s.revertTitle }).getByRole('button', { name: s.revert }).click();
  await expect(toast(page, s.reverted)).toBeVisible();
  await expect(snapRow.getByText(statusLabels.waiting)).toBeVisible();
  await shot(page, 'disk-reverting', false);
  await expect(snapRow.getByText('فعال')).toBeVisible({ timeout: 20_000 });

  // A private network with the server in it.
  const n = networkMessages;
  await page.getByRole('link', { name: areaMessages.network }).click();
  await page.getByRole('button', { name: n.list.create }).first().click();
  const netDialog = page.getByRole('dialog', { name: n.create.title });
  const netName = `lan-${run}`;
  await netDialog.getByLabel(n.create.name).fill(netName);
  // An address and a prefix (/24 is offered), as the provider takes a network.
  await netDialog.getByLabel(n.create.network).fill(`10.${(Date.now() % 200) + 20}.0.0`);
  await netDialog.getByRole('button', { name: n.create.submit }).click();
  await expect(toast(page, n.create.created)).toBeVisible();
  const netRow = page.getByRole('row', { name: new RegExp(netName) });
  await expect(netRow.getByText('فعال')).toBeVisible({ timeout: 20_000 });
  await netRow.click();
  await expect(page.getByRole('heading', { name: n.nodes.title(netName) })).toBeVisible();
  await page.getByRole('combobox', { name: n.nodes.pickServer }).click();
  await page.locator(`.ant-select-item-option[title="${serverName}"]`).click();
  await page.getByRole('button', { name: n.nodes.submit, exact: true }).click();
  await expect(toast(page, n.nodes.attached)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(serverName) })).toContainText('.0.2');
  await shot(page, 'network-nodes', false);

  // The server's own tabs show its disk and its network.
  await page.goto(`/vm/${projectId}/${serverId}/volume`);
  await expect(page.getByRole('table', { name: t.vmTab.title }).getByRole('row', { name: new RegExp(diskName) })).toBeVisible();
  await shot(page, 'vm-volume-tab', false);
  await page.goto(`/vm/${projectId}/${serverId}/network`);
  await expect(page.getByRole('table', { name: n.vmTab.title }).getByRole('row', { name: new RegExp(netName) })).toBeVisible();
  await shot(page, 'vm-network-tab', false);

  // Deleting the server detaches the disk, which stays.
  expect((await apiCall(page, 'DELETE', `vm/${projectId}/host/delete/${serverId}`)).status()).toBe(200);
  await page.goto(`/block-storage/${projectId}/${volumeId}/specification`);
  await expect(page.getByRole('heading', { name: diskName })).toBeVisible();
  await expect(page.getByText(t.list.notAttached, { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: t.detail.tabs.attachVm }).click();
  await expect(page.getByText(t.attach.free)).toBeVisible();
  await apiCall(page, 'DELETE', `vm/${projectId}/host/delete/${other}`);
});

test('bare metal: order with a price summary, see it active, delete it', async ({ page }) => {
  const t = bareMetalMessages;
  const projectId = await start(page);
  await page.getByRole('link', { name: areaMessages.bareMetal }).click();
  await expect(page.getByRole('heading', { name: t.list.title })).toBeVisible();
  await page.getByRole('button', { name: t.list.create }).first().click();
  const name = `metal-${run}`;
  // The machine goes to the project's data centre; an image the provider no longer offers is not listed.
  await expect(page.locator('label.ant-radio-button-wrapper', { hasText: 'Ubuntu 22.04' })).toHaveCount(0);
  await page.locator('label.ant-radio-button-wrapper', { hasText: 'Debian 12' }).click();
  await page.getByTestId('bundle-picker').locator('.ant-card').first().click();
  await page.getByRole('textbox', { name: t.create.name }).fill(name);
  await expect(page.getByTestId('price-summary')).toContainText('ریال');
  await shot(page, 'bare-metal-create');
  await page.getByRole('button', { name: t.create.submit }).click();
  await page.getByRole('dialog', { name: t.create.confirmTitle }).getByRole('button', { name: t.create.submit }).click();
  await expect(toast(page, t.create.created)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/bare-metal/${projectId}$`));
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('فعال')).toBeVisible({ timeout: 20_000 });
  await row.click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText(/^R\d+-\d\d$/)).toBeVisible();
  await expect(page.getByText('Debian 12')).toBeVisible();
  await shot(page, 'bare-metal-detail', false);
  await page.getByRole('button', { name: t.detail.delete }).click();
  const confirm = page.getByRole('dialog', { name: t.detail.deleteTitle });
  await confirm.getByRole('textbox').fill(name);
  await confirm.getByRole('button', { name: 'حذف', exact: true }).click();
  await expect(toast(page, t.detail.deleted)).toBeVisible();
  await expect(page.getByRole('heading', { name: t.list.title })).toBeVisible();
});

test('colocation: rack space and power priced, equipment listed by type, brand and model, create and end it', async ({ page }) => {
  const t = colocationMessages;
  await start(page);
  await page.getByRole('link', { name: areaMessages.colocation }).click();
  await expect(page.getByRole('heading', { name: t.list.title })).toBeVisible();
  await page.getByRole('button', { name: t.list.create }).first().click();
  const name = `rack-${run}`;
  const line = (field: string) => t.create.lineLabel(field, 1);
  await page.getByLabel(t.create.rackUnits).fill('2');
  await page.getByLabel(t.create.powerAmp).fill('4');
  // 2 U × 2500 + 4 A × 600 + one IPv4 × 300 Rial per hour.
  await expect(page.getByTestId('price-summary')).toContainText('۷٬۷۰۰');
  await page.getByRole('button', { name: t.create.addEquipment }).click();
  await page.getByLabel(line(t.create.type)).click();
  await page.locator('.ant-select-item-option[title="سرور"]').click();
  await page.getByLabel(line(t.create.brand)).click();
  await page.locator('.ant-select-item-option[title="Dell"]').click();
  await page.getByLabel(line(t.create.model)).click();
  await page.locator('.ant-select-item-option[title="PowerEdge R740"]').click();
  await page.getByLabel(line(t.create.inventoryNumber)).fill('bad serial!');
  await page.getByRole('textbox', { name: t.create.name }).fill(name);
  await page.getByRole('button', { name: t.create.submit }).click();
  await expect(page.getByText(t.create.serialRule)).toBeVisible();
  await page.getByLabel(line(t.create.inventoryNumber)).fill(`SN-${run}`);
  await shot(page, 'colocation-create');
  await page.getByRole('button', { name: t.create.submit }).click();
  await page.getByRole('dialog', { name: t.create.confirmTitle }).getByRole('button', { name: t.create.submit }).click();
  await expect(toast(page, t.create.created)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('فعال')).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText(/R\d+-\d\d/);
  await row.click();
  await expect(page.getByText(t.units('۲'))).toBeVisible();
  await expect(page.getByText(t.amps('۴'))).toBeVisible();
  await page.getByRole('button', { name: t.detail.delete }).click();
  const confirm = page.getByRole('dialog', { name: t.detail.deleteTitle });
  await confirm.getByRole('textbox').fill(name);
  await confirm.getByRole('button', { name: t.detail.delete, exact: true }).click();
  await expect(toast(page, t.detail.deleted)).toBeVisible();
  await expect(page.getByRole('heading', { name: t.list.title })).toBeVisible();
});
