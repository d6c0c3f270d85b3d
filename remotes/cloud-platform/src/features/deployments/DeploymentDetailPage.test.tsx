/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notify } from '@portal/ui/toast';
import { api } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake, type WireFake } from '@portal/ui/test-support';
import { deploymentMessages } from './messages';
import DeploymentDetailPage from './DeploymentDetailPage';
import { host, hostParams } from '../namespaces/tabs/tab-fixtures';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
resetAfterEach();

const t = deploymentMessages;
const onHost = hostParams;
const onWeb = { params: { ...onHost, id: 7 } };
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
let fake: WireFake;

/** The deployment's page at `tab`; `answers` adds (or replaces) answers of the test's own calls. */
function renderAt(tab: string, answers: (fake: WireFake) => WireFake = (f) => f, mountedAt = '') {
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
  fake = wireFake()
    .on(api.kubernetesCloud.hostGet, { params: { projectId: 5, id: 4 } }, host)
    .on(api.kubernetesCloud.deployGet, onWeb, web)
    .on(api.kubernetesCloud.deployEnvList, { params: { ...onHost, kuberDeployId: 7 } }, [
      {
        envs: [
          { id: 1, key: 'MODE', value: 'prod' },
          { id: 2, key: 'OLD', value: 'x' },
        ],
      },
    ])
    .on(api.kubernetesCloud.ingressList, { params: onHost }, [
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
    ])
    .on(api.kubernetesCloud.deployGetAnalytic, onWeb, {
      categories: [0, 1, 2].map(at),
      series: [
        { name: 'cpu', data: [100, 101, 102] },
        { name: 'memory', data: [510, 511, 512] },
        { name: 'networkIn', data: [3, 3, 3] },
        { name: 'networkOut', data: [1, 1, 1] },
      ],
    });
  renderRoute({
    path: `${mountedAt}/:projectId/:id/deployment/:deploymentId/:tab?`,
    url: `${mountedAt}/5/4/deployment/7/${tab}`,
    element: <DeploymentDetailPage />,
    api: answers(fake),
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
  renderAt('setting', (f) =>
    f.on(api.kubernetesCloud.deployEdit, onWeb, (request) => ((request.body.replicaNumber ?? 0) > 40 ? { status: 422, body: refusal } : { status: 200 })),
  );
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
  const sent = fake.calls(api.kubernetesCloud.deployEdit, onWeb).at(-1)!.body;
  expect(sent).toEqual({ replicaNumber: 3, keyValue: { MODE: 'prod' }, envToDelete: { OLD: 'x' } });
});

test('gateway: each port with the routes reaching it; exposing a port creates an HTTP ingress with a rule to it; a refused rule lands on its field', async () => {
  renderAt('gateway', (f) =>
    f.on(api.kubernetesCloud.ingressCreate, { params: onHost }, (request) =>
      request.body.domainName === 'taken.example.com'
        ? { status: 422, body: { errorMessage: 'x', errors: { 'Rules[0].Path': ['این دامنه و مسیر پیش‌تر در اینگرس «web» تعریف شده است'] } } }
        : { status: 200 },
    ),
  );
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
  expect(fake.calls(api.kubernetesCloud.ingressCreate, { params: onHost }).at(-1)!.body).toEqual({
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
  await waitFor(() => expect(fake.calls(api.kubernetesCloud.deployGetAnalytic, { ...onWeb, query: { PeriodId: 3 } }).length).toBeGreaterThan(0));
});

// Last in the file: once an addition is absent it stays so for the page's life (the module's).
test('monitoring is ours: when its call answers 404 the tab is not offered, the page falls back to the overview, and nothing shows an error', async () => {
  // Mounted where the host mounts the area, so the page's own links (absolute) land on it.
  renderAt('monitoring', (f) => f.on(api.kubernetesCloud.deployGetAnalytic, onWeb, { status: 404, body: { title: 'Not Found' } }), '/kubernetes-cloud');
  await waitFor(() => expect(fake.calls(api.kubernetesCloud.deployGetAnalytic, onWeb).length).toBeGreaterThan(0));
  await waitFor(() => expect(screen.queryByRole('tab', { name: t.deployment.tabs.monitoring })).not.toBeInTheDocument());
  expect(await screen.findByText('80 → 30011')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: t.deployment.tabs.overview })).toHaveAttribute('aria-selected', 'true');
  expect(notify.error).not.toHaveBeenCalled();
});
