/**
 * Component tests of an area: render one page at a URL, as the router and the portal's providers
 * (RTL, fa_IR) would, against a fake API; `resetAfterEach()` unmounts it and forgets the cached
 * answers between tests. (`@portal/ui/test-support`; never imported by production code.)
 */
import type { ReactElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { configureApi, queryClient } from '@portal/api';
import { fakeFetch, type FakeFetch, type Handler, type WireFake } from '@portal/api/test-support';
import { AppProviders } from '../providers';
import { notify } from '../toast';

// antd's CSS-in-JS puts ~1,600 rules in the document; jsdom matches every rule on each
// getComputedStyle, which every role query calls up the tree: a dialog test took 23 s alone and
// over 60 s beside other suites on CI. The rules go to a detached node instead (1.5 s); what a test
// reads (roles, names, values, antd's hidden-classes) does not depend on them.
const detachedStyles = document.createElement('div');

export { json, wireFake, type WireAnswer, type WireFake, type WireReply, type WireResult } from '@portal/api/test-support';

// The wire fakes of the test being run: resetAfterEach fails the test when one left a call unanswered.
let live: WireFake[] = [];

interface RouteOptions<Api> {
  path: string;
  url: string;
  element: ReactElement;
  /** A wireFake() answering by endpoint, or (while tests move to it) a handler of raw requests. */
  api: Api;
}

export function renderRoute(options: RouteOptions<WireFake>): WireFake;
export function renderRoute(options: RouteOptions<Handler>): FakeFetch;
export function renderRoute({ path, url, element, api }: RouteOptions<Handler | WireFake>): FakeFetch | WireFake {
  const fake = typeof api === 'function' ? fakeFetch(api) : api;
  if (typeof api !== 'function') live.push(api);
  // As the host does at start-up: the client's error toasts go through the portal's toast helper.
  configureApi({ fetch: fake.fetch, notify });
  render(
    <StyleProvider container={detachedStyles}>
      <QueryClientProvider client={queryClient}>
        <AppProviders>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={element} />
            </Routes>
          </MemoryRouter>
        </AppProviders>
      </QueryClientProvider>
    </StyleProvider>,
  );
  return fake;
}

export function resetAfterEach(): void {
  afterEach(() => {
    cleanup();
    queryClient.clear();
    jest.clearAllMocks();
    const unanswered = live.flatMap((fake) => fake.unmatched);
    live = [];
    // A page asking something the test did not fake is a fixture out of step with the page.
    if (unanswered.length) throw new Error(`calls no fake answered (each got a 404):\n${unanswered.join('\n')}`);
  });
}
