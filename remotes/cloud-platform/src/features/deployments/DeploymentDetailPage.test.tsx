/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notify } from '@portal/ui/toast';
import { json, renderRoute, resetAfterEach } from '@portal/ui/test-support';
import { deploymentMessages } from './messages';
import DeploymentDetailPage from './DeploymentDetailPage';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
resetAfterEach();

const t = deploymentMessages;
const base = '/api/my/kubernetes/cloud/5/host/4';
const host = {
  id: 4,
  datacenter: 'تهران',
  datacenterId: 1,
  name: 'shop',
  status: 'active',
  statusId: 2,
  cpu: 4,
  memory: 4,
  disk: 50,
  podInUse: 2,
  tenPods: 4,
  createDate: '2026-01-01T00:00:00Z',
};
const web = {
  id: 7,
  name: 'web',
  image: 'nginx:1.27',
  replica: 2,
  namespace: 'shop',
  createDate: '2026-01-01T00:00:00Z',
  modifyDate: '2026-01-01T00:00:00Z',
  ports: [
    { portId: 11, nodePort: 30011, targetPort: 80 },
    { portId: 12, nodePort: 30012, targetPort: 443 },
  ],
};
const calls: { path: string; body?: unknown; search?: string }[] = [];

function renderAt(tab: string, answers: Record<string, (body: unknown) => Response> = {}, mountedAt = '') {
  calls.length = 0;
  const api = async (req: Request) => {
    const u = new URL(req.url);
    const body = req.method === 'PUT' || req.method === 'POST' ? await req.json() : undefined;
    calls.push({ path: `${req.method} ${u.pathname}`, body, search: u.search });
    const answer = answers[`${req.method} ${u.pathname}`];
    if (answer) return answer(body);
    if (u.pathname === '/api/my/kubernetes/cloud/5/host/get/4') return json(200, host);
    if (u.pathname === `${base}/deploy/get/7`) return json(200, web);
    if (u.pathname === `${base}/deploy/7/env/list`)
      return json(200, [
        {
          envs: [
            { id: 1, key: 'MODE', value: 'prod' },
            { id: 2, key: 'OLD', value: 'x' },
          ],
        },
      ]);
    if (u.pathname === `${base}/ingress/list`)
      return json(200, [
        {
          id: 3,
          name: 'web',
          domainName: 'shop.example.com',
          protocolTypeId: 1,
          kuberCloudSecretId: null,
          ruleCount: 1,
          rules: [{ id: 8, path: '/', serviceName: 'web', port: 80 }],
          createDate: '2026-01-01T00:00:00Z',
          modifyDate: '2026-01-01T00:00:00Z',
        },
      ]);
    if (u.pathname === `${base}/deploy/get-analytic/7`) {
      const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
      return json(200, {
        categories: [0, 1, 2].map(at),
        series: [
          { name: 'cpu', data: [100, 101, 102] },
          { name: 'memory', data: [510, 511, 512] },
          { name: 'networkIn', data: [3, 3, 3] },
          { name: 'networkOut', data: [1, 1, 1] },
        ],
      });
    }
    return json(404, { message: 'no' });
  };
  renderRoute({
    path: `${mountedAt}/:projectId/:id/deployment/:deploymentId/:tab?`,
    url: `${mountedAt}/5/4/deployment/7/${tab}`,
    element: <DeploymentDetailPage />,
    api,
  });
}
const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};

test('overview: the image, replicas, ports (public ones with their node port), env and the manifest', async () => {
  renderAt('');
  expect(await screen.findByText('80 → 30011')).toBeInTheDocument();
  expect(await screen.findByText('MODE=prod')).toBeInTheDocument();
  const manifest = screen.getByLabelText(t.deployment.manifestTitle);
  expect(manifest).toHaveTextContent('image: nginx:1.27');
  expect(manifest).toHaveTextContent('value: prod');
  expect(manifest).toHaveTextContent('namespace: shop');
  expect(manifest).toHaveTextContent('containerPort: 443');
});

test('setting: replicas and env from the deployment; a save sends keyValue and the removed keys; a refusal marks the env row and keeps the input', async () => {
  const refusal = {
    errorMessage: 'x',
    errors: { 'KeyValue[0].Key': ['نام متغیر نادرست است'], ReplicaNumber: ['سهمیه پاد فضای نام کافی نیست؛ باقی‌مانده: ۳۸ عدد'] },
  };
  renderAt('setting', {
    [`PUT ${base}/deploy/edit/7`]: (body) => ((body as { replicaNumber: number }).replicaNumber > 40 ? json(422, refusal) : json(200, { message: 'ok' })),
  });
  const replicas = await screen.findByLabelText(t.deployment.replicas);
  expect(replicas).toHaveValue('۲');
  expect(screen.getByLabelText(`${t.deployment.envName} ۱`)).toHaveValue('MODE');

  fireEvent.click(screen.getByRole('button', { name: `${t.deployment.remove} ۲` }));
  fireEvent.change(replicas, { target: { value: '45' } });
  await click(screen.getByRole('button', { name: t.deploymentSetting.save }));
  expect(await screen.findByText('نام متغیر نادرست است')).toBeInTheDocument();
  expect(screen.getByText('سهمیه پاد فضای نام کافی نیست؛ باقی‌مانده: ۳۸ عدد')).toBeInTheDocument();
  expect(notify.success).not.toHaveBeenCalled();

  fireEvent.change(screen.getByLabelText(t.deployment.replicas), { target: { value: '3' } });
  await click(screen.getByRole('button', { name: t.deploymentSetting.save }));
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith(t.deploymentSetting.saved));
  const sent = calls.filter((c) => c.path === `PUT ${base}/deploy/edit/7`).at(-1)!.body;
  expect(sent).toEqual({ replicaNumber: 3, keyValue: { MODE: 'prod' }, envToDelete: { OLD: 'x' } });
});

test('gateway: each port with the routes reaching it; exposing a port creates an HTTP ingress with a rule to it; a refused rule lands on its field', async () => {
  renderAt('gateway', {
    [`POST ${base}/ingress/create`]: (body) =>
      (body as { domainName: string }).domainName === 'taken.example.com'
        ? json(422, { errorMessage: 'x', errors: { 'Rules[0].Path': ['این دامنه و مسیر پیش‌تر در اینگرس «web» تعریف شده است'] } })
        : json(200, { message: 'ok' }),
  });
  const table = await screen.findByRole('table', { name: t.gateway.title });
  expect(await within(table).findByText('http://shop.example.com/')).toBeInTheDocument();
  expect(within(table).getByText(t.gateway.notExposed)).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText(t.gateway.host), { target: { value: 'taken.example.com' } });
  await click(screen.getByRole('button', { name: t.gateway.expose }));
  expect(await screen.findByText('این دامنه و مسیر پیش‌تر در اینگرس «web» تعریف شده است')).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText(t.gateway.host), { target: { value: 'api.example.com' } });
  fireEvent.change(screen.getByLabelText(t.gateway.path), { target: { value: '/api' } });
  await click(screen.getByRole('button', { name: t.gateway.expose }));
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith(t.gateway.exposed));
  expect(calls.filter((c) => c.path === `POST ${base}/ingress/create`).at(-1)!.body).toEqual({
    name: 'web-gateway',
    domainName: 'api.example.com',
    protocolTypeId: 1,
    secretId: null,
    rules: [{ path: '/api', kuberCloudDeployPortId: 11 }],
  });
});

test('monitoring: CPU, memory and network charts for the chosen period', async () => {
  renderAt('monitoring');
  expect(await screen.findByRole('img', { name: (n) => n.startsWith(t.monitoring.cpu) })).toHaveAccessibleName(expect.stringContaining('۱۰۲'));
  expect(screen.getByRole('img', { name: (n) => n.startsWith(t.monitoring.memory) })).toHaveAccessibleName(expect.stringContaining('۵۱۲'));
  expect(screen.getByRole('img', { name: (n) => n.startsWith(t.monitoring.network) })).toBeInTheDocument();
  await click(screen.getByText(t.monitoring.periods[3]!));
  await waitFor(() => expect(calls.some((c) => c.path === `GET ${base}/deploy/get-analytic/7` && c.search === '?PeriodId=3')).toBe(true));
});

// Last in the file: once an addition is absent it stays so for the page's life (the module's).
test('monitoring is ours: when its call answers 404 the tab is not offered, the page falls back to the overview, and nothing shows an error', async () => {
  // Mounted where the host mounts the area, so the page's own links (absolute) land on it.
  renderAt('monitoring', { [`GET ${base}/deploy/get-analytic/7`]: () => json(404, { title: 'Not Found' }) }, '/kubernetes-cloud');
  await waitFor(() => expect(calls.some((c) => c.path === `GET ${base}/deploy/get-analytic/7`)).toBe(true));
  await waitFor(() => expect(screen.queryByRole('tab', { name: t.deployment.tabs.monitoring })).not.toBeInTheDocument());
  expect(await screen.findByText('80 → 30011')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: t.deployment.tabs.overview })).toHaveAttribute('aria-selected', 'true');
  expect(notify.error).not.toHaveBeenCalled();
});
