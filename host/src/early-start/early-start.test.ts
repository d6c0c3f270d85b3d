import { useAuthStore } from '@portal/session';
import { loadForPage } from '../remotes/remote-apps';
import { loadHostSharedRoots } from '../remotes/host-shared-roots';
import { prefetchShellQueries } from './shell-queries';
import { prefetchPageQueries } from './page-queries';
import { earlyAreaReady, resetEarlyStartForTests, startEarly } from './early-start';

jest.mock('../remotes/remote-apps', () => ({ loadForPage: jest.fn() }));
jest.mock('../remotes/host-shared-roots', () => ({ loadHostSharedRoots: jest.fn() }));
jest.mock('./shell-queries', () => ({ prefetchShellQueries: jest.fn() }));
jest.mock('./page-queries', () => ({ prefetchPageQueries: jest.fn() }));
const warm = loadForPage as jest.MockedFunction<typeof loadForPage>;
const roots = loadHostSharedRoots as jest.MockedFunction<typeof loadHostSharedRoots>;
const shellQueries = prefetchShellQueries as jest.MockedFunction<typeof prefetchShellQueries>;
const pageQueries = prefetchPageQueries as jest.MockedFunction<typeof prefetchPageQueries>;

const signIn = () => useAuthStore.setState({ loginInfo: { accessToken: 't', twoFactor: false, profileCompleted: true } } as never);
const signOut = () => useAuthStore.setState({ loginInfo: null } as never);

beforeEach(() => {
  jest.useRealTimers();
  resetEarlyStartForTests();
  warm.mockReset().mockResolvedValue(undefined);
  roots.mockReset().mockResolvedValue([]);
  shellQueries.mockReset().mockResolvedValue(undefined);
  pageQueries.mockReset().mockResolvedValue(undefined);
  signIn();
});

it('a deep link signed in starts the shell queries, the host roots and the area owning the path with its page and data, once', () => {
  expect(startEarly('/cdn/3/5/dns-record')).toMatchObject({ remote: 'dns-cdn' });
  expect(shellQueries).toHaveBeenCalledTimes(1);
  expect(roots).toHaveBeenCalledTimes(1);
  expect(warm).toHaveBeenCalledWith('dns-cdn', '/cdn/3/5/dns-record');
  // The page's data leaves at once, not once the area's code has run.
  expect(pageQueries).toHaveBeenCalledWith('/cdn/3/5/dns-record');
  // The bootstrap asks again: nothing starts twice.
  startEarly('/cdn/3/5/dns-record');
  expect(shellQueries).toHaveBeenCalledTimes(1);
  expect(pageQueries).toHaveBeenCalledTimes(1);
  expect(warm).toHaveBeenCalledTimes(1);
});

it('picks the remote by whole path segments, for every prefix of an area', () => {
  expect(startEarly('/key/1')).toMatchObject({ remote: 'cloud-infra' });
  resetEarlyStartForTests();
  expect(startEarly('/portal/wallet/invoice')).toMatchObject({ remote: 'billing' });
  resetEarlyStartForTests();
  // `/vmx` is not under `/vm`: a host page (the 404 page), shell queries only.
  expect(startEarly('/vmx/1')).toMatchObject({ remote: null });
  expect(warm.mock.calls.map(([remote]) => remote)).toEqual(['cloud-infra', 'billing']);
});

it("the shell's own pages get the shell queries and no area", () => {
  expect(startEarly('/portal/account')).toMatchObject({ remote: null });
  expect(shellQueries).toHaveBeenCalledTimes(1);
  expect(warm).not.toHaveBeenCalled();
  expect(roots).not.toHaveBeenCalled();
});

it('signed out, or on a public page, nothing starts', () => {
  signOut();
  expect(startEarly('/cdn/3')).toBeNull();
  signIn();
  expect(startEarly('/blog/first-post')).toBeNull();
  expect(shellQueries).not.toHaveBeenCalled();
  expect(pageQueries).not.toHaveBeenCalled();
  expect(warm).not.toHaveBeenCalled();
});

it("the first render waits for the area's app and page chunks, and no longer than its cap", async () => {
  let arrive: () => void = () => undefined;
  warm.mockReturnValue(new Promise<void>((resolve) => (arrive = resolve)));
  let ready = false;
  void earlyAreaReady('/storage/3', 60_000).then(() => (ready = true));
  await Promise.resolve();
  expect(ready).toBe(false);
  arrive();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(ready).toBe(true);

  resetEarlyStartForTests();
  jest.useFakeTimers();
  warm.mockReturnValue(new Promise<void>(() => undefined));
  let capped = false;
  void earlyAreaReady('/vpc/3', 1500).then(() => (capped = true));
  await jest.advanceTimersByTimeAsync(1499);
  expect(capped).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(capped).toBe(true);
});

it('a page without an area is ready at once', async () => {
  await expect(earlyAreaReady('/', 60_000)).resolves.toBeUndefined();
  expect(warm).not.toHaveBeenCalled();
});
