/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { KuberHost } from '@portal/contracts';
import { json, renderRoute, resetAfterEach } from '@portal/ui/test-support';
import { cloudPlatformMessages } from '../../../messages';
import { IngressTab } from './IngressTab';

resetAfterEach();

const t = cloudPlatformMessages.ingresses;
const host = { id: 4, projectId: 5, name: 'shop', status: 'active' } as KuberHost;
const base = '/api/my/kubernetes/cloud/5/4';
const rule = { host: 'shop.example.com', path: '/', pathType: 'Prefix', serviceName: 'web', servicePort: 80 };
const edits: unknown[] = [];

test("editing an ingress: its rules prefilled, the name fixed; a refused path lands on that rule's field; the rules are sent as edited", async () => {
  const api = async (req: Request) => {
    const { pathname } = new URL(req.url);
    if (pathname === `${base}/ingress/list`) return json(200, [{ id: 3, kuberHostId: 4, name: 'web', status: 'active', address: '185.143.233.13', rules: [rule], createdAt: '2026-01-01T00:00:00Z' }]);
    if (pathname === `${base}/deploy/list`) return json(200, [{ id: 7, name: 'web', ports: [{ name: 'http', containerPort: 80, protocol: 'TCP' }] }]);
    if (pathname === `${base}/ingress/edit/3` && req.method === 'PUT') {
      const body = await req.json();
      edits.push(body);
      if (body.rules[0].path === '/taken') return json(422, { errorMessage: 'x', errors: { 'Rules[0].Path': ['این دامنه و مسیر پیش‌تر در اینگرس «api» تعریف شده است'] } });
      return json(200, { id: 3, name: 'web', status: 'active', rules: body.rules });
    }
    return json(404, { message: 'no' });
  };
  renderRoute({ path: ':projectId', url: '/5', element: <IngressTab host={host} projectId={5} />, api });
  fireEvent.click(await screen.findByRole('button', { name: 'ویرایش قاعده‌های اینگرس web' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('ویرایش قاعده‌های اینگرس «web»');
  expect(within(dialog).getByLabelText(t.name)).toHaveValue('web');
  expect(within(dialog).getByLabelText(t.name)).toBeDisabled();
  expect(within(dialog).getByLabelText(`${t.host} ۱`)).toHaveValue('shop.example.com');

  fireEvent.change(within(dialog).getByLabelText(`${t.path} ۱`), { target: { value: '/taken' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: t.saveEdit }));
  });
  expect(await within(dialog).findByText('این دامنه و مسیر پیش‌تر در اینگرس «api» تعریف شده است')).toBeInTheDocument();
  expect(within(dialog).getByLabelText(`${t.path} ۱`)).toHaveValue('/taken');

  fireEvent.change(within(dialog).getByLabelText(`${t.path} ۱`), { target: { value: '/shop' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: t.saveEdit }));
  });
  await waitFor(() => expect(edits).toHaveLength(2));
  expect(edits[1]).toEqual({ rules: [{ ...rule, path: '/shop' }] });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
