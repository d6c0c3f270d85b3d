/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { json, renderRoute, resetAfterEach } from '@portal/ui/test-support';
import { dnsCdnMessages } from '../../messages';
import { zoneListMessages } from './messages';
import AddZonePage from './AddZonePage';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
resetAfterEach();

const t = zoneListMessages.add;
const TAKEN = 'این دامنه پیش‌تر روی سکو ثبت شده است';
const zone = {
  id: 3,
  customerId: 1,
  zoneName: 'xn--mgba3a4f16a.ir',
  status: 'pending',
  statusId: 9,
  cdnTypeId: 1,
  cdnEdgeCertTypeId: 1,
  cdnOriginCertTypeId: 2,
  isHsts: false,
  isHttpsRedirect: false,
  isNonWwwRedirect: false,
  createDate: '2026-11-20T10:00:00Z',
  modifyDate: '2026-11-20T10:00:00Z',
};
const row = {
  id: 3,
  zoneName: 'xn--mgba3a4f16a.ir',
  isHsts: false,
  isHttpsRedirect: false,
  isNonWwwRedirect: false,
  status: 'pending',
  statusId: 9,
  createDate: '2026-11-20T10:00:00Z',
};

function renderPage() {
  const created: unknown[] = [];
  const plans: unknown[] = [];
  const api = async (req: Request) => {
    const u = new URL(req.url);
    if (u.pathname === '/api/my/dns-cdn/5/host/check') {
      const { zoneName } = (await req.json()) as { zoneName: string };
      return zoneName === 'shop-demo.ir' ? json(422, { errors: { ZoneName: [TAKEN] } }) : json(200, { message: 'ok' });
    }
    if (u.pathname === '/api/my/dns-cdn/5/host/create') {
      created.push(await req.json());
      return json(200, { message: 'ok' });
    }
    if (u.pathname === '/api/my/dns-cdn/5/host/list') return json(200, created.length ? [row] : []);
    if (u.pathname === '/api/my/dns-cdn/5/host/change-cdn-type/3') {
      plans.push(await req.json());
      return json(200, { message: 'ok' });
    }
    if (u.pathname === '/api/my/dns-cdn/5/host/get/3') return json(200, zone);
    if (u.pathname === '/api/my/dns-cdn/5/host/get-ns/3')
      return json(200, { status: false, ns: ['ns1.registrar.example'], cloudNs: ['ns1.sandbox-cdn.ir', 'ns2.sandbox-cdn.ir'] });
    return json(404, { message: 'no' });
  };
  renderRoute({ path: ':projectId/add-zone', url: '/5/add-zone', element: <AddZonePage />, api });
  return { created, plans };
}

const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
  });
};

test('a name already on the platform is refused on the field by the check; nothing is created and the name stays', async () => {
  const { created } = renderPage();
  fireEvent.change(screen.getByLabelText(t.name), { target: { value: 'shop-demo.ir' } });
  await submit();
  expect(await screen.findByText(TAKEN)).toBeInTheDocument();
  expect(created).toEqual([]);
  expect(screen.getByLabelText(t.name)).toHaveValue('shop-demo.ir');
});

test('a Persian name is created by name alone, found in the list, then set to the pro plan by id; the nameservers to set at the registrar follow', async () => {
  const { created, plans } = renderPage();
  fireEvent.change(screen.getByLabelText(t.name), { target: { value: 'ایران.ir' } });
  fireEvent.click(screen.getByLabelText(new RegExp(dnsCdnMessages.cdnTypes.pro!)));
  await submit();
  expect(await screen.findByText(t.nsTitle)).toBeInTheDocument();
  expect(created).toEqual([{ zoneName: 'ایران.ir' }]);
  await waitFor(() => expect(plans).toEqual([{ cdnTypeId: 3 }]));
  expect(await screen.findByText('ns1.sandbox-cdn.ir')).toBeInTheDocument();
  expect(screen.getByText(/دامنه «ایران.ir»/)).toBeInTheDocument();
});
