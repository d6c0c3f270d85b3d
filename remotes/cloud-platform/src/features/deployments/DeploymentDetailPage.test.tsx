/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notify } from '@portal/ui/toast';
import { json, renderRoute, resetAfterEach } from '@portal/ui/test-support';
import { cloudPlatformMessages } from '../../messages';
import DeploymentDetailPage from './DeploymentDetailPage';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
resetAfterEach();

const t = cloudPlatformMessages;
const base = '/api/my/kubernetes/cloud/5/4';
const host = { id: 4, projectId: 5, name: 'shop', status: 'active', cpu: 4, memory: 4, disk: 50, pods: 40, used: { cpu: 1, memory: 1, pods: 2 } };
const web = {
  id: 7, kuberHostId: 4, name: 'web', status: 'available', image: 'nginx:1.27', replicas: 2, readyReplicas: 2, cpuMillicores: 250, memoryMi: 256,
  env: [{ name: 'MODE', value: 'prod' }], ports: [{ name: 'http', containerPort: 80, protocol: 'TCP' }, { name: 'dns', containerPort: 53, protocol: 'UDP' }],
  configMapRefs: [], secretRefs: [], createdAt: '2026-01-01T00:00:00Z',
};
const calls: { path: string; body?: unknown; search?: string }[] = [];

function renderAt(tab: string, answers: Record<string, (body: unknown) => Response> = {}) {
  calls.length = 0;
  const api = async (req: Request) => {
    const u = new URL(req.url);
    const body = req.method === 'PUT' || req.method === 'POST' ? await req.json() : undefined;
    calls.push({ path: `${req.method} ${u.pathname}`, body, search: u.search });
    const answer = answers[`${req.method} ${u.pathname}`];
    if (answer) return answer(body);
    if (u.pathname === '/api/my/kubernetes/cloud/5/host/get/4') return json(200, host);
    if (u.pathname === `${base}/deploy/get/7`) return json(200, web);
    if (u.pathname === `${base}/configmap/list`) return json(200, [{ id: 1, kuberHostId: 4, name: 'web-config', data: { A: '1' }, createdAt: '2026-01-01T00:00:00Z' }]);
    if (u.pathname === `${base}/secret/list`) return json(200, []);
    if (u.pathname === `${base}/ingress/list`) return json(200, [{ id: 3, kuberHostId: 4, name: 'web', status: 'active', address: '185.143.233.13', createdAt: '2026-01-01T00:00:00Z', rules: [{ host: 'shop.example.com', path: '/', pathType: 'Prefix', serviceName: 'web', servicePort: 80 }] }]);
    if (u.pathname === `${base}/deploy/get-analytic/7`) {
      const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
      return json(200, { periodId: Number(u.searchParams.get('PeriodId')), points: [0, 1, 2].map((i) => ({ at: at(i), cpu: 100 + i, memory: 200 + i, networkIn: 3, networkOut: 1 })) });
    }
    return json(404, { message: 'no' });
  };
  renderRoute({ path: ':projectId/:id/deployment/:deploymentId/:tab?', url: `/5/4/deployment/7/${tab}`, element: <DeploymentDetailPage />, api });
}
const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};

test('setting: the form holds the deployment; a save sends the edit; a refusal marks the env row and keeps the input', async () => {
  const refusal = { errorMessage: 'x', errors: { 'Env[0].Name': ['نام متغیر تکراری است'], Replicas: ['سهمیه پاد فضای نام کافی نیست؛ باقی‌مانده: ۳۸ عدد'] } };
  renderAt('setting', { [`PUT ${base}/deploy/edit/7`]: (body) => ((body as { replicas: number }).replicas > 40 ? json(422, refusal) : json(200, { ...web, ...(body as object), status: 'progressing' })) });
  const image = await screen.findByLabelText(t.deployment.image);
  expect(image).toHaveValue('nginx:1.27');
  expect(screen.getByLabelText(`${t.deployment.envName} ۱`)).toHaveValue('MODE');

  fireEvent.change(image, { target: { value: 'nginx:1.28' } });
  fireEvent.change(screen.getByLabelText(t.deployment.replicas), { target: { value: '45' } });
  await click(screen.getByRole('button', { name: t.deploymentSetting.save }));
  expect(await screen.findByText('نام متغیر تکراری است')).toBeInTheDocument();
  expect(screen.getByText('سهمیه پاد فضای نام کافی نیست؛ باقی‌مانده: ۳۸ عدد')).toBeInTheDocument();
  expect(screen.getByLabelText(t.deployment.image)).toHaveValue('nginx:1.28');
  expect(notify.success).not.toHaveBeenCalled();

  fireEvent.change(screen.getByLabelText(t.deployment.replicas), { target: { value: '3' } });
  await click(screen.getByRole('button', { name: t.deploymentSetting.save }));
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith(t.deploymentSetting.saved));
  const sent = calls.filter((c) => c.path === `PUT ${base}/deploy/edit/7`).at(-1)!.body;
  expect(sent).toEqual({ image: 'nginx:1.28', replicas: 3, cpuMillicores: 250, memoryMi: 256, env: [{ name: 'MODE', value: 'prod' }], ports: web.ports, configMapRefs: [], secretRefs: [] });
});

test('gateway: each port with the routes reaching it; exposing a TCP port creates an ingress rule for this deployment; a refused rule lands on its field', async () => {
  renderAt('gateway', {
    [`POST ${base}/ingress/create`]: (body) =>
      (body as { rules: { host: string }[] }).rules[0]!.host === 'taken.example.com'
        ? json(422, { errorMessage: 'x', errors: { 'Rules[0].Path': ['این دامنه و مسیر پیش‌تر در اینگرس «web» تعریف شده است'] } })
        : json(200, { id: 9, ...(body as object), status: 'creating', address: null }),
  });
  const table = await screen.findByRole('table', { name: t.gateway.title });
  expect(await within(table).findByText('shop.example.com/')).toBeInTheDocument();
  expect(within(table).getByText(t.gateway.udpNote)).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText(t.gateway.host), { target: { value: 'taken.example.com' } });
  await click(screen.getByRole('button', { name: t.gateway.expose }));
  expect(await screen.findByText('این دامنه و مسیر پیش‌تر در اینگرس «web» تعریف شده است')).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText(t.gateway.host), { target: { value: 'api.example.com' } });
  fireEvent.change(screen.getByLabelText(t.gateway.path), { target: { value: '/api' } });
  await click(screen.getByRole('button', { name: t.gateway.expose }));
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith(t.gateway.exposed));
  expect(calls.filter((c) => c.path === `POST ${base}/ingress/create`).at(-1)!.body).toEqual({
    name: 'web-gateway',
    rules: [{ host: 'api.example.com', path: '/api', pathType: 'Prefix', serviceName: 'web', servicePort: 80 }],
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
