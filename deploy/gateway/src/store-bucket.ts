import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { Bucket, HOST, eachLimited, parseBucketUrl, readRegistry, type RegistryDocument } from '@portal/registry';

// A gateway on a store in a bucket (STORE_URL=s3://bucket/prefix). It never copies the store: it
// reads registry.json from the bucket, revalidating it by ETag every `pollMs` (a 304 costs
// nothing), and fetches a file of a version the first time a browser asks for it. What it holds
// is a read-through cache in a local folder, laid out as a store, so the rest of the gateway (host
// pages, page hints, the report counts) reads it as it reads a folder store:
//   - a new registry is adopted only once this pod holds what its pages need from it: the live
//     host version whole, and each named remote version's small files (entry, manifests, page
//     files); so no pod names a file it cannot serve;
//   - any other versioned file comes from the bucket on first request (versions never change,
//     so a cached copy never goes stale); one the bucket lacks is answered 404 `no-store`.

/** A remote version's files read by the gateway itself, fetched before its registry is adopted. */
const REMOTE_SMALL_FILES = ['remoteEntry.js', 'mf-manifest.json', 'page-files.json'];

export interface BucketMirrorOptions {
  storeUrl: string;
  /** The local cache folder (the gateway's storeDir). */
  dir: string;
  pollMs: number;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}

export class BucketMirror {
  readonly bucket: Bucket;
  private etag: string | undefined;
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  /** Keys the bucket did not have when asked (a version not uploaded yet, a wrong path): asked again after a while. */
  private readonly missing = new Map<string, number>();
  private readonly fetching = new Map<string, Promise<boolean>>();
  private readonly log: (line: string) => void;
  /** When the registry last changed here (ms since epoch). */
  adoptedAt = 0;

  constructor(private readonly options: BucketMirrorOptions) {
    this.bucket = new Bucket(parseBucketUrl(options.storeUrl), options.env ?? process.env);
    this.log = options.log ?? ((line) => console.log(line));
  }

  /** The first read (before the gateway listens), then one every `pollMs`. */
  async start(): Promise<void> {
    await this.poll();
    this.timer = setInterval(() => void this.poll(), this.options.pollMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One revalidation of registry.json; a changed one is adopted once what it names is here. */
  poll(): Promise<void> {
    this.polling ??= this.revalidate()
      .catch((error: unknown) => this.log(`[store] reading registry.json from the bucket failed, kept the last one: ${(error as Error).message}`))
      .finally(() => (this.polling = null));
    return this.polling;
  }

  private async revalidate(): Promise<void> {
    const o = await this.bucket.get('registry.json', this.etag);
    if (o === 'unchanged' || o === null) return;
    const doc = JSON.parse(o.body.toString('utf8')) as RegistryDocument;
    await this.prepare(doc);
    const file = join(this.options.dir, 'registry.json');
    mkdirSync(this.options.dir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, o.body);
    renameSync(tmp, file);
    this.etag = o.etag;
    this.adoptedAt = Date.now();
  }

  /** What the registry names, here before it is adopted. */
  private async prepare(doc: RegistryDocument): Promise<void> {
    const keys: string[] = [];
    if (doc.host) {
      const prefix = `${HOST}/${doc.host.version}`;
      if (!existsSync(join(this.options.dir, prefix, 'index.html'))) keys.push(...(await this.bucket.list(prefix)));
    }
    for (const entry of Object.values(doc.remotes)) {
      for (const url of [entry.entry, entry.canary?.entry]) {
        if (!url?.startsWith('/remotes/')) continue;
        const dir = url.slice(1, url.lastIndexOf('/'));
        keys.push(...REMOTE_SMALL_FILES.map((f) => `${dir}/${f}`));
      }
    }
    await eachLimited(keys, 16, async (key) => void (await this.fetch(key)));
  }

  /**
   * `rel` (a store path like `remotes/storage/1.0.0/app.js`) in the local folder, fetched from the
   * bucket when not there yet; false when the bucket does not have it.
   */
  fetch(rel: string): Promise<boolean> {
    const clean = normalize(rel).replace(/^\/+/, '');
    if (clean.startsWith('..') || !/^(remotes|host)\//.test(clean)) return Promise.resolve(false);
    const local = join(this.options.dir, clean);
    if (existsSync(local)) return Promise.resolve(true);
    const missedAt = this.missing.get(clean);
    if (missedAt !== undefined && (missedAt === Infinity || Date.now() - missedAt < this.options.pollMs)) return Promise.resolve(false);
    let running = this.fetching.get(clean);
    if (!running) {
      running = this.bucket
        .get(clean)
        .then((o) => {
          if (!o || o === 'unchanged') {
            if (this.missing.size > 10_000) this.missing.clear();
            // A version is complete once its entry is there (uploaded last): what it lacks then, it lacks for good.
            this.missing.set(clean, this.complete(clean) ? Infinity : Date.now());
            return false;
          }
          mkdirSync(dirname(local), { recursive: true });
          const tmp = `${local}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
          writeFileSync(tmp, o.body);
          renameSync(tmp, local);
          return true;
        })
        .finally(() => this.fetching.delete(clean));
      this.fetching.set(clean, running);
    }
    return running;
  }

  private complete(rel: string): boolean {
    const parts = rel.split('/');
    const folder = parts[0] === HOST ? parts.slice(0, 2) : parts.slice(0, 3);
    return existsSync(join(this.options.dir, ...folder, parts[0] === HOST ? 'index.html' : 'remoteEntry.js'));
  }

  registry(): RegistryDocument {
    return readRegistry(this.options.dir);
  }
}
