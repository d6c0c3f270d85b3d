/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
// Against an upstream without the portal's own calls (the provider): each answers 404 or 405 once,
// and from then on what needs it is not offered and nothing shows an error. (The "absent" record
// lasts for the page's life: each test here uses calls of its own.)
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, type Zone } from '@portal/contracts';
import { notify } from '@portal/ui/toast';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { dnsCdnMessages } from '../messages';
import ApiGatewayPage from './gateway/ApiGatewayPage';
import LoadBalanceTab from './zone/LoadBalanceTab';
import { VerifyButton } from './zones/VerifyButton';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() } }));
resetAfterEach();

const zone = {
  id: 7,
  zoneName: 'shop-demo.ir',
  status: 'در انتظار تغییر NS',
  statusId: 9,
  cdnTypeId: 2,
  isHsts: false,
  isHttpsRedirect: false,
  isNonWwwRedirect: false,
} as unknown as Zone;
/** What an upstream without our calls answers them. */
const notOurs = { status: 405, body: { message: 'Method Not Allowed' } } as const;

test('the nameserver check on demand: once the upstream answers it has none, the button goes, with no error', async () => {
  renderRoute({ path: '/', url: '/', element: <VerifyButton projectId={5} zone={zone} />, api: wireFake().on(api.dnsCdn.hostVerify, notOurs) });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: dnsCdnMessages.verify.action }));
  });
  await waitFor(() => expect(screen.queryByRole('button', { name: dnsCdnMessages.verify.action })).not.toBeInTheDocument());
  expect(notify.error).not.toHaveBeenCalled();
  expect(notify.success).not.toHaveBeenCalled();
});

test('the API gateway page says plainly it is not offered when its list answers 405, the links to it go, and nothing shows an error', async () => {
  const element = (
    <>
      <ApiGatewayPage />
      <LoadBalanceTab projectId={5} zone={zone} />
    </>
  );
  renderRoute({
    path: ':projectId/api-gateway-settings',
    url: '/5/api-gateway-settings',
    element,
    api: wireFake()
      .on(api.dnsCdn.hostList, { params: { projectId: 5 } }, [{ ...zone, statusId: 2 }])
      .on(api.dnsLoadBalance.cdnRouteList, { params: { projectId: 5, dnsCdnHostId: 7 } }, [])
      .on(api.dnsLoadBalance.apiGatewayList, notOurs),
  });
  expect(await screen.findByText(dnsCdnMessages.gateway.notOffered)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('link', { name: dnsCdnMessages.gateway.zoneLink })).not.toBeInTheDocument());
  expect(screen.queryByRole('table', { name: dnsCdnMessages.gateway.title })).not.toBeInTheDocument();
  expect(notify.error).not.toHaveBeenCalled();
});

test('CDN routes: the provider lists them; the create (ours) goes once it answers 405, and the dialog closes quietly', async () => {
  renderRoute({
    path: '/',
    url: '/',
    element: <LoadBalanceTab projectId={5} zone={zone} />,
    api: wireFake()
      .on(api.dnsLoadBalance.cdnRouteList, { params: { projectId: 5, dnsCdnHostId: 7 } }, [])
      .on(api.dnsLoadBalance.cdnRouteCreate, notOurs),
  });
  const t = dnsCdnMessages.cdnRoutes;
  expect(await screen.findByText(t.empty)).toBeInTheDocument();
  fireEvent.click(screen.getAllByRole('button', { name: t.create })[0]!);
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText(t.path), { target: { value: '/static/*' } });
  fireEvent.change(within(dialog).getByLabelText('مقصد ۱'), { target: { value: '10.0.0.5' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
  });
  await waitFor(() => expect(screen.queryByRole('button', { name: t.create })).not.toBeInTheDocument());
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByText(t.empty)).toBeInTheDocument();
  expect(notify.error).not.toHaveBeenCalled();
});
