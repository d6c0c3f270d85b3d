import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { cloudPlatformMessages } from '../remotes/cloud-platform/src/messages';
import { login, selectProject } from './support';

const c = cloudPlatformMessages.createCluster;
const d = cloudPlatformMessages.clusterDetail;
const n = cloudPlatformMessages.addNode;

test('clusters: the validation order sends nothing; a created cluster runs by itself, takes a node, and its kubeconfig reads in kubectl', async ({ page }) => {
  test.setTimeout(150_000);
  await login(page);
  await selectProject(page, 'پروژه اصلی');
  const projectId = await page.evaluate(() => localStorage.getItem('selectedProjectId'));
  await page.goto(`/kubernetes-cluster/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: cloudPlatformMessages.clusters.title })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'demo-cluster' })).toBeVisible();

  const creates: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().includes('/kubernetes/cluster/') && r.url().includes('/host/create') && creates.push(r.url()));
  await page.getByRole('button', { name: cloudPlatformMessages.clusters.create }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
  const submit = page.getByRole('button', { name: c.submit });
  await submit.click();
  await expect(page.getByText(c.osVersionRequired)).toBeVisible();
  await page.getByText('Ubuntu 24.04').click();
  await submit.click();
  await expect(page.getByText(c.kubernetesVersionRequired)).toBeVisible();
  await page.getByText('1.31.1').click();
  await page.getByText('نود پایه').click();
  await submit.click();
  await expect(page.getByText(c.nameRequired)).toBeVisible();
  await page.getByLabel(c.name).fill('e2e-k8s');
  await page.getByLabel(c.password).fill('weak');
  await submit.click();
  await expect(page.getByText(c.passwordInvalid).first()).toBeVisible();
  expect(creates).toHaveLength(0);

  await page.getByLabel(c.password).fill('Kube@1234');
  await expect(page.getByTestId('price-summary').first()).toContainText('تومان');
  await submit.click();
  await page.getByRole('dialog').getByRole('button', { name: c.submit }).click();
  await expect(page.getByText(c.created)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/kubernetes-cluster/${projectId}$`));
  const row = page.getByRole('row', { name: /e2e-k8s/ });
  await expect(row).toContainText('در حال اجرا', { timeout: 30_000 });

  await row.getByRole('cell', { name: 'e2e-k8s' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'e2e-k8s' })).toBeVisible();
  await page.getByRole('button', { name: d.addNode }).click();
  await page.getByText('نود استاندارد').click();
  await page.getByLabel(n.password).fill('Node@1234');
  await page.getByRole('button', { name: n.submit }).click();
  await expect(page.getByText(n.added)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'e2e-k8s' })).toBeVisible();
  await expect(page.getByText('در حال تغییر مقیاس').first()).toBeVisible();
  await expect(page.getByRole('row', { name: /e2e-k8s-worker-2/ })).toContainText('در حال اجرا', { timeout: 30_000 });

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: d.download }).click();
  const file = await (await downloading).path();
  const view = JSON.parse(execFileSync('kubectl', ['config', 'view', '--kubeconfig', file, '--raw', '-o', 'json']).toString());
  expect(view['current-context']).toBe('e2e-k8s');
  expect(view.clusters[0].cluster.server).toMatch(/^https:\/\/e2e-k8s-\d+\./);
});
