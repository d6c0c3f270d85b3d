import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@portal/locale';
import { RemoteArea } from './RemoteArea';
import { loadRemoteApp } from './load-remote-app';

jest.mock('./load-remote-app', () => ({ loadRemoteApp: jest.fn() }));
const load = loadRemoteApp as jest.MockedFunction<typeof loadRemoteApp>;

describe('RemoteArea', () => {
  beforeEach(() => load.mockReset());

  it('renders the remote app with the prefix it is mounted at', async () => {
    load.mockResolvedValue(({ prefix }: { prefix: string }) => <p>storage at {prefix}</p>);
    render(<RemoteArea remote="storage" prefix="/storage" />);
    expect(await screen.findByText('storage at /storage')).toBeInTheDocument();
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
  });
});
