import { randomBytes } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { Bucket, PreconditionFailed, eachLimited } from './bucket';
import { historyKey, readBucketHistory, type HistoryObject, type RevisionMark } from './bucket-history';
import { DeployError } from './deploy-error';
import type { HistoryRecord } from './history';
import { readRegistry, type RegistryDocument } from './registry-document';
import { CURRENT, HOST, HOST_PRERENDERED, MANIFEST, REMOTE_ENTRY, identityFile } from './store';

// The bucket home of the store. A command runs on a working copy of what it reads (registry,
// publish records, history, and of each stored version the files the checks read), made in a
// temporary folder; what it changed is then written back under the bucket's conditions, in the
// order that keeps every reader whole at every instant:
//   1. new version files and publish records, each created only if absent (a version's bytes
//      never change once uploaded: a second upload of the same version is refused);
//   2. the change's history object (append-only, see bucket-history.ts);
//   3. registry.json, replaced only If-Match the ETag it was read with: a writer that changed it
//      meanwhile makes this one fail with ConflictError, and nothing of this command is recorded.
// A writer killed at any point leaves the registry as it was before or as it is after.
// Versions removed by prune are deleted last, after the registry is checked unchanged.

/** Another writer replaced registry.json between this command's read and its write. */
export class ConflictError extends DeployError {
  override name = 'ConflictError';
  constructor(
    message: string,
    /** The registry as that writer left it. */
    readonly now: RegistryDocument,
    /** Versions this command uploaded before its registry write failed (a retry reads them whole). */
    readonly uploaded: Array<{ name: string; version: string }> = [],
  ) {
    super(message);
  }
}

/** Stored version files the checks read without the rest of the version. */
const IDENTITY_FILES = new Set<string>([REMOTE_ENTRY, MANIFEST, 'index.html', ...HOST_PRERENDERED]);
/** Version files a bucket serves forever; registry.json is revalidated on every read. */
export const VERSION_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const REGISTRY_CACHE_CONTROL = 'no-cache';

export interface CheckoutNeeds {
  /** Versions to copy whole (a stored version's smoke load before it becomes the canary). */
  whole?: Array<{ name: string; version: string }>;
}

export interface Checkout {
  dir: string;
  /** Keys in the bucket when the copy was made. */
  keys: Set<string>;
  /** The registry as read: its ETag (null: none yet), its revision mark, its document. */
  etag: string | null;
  mark: RevisionMark | null;
  doc: RegistryDocument;
  historyLines: number;
}

/** `remotes/<name>/<version>/…` or `host/<version>/…` → [name, version]. */
function versionOfKey(key: string): [string, string] | null {
  const parts = key.split('/');
  if (parts[0] === 'remotes' && parts.length >= 4) return [parts[1]!, parts[2]!];
  if (parts[0] === HOST && parts.length >= 3) return [HOST, parts[1]!];
  return null;
}

const versionFolder = (name: string, version: string): string => (name === HOST ? `${HOST}/${version}` : `remotes/${name}/${version}`);

const normal = (doc: RegistryDocument): string => JSON.stringify(doc.host ? { remotes: doc.remotes, host: doc.host } : { remotes: doc.remotes });

/** The registry document and its mark as the bucket holds it now. */
export async function readBucketRegistry(
  bucket: Bucket,
): Promise<{ etag: string | null; mark: RevisionMark | null; doc: RegistryDocument; raw: Buffer | null }> {
  const o = await bucket.get('registry.json');
  if (!o || o === 'unchanged') return { etag: null, mark: null, doc: { remotes: {} }, raw: null };
  const parsed = JSON.parse(o.body.toString('utf8')) as RegistryDocument & Partial<RevisionMark>;
  const mark = typeof parsed.revision === 'number' && typeof parsed.writer === 'string' ? { revision: parsed.revision, writer: parsed.writer } : null;
  const doc: RegistryDocument = parsed.host ? { remotes: parsed.remotes ?? {}, host: parsed.host } : { remotes: parsed.remotes ?? {} };
  return { etag: o.etag, mark, doc, raw: o.body };
}

/** Copies what a command reads from the bucket into a new temporary folder. */
export async function checkout(bucket: Bucket, needs: CheckoutNeeds = {}): Promise<Checkout> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-store-'));
  const [registry, keys] = await Promise.all([readBucketRegistry(bucket), bucket.list('')]);
  const whole = new Set((needs.whole ?? []).map((w) => `${w.name}/${w.version}`));
  const wanted = keys.filter((key) => {
    if (key.startsWith('meta/')) return true;
    const v = versionOfKey(key);
    if (!v) return false;
    return whole.has(`${v[0]}/${v[1]}`) || IDENTITY_FILES.has(key.split('/').at(-1)!);
  });
  await eachLimited(wanted, 16, async (key) => {
    const o = await bucket.get(key);
    if (!o || o === 'unchanged') return;
    mkdirSync(dirname(join(dir, key)), { recursive: true });
    writeFileSync(join(dir, key), o.body);
  });
  // A version is stored once its identity file is (uploaded last): a folder for each, as the checks list them.
  for (const key of keys) {
    const v = versionOfKey(key);
    if (v && key === `${versionFolder(v[0], v[1])}/${identityFile(v[0])}`) mkdirSync(join(dir, versionFolder(v[0], v[1])), { recursive: true });
  }
  if (registry.raw) writeFileSync(join(dir, 'registry.json'), `${JSON.stringify(registry.doc, null, 2)}\n`);
  const history = await readBucketHistory(bucket, registry.mark);
  if (history.length) writeFileSync(join(dir, 'history.jsonl'), history.map((r) => `${JSON.stringify(r)}\n`).join(''));
  return { dir, keys: new Set(keys), etag: registry.etag, mark: registry.mark, doc: registry.doc, historyLines: history.length };
}

/** Files under `root` (no symlinks: the folder home's `host/current` has no place in a bucket; no temporary copies). */
function filesUnder(root: string, base: string): string[] {
  if (!existsSync(root)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === CURRENT) continue;
    const path = join(root, entry.name);
    if (lstatSync(path).isSymbolicLink()) continue;
    if (entry.isDirectory()) out.push(...filesUnder(path, base));
    else out.push(relative(base, path).split(sep).join('/'));
  }
  return out;
}

function newHistoryLines(co: Checkout): HistoryRecord[] {
  const file = join(co.dir, 'history.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .slice(co.historyLines)
    .map((l) => JSON.parse(l) as HistoryRecord);
}

export interface PushResult {
  /** The registry was replaced (a new revision). */
  moved: boolean;
  uploaded: number;
  removed: number;
}

/** Writes back what the command changed in the working copy, under the bucket's conditions (see above). */
export async function push(bucket: Bucket, co: Checkout): Promise<PushResult> {
  const local = [...filesUnder(join(co.dir, 'remotes'), co.dir), ...filesUnder(join(co.dir, HOST), co.dir), ...filesUnder(join(co.dir, 'meta'), co.dir)];
  const created = local.filter((key) => !co.keys.has(key));
  const upload = async (key: string) => {
    const isVersionFile = !key.startsWith('meta/');
    const body = readFileSync(join(co.dir, key));
    try {
      await bucket.put(key, body, { create: true }, isVersionFile ? VERSION_CACHE_CONTROL : undefined);
    } catch (error) {
      if (!(error instanceof PreconditionFailed)) throw error;
      // The same bytes already there (an upload cut short, resumed): nothing changes.
      const there = await bucket.get(key);
      if (there && there !== 'unchanged' && there.body.equals(body)) return;
      const v = versionOfKey(key) ?? key.split('/').slice(1, 3);
      throw new DeployError(
        `${v[0]}@${String(v[1]).replace(/\.json$/, '')} was uploaded meanwhile by another writer with other content (${key}); stored versions never change, give another --version`,
      );
    }
  };
  // A version's identity files last: until they are there, the version is not stored for anyone.
  const last = (key: string) => IDENTITY_FILES.has(key.split('/').at(-1)!) || key.startsWith('meta/');
  await eachLimited(
    created.filter((k) => !last(k)),
    16,
    upload,
  );
  await eachLimited(created.filter(last), 16, upload);

  const doc = readRegistry(co.dir);
  const records = newHistoryLines(co);
  let moved = false;
  if (normal(doc) !== normal(co.doc) || records.length) {
    const mark: RevisionMark = { revision: (co.mark?.revision ?? 0) + 1, writer: randomBytes(6).toString('hex') };
    const object: HistoryObject = { ...mark, parent: co.mark?.writer ?? null, records };
    await bucket.put(historyKey(mark.revision, mark.writer), JSON.stringify(object), { create: true });
    const body = `${JSON.stringify({ ...doc, ...mark }, null, 2)}\n`;
    try {
      await bucket.put('registry.json', body, co.etag ? { ifMatch: co.etag } : { create: true }, REGISTRY_CACHE_CONTROL);
    } catch (error) {
      if (!(error instanceof PreconditionFailed)) throw error;
      const now = await readBucketRegistry(bucket);
      const uploaded = new Map(
        created
          .map(versionOfKey)
          .filter((v): v is [string, string] => !!v)
          .map(([name, version]) => [`${name}/${version}`, { name, version }]),
      );
      throw new ConflictError('registry.json was changed by another writer while this command ran', now.doc, [...uploaded.values()]);
    }
    moved = true;
  }

  // Prune: versions and records gone from the working copy. Only when nobody moved the registry
  // meanwhile (it could name one of them by now).
  const gone = [...co.keys].filter((key) => {
    if (key.startsWith('meta/')) return !existsSync(join(co.dir, key));
    const v = versionOfKey(key);
    // Only a removed version folder: most of a version's files were never copied here.
    return !!v && !existsSync(join(co.dir, v[0] === HOST ? HOST : `remotes/${v[0]}`, v[1]));
  });
  if (gone.length) {
    const now = await readBucketRegistry(bucket);
    if (now.etag !== co.etag) throw new ConflictError('registry.json was changed by another writer while this prune ran; nothing was removed', now.doc);
    const names = new Set(
      Object.values(now.doc.remotes).flatMap((e) => [e.entry, e.canary?.entry].filter(Boolean).map((u) => u!.split('/').slice(2, 4).join('/'))),
    );
    if (now.doc.host) names.add(`${HOST}/${now.doc.host.version}`);
    const safe = gone.filter((key) => {
      const v = versionOfKey(key);
      return !v || !names.has(`${v[0]}/${v[1]}`);
    });
    await bucket.remove(safe);
    return { moved, uploaded: created.length, removed: safe.length };
  }
  return { moved, uploaded: created.length, removed: 0 };
}

export function discard(co: Checkout): void {
  rmSync(co.dir, { recursive: true, force: true });
}
