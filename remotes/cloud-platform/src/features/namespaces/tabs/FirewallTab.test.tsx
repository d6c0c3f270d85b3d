/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { KuberHost } from '@portal/contracts';
import { firewallMessages as t } from '@portal/ui';
import { json, renderRoute, resetAfterEach } from '@portal/ui/test-support';
import { FirewallTab } from './FirewallTab';

resetAfterEach();

const host = { id: 4, projectId: 5, name: 'shop', status: 'active' } as KuberHost;
const base = '/api/my/kubernetes/cloud/5/4/firewall';
const sent: unknown[] = [];
const rules = [{ id: 1, kuberHostId: 4, direction: 'inbound', protocol: 'tcp', portRange: '443', cidr: '0.0.0.0/0', description: 'https', createdAt: '2026-01-01T00:00:00Z' }];

function renderTab() {
  const api = async (req: Request) => {
    const { pathname } = new URL(req.url);
    if (pathname === `${base}/list`) return json(200, rules);
    if (pathname === `${base}/create`) {
      const body = await req.json();
      sent.push(body);
      if (body.cidr === '10.0.0.0/8') return json(422, { errorMessage: 'x', errors: { Cidr: ['قانونی با همین مشخصات قبلاً ثبت شده است'] } });
      return json(200, { id: 2, kuberHostId: 4, ...body, createdAt: '2026-01-01T00:00:00Z' });
    }
    return json(404, { message: 'no' });
  };
  renderRoute({ path: ':projectId', url: '/5', element: <FirewallTab host={host} projectId={5} />, api });
}

test("the namespace's rules are listed; a rule typed with Persian digits is sent to the namespace's firewall; a 422 marks its field and keeps the input", async () => {
  sent.length = 0;
  renderTab();
  const table = await screen.findByRole('table', { name: t.title });
  expect(await within(table).findByText('https')).toBeInTheDocument();

  fireEvent.change(screen.getByRole('textbox', { name: t.portRange }), { target: { value: '۸۰' } });
  fireEvent.change(screen.getByRole('textbox', { name: t.cidr }), { target: { value: '10.0.0.0/8' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: t.add }));
  });
  expect(await screen.findByText('قانونی با همین مشخصات قبلاً ثبت شده است')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: t.cidr })).toHaveValue('10.0.0.0/8');
  expect(sent[0]).toEqual({ direction: 'inbound', protocol: 'tcp', cidr: '10.0.0.0/8', portRange: '80', description: null });

  fireEvent.change(screen.getByRole('textbox', { name: t.cidr }), { target: { value: '192.168.0.0/16' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: t.add }));
  });
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]).toMatchObject({ cidr: '192.168.0.0/16', portRange: '80' });
});
