/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, type BodyOf } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { dnsCdnMessages } from '../../messages';
import ApiGatewayPage from './ApiGatewayPage';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
resetAfterEach();

const t = dnsCdnMessages.gateway;
const zone = (id: number, zoneName: string) => ({
  id,
  zoneName,
  isHsts: false,
  isHttpsRedirect: false,
  isNonWwwRedirect: false,
  status: 'active',
  statusId: 2,
  createDate: '2026-11-20T10:00:00Z',
});
const UPSTREAM_ERROR = 'نشانی سرویس مقصد باید با http:// یا https:// شروع شود';

function renderPage(url = '/5/api-gateway-settings') {
  const created: BodyOf<typeof api.dnsLoadBalance.apiGatewayCreate>[] = [];
  const fake = wireFake()
    .on(api.dnsCdn.hostList, { params: { projectId: 5 } }, [zone(1, 'shop-demo.ir'), zone(2, 'xn--mgba3a4f16a.ir')])
    .on(api.dnsLoadBalance.apiGatewayList, { params: { projectId: 5, dnsCdnHostId: 1 } }, [
      {
        id: 9,
        dnsCdnHostId: 1,
        path: '/api/v1/*',
        upstream: 'http://185.208.180.21:8080/v1',
        rateLimit: 600,
        status: 'active',
        createdAt: '2026-11-20T10:00:00Z',
      },
    ])
    .on(api.dnsLoadBalance.apiGatewayList, { params: { projectId: 5, dnsCdnHostId: 2 } }, [])
    .on(api.dnsLoadBalance.apiGatewayCreate, { params: { projectId: 5, dnsCdnHostId: 2 } }, (request) => {
      created.push(request.body);
      return { status: 422, body: { errors: { Upstream: [UPSTREAM_ERROR] } } };
    });
  renderRoute({ path: ':projectId/api-gateway-settings', url, element: <ApiGatewayPage />, api: fake });
  return created;
}

test('the first zone’s routes show with path, upstream and the limit per minute', async () => {
  renderPage();
  expect(await screen.findByText('/api/v1/*')).toBeInTheDocument();
  expect(screen.getByText('http://185.208.180.21:8080/v1')).toBeInTheDocument();
  expect(screen.getByText('۶۰۰ در دقیقه')).toBeInTheDocument();
});

test('?zone= picks the zone; a refused upstream shows under its field and the dialog keeps what was typed', async () => {
  const created = renderPage('/5/api-gateway-settings?zone=2');
  expect(await screen.findByText(t.empty)).toBeInTheDocument();
  fireEvent.click(screen.getAllByRole('button', { name: t.create })[0]!);
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText(t.path), { target: { value: '/orders/*' } });
  fireEvent.change(within(dialog).getByLabelText(t.upstream), { target: { value: 'https://orders.example.ir' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
  });
  expect(await within(dialog).findByText(UPSTREAM_ERROR)).toBeInTheDocument();
  await waitFor(() => expect(created).toEqual([{ path: '/orders/*', upstream: 'https://orders.example.ir', rateLimit: 600 }]));
  expect(within(dialog).getByLabelText(t.upstream)).toHaveValue('https://orders.example.ir');
});
