import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Bucket, parseBucketUrl } from './bucket';
import { readBucketRegistry } from './bucket-home';
import { publish } from './operations';
import { onStore } from './store-home';
import { cliWith, hostBuild, remoteBuild } from './test-fixtures';
import { startTestS3, type TestS3 } from './test-bucket';

// Every CLI command on a store in an S3-compatible bucket (moto on loopback), and what the
// bucket's conditional writes guarantee when writers meet.

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3?.stop());

const run = (store: string, ...args: string[]) => cliWith(s3.env, store, ...args);
const bucketOf = (store: string) => new Bucket(parseBucketUrl(store), s3.env);
const registryOf = async (store: string) => (await readBucketRegistry(bucketOf(store))).doc;
const text = async (store: string, key: string) => {
  const o = await bucketOf(store).get(key);
  return o && o !== 'unchanged' ? o.body.toString('utf8') : null;
};
const historyOf = async (store: string, name: string) => JSON.parse((await run(store, 'history', name, '--json')).out) as Array<Record<string, unknown>>;

async function bucketWithStorage(): Promise<string> {
  const store = await s3.newBucket();
  expect(await run(store, 'publish', 'host', '--from', hostBuild(), '--version', 'h1', '--commit', 'aaaa111')).toMatchObject({ code: 0 });
  expect(await run(store, 'publish', 'storage', '--from', remoteBuild('storage', { marker: 'A' }), '--version', '1.0.0', '--commit', 'bbbb222')).toMatchObject({
    code: 0,
  });
  return store;
}

describe('a store in a bucket', () => {
  it('publishes: version files written once with an immutable lifetime, the registry pointing at them, the host a pointer in it', async () => {
    const store = await bucketWithStorage();
    const doc = await registryOf(store);
    expect(doc.host).toMatchObject({ version: 'h1' });
    expect(doc.remotes.storage).toMatchObject({ version: '1.0.0', entry: '/remotes/storage/1.0.0/remoteEntry.js' });
    const keys = await bucketOf(store).list('');
    expect(keys).toEqual(
      expect.arrayContaining([
        'registry.json',
        'host/h1/index.html',
        'remotes/storage/1.0.0/remoteEntry.js',
        'remotes/storage/1.0.0/app.A.js',
        'meta/storage/1.0.0.json',
      ]),
    );
    // No link in a bucket: nginx and the gateways read the host version from the registry.
    expect(keys.filter((k) => k.includes('current'))).toEqual([]);
    expect(keys.filter((k) => k.startsWith('history/'))).toHaveLength(2);
    const head = await bucketOf(store).client.send(
      new (await import('@aws-sdk/client-s3')).HeadObjectCommand({ Bucket: parseBucketUrl(store).bucket, Key: 'portal/remotes/storage/1.0.0/remoteEntry.js' }),
    );
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    expect(await historyOf(store, 'storage')).toEqual([
      expect.objectContaining({ action: 'publish', version: '1.0.0', previous: null, commit: 'bbbb222', who: 'ci-bot' }),
    ]);
  });

  it('runs every command: promote and rollback to stored versions, canary, abort, status, history, prune', async () => {
    const store = await bucketWithStorage();
    expect((await run(store, 'publish', 'storage', '--from', remoteBuild('storage', { marker: 'B' }), '--version', '1.1.0')).code).toBe(0);
    expect(await run(store, 'rollback', 'storage', '--reason', 'incident 7')).toMatchObject({
      code: 0,
      out: 'storage: 1.1.0 → 1.0.0 (rollback by ci-bot: incident 7)',
    });
    expect(await run(store, 'promote', 'storage', '1.1.0')).toMatchObject({ code: 0, out: 'storage: 1.0.0 → 1.1.0 (promote by ci-bot)' });
    // A stored version as the canary: its whole copy is smoke-loaded from the bucket.
    expect(await run(store, 'canary', 'storage', '1.0.0', '--percent', '10')).toMatchObject({
      code: 0,
      out: 'storage: canary 1.0.0 at 10% beside live 1.1.0 (canary by ci-bot)',
    });
    expect(await run(store, 'canary', 'storage', '--percent', '25')).toMatchObject({
      code: 0,
      out: 'storage: canary 1.0.0 at 10% → 25% beside live 1.1.0 (canary-percent by ci-bot)',
    });
    expect((await registryOf(store)).remotes.storage!.canary).toMatchObject({ version: '1.0.0', percent: 25 });
    expect(await run(store, 'abort', 'storage', '--reason', 'slow')).toMatchObject({
      code: 0,
      out: 'storage: canary 1.0.0 ended at 25%, beside live 1.1.0 (canary-abort by ci-bot: slow)',
    });
    expect((await registryOf(store)).remotes.storage!.canary).toBeUndefined();
    const status = await run(store, 'status');
    expect(status.out).toMatch(/^REMOTE\s+VERSION/);
    expect(status.out).toMatch(/storage\s+1\.1\.0\s+\S+\s+ci-bot/);
    expect((await historyOf(store, 'storage')).map((r) => [r.action, r.version])).toEqual([
      ['publish', '1.0.0'],
      ['publish', '1.1.0'],
      ['rollback', '1.0.0'],
      ['promote', '1.1.0'],
      ['canary', '1.0.0'],
      ['canary-percent', '1.0.0'],
      ['canary-abort', '1.0.0'],
    ]);
    expect((await run(store, 'publish', 'storage', '--from', remoteBuild('storage', { marker: 'C' }), '--version', '1.2.0')).code).toBe(0);
    expect(await run(store, 'prune', 'storage', '--keep', '1')).toMatchObject({ code: 0, out: 'Removed storage: 1.1.0, 1.0.0' });
    const keys = await bucketOf(store).list('remotes/storage');
    expect(new Set(keys.map((k) => k.split('/')[2]))).toEqual(new Set(['1.2.0']));
    expect(await run(store, 'promote', 'storage', '1.0.0')).toMatchObject({
      code: 1,
      err: expect.stringContaining('storage@1.0.0 is not in the store (stored: 1.2.0)'),
    });
  });

  it("never changes a version's bytes: a second upload of the same version with other content is refused", async () => {
    const store = await bucketWithStorage();
    const before = await text(store, 'remotes/storage/1.0.0/remoteEntry.js');
    const r = await run(store, 'publish', 'storage', '--from', remoteBuild('storage', { marker: 'other' }), '--version', '1.0.0');
    expect(r).toMatchObject({ code: 1, err: expect.stringContaining('storage@1.0.0 is already in the store with different content') });
    expect(await text(store, 'remotes/storage/1.0.0/remoteEntry.js')).toBe(before);
  });

  it("checks a host build against the live remotes' manifests in the bucket, as on a folder", async () => {
    const store = await bucketWithStorage();
    const r = await run(store, 'publish', 'host', '--from', hostBuild({ react: '20.0.1', antd: '6.6.8', '@portal/api': '0.1.0' }), '--version', 'h2');
    expect(r).toMatchObject({
      code: 1,
      err: expect.stringContaining(
        'the host build is incompatible with live remotes:\n  storage@1.0.0: react: the remote needs 19.3.1 but the active host provides 20.0.1',
      ),
    });
    expect((await registryOf(store)).host).toMatchObject({ version: 'h1' });
  });

  it('two publishes of one remote at once: one lands, the other reports the conflict and records nothing', async () => {
    const store = await bucketWithStorage();
    let checkedOut!: () => void;
    const ready = new Promise<void>((r) => (checkedOut = r));
    let proceed!: () => void;
    const gate = new Promise<void>((r) => (proceed = r));
    // Job A reads the store, then waits while job B publishes the same remote to the end.
    const a = onStore({ store, name: 'storage', what: 'publish', env: s3.env }, async (dir) => {
      checkedOut();
      await gate;
      return publish({
        store: dir,
        name: 'storage',
        buildDir: remoteBuild('storage', { marker: 'jobA' }),
        packageVersion: '1.0.0',
        commit: 'a',
        version: '2.0.0-a',
        who: 'job-a',
      });
    }).then(
      () => 'landed',
      (e: Error) => e.message,
    );
    await ready;
    expect(
      await cliWith(
        { ...s3.env, DEPLOY_USER: 'job-b' },
        store,
        'publish',
        'storage',
        '--from',
        remoteBuild('storage', { marker: 'jobB' }),
        '--version',
        '2.0.0-b',
      ),
    ).toMatchObject({ code: 0 });
    proceed();
    expect(await a).toBe(
      'storage was changed by another writer while this publish ran (now live 2.0.0-b); nothing of this publish was recorded. Check status and run it again if it is still wanted',
    );
    expect((await registryOf(store)).remotes.storage!.version).toBe('2.0.0-b');
    expect((await historyOf(store, 'storage')).map((r) => [r.version, r.who])).toEqual([
      ['1.0.0', 'ci-bot'],
      ['2.0.0-b', 'job-b'],
    ]);
    // A's bytes were uploaded before its registry write failed: stored, never live, unchanged.
    expect(await text(store, 'remotes/storage/2.0.0-a/app.jobA.js')).toContain('jobA');
  });

  it('a publish of another remote meanwhile: the publish runs again from the new state and both land', async () => {
    const store = await bucketWithStorage();
    let checkedOut!: () => void;
    const ready = new Promise<void>((r) => (checkedOut = r));
    let proceed!: () => void;
    const gate = new Promise<void>((r) => (proceed = r));
    let attempts = 0;
    const a = onStore({ store, name: 'storage', what: 'publish', env: s3.env }, async (dir) => {
      attempts++;
      checkedOut();
      await gate;
      return publish({
        store: dir,
        name: 'storage',
        buildDir: remoteBuild('storage', { marker: 'S2' }),
        packageVersion: '1.0.0',
        commit: 'a',
        version: '2.0.0',
        who: 'job-a',
      });
    });
    await ready;
    expect((await run(store, 'publish', 'billing', '--from', remoteBuild('billing', { marker: 'bill' }), '--version', '5.0.0')).code).toBe(0);
    proceed();
    await a;
    expect(attempts).toBe(2);
    const doc = await registryOf(store);
    expect([doc.remotes.storage!.version, doc.remotes.billing!.version]).toEqual(['2.0.0', '5.0.0']);
    expect((await historyOf(store, 'storage')).map((r) => r.version)).toEqual(['1.0.0', '2.0.0']);
    expect((await historyOf(store, 'billing')).map((r) => r.version)).toEqual(['5.0.0']);
  });

  it('a writer killed with SIGKILL in the middle of a publish leaves the registry as it was before or after, never broken', async () => {
    const store = await bucketWithStorage();
    const before = await text(store, 'registry.json');
    const build = remoteBuild('storage', { marker: 'big' });
    // Enough files that the upload takes a while: the kill lands among them.
    for (let i = 0; i < 400; i++) writeFileSync(join(build, `asset-${i}.js`), `/* ${i} ${'x'.repeat(2000)} */`);
    const bin = resolve(__dirname, '../bin/portal-deploy.mjs');
    const child = spawn(process.execPath, [bin, 'publish', 'storage', '--from', build, '--version', '3.0.0', '--store', store], {
      env: { ...process.env, ...s3.env, DEPLOY_USER: 'ci-bot' },
      stdio: 'ignore',
    });
    const exited = new Promise((r) => child.once('exit', r));
    const deadline = Date.now() + 60_000;
    while (!(await bucketOf(store).list('remotes/storage/3.0.0')).length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    child.kill('SIGKILL');
    await exited;
    const after = await text(store, 'registry.json');
    const doc = JSON.parse(after!);
    expect(['1.0.0', '3.0.0']).toContain(doc.remotes.storage.version);
    if (doc.remotes.storage.version === '1.0.0') expect(after).toBe(before);
    // The history matches the registry, and the store takes the next command.
    expect((await historyOf(store, 'storage')).at(-1)).toMatchObject({ version: doc.remotes.storage.version });
    expect(await run(store, 'rollback', 'storage', '--to', '1.0.0')).toMatchObject({ code: 0 });
  });
});
