/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { notify } from '@portal/ui/toast';
import { api } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { webHostMessages } from './messages';
import WebHostPage from './WebHostPage';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
resetAfterEach();

const t = webHostMessages.webHost;
// The provider's statusId: 2 active, 6 waiting (being created).
const STATUS_ID: Record<string, number> = { active: 2, creating: 6 };
const host = (status: string) => ({
  id: 3,
  datacenter: 'تهران (افرانت)',
  domainName: 'xn--mgba3a4f16a.ir',
  status,
  statusId: STATUS_ID[status],
  createDate: '2026-11-20T10:00:00Z',
  expireDate: null,
});
const PANEL_URL = 'http://sandbox.test/api/my/dns-cdn/web-host/panel?token=one-time';

function renderPage(status: string, sessionStatus = 200) {
  const sessions: string[] = [];
  const onHost = { params: { projectId: 5, id: 3 } };
  const fake = wireFake()
    .on(api.webHost.get, onHost, host(status))
    // Not what these tests look at: the provider refuses the plans.
    .on(api.webHost.bundleList, { status: 404, body: { message: 'no' } })
    .on(api.webHost.getLoginSession, onHost, (request) => {
      sessions.push(request.method);
      return sessionStatus === 200 ? { location: PANEL_URL } : { status: 422, body: { errorMessage: t.loginNeedsActive } };
    });
  renderRoute({ path: ':projectId/:id', url: '/5/3', element: <WebHostPage />, api: fake });
  return sessions;
}

test('“log in to the control panel” opens a tab at once and points it at the one-time link', async () => {
  const tab = { location: { href: '' }, opener: {} as unknown, close: jest.fn() };
  const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  const sessions = renderPage('active');
  expect(await screen.findByText('ایران.ir', { selector: 'bdi, bdi *' })).toBeInTheDocument();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: t.login }));
  });
  await waitFor(() => expect(tab.location.href).toBe(PANEL_URL));
  expect(open).toHaveBeenCalledWith('', '_blank');
  expect(tab.opener).toBeNull();
  expect(sessions).toEqual(['GET']);
  expect(notify.success).toHaveBeenCalledWith(t.loginOpened);
  open.mockRestore();
});

test('a refused login closes the tab it opened and points it nowhere', async () => {
  const tab = { location: { href: '' }, opener: {}, close: jest.fn() };
  const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  renderPage('active', 422);
  await act(async () => {
    fireEvent.click(await screen.findByRole('button', { name: t.login }));
  });
  await waitFor(() => expect(tab.close).toHaveBeenCalled());
  expect(tab.location.href).toBe('');
  open.mockRestore();
});

test('while creating, login and plan change are disabled', async () => {
  renderPage('creating');
  expect(await screen.findByRole('button', { name: t.login })).toBeDisabled();
  expect(screen.getByRole('button', { name: t.edit })).toBeDisabled();
});
