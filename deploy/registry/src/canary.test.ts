import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { abortCanary } from './canary';
import { readHistory } from './history';
import { readRegistry, registryFile } from './registry-document';
import { integrityOf, versionDir } from './store';
import { cli, hostBuild, remoteBuild, storeWithStorage } from './test-fixtures';

const R20 = { react: '20.0.1', antd: '6.6.8', '@portal/api': '0.1.0' };

/** storage@1.0.0 live, 1.1.0 stored (published, then rolled back), billing@5.0.0 live. */
async function withStoredVersion() {
  const store = await storeWithStorage();
  expect((await cli(store, 'publish', 'billing', '--from', remoteBuild('billing', { marker: 'bill' }), '--version', '5.0.0')).code).toBe(0);
  expect((await cli(store, 'publish', 'storage', '--from', remoteBuild('storage', { marker: 'B' }), '--version', '1.1.0', '--commit', 'cccc333')).code).toBe(0);
  expect((await cli(store, 'rollback', 'storage')).code).toBe(0);
  return store;
}

/** The same store with 1.1.0 running as storage's canary at 10 %. */
async function withCanary() {
  const store = await withStoredVersion();
  expect((await cli(store, 'canary', 'storage', '1.1.0', '--percent', '10', '--reason', 'new upload form')).code).toBe(0);
  return store;
}

const rawRegistry = (store: string) => JSON.parse(readFileSync(registryFile(store), 'utf8'));
const lastMoves = (store: string, n: number) => readHistory(store, 'storage').slice(-n);

describe('canary <remote> <version> --percent N', () => {
  it('puts a stored version beside the live one in registry.json, touching nothing else, and records it', async () => {
    const store = await withStoredVersion();
    const before = rawRegistry(store);
    const r = await cli(store, 'canary', 'storage', '1.1.0', '--percent', '10', '--reason', 'new upload form');
    expect(r).toMatchObject({ code: 0, out: 'storage: canary 1.1.0 at 10% beside live 1.0.0 (canary by ci-bot: new upload form)' });
    const doc = rawRegistry(store);
    // The file itself, as nginx or a CDN hands it out.
    expect(doc.remotes.storage).toEqual({
      ...before.remotes.storage,
      canary: {
        version: '1.1.0',
        entry: '/remotes/storage/1.1.0/remoteEntry.js',
        manifest: '/remotes/storage/1.1.0/mf-manifest.json',
        integrity: integrityOf(join(versionDir(store, 'storage', '1.1.0'), 'remoteEntry.js')),
        percent: 10,
        startedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        by: 'ci-bot',
        reason: 'new upload form',
      },
    });
    expect(doc.remotes.billing).toEqual(before.remotes.billing);
    expect(doc.host).toEqual(before.host);
    expect(lastMoves(store, 1)).toEqual([
      expect.objectContaining({
        action: 'canary',
        version: '1.1.0',
        previous: '1.0.0',
        percent: 10,
        reason: 'new upload form',
        commit: 'cccc333',
        who: 'ci-bot',
      }),
    ]);
  });

  it('takes a build the way publish does: checked, stored under its version, then the canary', async () => {
    const store = await storeWithStorage();
    const r = await cli(store, 'canary', 'storage', '--from', remoteBuild('storage', { marker: 'C' }), '--commit', 'dddd444', '--percent', '5');
    expect(r).toMatchObject({ code: 0, out: 'Stored storage@1.0.0-dddd444\nstorage: canary 1.0.0-dddd444 at 5% beside live 1.0.0 (canary by ci-bot)' });
    expect(existsSync(join(versionDir(store, 'storage', '1.0.0-dddd444'), 'remoteEntry.js'))).toBe(true);
    expect(readRegistry(store).remotes.storage).toMatchObject({ version: '1.0.0', canary: { version: '1.0.0-dddd444', percent: 5 } });
    // The same build again (a CI re-run) keeps its version: nothing new to say.
    expect(await cli(store, 'canary', 'storage', '--from', remoteBuild('storage', { marker: 'C' }), '--commit', 'eeee555', '--percent', '5')).toMatchObject({
      code: 0,
      out: 'storage: canary 1.0.0-dddd444 is already at 5%; nothing changed',
    });
  });

  it('refuses a build whose shared dependencies the active host cannot provide, with the publish message', async () => {
    const store = await storeWithStorage();
    const before = readFileSync(registryFile(store), 'utf8');
    const r = await cli(store, 'canary', 'storage', '2.0.0', '--from', remoteBuild('storage', { marker: 'R', shared: R20 }), '--percent', '10');
    expect(r.code).toBe(1);
    expect(r.err).toContain('storage is incompatible with the active host h1:\n  react: the remote needs 20.0.1 but the active host provides 19.3.1');
    expect(readFileSync(registryFile(store), 'utf8')).toBe(before);
    expect(existsSync(versionDir(store, 'storage', '2.0.0'))).toBe(false);
  });

  it('refuses a build that fails its smoke load and leaves the store as it was', async () => {
    const store = await storeWithStorage();
    const r = await cli(
      store,
      'canary',
      'storage',
      '2.0.0',
      '--from',
      remoteBuild('storage', { marker: 'X', chunk: 'throw new Error("chunk exploded")' }),
      '--percent',
      '10',
    );
    expect(r.code).toBe(1);
    expect(r.err).toContain('storage@2.0.0 failed its smoke load and was not made the canary');
    expect(r.err).toContain('chunk exploded');
    expect(readRegistry(store).remotes.storage!.canary).toBeUndefined();
    expect(existsSync(versionDir(store, 'storage', '2.0.0'))).toBe(false);
  });

  it('checks a stored version against the host live now, and its entry against the integrity recorded at publish', async () => {
    const store = await withStoredVersion();
    writeFileSync(join(versionDir(store, 'storage', '1.1.0'), 'remoteEntry.js'), 'var storage = { init() {}, get() {} }; /* altered */');
    const tampered = await cli(store, 'canary', 'storage', '1.1.0', '--percent', '10');
    expect(tampered.code).toBe(1);
    expect(tampered.err).toContain("storage@1.1.0's remoteEntry.js no longer matches the integrity recorded when it was published");

    // A version stored for React 20 while the host still provides React 19.
    await cli(store, 'publish', 'host', '--from', hostBuild(R20), '--version', 'h2', '--allow-incompatible');
    await cli(store, 'publish', 'storage', '--from', remoteBuild('storage', { marker: 'R', shared: R20 }), '--version', '2.0.0');
    await cli(store, 'publish', 'host', '--from', hostBuild(), '--version', 'h3', '--allow-incompatible');
    await cli(store, 'rollback', 'storage', '--to', '1.0.0');
    const incompatible = await cli(store, 'canary', 'storage', '2.0.0', '--percent', '10');
    expect(incompatible.code).toBe(1);
    expect(incompatible.err).toContain('storage is incompatible with the active host h3');
    expect(readRegistry(store).remotes.storage!.canary).toBeUndefined();
  });

  it('replaces a running canary with another version, ending the old one in the history', async () => {
    const store = await withCanary();
    const r = await cli(store, 'canary', 'storage', '1.2.0', '--from', remoteBuild('storage', { marker: 'D' }), '--percent', '20');
    expect(r.out).toBe(
      'Stored storage@1.2.0\n' +
        'storage: canary 1.1.0 ended at 10%, beside live 1.0.0 (canary-abort by ci-bot: replaced by canary 1.2.0)\n' +
        'storage: canary 1.2.0 at 20% beside live 1.0.0 (canary by ci-bot)',
    );
    expect(readRegistry(store).remotes.storage!.canary).toMatchObject({ version: '1.2.0', percent: 20 });
    expect(lastMoves(store, 2).map((m) => [m.action, m.version, m.reason])).toEqual([
      ['canary-abort', '1.1.0', 'replaced by canary 1.2.0'],
      ['canary', '1.2.0', undefined],
    ]);
  });
});

describe('canary <remote> --percent M', () => {
  it("changes the running canary's percentage, keeping when and by whom it started", async () => {
    const store = await withCanary();
    const started = readRegistry(store).remotes.storage!.canary!;
    const r = await cli(store, 'canary', 'storage', '--percent', '50');
    expect(r).toMatchObject({ code: 0, out: 'storage: canary 1.1.0 at 10% → 50% beside live 1.0.0 (canary-percent by ci-bot)' });
    expect(readRegistry(store).remotes.storage!.canary).toEqual({ ...started, percent: 50 });
    expect(lastMoves(store, 1)).toEqual([
      expect.objectContaining({ action: 'canary-percent', version: '1.1.0', previous: '1.0.0', percent: 50, previousPercent: 10 }),
    ]);
    // The version named again is the same canary: its percentage only.
    expect((await cli(store, 'canary', 'storage', '1.1.0', '--percent', '5')).out).toBe(
      'storage: canary 1.1.0 at 50% → 5% beside live 1.0.0 (canary-percent by ci-bot)',
    );
  });

  it('records nothing when the percentage is already that', async () => {
    const store = await withCanary();
    const lines = readHistory(store).length;
    expect(await cli(store, 'canary', 'storage', '--percent', '10')).toMatchObject({
      code: 0,
      out: 'storage: canary 1.1.0 is already at 10%; nothing changed',
    });
    expect(readHistory(store)).toHaveLength(lines);
  });
});

describe('promote <remote> with a running canary', () => {
  it('makes the canary live for everyone; a rollback then goes back to the version live before', async () => {
    const store = await withCanary();
    const r = await cli(store, 'promote', 'storage', '--reason', 'error rate flat');
    expect(r).toMatchObject({ code: 0, out: 'storage: 1.0.0 → 1.1.0 (canary-promote by ci-bot: error rate flat)' });
    const entry = rawRegistry(store).remotes.storage;
    expect(entry).toMatchObject({ version: '1.1.0', integrity: integrityOf(join(versionDir(store, 'storage', '1.1.0'), 'remoteEntry.js')) });
    expect(entry.canary).toBeUndefined();
    expect(lastMoves(store, 1)).toEqual([
      expect.objectContaining({ action: 'canary-promote', version: '1.1.0', previous: '1.0.0', percent: 10, reason: 'error rate flat' }),
    ]);
    expect((await cli(store, 'rollback', 'storage')).out).toBe('storage: 1.1.0 → 1.0.0 (rollback by ci-bot)');
  });

  it('treats a promote naming the canary version as the same move', async () => {
    const store = await withCanary();
    expect((await cli(store, 'promote', 'storage', '1.1.0')).out).toBe('storage: 1.0.0 → 1.1.0 (canary-promote by ci-bot)');
    expect(readRegistry(store).remotes.storage!.canary).toBeUndefined();
  });
});

describe('abort <remote>', () => {
  it('sends every browser back to the live version and records why', async () => {
    const store = await withCanary();
    const r = await cli(store, 'abort', 'storage', '--reason', 'uploads fail');
    expect(r).toMatchObject({ code: 0, out: 'storage: canary 1.1.0 ended at 10%, beside live 1.0.0 (canary-abort by ci-bot: uploads fail)' });
    const entry = rawRegistry(store).remotes.storage;
    expect(entry.version).toBe('1.0.0');
    expect(entry.canary).toBeUndefined();
    expect(lastMoves(store, 1)).toEqual([
      expect.objectContaining({ action: 'canary-abort', version: '1.1.0', previous: '1.0.0', percent: 10, reason: 'uploads fail' }),
    ]);
    // The stored canary stays for a later try.
    expect(existsSync(versionDir(store, 'storage', '1.1.0'))).toBe(true);
  });

  const figures = {
    windowSeconds: 300,
    canary: { version: '1.1.0', attempts: 48, failures: 20, rate: 20 / 48 },
    live: { version: '1.0.0', attempts: 51, failures: 0, rate: 0 },
  };

  it('records the figures of an automatic abort in the history line', async () => {
    const store = await withCanary();
    const r = abortCanary({ store, name: 'storage', who: 'gateway', reason: 'automatic abort', expectedVersion: '1.1.0', figures });
    expect(r.records).toHaveLength(1);
    expect(rawRegistry(store).remotes.storage.canary).toBeUndefined();
    expect(lastMoves(store, 1)).toEqual([
      expect.objectContaining({ action: 'canary-abort', version: '1.1.0', who: 'gateway', reason: 'automatic abort', figures }),
    ]);
  });

  it('with an expected version, leaves a canary replaced meanwhile running, and finds nothing to abort once it has ended', async () => {
    const store = await withCanary();
    const moves = readHistory(store).length;
    expect(abortCanary({ store, name: 'storage', who: 'gateway', expectedVersion: '0.9.0', figures })).toEqual({
      records: [],
      canary: expect.objectContaining({ version: '1.1.0' }),
    });
    expect(rawRegistry(store).remotes.storage.canary.version).toBe('1.1.0');
    expect(abortCanary({ store, name: 'storage', who: 'gateway', expectedVersion: '1.1.0' }).records).toHaveLength(1);
    // A second gateway judging the same canary a moment later.
    expect(abortCanary({ store, name: 'storage', who: 'gateway', expectedVersion: '1.1.0', figures })).toEqual({ records: [], canary: null });
    expect(readHistory(store).length).toBe(moves + 1);
  });
});

describe('a live move while a canary runs', () => {
  it('a publish ends the canary, and says so before the publish line', async () => {
    const store = await withCanary();
    const r = await cli(store, 'publish', 'storage', '--from', remoteBuild('storage', { marker: 'E' }), '--version', '1.3.0');
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[0]).toBe('storage: canary 1.1.0 ended at 10%, beside live 1.0.0 (canary-abort by ci-bot: ended by publish 1.3.0)');
    expect(rawRegistry(store).remotes.storage).toMatchObject({ version: '1.3.0' });
    expect(rawRegistry(store).remotes.storage.canary).toBeUndefined();
    expect(lastMoves(store, 2).map((m) => [m.action, m.version, m.previous])).toEqual([
      ['canary-abort', '1.1.0', '1.0.0'],
      ['publish', '1.3.0', '1.0.0'],
    ]);
  });

  it('a rollback ends the canary too: every browser gets the version rolled back to', async () => {
    const store = await storeWithStorage();
    await cli(store, 'publish', 'storage', '--from', remoteBuild('storage', { marker: 'B' }), '--version', '1.1.0');
    await cli(store, 'canary', 'storage', '1.2.0', '--from', remoteBuild('storage', { marker: 'C' }), '--percent', '10');
    const r = await cli(store, 'rollback', 'storage', '--reason', 'incident 42');
    expect(r.out).toBe(
      'storage: canary 1.2.0 ended at 10%, beside live 1.1.0 (canary-abort by ci-bot: ended by rollback 1.0.0)\n' +
        'storage: 1.1.0 → 1.0.0 (rollback by ci-bot: incident 42)',
    );
    expect(rawRegistry(store).remotes.storage.version).toBe('1.0.0');
    expect(rawRegistry(store).remotes.storage.canary).toBeUndefined();
    expect(lastMoves(store, 1)).toEqual([expect.objectContaining({ action: 'rollback', version: '1.0.0', previous: '1.1.0', reason: 'incident 42' })]);
  });

  it("a publish of another remote or of the host leaves storage's canary running", async () => {
    const store = await withCanary();
    await cli(store, 'publish', 'billing', '--from', remoteBuild('billing', { marker: 'bill2' }), '--version', '5.1.0');
    await cli(store, 'publish', 'host', '--from', hostBuild(), '--version', 'h2');
    expect(readRegistry(store).remotes.storage!.canary).toMatchObject({ version: '1.1.0', percent: 10 });
  });

  it('refuses a host build the canary could not run under, naming it as the canary', async () => {
    const store = await storeWithStorage();
    // A React 20 host (a coordinated upgrade under way) and a React 20 canary beside storage@1.0.0.
    await cli(store, 'publish', 'host', '--from', hostBuild(R20), '--version', 'h2', '--allow-incompatible');
    expect((await cli(store, 'canary', 'storage', '2.0.0', '--from', remoteBuild('storage', { marker: 'R', shared: R20 }), '--percent', '10')).code).toBe(0);
    const r = await cli(store, 'publish', 'host', '--from', hostBuild(), '--version', 'h3');
    expect(r.code).toBe(1);
    expect(r.err).toContain('storage@2.0.0 (canary): react: the remote needs 20.0.1 but the active host provides 19.3.1');
    expect(r.err).not.toContain('storage@1.0.0:');
    expect(readRegistry(store).host?.version).toBe('h2');
  });

  it('prune keeps the running canary', async () => {
    const store = await withCanary();
    expect(await cli(store, 'prune', 'storage', '--keep', '0')).toMatchObject({ code: 0, out: 'Nothing to remove for storage' });
    expect(existsSync(versionDir(store, 'storage', '1.1.0'))).toBe(true);
  });
});

describe('canary refusals', () => {
  it.each([
    [['canary', 'storage', '1.1.0', '--percent', '0'], 'the canary percentage must be a whole number from 1 to 100, not 0'],
    [['canary', 'storage', '1.1.0', '--percent', '101'], 'the canary percentage must be a whole number from 1 to 100, not 101'],
    [['canary', 'storage', '1.1.0', '--percent', '12.5'], 'the canary percentage must be a whole number from 1 to 100, not 12.5'],
    [['canary', 'storage', '1.1.0', '--percent', 'ten'], 'the canary percentage must be a whole number from 1 to 100, not ten'],
    [['canary', 'nope', '1.0.0', '--percent', '10'], 'unknown remote "nope" (live remotes: billing, storage)'],
    // Refused before any build is attempted.
    [['canary', 'nope', '--build', '--percent', '10'], 'unknown remote "nope" (live remotes: billing, storage)'],
    [['canary', 'storage', '9.9.9', '--percent', '10'], 'storage@9.9.9 is not in the store (stored: 1.0.0, 1.1.0)'],
    [['canary', 'storage', '1.0.0', '--percent', '10'], 'storage@1.0.0 is already live; a canary must be another version'],
    [['canary', 'storage', '--percent', '20'], 'storage has no running canary to change; start one with: canary storage <version> --percent N'],
    [['abort', 'storage'], 'storage has no running canary to abort (live: 1.0.0)'],
    [['canary', 'host', 'h1', '--percent', '10'], 'the host has no canary'],
  ])('%j exits 1: %s, and registry.json and the history stay as they were', async (args, message) => {
    const store = await withStoredVersion();
    const [registry, lines] = [readFileSync(registryFile(store), 'utf8'), readHistory(store).length];
    const r = await cli(store, ...args);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`portal-deploy: refused: ${message}`);
    expect(readFileSync(registryFile(store), 'utf8')).toBe(registry);
    expect(readHistory(store)).toHaveLength(lines);
  });

  it('refuses a remote stored but never made live', async () => {
    const store = await withStoredVersion();
    await cli(store, 'publish', 'vpc', '--from', remoteBuild('vpc'), '--version', '1.0.0');
    await cli(store, 'publish', 'vpc', '--from', remoteBuild('vpc', { marker: 'v2' }), '--version', '1.1.0');
    // Forget vpc in the registry, as on an installation where it is not deployed.
    const doc = rawRegistry(store);
    delete doc.remotes.vpc;
    writeFileSync(registryFile(store), JSON.stringify(doc));
    expect((await cli(store, 'canary', 'vpc', '1.1.0', '--percent', '10')).err).toContain(
      'vpc has no live version; a canary runs beside one: publish vpc first',
    );
  });

  it('is a usage mistake (exit 2) without --percent, or a promote with neither a version nor a canary', async () => {
    const store = await withStoredVersion();
    expect(await cli(store, 'canary', 'storage', '1.1.0')).toMatchObject({ code: 2, err: expect.stringContaining('canary needs --percent N') });
    expect(await cli(store, 'promote', 'storage')).toMatchObject({ code: 2, err: expect.stringContaining('promote needs a version') });
    expect(await cli(store, 'canary', 'storage', '1.1.0', '--version', '1.2.0', '--percent', '5')).toMatchObject({
      code: 2,
      err: expect.stringContaining('two versions given'),
    });
  });
});

describe('status and history with a canary', () => {
  it('status shows the canary beside the live version; history shows percentages and reasons', async () => {
    const store = await withCanary();
    await cli(store, 'canary', 'storage', '--percent', '25');
    const s = (await cli(store, 'status')).out.split('\n');
    expect(s[0]).toMatch(/^REMOTE\s+VERSION\s+SINCE\s+BY\s+COMMIT\s+CANARY$/);
    expect(s.find((l) => l.startsWith('storage'))).toMatch(
      /^storage\s+1\.0\.0\s+\S+\s+ci-bot\s+bbbb222\s+1\.1\.0 at 25% since \S+ by ci-bot \(new upload form\)$/,
    );
    expect(s.find((l) => l.startsWith('billing'))).toMatch(/\s-$/);
    const json = JSON.parse((await cli(store, 'status', '--json')).out);
    expect(json.find((r: { name: string }) => r.name === 'storage').canary).toMatchObject({
      version: '1.1.0',
      percent: 25,
      by: 'ci-bot',
      reason: 'new upload form',
    });

    await cli(store, 'abort', 'storage', '--reason', 'uploads fail');
    const h = (await cli(store, 'history', 'storage')).out.split('\n');
    expect(h[0]).toMatch(/^WHEN\s+ACTION\s+VERSION\s+PREVIOUS\s+BY\s+COMMIT\s+PERCENT\s+REASON$/);
    expect(h.slice(-3).map((l) => l.split(/\s{2,}/).slice(1))).toEqual([
      ['canary', '1.1.0', '1.0.0', 'ci-bot', 'cccc333', '10%', 'new upload form'],
      ['canary-percent', '1.1.0', '1.0.0', 'ci-bot', 'cccc333', '10%→25%'],
      ['canary-abort', '1.1.0', '1.0.0', 'ci-bot', 'cccc333', '25%', 'uploads fail'],
    ]);
  });
});
