/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { namespaceMessages } from '../messages';
import { IngressTab } from './IngressTab';
import { host, hostParams } from './tab-fixtures';

resetAfterEach();

const t = namespaceMessages.ingresses;
const onHost = { params: hostParams };
const rule8 = { params: { ...onHost.params, kuberIngressId: 3, id: 8 } };
const ingress3 = { params: { ...onHost.params, kuberIngressId: 3 } };

test("an ingress's rules are listed; a rule is edited on its own call (a refused path lands on its field and keeps the input) and another is added", async () => {
  const refusedPath = { status: 422, body: { errorMessage: 'x', errors: { Path: ['این دامنه و مسیر پیش‌تر در اینگرس «api» تعریف شده است'] } } } as const;
  const fake = wireFake()
    .on(api.kubernetesCloud.ingressList, onHost, [
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
    .on(api.kubernetesCloud.deployPortList, onHost, [
      {
        id: 7,
        name: 'web',
        image: 'nginx:1.27',
        createDate: '2026-01-01T00:00:00Z',
        ports: [
          { portId: 11, nodePort: 30011, targetPort: 80 },
          { portId: 12, nodePort: 30012, targetPort: 443 },
        ],
      },
    ])
    .on(api.kubernetesCloud.secretList, onHost, [])
    .on(api.kubernetesCloud.ingressRuleEdit, (request) => (request.body.path === '/taken' ? refusedPath : { status: 200 }))
    .on(api.kubernetesCloud.ingressRuleCreate, (request) => (request.body.rules?.some((r) => r.path === '/taken') ? refusedPath : { status: 200 }));
  const writes = () => fake.calls().filter((c) => c.method !== 'GET');
  renderRoute({ path: ':projectId', url: '/5', element: <IngressTab host={host} projectId={5} />, api: fake });
  expect(await screen.findByText('shop.example.com/ → web:80')).toBeInTheDocument();

  fireEvent.click(await screen.findByRole('button', { name: 'ویرایش قاعده /' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('ویرایش قاعده «/»');
  await waitFor(() => expect(within(dialog).getByLabelText(t.path)).toHaveValue('/'));
  fireEvent.change(within(dialog).getByLabelText(t.path), { target: { value: '/taken' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: t.saveEdit }));
  });
  expect(await within(dialog).findByText('این دامنه و مسیر پیش‌تر در اینگرس «api» تعریف شده است')).toBeInTheDocument();
  expect(within(dialog).getByLabelText(t.path)).toHaveValue('/taken');
  fireEvent.change(within(dialog).getByLabelText(t.path), { target: { value: '/shop' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: t.saveEdit }));
  });
  await waitFor(() => expect(writes()).toHaveLength(2));
  expect(fake.calls(api.kubernetesCloud.ingressRuleEdit, rule8).map((c) => c.body)[1]).toEqual({ path: '/shop', kuberDeployPortId: 11 });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  fireEvent.click(screen.getByRole('button', { name: /افزودن قاعده به web/ }));
  const add = await screen.findByRole('dialog');
  fireEvent.change(within(add).getByLabelText(`${t.path} ۱`), { target: { value: '/api' } });
  fireEvent.mouseDown(within(add).getByRole('combobox', { name: `${t.service} ۱` }));
  fireEvent.click(await screen.findByTitle('web:443'));
  await act(async () => {
    fireEvent.click(within(add).getByRole('button', { name: t.save }));
  });
  await waitFor(() => expect(writes()).toHaveLength(3));
  expect(fake.calls(api.kubernetesCloud.ingressRuleCreate, ingress3).map((c) => c.body)).toEqual([{ rules: [{ path: '/api', kuberCloudDeployPortId: 12 }] }]);
});
