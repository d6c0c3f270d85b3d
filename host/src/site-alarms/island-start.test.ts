/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { screen, waitFor } from '@testing-library/react';
import { SESSION_ATTRIBUTE, STORAGE_KEYS } from '@portal/session/src/storage-keys';
import { SITE_ALARMS_CALL } from './site-alarms-call';

const tabriz = { subject: 'به‌روزرسانی مرکز داده تبریز', link: '/blog/datacenter-tabriz' };
const network = { subject: 'اختلال شبکه', link: null };

type EarlyWindow = Window & { __portalEarlyCalls?: { calls: Map<string, Promise<Response>> } };

/** Runs the page's inline script as the page at `path` does, its script naming the public prefixes. */
function startAt(path: string) {
  window.history.replaceState(null, '', path);
  const script = document.createElement('script');
  script.dataset.public = '/blog /contact-us';
  document.body.append(script);
  jest.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  jest.isolateModules(() => {
    require('./island-start');
  });
}

beforeEach(() => {
  document.documentElement.setAttribute(SESSION_ATTRIBUTE, '');
  localStorage.setItem(STORAGE_KEYS.siteAlarms, JSON.stringify([tabriz]));
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  document.body.replaceChildren();
  document.documentElement.removeAttribute(SESSION_ATTRIBUTE);
  delete (window as EarlyWindow).__portalEarlyCalls;
});

test('with a session stored, the last-known alarms are in the page at once', () => {
  startAt('/vm/1/list');
  expect(screen.getByTestId('site-alarm')).toHaveTextContent(tabriz.subject);
});

test("the page's early call brings them up to date before the app has loaded, and leaves its answer readable for the app", async () => {
  const answer = Promise.resolve(new Response(JSON.stringify([network]), { headers: { 'content-type': 'application/json' } }));
  (window as EarlyWindow).__portalEarlyCalls = { calls: new Map([[SITE_ALARMS_CALL, answer]]) };
  startAt('/vm/1/list');
  expect(screen.getByTestId('site-alarm')).toHaveTextContent(tabriz.subject);
  await waitFor(() => expect(screen.getByTestId('site-alarm')).toHaveTextContent(network.subject));
  expect(await (await answer).json()).toEqual([network]);
});

test('signed out, or on a public page, none shows', () => {
  startAt('/blog/datacenter-tabriz');
  expect(screen.queryByTestId('site-alarm')).toBeNull();
  document.documentElement.removeAttribute(SESSION_ATTRIBUTE);
  startAt('/vm/1/list');
  expect(screen.queryByTestId('site-alarm')).toBeNull();
});
