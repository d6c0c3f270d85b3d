import { act, render as renderAt, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { messages } from '@portal/locale';
import { PRELOAD_WAIT_MS, RemoteArea } from './RemoteArea';
import { loadRemoteApp } from './load-remote-app';
import { resetRemoteAppsForTests } from './remote-apps';
import { reportCaughtError } from './reports';

jest.mock('./load-remote-app', () => ({ loadRemoteApp: jest.fn() }));
jest.mock('./reports', () => ({ reportCaughtError: jest.fn() }));
const load = loadRemoteApp as jest.MockedFunction<typeof loadRemoteApp>;

/** The content area as the host mounts it: inside the router, at `url`. */
const render = (ui: ReactElement, url = '/') => renderAt(<MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>);

describe('RemoteArea', () => {
  beforeEach(() => {
    load.mockReset();
    resetRemoteAppsForTests();
  });

  it('renders the remote app with the prefix it is mounted at', async () => {
    load.mockResolvedValue(({ prefix }: { prefix: string }) => <p>storage at {prefix}</p>);
    render(<RemoteArea remote="storage" prefix="/storage" />);
    expect(await screen.findByText('storage at /storage')).toBeInTheDocument();
  });

  it('renders an area loaded before in its first render, and renders its app only once', async () => {
    let renders = 0;
    load.mockResolvedValue(() => {
      renders += 1;
      return <p>servers</p>;
    });
    const first = render(<RemoteArea remote="cloud-infra" prefix="/vm" />);
    expect(await screen.findByText('servers')).toBeInTheDocument();
    first.unmount();

    renders = 0;
    render(<RemoteArea remote="cloud-infra" prefix="/vm" />);
    expect(screen.getByText('servers')).toBeInTheDocument();
    await act(async () => undefined);
    expect(renders).toBe(1);
  });

  it('shows the failure panel with the technical text, and retry loads again afresh', async () => {
    load.mockRejectedValueOnce(new Error('ScriptNetworkError: Failed to load script'));
    load.mockResolvedValueOnce(() => <p>back again</p>);
    render(<RemoteArea remote="billing" prefix="/portal/wallet" />);

    expect(await screen.findByText(messages.chunk.loadFailed)).toBeInTheDocument();
    expect(screen.getAllByText(new RegExp(messages.chunk.loadFailedTechnical)).length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: messages.chunk.retry }));
    expect(await screen.findByText('back again')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('billing', true);
  });

  it('keeps a remote that throws while rendering inside its own panel', async () => {
    const Broken = () => {
      throw new Error('Loading chunk 42 failed');
    };
    load.mockResolvedValue(Broken);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <div>
        <nav>shell</nav>
        <RemoteArea remote="vpc" prefix="/vpc" />
      </div>,
    );
    expect(await screen.findByText(messages.chunk.loadFailed)).toBeInTheDocument();
    expect(screen.getByText('shell')).toBeInTheDocument();
    // Reported once, against this area, for the canary's figures.
    expect(reportCaughtError).toHaveBeenCalledWith('vpc', expect.objectContaining({ message: 'Loading chunk 42 failed' }));
  });

  it('on a cold click, the app is asked to fetch the page at the address, and renders once it has', async () => {
    let fetched: () => void = () => undefined;
    const preload = jest.fn(() => new Promise<void>((resolve) => (fetched = resolve)));
    load.mockResolvedValue(Object.assign(() => <p>list of servers</p>, { preload }));
    render(<RemoteArea remote="cloud-infra" prefix="/vm" />, '/vm/12/list');
    await waitFor(() => expect(preload).toHaveBeenCalledWith('/vm/12/list', { data: true }));
    expect(screen.queryByText('list of servers')).not.toBeInTheDocument();
    act(() => fetched());
    expect(await screen.findByText('list of servers')).toBeInTheDocument();
  });

  it('a preload that never settles does not keep the area from rendering', async () => {
    jest.useFakeTimers();
    try {
      load.mockResolvedValue(Object.assign(() => <p>disks</p>, { preload: () => new Promise(() => undefined) }));
      render(<RemoteArea remote="cloud-infra" prefix="/block-storage" />, '/block-storage/3');
      await act(() => jest.advanceTimersByTimeAsync(PRELOAD_WAIT_MS));
      expect(screen.getByText('disks')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('an app without preload renders, and one whose preload fails shows nothing and still renders', async () => {
    load.mockResolvedValueOnce(() => <p>old storage</p>);
    render(<RemoteArea remote="storage" prefix="/storage" />, '/storage/3');
    expect(await screen.findByText('old storage')).toBeInTheDocument();

    const failing = jest.fn(() => Promise.reject(new Error('ChunkLoadError: Loading chunk 7 failed')));
    load.mockResolvedValueOnce(Object.assign(() => <p>wallet</p>, { preload: failing }));
    render(<RemoteArea remote="billing" prefix="/portal/wallet" />, '/portal/wallet');
    expect(await screen.findByText('wallet')).toBeInTheDocument();
    expect(failing).toHaveBeenCalledWith('/portal/wallet', { data: true });

    const throwing = jest.fn((): Promise<unknown> => {
      throw new Error('broken preload');
    });
    load.mockResolvedValueOnce(Object.assign(() => <p>tickets</p>, { preload: throwing }));
    render(<RemoteArea remote="support" prefix="/portal/supports" />, '/portal/supports');
    expect(await screen.findByText('tickets')).toBeInTheDocument();
    expect(throwing).toHaveBeenCalled();
    expect(screen.queryByText(messages.chunk.loadFailed)).not.toBeInTheDocument();
  });
});
