import { parseRemoteReport, REMOTE_REPORTS_PATH } from '@portal/contracts/src/remote-reports';
import {
  MAX_BATCHES_PER_PAGE,
  REPORT_DELAY_MS,
  flushRemoteReports,
  loadFailureDetail,
  noteRemoteVersion,
  remoteOfStack,
  reportCaughtError,
  reportRemote,
  reportUncaught,
  resetRemoteReportsForTests,
} from './reports';

const beacon = jest.fn((_url: string, _body?: BodyInit | null) => true);

/** What the gateway would accept of each beacon sent so far. */
const batches = () => beacon.mock.calls.map(([url, body]) => ({ url, batch: parseRemoteReport(String(body)) }));

describe('remote reports', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetRemoteReportsForTests();
    beacon.mockClear();
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  });
  afterEach(() => jest.useRealTimers());

  it('merges equal events and sends one batch the gateway accepts, after the delay', () => {
    const canary = { version: '1.2.0-abc', channel: 'canary' } as const;
    reportRemote('storage', 'load', { version: canary });
    reportRemote('storage', 'load-failure', { detail: 'chunk', version: canary });
    reportRemote('storage', 'load-failure', { detail: 'chunk', version: canary });
    expect(beacon).not.toHaveBeenCalled();
    jest.advanceTimersByTime(REPORT_DELAY_MS);
    expect(batches()).toEqual([
      {
        url: REMOTE_REPORTS_PATH,
        batch: {
          v: 1,
          rows: [
            { remote: 'storage', version: '1.2.0-abc', channel: 'canary', kind: 'load', count: 1 },
            { remote: 'storage', version: '1.2.0-abc', channel: 'canary', kind: 'load-failure', detail: 'chunk', count: 2 },
          ],
        },
      },
    ]);
  });

  it('sends at once when the page is hidden', () => {
    noteRemoteVersion('vpc', { version: 'A', channel: 'live' });
    reportRemote('vpc', 'load');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(batches()[0]?.batch?.rows).toEqual([{ remote: 'vpc', version: 'A', channel: 'live', kind: 'load', count: 1 }]);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('counts an error caught by the area as a render error of the version the page loaded, a failed chunk as a load failure', () => {
    noteRemoteVersion('billing', { version: 'B', channel: 'canary' });
    reportCaughtError('billing', new TypeError('x is undefined'));
    const chunk = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    reportCaughtError('billing', chunk);
    flushRemoteReports();
    expect(batches()[0]?.batch?.rows).toEqual([
      { remote: 'billing', version: 'B', channel: 'canary', kind: 'render-error', detail: 'TypeError', count: 1 },
      { remote: 'billing', version: 'B', channel: 'canary', kind: 'load-failure', detail: 'chunk', count: 1 },
    ]);
  });

  it('attributes an uncaught error to the remote whose file its stack names, without the message or the address', () => {
    noteRemoteVersion('storage', { version: 'B', channel: 'canary' });
    const error = new RangeError('secret customer text');
    error.stack =
      'RangeError: secret customer text\n    at f (https://portal.example/remotes/storage/B/812.0a1b2c3d4e.js?x=1:1:200)\n    at g (https://portal.example/main.js:1:1)';
    reportUncaught(error);
    flushRemoteReports();
    expect(batches()[0]?.batch?.rows).toEqual([
      { remote: 'storage', version: 'B', channel: 'canary', kind: 'uncaught-error', detail: 'RangeError', file: '812.0a1b2c3d4e.js', count: 1 },
    ]);
    expect(JSON.stringify(beacon.mock.calls)).not.toContain('secret');
    expect(JSON.stringify(beacon.mock.calls)).not.toContain('portal.example');
  });

  it("ignores uncaught errors of the shell, of a remote not loaded here, or of another version's file", () => {
    noteRemoteVersion('storage', { version: 'B', channel: 'canary' });
    const at = (stack: string) => Object.assign(new Error('e'), { stack });
    reportUncaught(at('Error: e\n at f (https://p/main.0123456789.js:1:1)'));
    reportUncaught(at('Error: e\n at f (https://p/remotes/vpc/A/1.js:1:1)'));
    reportUncaught(at('Error: e\n at f (https://p/remotes/storage/A/1.js:1:1)'));
    reportUncaught('not even an error');
    flushRemoteReports();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('stops after a bounded number of batches per page', () => {
    const live = { version: 'A', channel: 'live' } as const;
    for (let i = 0; i < MAX_BATCHES_PER_PAGE + 5; i++) {
      reportRemote('dns-cdn', 'render-error', { version: live });
      flushRemoteReports();
    }
    expect(beacon).toHaveBeenCalledTimes(MAX_BATCHES_PER_PAGE);
  });

  it('falls back to a keepalive fetch when the browser refuses the beacon', () => {
    beacon.mockReturnValueOnce(false);
    const fetchMock = jest.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    const realFetch = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    try {
      reportRemote('vpc', 'load', { version: { version: 'A', channel: 'live' } });
      flushRemoteReports();
      expect(fetchMock).toHaveBeenCalledWith(REMOTE_REPORTS_PATH, expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'omit' }));
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it.each([
    [Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' }), 'chunk'],
    [new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources. #RUNTIME-008'), 'entry'],
    [new Error('Remote "storage" has no integrity hash in the registry'), 'integrity'],
    [new Error('script load timed out after 120000 ms'), 'timeout'],
    [new Error('RUNTIME-003 Failed to get manifest.'), 'manifest'],
    [new Error('something else'), 'other'],
  ])('classifies %p as a %s failure', (error, detail) => {
    expect(loadFailureDetail(error)).toBe(detail);
  });

  it('reads the remote, version and file from a stack frame', () => {
    expect(remoteOfStack('at x (http://h/remotes/cloud-infra/0.3.0-9f8e7d6/remoteEntry.js:1:2)')).toEqual({
      remote: 'cloud-infra',
      version: '0.3.0-9f8e7d6',
      file: 'remoteEntry.js',
    });
    expect(remoteOfStack('at x (http://h/static/remotes.js:1:2)')).toBeNull();
  });
});
