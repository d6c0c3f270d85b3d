/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { notify } from '@portal/ui/toast';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { api, type CdnRoute } from '@portal/contracts';
import { dnsCdnMessages } from '../../messages';
import { CdnRouteDialog } from './CdnRouteDialog';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
resetAfterEach();

const t = dnsCdnMessages.cdnRoutes;
const DUPLICATE = 'این مقصد در مسیر تکراری است';

function renderDialog(route: CdnRoute | null, onClose = jest.fn()) {
  const sent: { endpoint: unknown; body: unknown }[] = [];
  const answer = (endpoint: unknown) => (request: { body: { destinations?: { address?: string | null }[] | null } }) => {
    sent.push({ endpoint, body: request.body });
    const destinations = request.body.destinations ?? [];
    if (destinations[0]!.address === destinations[1]?.address) return { status: 422, body: { errors: { 'Destinations[1].Address': [DUPLICATE] } } } as const;
    return { status: 200 } as const;
  };
  const onZone = { projectId: 5, dnsCdnHostId: 7 };
  const fake = wireFake()
    .on(api.dnsLoadBalance.cdnRouteCreate, { params: onZone }, answer(api.dnsLoadBalance.cdnRouteCreate))
    .on(api.dnsLoadBalance.cdnRouteEdit, { params: { ...onZone, id: 3 } }, answer(api.dnsLoadBalance.cdnRouteEdit));
  renderRoute({ path: '/', url: '/', element: <CdnRouteDialog projectId={5} zoneId={7} route={route} path="/*" open onClose={onClose} />, api: fake });
  return sent;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: t.save }));
  });
};

test('a destination with a scheme is refused in the browser, nothing sent', async () => {
  const sent = renderDialog(null);
  type(t.path, '/static/*');
  type('مقصد ۱', 'http://origin.ir');
  await save();
  expect(await screen.findByText(/نشانی مبدأ باید یک IPv4 یا نام میزبان باشد/)).toBeInTheDocument();
  expect(sent).toEqual([]);
});

test('create sends the provider model with the path; the refusal lands on the second destination and the input stays', async () => {
  const onClose = jest.fn();
  const sent = renderDialog(null, onClose);
  type(t.path, '/static/*');
  type('مقصد ۱', '10.0.0.5');
  fireEvent.click(screen.getByRole('button', { name: new RegExp(t.addDestination) }));
  type('مقصد ۲', '10.0.0.5');
  await save();
  expect(await screen.findByText(DUPLICATE)).toBeInTheDocument();
  expect(sent).toEqual([
    {
      endpoint: api.dnsLoadBalance.cdnRouteCreate,
      body: {
        path: '/static/*',
        host: null,
        cdnLbPolicyId: 1,
        maxConnectionsPerServer: 100,
        acceptDangerCert: false,
        destinations: [{ address: '10.0.0.5' }, { address: '10.0.0.5' }],
      },
    },
  ]);
  expect(screen.getByLabelText('مقصد ۲')).toHaveValue('10.0.0.5');
  expect(onClose).not.toHaveBeenCalled();

  type('مقصد ۲', 'origin-2.example.ir');
  await save();
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(notify.success).toHaveBeenCalledWith(t.created);
});

test('edit shows the route read by its get, keeps the path fixed and sends no path', async () => {
  const onClose = jest.fn();
  const route: CdnRoute = {
    id: 3,
    dnsCdnHostId: 7,
    host: 'origin.example.ir',
    maxConnectionsPerServer: 200,
    cdnLbPolicyId: 2,
    acceptDangerCert: true,
    destinations: [{ address: '185.208.180.20' }],
  };
  const sent = renderDialog(route, onClose);
  expect(screen.getByLabelText(t.path)).toBeDisabled();
  expect(screen.getByLabelText(t.path)).toHaveValue('/*');
  expect(screen.getByLabelText('مقصد ۱')).toHaveValue('185.208.180.20');
  type(t.host, '');
  await save();
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(sent).toEqual([
    {
      endpoint: api.dnsLoadBalance.cdnRouteEdit,
      body: { host: null, cdnLbPolicyId: 2, maxConnectionsPerServer: 200, acceptDangerCert: true, destinations: [{ address: '185.208.180.20' }] },
    },
  ]);
  expect(notify.success).toHaveBeenCalledWith(t.saved);
});
