import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { needsBuild } from './cli';
import { readHistory } from './history';
import { integrityOf, versionDir } from './store';
import { readRegistry } from './registry-document';
import { cli, hostBuild, remoteBuild, storeWithStorage, tmp } from './test-fixtures';

const root = resolve(__dirname, '../../..');
const BIN = join(root, 'deploy/registry/bin/portal-deploy.mjs');

/** Runs the CLI as its own process, as a CI job or an operator would. */
function cliProcess(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; out: string; err: string }>((done) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: { ...process.env, ...env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (err += c));
    child.on('close', (code) => done({ code, out, err }));
  });
}

describe('portal-deploy usage', () => {
  it('prints help with every command and exits 0', async () => {
    const r = await cliProcess(['--help']);
    expect(r.code).toBe(0);
    for (const c of ['publish', 'promote', 'rollback', 'canary', 'abort', 'status', 'history', 'prune']) expect(r.out).toContain(c);
  });

  it('exits 2 on wrong usage with the reason', async () => {
    const store = tmp('store');
    expect(await cli(store, 'frobnicate')).toMatchObject({ code: 2, err: expect.stringContaining('unknown command "frobnicate"') });
    expect(await cli(store, 'prune', 'storage')).toMatchObject({ code: 2, err: expect.stringContaining('--keep N') });
    expect(await cli(store, 'promote', 'storage')).toMatchObject({ code: 2, err: expect.stringContaining('needs a version') });
    expect(await cli(store, 'publish', 'no-such-remote')).toMatchObject({ code: 2, err: expect.stringContaining('unknown remote "no-such-remote"') });
  });
});

describe('publish', () => {
  it('stores the build under its version, points the registry at it and records who and which commit', async () => {
    const store = await storeWithStorage();
    const doc = readRegistry(store);
    const live = doc.remotes.storage!;
    expect(live.version).toBe('1.0.0');
    expect(live.entry).toBe('/remotes/storage/1.0.0/remoteEntry.js');
    expect(live.integrity).toBe(integrityOf(join(versionDir(store, 'storage', '1.0.0'), 'remoteEntry.js')));
    expect(doc.host?.version).toBe('h1');
    expect(existsSync(join(store, 'host/h1/index.html'))).toBe(true);
    // nginx serves the live host through this link.
    expect(readFileSync(join(store, 'host/current/index.html'), 'utf8')).toBe(readFileSync(join(store, 'host/h1/index.html'), 'utf8'));
    expect(readHistory(store, 'storage')).toEqual([
      expect.objectContaining({ action: 'publish', version: '1.0.0', previous: null, commit: 'bbbb222', who: 'ci-bot' }),
    ]);
  });

  it('names a version from the package version and the commit when none is given', async () => {
    const store = await storeWithStorage();
    const r = await cli(store, 'publish', 'storage', '--from', remoteBuild('storage', { marker: 'B' }), '--commit', 'cafe123');
    expect(r.code).toBe(0);
    expect(readRegistry(store).remotes.storage!.version).toBe('1.0.0-cafe123');
  });

  it('keeps the live version when the same build is published again at a newer commit', async () => {
    const store = tmp('store');
    await cli(store, 'publish', 'host', '--from', hostBuild(), '--version', 'h1');
    const build = remoteBuild('storage', { marker: 'same' });
    await cli(store, 'publish', 'storage', '--from', build, '--commit', 'aaaa111');
    const r = await cli(store, 'publish', 'storage', '--from', build, '--commit', 'bbbb222');
    expect(r).toMatchObject({ code: 0, out: 'storage@1.0.0-aaaa111 is already live; nothing changed' });
    expect(readHistory(store, 'storage')).toHaveLength(1);
  });

  it.each([
    ['its prerendered login page (its starter script is not named in index.html)', 'login.html'],
    ['its shell frame (the gateway writes it into pages; index.html does not name it)', 'shell-frame.html'],
  ])('publishes a host build whose %s alone changed', async (_, file) => {
    const store = tmp('store');
    const build = hostBuild();
    for (const name of ['login.html', 'shell-frame.html']) writeFileSync(join(build, name), `<p>${name} one</p>`);
    await cli(store, 'publish', 'host', '--from', build, '--commit', 'aaaa111');
    writeFileSync(join(build, file), `<p>${file} two</p>`);
    const r = await cli(store, 'publish', 'host', '--from', build, '--commit', 'bbbb222');
    expect(r.code).toBe(0);
    expect(readRegistry(store).host?.version).toMatch(/-bbbb222$/);
    expect(readFileSync(join(store, `host/current/${file}`), 'utf8')).toContain('two');
  });

  it('refuses a remote whose shared React major the host does not provide, naming the package and both versions', async () => {
    const store = await storeWithStorage();
    const build = remoteBuild('storage', { marker: 'R20', shared: { react: '20.0.1', antd: '6.6.8', '@portal/api': '0.1.0' } });
    const r = await cli(store, 'publish', 'storage', '--from', build, '--version', '2.0.0');
    expect(r.code).toBe(1);
    expect(r.err).toContain('react: the remote needs 20.0.1 but the active host provides 19.3.1');
    expect(readRegistry(store).remotes.storage!.version).toBe('1.0.0');
    expect(existsSync(versionDir(store, 'storage', '2.0.0'))).toBe(false);
  });

  it('refuses a shared 0.x package at another minor', async () => {
    const store = await storeWithStorage();
    const build = remoteBuild('storage', { marker: 'P', shared: { react: '19.0.0', antd: '6.0.0', '@portal/api': '0.2.0' } });
    const r = await cli(store, 'publish', 'storage', '--from', build, '--version', '2.0.0');
    expect(r.code).toBe(1);
    expect(r.err).toContain('@portal/api: the remote needs 0.2.0 but the active host provides 0.1.0');
  });

  it.each([
    ['an entry that throws', { entry: 'throw new Error("broken at load")' }, 'throws when evaluated: broken at load'],
    ['an entry without its container', { entry: 'var somethingElse = 1;' }, 'does not define the container "storage"'],
    ['a chunk of ./App that throws', { chunk: 'throw new Error("chunk exploded")' }, 'chunk exploded'],
    ['no ./App exposed', { exposes: ['./Other'] }, 'does not expose ./App'],
  ])('refuses %s and leaves the live version and the store as they were', async (_name, broken, reason) => {
    const store = await storeWithStorage();
    const r = await cli(store, 'publish', 'storage', '--from', remoteBuild('storage', { marker: 'X', ...broken }), '--version', '3.0.0');
    expect(r.code).toBe(1);
    expect(r.err).toContain('failed its smoke load');
    expect(r.err).toContain(reason);
    expect(readRegistry(store).remotes.storage!.version).toBe('1.0.0');
    expect(existsSync(versionDir(store, 'storage', '3.0.0'))).toBe(false);
    expect(readHistory(store, 'storage')).toHaveLength(1);
  });

  it('never changes a stored version', async () => {
    const store = await storeWithStorage();
    const r = await cli(store, 'publish', 'storage', '--from', remoteBuild('storage', { marker: 'other' }), '--version', '1.0.0');
    expect(r.code).toBe(1);
    expect(r.err).toContain('already in the store with different content');
    expect(readFileSync(join(versionDir(store, 'storage', '1.0.0'), 'remoteEntry.js'), 'utf8')).toContain('/* A */');
  });

  it('refuses a host that no longer provides what a live remote shares', async () => {
    const store = await storeWithStorage();
    const r = await cli(store, 'publish', 'host', '--from', hostBuild({ react: '20.0.0', antd: '6.6.8', '@portal/api': '0.1.0' }), '--version', 'h2');
    expect(r.code).toBe(1);
    expect(r.err).toContain('storage@1.0.0: react: the remote needs 19.3.1 but the active host provides 20.0.0');
    expect(readRegistry(store).host?.version).toBe('h1');
    // A coordinated upgrade publishes the host first, on purpose.
    expect(
      (
        await cli(
          store,
          'publish',
          'host',
          '--from',
          hostBuild({ react: '20.0.0', antd: '6.6.8', '@portal/api': '0.1.0' }),
          '--version',
          'h2',
          '--allow-incompatible',
        )
      ).code,
    ).toBe(0);
    expect(readRegistry(store).host?.version).toBe('h2');
  });
});

describe('rollback and promote', () => {
  async function twoVersions() {
    const store = await storeWithStorage();
    await cli(store, 'publish', 'billing', '--from', remoteBuild('billing', { marker: 'bill' }), '--version', '5.0.0');
    expect((await cli(store, 'publish', 'storage', '--from', remoteBuild('storage', { marker: 'B' }), '--version', '1.1.0')).code).toBe(0);
    return store;
  }

  it('rolls back to the previous version, moving only that pointer', async () => {
    const store = await twoVersions();
    const before = readRegistry(store);
    const storedEntry = readFileSync(join(versionDir(store, 'storage', '1.1.0'), 'remoteEntry.js'), 'utf8');
    const r = await cli(store, 'rollback', 'storage');
    expect(r).toMatchObject({ code: 0, out: 'storage: 1.1.0 → 1.0.0 (rollback by ci-bot)' });
    const after = readRegistry(store);
    expect(after.remotes.storage).toMatchObject({ version: '1.0.0', integrity: integrityOf(join(versionDir(store, 'storage', '1.0.0'), 'remoteEntry.js')) });
    expect(after.remotes.billing).toEqual(before.remotes.billing);
    expect(after.host).toEqual(before.host);
    // Nothing was rebuilt or copied: the newer version is still stored, unchanged, for a promote.
    expect(readFileSync(join(versionDir(store, 'storage', '1.1.0'), 'remoteEntry.js'), 'utf8')).toBe(storedEntry);
    expect(readHistory(store, 'storage').at(-1)).toMatchObject({ action: 'rollback', version: '1.0.0', previous: '1.1.0', who: 'ci-bot' });
  });

  it('rolls back to a named version and promotes a stored one', async () => {
    const store = await twoVersions();
    await cli(store, 'publish', 'storage', '--from', remoteBuild('storage', { marker: 'C' }), '--version', '1.2.0');
    expect((await cli(store, 'rollback', 'storage', '--to', '1.0.0')).code).toBe(0);
    expect(readRegistry(store).remotes.storage!.version).toBe('1.0.0');
    expect((await cli(store, 'promote', 'storage', '1.2.0')).code).toBe(0);
    expect(readRegistry(store).remotes.storage!.version).toBe('1.2.0');
    expect(await cli(store, 'promote', 'storage', '1.2.0')).toMatchObject({ code: 0, out: expect.stringContaining('already live') });
  });

  it('keeps the integrity recorded at publish: a file altered in the store since is not blessed', async () => {
    const store = await twoVersions();
    const recorded = readRegistry(store).remotes.storage!.integrity;
    writeFileSync(join(versionDir(store, 'storage', '1.0.0'), 'remoteEntry.js'), 'alert("tampered")');
    await cli(store, 'rollback', 'storage');
    await cli(store, 'promote', 'storage', '1.1.0');
    expect(readRegistry(store).remotes.storage!.integrity).toBe(recorded);
  });

  it('refuses an unknown version or a remote without history', async () => {
    const store = await twoVersions();
    expect(await cli(store, 'promote', 'storage', '9.9.9')).toMatchObject({
      code: 1,
      err: expect.stringContaining('storage@9.9.9 is not in the store (stored: 1.0.0, 1.1.0)'),
    });
    expect(await cli(store, 'rollback', 'billing')).toMatchObject({ code: 1, err: expect.stringContaining('billing has no previous version') });
    expect(await cli(store, 'rollback', 'vpc')).toMatchObject({ code: 1, err: expect.stringContaining('vpc has no live version') });
  });

  it('shows status and history', async () => {
    const store = await twoVersions();
    await cli(store, 'rollback', 'storage');
    const s = await cli(store, 'status');
    expect(s.out.split('\n')[0]).toMatch(/^REMOTE\s+VERSION\s+SINCE\s+BY\s+COMMIT$/);
    expect(s.out).toMatch(/\nstorage\s+1\.0\.0\s+\S+\s+ci-bot/);
    expect(s.out).toMatch(/\nbilling\s+5\.0\.0/);
    expect(s.out).toMatch(/\nhost\s+h1/);
    const h = await cli(store, 'history', 'storage');
    expect(
      h.out
        .split('\n')
        .slice(1)
        .map((l) => l.split(/\s+/).slice(1, 4)),
    ).toEqual([
      ['publish', '1.0.0', '-'],
      ['publish', '1.1.0', '1.0.0'],
      ['rollback', '1.0.0', '1.1.0'],
    ]);
  });
});

describe('prune', () => {
  it('keeps the live version and the N newest', async () => {
    const store = await storeWithStorage();
    for (const v of ['1.1.0', '1.2.0', '1.3.0']) await cli(store, 'publish', 'storage', '--from', remoteBuild('storage', { marker: v }), '--version', v);
    await cli(store, 'rollback', 'storage', '--to', '1.0.0');
    const r = await cli(store, 'prune', 'storage', '--keep', '1');
    expect(r).toMatchObject({ code: 0, out: 'Removed storage: 1.2.0, 1.1.0' });
    expect(['1.0.0', '1.1.0', '1.2.0', '1.3.0'].filter((v) => existsSync(versionDir(store, 'storage', v)))).toEqual(['1.0.0', '1.3.0']);
    expect(readRegistry(store).remotes.storage!.version).toBe('1.0.0');
  });
});

describe('two publishers at once', () => {
  it('serialises them: every publish lands and none is lost', async () => {
    const store = await storeWithStorage();
    const names = ['billing', 'support', 'vpc', 'dns-cdn'];
    const builds = names.map((n) => remoteBuild(n, { marker: n }));
    const results = await Promise.all(
      names.map((n, i) => cliProcess(['publish', n, '--from', builds[i]!, '--version', '1.0.0', '--store', store], { DEPLOY_USER: `team-${n}` })),
    );
    expect(results.map((r) => r.code)).toEqual([0, 0, 0, 0]);
    expect(Object.keys(readRegistry(store).remotes).sort()).toEqual(['billing', 'dns-cdn', 'storage', 'support', 'vpc']);
    expect(readHistory(store).filter((m) => m.action === 'publish')).toHaveLength(6);
  }, 30_000);

  it('gives up after --lock-wait naming the publisher that holds the lock', async () => {
    const store = await storeWithStorage();
    mkdirSync(join(store, '.lock'));
    writeFileSync(
      join(store, '.lock/holder.json'),
      JSON.stringify({ pid: process.pid, host: hostname(), since: '2026-01-01T00:00:00Z', what: 'publish billing by alice' }),
    );
    const r = await cliProcess(['rollback', 'storage', '--to', '1.0.0', '--lock-wait', '0', '--store', store]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('locked by publish billing by alice');
  });

  it('takes over a lock left by a publisher that died', async () => {
    const store = await storeWithStorage();
    mkdirSync(join(store, '.lock'));
    writeFileSync(
      join(store, '.lock/holder.json'),
      JSON.stringify({ pid: 2 ** 22 + 12345, host: hostname(), since: '2026-01-01T00:00:00Z', what: 'publish x' }),
    );
    const r = await cli(store, 'publish', 'billing', '--from', remoteBuild('billing'), '--version', '1.0.0', '--lock-wait', '0');
    expect(r.code).toBe(0);
  });
});

describe('build if needed', () => {
  function app() {
    const dir = tmp('app');
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'src/App.tsx'), 'export default 1;');
    return dir;
  }
  const age = (file: string, seconds: number) => utimesSync(file, new Date(Date.now() - seconds * 1000), new Date(Date.now() - seconds * 1000));

  it('builds when there is no build, when a source is newer than it, or when asked', () => {
    const dir = app();
    expect(needsBuild(dir, 'storage', false)).toBe(true);
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist/remoteEntry.js'), 'var storage;');
    age(join(dir, 'src/App.tsx'), 60);
    expect(needsBuild(dir, 'storage', false)).toBe(false);
    expect(needsBuild(dir, 'storage', true)).toBe(true);
    age(join(dir, 'dist/remoteEntry.js'), 120);
    expect(needsBuild(dir, 'storage', false)).toBe(true);
  });
});
