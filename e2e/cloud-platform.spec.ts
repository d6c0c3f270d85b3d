import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { fill } from '../shared/locale/src/template';
import { cloudPlatformMessages } from '../remotes/cloud-platform/src/messages';
import { clusterMessages } from '../remotes/cloud-platform/src/features/clusters/messages';
import { deploymentMessages } from '../remotes/cloud-platform/src/features/deployments/messages';
import { namespaceMessages } from '../remotes/cloud-platform/src/features/namespaces/messages';
import { statusLabels } from '../shared/locale/src/rule-messages';
import { login, selectProject, shot } from './support';
import { axeFindings, describeFindings } from './axe';

/** No serious or critical axe finding (WCAG 2.x A and AA, 2.2 AA) on what the page shows now. */
async function expectAxeClean(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0, { timeout: 15_000 });
  expect(describeFindings(await axeFindings(page))).toEqual([]);
}

/** Axe-clean, then screenshots at the desktop size and at 390 px (the tab's table scrolls inside its card). */
async function checkTab(page: Page, name: string): Promise<void> {
  await expectAxeClean(page);
  await shot(page, name);
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  // (after the re-layout: antd measures its tables again on resize)
  const wide = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter(
          (e) =>
            e.getBoundingClientRect().width > 0 &&
            (e.getBoundingClientRect().left < -1 || e.getBoundingClientRect().right > document.documentElement.clientWidth + 1),
        )
        .slice(0, 4)
        .map((e) => `${e.tagName}.${String(e.className).slice(0, 60)}`)
        .join(' | '),
    );
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 5_000, message: `${name}: wider than 390 px: ${await wide()}` })
    .toBeLessThanOrEqual(390);
  await shot(page, `${name}-390`);
  await page.setViewportSize(desktop);
}

const c = clusterMessages.createCluster;
const d = cloudPlatformMessages.clusterDetail;
const n = clusterMessages.addNode;

test('clusters: the validation order sends nothing; a created cluster runs by itself, takes a node, its kubeconfig reads in kubectl, and it upgrades to the next version', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await login(page);
  await selectProject(page, 'پروژه اصلی');
  const projectId = await page.evaluate(() => localStorage.getItem('selectedProjectId'));
  await page.goto(`/kubernetes-cluster/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: clusterMessages.clusters.title })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'demo-cluster' })).toBeVisible();
  // The provider's rows (name, status, data centre, date): axe-clean, and at phone width.
  await checkTab(page, 'cluster-list');

  const creates: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().includes('/kubernetes/cluster/') && r.url().includes('/host/create') && creates.push(r.url()));
  await page.getByRole('button', { name: clusterMessages.clusters.create }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
  const submit = page.getByRole('button', { name: c.submit });
  await submit.click();
  await expect(page.getByText(c.osVersionRequired)).toBeVisible();
  // The nodes' images are the provider's images of the kuber-cluster product.
  await page.getByText('Ubuntu 24.04 LTS').click();
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
  // The provider's statusId: active once provisioned.
  await expect(row).toContainText(statusLabels.active!, { timeout: 30_000 });

  await row.getByRole('cell', { name: 'e2e-k8s' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'e2e-k8s' })).toBeVisible();
  await page.getByRole('button', { name: d.addNode }).click();
  await page.getByText('نود استاندارد').click();
  await checkTab(page, 'cluster-add-node');
  await page.getByLabel(n.password).fill('Node@1234');
  await page.getByRole('button', { name: n.submit }).click();
  await expect(page.getByText(n.added)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'e2e-k8s' })).toBeVisible();
  await expect(page.getByText(statusLabels.waiting!).first()).toBeVisible();
  await expect(page.getByRole('row', { name: /e2e-k8s-worker-2/ })).toContainText(statusLabels.active!, { timeout: 30_000 });

  // Each node names its kind by its type id and links to its server, a server of the project marked as a cluster node.
  const nodes = page.getByRole('table', { name: d.nodes });
  await expect(nodes.getByRole('row', { name: /e2e-k8s-control-plane/ })).toContainText(d.nodeTypes[1]!);
  await expect(nodes.getByRole('row', { name: /e2e-k8s-worker-2/ })).toContainText(d.nodeTypes[2]!);
  await nodes.getByRole('link', { name: fill(d.nodeServer, { name: 'e2e-k8s-worker-2' }) }).click();
  await expect(page).toHaveURL(new RegExp(`/vm/${projectId}/\\d+/specification$`));
  await expect(page.getByRole('heading', { level: 1, name: 'e2e-k8s-worker-2' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'e2e-k8s' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: d.download }).click();
  const file = await (await downloading).path();
  const view = JSON.parse(execFileSync('kubectl', ['config', 'view', '--kubeconfig', file, '--raw', '-o', 'json']).toString());
  expect(view['current-context']).toBe('e2e-k8s');
  expect(view.clusters[0].cluster.server).toMatch(/^https:\/\/e2e-k8s-\d+\./);

  // Upgrade to the next Kubernetes version: confirmed, upgrading, then running on it by itself.
  const upgrade = page.getByRole('button', { name: 'ارتقا به 1.32.2' });
  await expect(upgrade).toBeEnabled({ timeout: 30_000 });
  await checkTab(page, 'cluster-detail-upgrade');
  await upgrade.click();
  await page.getByRole('dialog').getByRole('button').last().click();
  await expect(page.getByText(d.upgradeStarted)).toBeVisible();
  await expect(page.getByText(d.upgrading)).toBeVisible();
  await expect(page.getByText(d.latest)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('1.32.2').first()).toBeVisible();
});

const ns = namespaceMessages.createNamespace;
const dep = deploymentMessages.deployment;
const sec = namespaceMessages.secrets;
const ing = namespaceMessages.ingresses;

test("cloud Kubernetes: the validation order sends nothing; a namespace takes a secret whose value no list shows, a pasted manifest (an error placed by line, then fixed), an ingress with a rule (then edited on its own), a firewall rule on a deployment port; the deployment's setting, gateway and monitoring tabs; then it is deleted", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await login(page);
  // The trial project: the main one holds the seeded cluster and namespace and test 1's cluster (3, the per-project limit).
  await selectProject(page, 'پروژه آزمایشی');
  const projectId = await page.evaluate(() => localStorage.getItem('selectedProjectId'));
  const creates: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().includes('/kubernetes/cloud/') && creates.push(r.url()));
  await page.goto(`/kubernetes-cloud/${projectId}/add`);
  await expect(page.getByRole('heading', { level: 1, name: ns.title })).toBeVisible();
  const submit = page.getByRole('button', { name: ns.submit });
  await submit.click();
  await expect(page.getByText(ns.specificationsRequired)).toBeVisible();
  await page.getByText('فضای نام متوسط').click();
  await submit.click();
  await expect(page.getByText(ns.nameRequired)).toBeVisible();
  await page.getByLabel(ns.name).fill('ab');
  await submit.click();
  await expect(page.getByText(ns.nameTooShort)).toBeVisible();
  expect(creates).toHaveLength(0);
  await page.getByLabel(ns.name).fill('e2e-ns');
  await submit.click();
  await page.getByRole('dialog').getByRole('button', { name: ns.submit }).click();
  await expect(page.getByText(ns.created)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/kubernetes-cloud/${projectId}$`));
  const row = page.getByRole('row', { name: /e2e-ns/ });
  await expect(row).toContainText('فعال', { timeout: 30_000 });
  await row.getByRole('cell', { name: 'e2e-ns' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'e2e-ns' })).toBeVisible();

  // A secret: its value is in no list response.
  await page.getByRole('tab', { name: namespaceMessages.namespace.tabs.secret }).click();
  await page.getByRole('button', { name: sec.create }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(sec.name, { exact: true }).fill('db-creds');
  await dialog.getByLabel(`${namespaceMessages.configMaps.key} ۱`, { exact: true }).fill('PASSWORD');
  await dialog.getByLabel(`${namespaceMessages.configMaps.value} ۱`, { exact: true }).fill('e2e-Very-Secret-7');
  const listed = page.waitForResponse((r) => r.url().includes('/secret/list') && r.request().method() === 'GET');
  await dialog.getByRole('button', { name: namespaceMessages.configMaps.save }).click();
  await expect(page.getByText(sec.created)).toBeVisible();
  const body = await (await listed).text();
  expect(body).toContain('PASSWORD');
  expect(body).not.toContain('e2e-Very-Secret-7');

  // Edited through the provider's secret edit: the name stays, the value changes under its entry, a key is added.
  const kv = namespaceMessages.configMaps;
  await page.getByRole('button', { name: fill(kv.editLabel, { name: 'db-creds' }) }).click();
  const edit = page.getByRole('dialog', { name: fill(sec.editTitle, { name: 'db-creds' }) });
  await expect(edit.getByLabel(sec.name, { exact: true })).toBeDisabled();
  await expect(edit.getByLabel(`${kv.value} ۱`, { exact: true })).toHaveValue('e2e-Very-Secret-7');
  await edit.getByLabel(`${kv.value} ۱`, { exact: true }).fill('e2e-Rotated-8');
  await edit.getByRole('button', { name: kv.addEntry }).click();
  await edit.getByLabel(`${kv.key} ۲`, { exact: true }).fill('USER');
  await edit.getByLabel(`${kv.value} ۲`, { exact: true }).fill('shop');
  await edit.getByRole('button', { name: kv.saveEdit }).click();
  await expect(page.getByText(sec.edited)).toBeVisible();
  await expect(page.getByRole('row', { name: /db-creds/ })).toContainText('USER');
  await page
    .getByRole('row', { name: /db-creds/ })
    .getByRole('button', { name: sec.reveal })
    .click();
  const revealed = page.getByRole('dialog', { name: fill(sec.revealTitle, { name: 'db-creds' }) });
  await expect(revealed).toContainText('e2e-Rotated-8');
  await revealed.getByRole('button', { name: sec.close }).last().click();

  // A pasted manifest with an error: placed by line; fixed, it is created (nginx:1.27 is a tag of the image catalogue; its ports are the image's).
  await page.getByRole('tab', { name: namespaceMessages.namespace.tabs.deployment }).click();
  await page.getByRole('button', { name: namespaceMessages.deployments.create }).click();
  await page.getByText(dep.modeManifest).click();
  const manifest = (replicas: number) =>
    [
      'apiVersion: apps/v1',
      'kind: Deployment',
      'metadata:',
      '  name: e2e-web',
      'spec:',
      `  replicas: ${replicas}`,
      '  template:',
      '    spec:',
      '      containers:',
      '        - name: web',
      '          image: nginx:1.27',
      '          env:',
      '            - name: LOG_LEVEL',
      '              value: info',
      '',
    ].join('\n');
  await page.getByLabel(dep.manifest).fill(manifest(60));
  await page.getByRole('button', { name: dep.submit }).click();
  await expect(page.getByText('سطر ۶، spec.replicas: تعداد رپلیکا باید عددی بین ۱ و ۵۰ باشد')).toBeVisible();
  await page.getByLabel(dep.manifest).fill(manifest(1));
  await page.getByRole('button', { name: dep.submit }).click();
  await expect(page.getByText(dep.created)).toBeVisible();
  await expect(page.getByRole('cell', { name: 'e2e-web' })).toBeVisible();

  // An ingress with a rule to its port 80.
  await page.getByRole('tab', { name: namespaceMessages.namespace.tabs.ingress }).click();
  await page.getByRole('button', { name: ing.create }).click();
  const ingressDialog = page.getByRole('dialog');
  await ingressDialog.getByLabel(ing.name, { exact: true }).fill('e2e-edge');
  await ingressDialog.getByLabel(ing.host, { exact: true }).fill('e2e.example.com');
  await ingressDialog.getByLabel(`${ing.service} ۱`, { exact: true }).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="e2e-web:80"]').click();
  await ingressDialog.getByRole('button', { name: ing.save }).click();
  await expect(page.getByText(ing.created)).toBeVisible();
  await expect(page.getByRole('row', { name: /e2e-edge/ })).toContainText('e2e.example.com/ → e2e-web:80');

  // The rule edited on its own call: the path moves.
  await page.getByRole('button', { name: fill(ing.editRule, { path: '/' }) }).click();
  const editDialog = page.getByRole('dialog');
  await editDialog.getByLabel(ing.path, { exact: true }).fill('/shop');
  await editDialog.getByRole('button', { name: ing.saveEdit }).click();
  await expect(page.getByText(ing.edited)).toBeVisible();
  await expect(page.getByRole('row', { name: /e2e-edge/ })).toContainText('e2e.example.com/shop');

  // A firewall rule: a source allowed to the deployment's port 80.
  const fw = namespaceMessages.firewall;
  await page.getByRole('tab', { name: namespaceMessages.namespace.tabs.firewall }).click();
  await page.getByRole('button', { name: fw.create }).click();
  const fwDialog = page.getByRole('dialog');
  await fwDialog.getByLabel(fw.port, { exact: true }).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="e2e-web:80"]').click();
  await fwDialog.getByLabel(fw.sourceIp, { exact: true }).fill('10.0.0.0/8');
  await fwDialog.getByLabel(fw.description, { exact: true }).fill('office');
  await fwDialog.getByRole('button', { name: fw.save }).click();
  await expect(page.getByText(fw.created)).toBeVisible();
  await expect(page.getByRole('table', { name: fw.title }).getByRole('row', { name: /10\.0\.0\.0\/8/ })).toContainText('80');
  await checkTab(page, 'namespace-firewall');

  // The deployment's tabs: setting (replicas and env, a new rollout), gateway (the ingress route), monitoring (charts).
  await page.getByRole('tab', { name: namespaceMessages.namespace.tabs.deployment }).click();
  await page.getByRole('cell', { name: 'e2e-web' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'e2e-web' })).toBeVisible();
  await page.getByRole('tab', { name: dep.tabs.setting }).click();
  await expect(page.getByLabel(`${dep.envName} ۱`, { exact: true })).toHaveValue('LOG_LEVEL');
  await page.getByLabel(dep.replicas).fill('2');
  await page.getByRole('button', { name: dep.addEnv }).click();
  await page.getByLabel(`${dep.envName} ۲`, { exact: true }).fill('MODE');
  await page.getByLabel(`${dep.envValue} ۲`, { exact: true }).fill('prod');
  await page.getByRole('button', { name: deploymentMessages.deploymentSetting.save }).click();
  await expect(page.getByText(deploymentMessages.deploymentSetting.saved)).toBeVisible();
  await checkTab(page, 'deployment-setting');
  await page.getByRole('tab', { name: dep.tabs.overview }).click();
  await expect(page.getByText('MODE=prod')).toBeVisible();
  await expect(page.getByLabel(dep.manifestTitle)).toContainText('replicas: 2');
  await page.getByRole('tab', { name: dep.tabs.gateway }).click();
  await expect(page.getByRole('table', { name: deploymentMessages.gateway.title })).toContainText('http://e2e.example.com/shop');
  await checkTab(page, 'deployment-gateway');
  await page.getByRole('tab', { name: dep.tabs.monitoring }).click();
  for (const title of [deploymentMessages.monitoring.cpu, deploymentMessages.monitoring.memory, deploymentMessages.monitoring.network])
    await expect(page.getByRole('img', { name: new RegExp(`^${title.replace(/[()]/g, '\\$&')}`) })).toBeVisible();
  await checkTab(page, 'deployment-monitoring');
  await page.getByRole('link', { name: dep.back }).click();

  // Delete the namespace with its typed name.
  await page.getByRole('button', { name: namespaceMessages.namespace.delete }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('textbox').fill('e2e-ns');
  await confirm
    .getByRole('button', { name: /حذف|تأیید/ })
    .last()
    .click();
  await expect(page.getByText(namespaceMessages.namespace.deleted)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/kubernetes-cloud/${projectId}$`));
});
