/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { KuberHost } from '@portal/contracts';
import { json, renderRoute, resetAfterEach } from '@portal/ui/test-support';
import { namespaceMessages } from '../messages';
import { IngressTab } from './IngressTab';

resetAfterEach();

const t = namespaceMessages.ingresses;
const host: KuberHost = {
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
const base = '/api/my/kubernetes/cloud/5/host/4';
const sent: { path: string; body: unknown }[] = [];

test("an ingress's rules are listed; a rule is edited on its own call (a refused path lands on its field and keeps the input) and another is added", async () => {
  const api = async (req: Request) => {
    const { pathname } = new URL(req.url);
    if (pathname === `${base}/ingress/list`)
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
    if (pathname === `${base}/deploy/port-list`)
      return json(200, [
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
      ]);
    if (pathname === `${base}/secret/list`) return json(200, []);
    if (req.method !== 'GET') {
      const body = await req.json();
      sent.push({ path: `${req.method} ${pathname}`, body });
      if (body.path === '/taken') return json(422, { errorMessage: 'x', errors: { Path: ['این دامنه و مسیر پیش‌تر در اینگرس «api» تعریف شده است'] } });
      return json(200, { message: 'ok' });
    }
    return json(404, { message: 'no' });
  };
  renderRoute({ path: ':projectId', url: '/5', element: <IngressTab host={host} projectId={5} />, api });
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
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]).toEqual({ path: `PUT ${base}/ingress/3/rule/edit/8`, body: { path: '/shop', kuberDeployPortId: 11 } });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  fireEvent.click(screen.getByRole('button', { name: /افزودن قاعده به web/ }));
  const add = await screen.findByRole('dialog');
  fireEvent.change(within(add).getByLabelText(`${t.path} ۱`), { target: { value: '/api' } });
  fireEvent.mouseDown(within(add).getByRole('combobox', { name: `${t.service} ۱` }));
  fireEvent.click(await screen.findByTitle('web:443'));
  await act(async () => {
    fireEvent.click(within(add).getByRole('button', { name: t.save }));
  });
  await waitFor(() => expect(sent).toHaveLength(3));
  expect(sent[2]).toEqual({ path: `POST ${base}/ingress/3/rule/create`, body: { rules: [{ path: '/api', kuberCloudDeployPortId: 12 }] } });
});
