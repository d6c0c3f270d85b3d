import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { main } from './cli';

export const tmp = (prefix: string): string => mkdtempSync(join(tmpdir(), `${prefix}-`));

type Shared = Record<string, string>;
const HOST_SHARED: Shared = { react: '19.3.1', antd: '6.6.8', '@portal/api': '0.1.0' };

const sharedList = (shared: Shared) =>
  Object.entries(shared).map(([name, version]) => {
    const major = version.split('.')[0]!;
    return { name, version, singleton: true, requiredVersion: major === '0' ? `^${version}` : `^${major}.0.0` };
  });

/** A host build: its page and the manifest naming what it shares. */
export function hostBuild(shared: Shared = HOST_SHARED): string {
  const dir = tmp('host-build');
  writeFileSync(join(dir, 'index.html'), `<!doctype html><html dir="rtl"><body>host ${Math.random()}</body></html>`);
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'host', metaData: { globalName: 'host' }, shared: sharedList(shared), exposes: [] }));
  return dir;
}

/**
 * A remote build as webpack federation lays it out: an entry defining the container global, whose
 * `get('./App')` loads the expose chunk through a script tag (as the real runtime does).
 */
export function remoteBuild(name: string, opts: { marker?: string; shared?: Shared; entry?: string; chunk?: string; exposes?: string[] } = {}): string {
  const dir = tmp(`${name}-build`);
  const globalName = name.replace(/-/g, '_');
  const chunk = `app.${(opts.marker ?? 'a').replace(/\W/g, '')}.js`;
  const entry =
    opts.entry ??
    `var ${globalName} = { init: function () {}, get: function (m) {
      return new Promise(function (ok, fail) {
        var s = document.createElement('script');
        s.src = new URL(${JSON.stringify(chunk)}, document.currentScript.src).href;
        s.onload = function () { ok(function () { return self.__app; }); };
        s.onerror = function () { fail(new Error('Loading chunk failed')); };
        document.head.appendChild(s);
      });
    } }; /* ${opts.marker ?? 'a'} */`;
  writeFileSync(join(dir, 'remoteEntry.js'), entry);
  writeFileSync(join(dir, chunk), opts.chunk ?? `self.__app = { marker: ${JSON.stringify(opts.marker ?? 'a')} };`);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name,
      metaData: { globalName, buildInfo: { buildVersion: '1.0.0' } },
      shared: sharedList(opts.shared ?? HOST_SHARED),
      exposes: (opts.exposes ?? ['./App']).map((path) => ({ path, assets: { js: { sync: [chunk], async: [] } } })),
    }),
  );
  return dir;
}

const root = resolve(__dirname, '../../..');

/** Runs the CLI in-process against `store` as DEPLOY_USER=ci-bot: exit code and what it printed. */
export const cli = (store: string, ...args: string[]) => cliWith({}, store, ...args);

/** The same with more environment (a bucket's S3_ENDPOINT, another DEPLOY_USER). */
export async function cliWith(env: Record<string, string>, store: string, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main([...args, '--store', store], {
    root,
    env: { DEPLOY_USER: 'ci-bot', ...env },
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A store with a host and storage@1.0.0 live. */
export async function storeWithStorage(): Promise<string> {
  const store = tmp('store');
  expect((await cli(store, 'publish', 'host', '--from', hostBuild(), '--version', 'h1', '--commit', 'aaaa111')).code).toBe(0);
  expect((await cli(store, 'publish', 'storage', '--from', remoteBuild('storage', { marker: 'A' }), '--version', '1.0.0', '--commit', 'bbbb222')).code).toBe(0);
  return store;
}
