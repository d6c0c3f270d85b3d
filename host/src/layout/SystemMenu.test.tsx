/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { api } from '@portal/contracts';
import { call } from '@portal/api';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { hostMessages } from '../messages';
import { loadRegistry } from '../remotes/registry';
import { SystemMenu } from './SystemMenu';

jest.mock('@ant-design/icons', () => new Proxy({}, { get: (_, name) => (name === '__esModule' ? false : () => null) }));
jest.mock('../remotes/registry', () => ({ loadedRegistry: () => null, loadRegistry: jest.fn() }));
const entry = { version: '1', entry: '/remotes/billing/1/remoteEntry.js', integrity: 'sha384-x' };
(loadRegistry as jest.Mock).mockResolvedValue({ remotes: { billing: entry } });
resetAfterEach();
const t = hostMessages.layout;

test('my services (ours) leaves the system menu once its list answered 404', async () => {
  renderRoute({
    path: '/',
    url: '/',
    element: <SystemMenu />,
    api: wireFake().on(api.billing.customerProductList, { status: 404, body: { message: 'Not Found' } }),
  });
  fireEvent.click(screen.getByRole('button', { name: t.systemMenu }));
  expect(await screen.findByText(t.myServices)).toBeInTheDocument();
  // The page of my services asked for its list, and the upstream has no such call.
  await act(() => call(api.billing.customerProductList, {}).catch(() => undefined));
  await waitFor(() => expect(screen.queryByText(t.myServices)).toBeNull());
  expect(screen.getByText(t.accountManagement)).toBeInTheDocument();
});
