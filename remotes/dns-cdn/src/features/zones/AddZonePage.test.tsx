/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen } from '@testing-library/react';
import { json, renderRoute, resetAfterEach } from '@portal/ui/test-support';
import { dnsCdnMessages } from '../../messages';
import AddZonePage from './AddZonePage';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
resetAfterEach();

const t = dnsCdnMessages.add;
const TAKEN = 'این دامنه پیش‌تر روی سکو ثبت شده است';
const zone = { id: 3, projectId: 5, name: 'xn--mgba3a4f16a.ir', status: 'pending', cdnType: 'pro', verifying: false, recordCount: 0, hourlyPrice: 6000, httpsRedirect: false, originCertType: 'full', edgeCertType: 'managed', nonWwwRedirect: false, hsts: { enabled: false, maxAge: 0, includeSubDomains: false, preload: false }, activatedAt: null, createdAt: '2026-11-20T10:00:00Z' };

function renderPage() {
  const created: unknown[] = [];
  const api = async (req: Request) => {
    const u = new URL(req.url);
    if (u.pathname === '/api/my/dns-cdn/5/host/check') {
      const { name } = (await req.json()) as { name: string };
      return name === 'shop-demo.ir' ? json(422, { errors: { Name: [TAKEN] } }) : json(200, { name: 'xn--mgba3a4f16a.ir', available: true });
    }
    if (u.pathname === '/api/my/dns-cdn/5/host/create') {
      created.push(await req.json());
      return json(200, zone);
    }
    if (u.pathname === '/api/my/dns-cdn/5/host/get/3') return json(200, zone);
    if (u.pathname === '/api/my/dns-cdn/5/host/get-ns/3') return json(200, { nameservers: ['ns1.sandbox-cdn.ir', 'ns2.sandbox-cdn.ir'], current: [], status: 'pending' });
    return json(404, { message: 'no' });
  };
  renderRoute({ path: ':projectId/add-zone', url: '/5/add-zone', element: <AddZonePage />, api });
  return created;
}

const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
  });
};

test('a name already on the platform is refused on the field by the check; nothing is created and the name stays', async () => {
  const created = renderPage();
  fireEvent.change(screen.getByLabelText(t.name), { target: { value: 'shop-demo.ir' } });
  await submit();
  expect(await screen.findByText(TAKEN)).toBeInTheDocument();
  expect(created).toEqual([]);
  expect(screen.getByLabelText(t.name)).toHaveValue('shop-demo.ir');
});

test('a Persian name with the pro plan is created; the nameservers to set at the registrar follow', async () => {
  const created = renderPage();
  fireEvent.change(screen.getByLabelText(t.name), { target: { value: 'ایران.ir' } });
  fireEvent.click(screen.getByLabelText(new RegExp(dnsCdnMessages.cdnTypes.pro!)));
  await submit();
  expect(await screen.findByText(t.nsTitle)).toBeInTheDocument();
  expect(created).toEqual([{ name: 'ایران.ir', cdnType: 'pro' }]);
  expect(await screen.findByText('ns1.sandbox-cdn.ir')).toBeInTheDocument();
  expect(screen.getByText(/دامنه «ایران.ir»/)).toBeInTheDocument();
});
