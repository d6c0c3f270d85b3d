/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, type Zone } from '@portal/contracts';
import { fill, formatDate, messages } from '@portal/locale';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { zoneMessages } from './messages';
import { Certificates } from './Certificates';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
resetAfterEach();

const t = zoneMessages.settings;
const NEEDS_USER = 'ابتدا یک گواهی معتبر بارگذاری کنید؛ این دامنه گواهی بارگذاری‌شده فعالی ندارد';
const zone: Zone = {
  id: 7,
  customerId: 1,
  zoneName: 'shop-demo.ir',
  status: 'active',
  statusId: 2,
  cdnTypeId: 2,
  cdnEdgeCertTypeId: 1,
  cdnOriginCertTypeId: 2,
  isHsts: false,
  isHttpsRedirect: true,
  isNonWwwRedirect: false,
  createDate: '2026-11-20T10:00:00Z',
  modifyDate: '2026-11-20T10:00:00Z',
};
const NONE = { issuer: null, commonName: null, expirationDate: null };
const onZone = { params: { projectId: 5, dnsCdnHostId: 7 } };
const MANAGED_ORIGIN = { issuer: 'CN=Sandbox CDN Origin CA', commonName: 'shop-demo.ir, *.shop-demo.ir', expirationDate: '2041-11-16T10:00:00Z' };

function renderCerts() {
  const sent: { endpoint: unknown; body: unknown }[] = [];
  const fake = wireFake()
    .on(api.dnsCdn.edgeCertGet, onZone, { issuer: 'CN=Sandbox CDN Edge CA', commonName: 'shop-demo.ir', expirationDate: '2027-02-01T00:00:00Z' })
    .on(api.dnsCdn.edgeCertGetUser, onZone, NONE)
    .on(api.dnsCdn.originCertGet, onZone, MANAGED_ORIGIN)
    .on(api.dnsCdn.originCertGetUser, onZone, { issuer: 'CN=Origin CA', commonName: 'origin.shop-demo.ir', expirationDate: '2027-01-01T00:00:00Z' })
    .on(api.dnsCdn.changeEdgeCertType, { params: { projectId: 5, id: 7 } }, (request) => {
      sent.push({ endpoint: api.dnsCdn.changeEdgeCertType, body: request.body });
      return { status: 422, body: { errors: { CdnEdgeCertTypeId: [NEEDS_USER] } } };
    })
    .on(api.dnsCdn.originCertCreateUser, onZone, (request) => {
      sent.push({ endpoint: api.dnsCdn.originCertCreateUser, body: request.body });
      return { status: 200 };
    });
  renderRoute({ path: '/', url: '/', element: <Certificates projectId={5} zone={zone} />, api: fake });
  return sent;
}

test('the uploaded origin certificate and the managed edge one are shown; switching visitors to a pasted certificate without one is refused on the field', async () => {
  const sent = renderCerts();
  expect(await screen.findByText(/origin\.shop-demo\.ir — صادرکننده: CN=Origin CA/)).toBeInTheDocument();
  expect(await screen.findByRole('cell', { name: 'CN=Sandbox CDN Edge CA' })).toBeInTheDocument();
  fireEvent.click(screen.getByLabelText(t.edgeTypes.user!));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: t.saveEdgeType }));
  });
  expect(await screen.findByText(NEEDS_USER)).toBeInTheDocument();
  expect(sent).toEqual([{ endpoint: api.dnsCdn.changeEdgeCertType, body: { cdnEdgeCertTypeId: 2 } }]);
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
  expect(sent[0]).toEqual({
    endpoint: api.dnsCdn.originCertCreateUser,
    body: { certPem: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----', keyPem: '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----' },
  });
});

test("the managed origin certificate (the platform's, origin-cert/get) is shown beside the uploaded one, its expiry in the Jalali calendar", async () => {
  renderCerts();
  const line = fill(t.originCertLine, { subject: MANAGED_ORIGIN.commonName, issuer: MANAGED_ORIGIN.issuer, date: formatDate(MANAGED_ORIGIN.expirationDate) });
  expect(await screen.findByText(line)).toBeInTheDocument();
  expect(formatDate(MANAGED_ORIGIN.expirationDate)).toMatch(/^۱۴۲۰/);
  expect(screen.getByText(t.managedOrigin)).toBeInTheDocument();
});

test('while the certificate answers are on their way, the lines say they load and claim no missing certificate', async () => {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const later =
    <T,>(answer: T) =>
    async () => {
      await held;
      return answer;
    };
  const fake = wireFake()
    .on(api.dnsCdn.originCertGet, onZone, later(MANAGED_ORIGIN))
    .on(api.dnsCdn.originCertGetUser, onZone, later(NONE))
    .on(api.dnsCdn.edgeCertGet, onZone, later(NONE))
    .on(api.dnsCdn.edgeCertGetUser, onZone, later(NONE));
  renderRoute({ path: '/', url: '/', element: <Certificates projectId={5} zone={zone} />, api: fake });
  expect(await screen.findAllByText(messages.common.loading)).toHaveLength(2);
  expect(screen.queryByText(t.managedOriginNone)).toBeNull();
  expect(screen.queryByText(t.originCertNone)).toBeNull();
  release();
  expect(await screen.findByText(t.originCertNone)).toBeInTheDocument();
  expect(screen.queryByText(t.managedOriginNone)).toBeNull();
});
