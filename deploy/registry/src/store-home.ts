import { Bucket, isBucketUrl, parseBucketUrl, type BucketEnv } from './bucket';
import { ConflictError, checkout, discard, push, type CheckoutNeeds } from './bucket-home';
import { DeployError } from './deploy-error';
import type { RegistryDocument } from './registry-document';
import { HOST } from './store';

// One way to run a store operation wherever the store lives. A folder (the demo, one machine):
// the operation runs on it directly, serialised by the store lock. A bucket (`s3://bucket/prefix`):
// on a working copy, written back under the bucket's conditions (bucket-home.ts). When another
// writer changed the registry meanwhile, the operation is run again from the new state if that
// writer left this operation's remote as it was (it moved another one); otherwise it stops with a
// conflict, since its own checks and choices were made against a state that is gone.

export { isBucketUrl } from './bucket';

export interface StoreRun {
  /** The store: a folder path or `s3://bucket/prefix`. */
  store: string;
  /** The remote (or `host`) the operation moves; a change to it by another writer stops the retry. */
  name?: string;
  /** What the operation is, for the conflict message ("publish", "automatic abort"). */
  what: string;
  needs?: CheckoutNeeds;
  env?: BucketEnv;
  /** Attempts against a registry changed meanwhile by moves of other remotes (default 5). */
  attempts?: number;
}

const entryOf = (doc: RegistryDocument, name: string | undefined): string =>
  JSON.stringify(name === HOST ? (doc.host ?? null) : name ? (doc.remotes[name] ?? null) : doc);

function describe(doc: RegistryDocument, name: string): string {
  if (name === HOST) return doc.host ? `live host ${doc.host.version}` : 'no live host';
  const e = doc.remotes[name];
  if (!e) return 'not live';
  return `live ${e.version}${e.canary ? `, canary ${e.canary.version} at ${e.canary.percent}%` : ''}`;
}

/** Runs `operation` on the store's folder (or a bucket's working copy) and, for a bucket, writes its changes back. */
export async function onStore<T>(run: StoreRun, operation: (dir: string) => Promise<T> | T): Promise<T> {
  if (!isBucketUrl(run.store)) return operation(run.store);
  const bucket = new Bucket(parseBucketUrl(run.store), run.env);
  const attempts = run.attempts ?? 5;
  const whole = [...(run.needs?.whole ?? [])];
  for (let attempt = 1; ; attempt++) {
    const co = await checkout(bucket, { whole });
    try {
      const result = await operation(co.dir);
      await push(bucket, co);
      return result;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      const mine = entryOf(co.doc, run.name) === entryOf(error.now, run.name);
      // What this attempt stored is in the bucket now: the next one checks those copies whole.
      whole.push(...error.uploaded);
      if (!mine || attempt >= attempts) {
        const what = run.name
          ? `${run.name} was changed by another writer while this ${run.what} ran (now ${describe(error.now, run.name)})`
          : `the store was changed by another writer while this ${run.what} ran`;
        throw new ConflictError(`${what}; nothing of this ${run.what} was recorded. Check status and run it again if it is still wanted`, error.now);
      }
    } finally {
      discard(co);
    }
  }
}

/** True for a conflict a caller may retry from the new state. */
export const isConflict = (error: unknown): error is ConflictError => error instanceof ConflictError;
export { DeployError };
