import { act, render, screen } from '@testing-library/react';
import { loadedRegistry, loadRegistry } from './registry';
import { mayLinkTo, resetRegisteredForTests, useRegisteredRemotes } from './registered';

jest.mock('./registry', () => ({ loadedRegistry: jest.fn(() => null), loadRegistry: jest.fn() }));
const load = loadRegistry as jest.MockedFunction<typeof loadRegistry>;
const arrived = loadedRegistry as jest.MockedFunction<typeof loadedRegistry>;
const entry = { version: '1', entry: '/remotes/x/1/remoteEntry.js', integrity: 'sha384-x' };

let renders = 0;
function Names() {
  const registered = useRegisteredRemotes();
  renders += 1;
  return <output>{registered === null ? 'loading' : [...registered].join(',')}</output>;
}

beforeEach(() => {
  resetRegisteredForTests();
  load.mockReset();
  arrived.mockReturnValue(null);
  renders = 0;
});
afterEach(() => jest.useRealTimers());

describe('mayLinkTo', () => {
  const deployed = new Set(['storage']);
  it('allows the host pages always', () => {
    expect(mayLinkTo('/portal/account?tab=users', null)).toBe(true);
    expect(mayLinkTo('/portal/notification?show=unread', null)).toBe(true);
    expect(mayLinkTo('/project/3/specification', new Set())).toBe(true);
  });
  it('allows an area page only once its remote is known to be registered', () => {
    expect(mayLinkTo('/storage/3', deployed)).toBe(true);
    expect(mayLinkTo('/storage/3', null)).toBe(false);
    expect(mayLinkTo('/portal/wallet', deployed)).toBe(false);
    expect(mayLinkTo('/portal/supports', deployed)).toBe(false);
  });
  it('never links to a page no area serves yet, even with every remote registered', () => {
    const all = new Set(['billing', 'storage', 'support']);
    expect(mayLinkTo('/portal/wallet', all)).toBe(true);
    // billing serves my services and sales; a path under no area's prefix is never linked
    expect(mayLinkTo('/portal/customer-products', all)).toBe(true);
    expect(mayLinkTo('/portal/not-served', all)).toBe(false);
  });
});

describe('useRegisteredRemotes', () => {
  it('is empty-handed while the registry loads, then names the registered remotes', async () => {
    let answer!: (doc: Awaited<ReturnType<typeof loadRegistry>>) => void;
    load.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<Names />);
    expect(screen.getByRole('status')).toHaveTextContent('loading');
    await act(async () => answer({ remotes: { storage: entry, vpc: undefined } }));
    expect(screen.getByRole('status')).toHaveTextContent(/^storage$/);
  });

  it('names them in the first render when the registry arrived before it, and renders once', async () => {
    const doc = { remotes: { storage: entry, 'cloud-infra': entry } };
    arrived.mockReturnValue(doc);
    load.mockResolvedValue(doc);
    render(<Names />);
    expect(screen.getByRole('status')).toHaveTextContent(/^storage,cloud-infra$/);
    await act(async () => undefined);
    expect(screen.getByRole('status')).toHaveTextContent(/^storage,cloud-infra$/);
    expect(renders).toBe(1);
  });

  it('asks again after a failed fetch, and shows the links once it answers', async () => {
    jest.useFakeTimers();
    load.mockRejectedValueOnce(new Error('Registry answered 503')).mockResolvedValueOnce({ remotes: { 'cloud-infra': entry } });
    render(<Names />);
    await act(async () => undefined);
    expect(screen.getByRole('status')).toHaveTextContent('loading');
    await act(async () => jest.advanceTimersByTime(10_000));
    expect(screen.getByRole('status')).toHaveTextContent('cloud-infra');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
