/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { useAuthStore } from '@portal/session';
import { SESSION_ATTRIBUTE } from '@portal/session/src/storage-keys';
import { project } from '@portal/contracts';
import { configureApi } from './client';
import { call } from './call';
import { ApiError } from './errors';
import { EARLY_CALL_TTL_MS, EARLY_CALLS_META, startEarlyCalls, takeEarlyCall } from './early-calls';
import { fakeFetch, json, type FakeFetch } from './test-support/fake-fetch';

// The page's inline start script makes the calls the gateway named, with the stored session; the
// client's own request for the same address is then answered by that call, never asked twice.

const projects = [{ id: 3, name: 'پروژه اصلی' }];
let server: FakeFetch;
const asked = () => server.requests.map((r) => `${r.method} ${new URL(r.url).pathname} ${r.headers.get('Authorization')}`);

function signIn(token: string) {
  useAuthStore.getState().loginSucceeded({ accessToken: token, twoFactor: false, profileCompleted: true, userTitle: 'کاربر' }, { email: 'a@b.c' });
}

/** The page as the gateway wrote it, the stored session, and the start script run. */
function openPage(named: string[]) {
  document.head.innerHTML = named.length ? `<meta name="${EARLY_CALLS_META}" content="${named.join(' ')}">` : '';
  window.fetch = server.fetch;
  startEarlyCalls();
}

beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().clear();
  delete (window as { __portalEarlyCalls?: unknown }).__portalEarlyCalls;
  server = fakeFetch((request) => (new URL(request.url).pathname === '/api/my/project/list' ? json(200, projects) : json(404, { message: 'no' })));
  configureApi({ fetch: server.fetch });
});

it("the client's GET of a named address takes the start script's answer: one request, the same data", async () => {
  signIn('tok-1');
  openPage(['/api/my/project/list', '/api/my/vm/3/host/list']);
  expect(asked()).toEqual(['GET /api/my/project/list Bearer tok-1', 'GET /api/my/vm/3/host/list Bearer tok-1']);

  await expect(call(project.list)).resolves.toEqual(projects);
  expect(asked()).toHaveLength(2);
  // Taken once: the next ask is a request of its own.
  await expect(call(project.list)).resolves.toEqual(projects);
  expect(asked()).toHaveLength(3);
});

it('an early answer that is an error is handled as the client would: the same ApiError', async () => {
  signIn('tok-1');
  server = fakeFetch(() => json(404, { message: 'no' }));
  configureApi({ fetch: server.fetch });
  openPage(['/api/my/project/list']);
  await expect(call(project.list)).rejects.toBeInstanceOf(ApiError);
  expect(asked()).toHaveLength(1);
});

it('a call that failed to leave is asked again by the client', async () => {
  signIn('tok-1');
  let first = true;
  server = fakeFetch(() => {
    if (first) {
      first = false;
      return Promise.reject(new TypeError('Failed to fetch'));
    }
    return json(200, projects);
  });
  configureApi({ fetch: server.fetch });
  openPage(['/api/my/project/list']);
  await expect(call(project.list)).resolves.toEqual(projects);
  expect(asked()).toHaveLength(2);
});

it('nothing is called signed out, or while a two-factor code is still due; nor without named calls', () => {
  openPage(['/api/my/project/list']);
  useAuthStore.setState({ loginInfo: { accessToken: '0', twoFactor: true } as never });
  localStorage.setItem('loginInfo', JSON.stringify({ accessToken: '0', twoFactor: true }));
  openPage(['/api/my/project/list']);
  signIn('tok-1');
  openPage([]);
  expect(asked()).toEqual([]);
});

it('another session (a sign-in in between) is never answered with the old call', async () => {
  signIn('tok-1');
  openPage(['/api/my/project/list']);
  signIn('tok-2');
  await call(project.list);
  expect(asked()).toEqual(['GET /api/my/project/list Bearer tok-1', 'GET /api/my/project/list Bearer tok-2']);
});

it('an answer not taken within its time, or asked by another origin or method, is never used', () => {
  const made = Promise.resolve(json(200, projects));
  const page = (now: number) =>
    ({
      location: { origin: 'https://portal.example' },
      performance: { now: () => now },
      __portalEarlyCalls: { authorization: 'Bearer t', startedAt: 0, calls: new Map([['/api/my/project/list', made]]) },
    }) as never;
  const get = (url: string, method = 'GET') => new Request(url, { method, headers: { Authorization: 'Bearer t' } });
  expect(takeEarlyCall(get('https://portal.example/api/my/project/list'), page(EARLY_CALL_TTL_MS + 1))).toBeUndefined();
  expect(takeEarlyCall(get('https://other.example/api/my/project/list'), page(1))).toBeUndefined();
  expect(takeEarlyCall(get('https://portal.example/api/my/project/list', 'POST'), page(1))).toBeUndefined();
  expect(takeEarlyCall(get('https://portal.example/api/my/project/list'), page(1))).toBe(made);
});

it("marks <html> as holding a session only when one is stored, even on a page that names no call: the shell's frame shows only then", () => {
  document.documentElement.removeAttribute(SESSION_ATTRIBUTE);
  openPage(['/api/my/project/list']);
  expect(document.documentElement.hasAttribute(SESSION_ATTRIBUTE)).toBe(false);
  signIn('tok-1');
  openPage([]);
  expect(document.documentElement.hasAttribute(SESSION_ATTRIBUTE)).toBe(true);
  expect(asked()).toEqual([]);
});
