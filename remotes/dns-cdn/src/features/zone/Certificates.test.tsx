/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DnsCdnHost } from '@portal/contracts';
import { json, renderRoute, resetAfterEach } from '@portal/ui/test-support';
import { dnsCdnMessages } from '../../messages';
import { Certificates } from './Certificates';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
resetAfterEach();

const t = dnsCdnMessages.settings;
const NEEDS_USER = 'ابتدا یک گواهی معتبر بارگذاری کنید؛ این دامنه گواهی بارگذاری‌شده فعالی ندارد';
const zone: DnsCdnHost = { id: 7, projectId: 5, name: 'shop-demo.ir', status: 'active', cdnType: 'basic', verifying: false, recordCount: 3, hourlyPrice: 1500, httpsRedirect: true, originCertType: 'full', edgeCertType: 'managed', nonWwwRedirect: false, hsts: { enabled: false, maxAge: 0, includeSubDomains: false, preload: false }, activatedAt: null, createdAt: '2026-11-20T10:00:00Z' };

function renderCerts() {
  const sent: { path: string; body: unknown }[] = [];
  const api = async (req: Request) => {
    const u = new URL(req.url);
    if (u.pathname === '/api/my/dns-cdn/5/edge-cert/get/7') return json(200, []);
    if (u.pathname === '/api/my/dns-cdn/5/origin-cert/get/7')
      return json(200, { originCertType: 'full', userCert: { id: 1, dnsCdnHostId: 7, subject: 'CN=shop-demo.ir', issuer: 'CN=shop-demo.ir', sans: ['shop-demo.ir', 'origin.shop-demo.ir'], notAfter: '2027-01-01T00:00:00Z', createdAt: '2026-11-20T10:00:00Z' } });
    if (u.pathname === '/api/my/dns-cdn/5/host/change-edge-cert-type/7') {
      sent.push({ path: u.pathname, body: await req.json() });
      return json(422, { errors: { EdgeCertType: [NEEDS_USER] } });
    }
    if (u.pathname === '/api/my/dns-cdn/5/origin-cert/create-user-cert/7') {
      sent.push({ path: u.pathname, body: await req.json() });
      return json(200, { id: 2 });
    }
    return json(404, { message: 'no' });
  };
  renderRoute({ path: '/', url: '/', element: <Certificates zone={zone} />, api });
  return sent;
}

test('the uploaded origin certificate is shown; switching visitors to a pasted certificate without one is refused on the field', async () => {
  const sent = renderCerts();
  expect(await screen.findByText(/CN=shop-demo\.ir — نام‌ها: shop-demo\.ir, origin\.shop-demo\.ir/)).toBeInTheDocument();
  fireEvent.click(screen.getByLabelText(t.edgeTypes.user!));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: t.saveEdgeType }));
  });
  expect(await screen.findByText(NEEDS_USER)).toBeInTheDocument();
  expect(sent).toEqual([{ path: '/api/my/dns-cdn/5/host/change-edge-cert-type/7', body: { edgeCertType: 'user' } }]);
  expect(screen.getByLabelText(t.edgeTypes.user!)).toBeChecked();
});

test('an origin certificate is uploaded as PEM certificate and key', async () => {
  const sent = renderCerts();
  fireEvent.click(await screen.findByRole('button', { name: t.originCertUpload }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText(t.certificate), { target: { value: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----' } });
  fireEvent.change(within(dialog).getByLabelText(t.privateKey), { target: { value: '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
  });
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toEqual({ path: '/api/my/dns-cdn/5/origin-cert/create-user-cert/7', body: { certificate: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----', privateKey: '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----' } });
});
