import type { Bucket } from './bucket';
import type { HistoryRecord } from './history';

// History in a bucket: append-only objects, one per accepted change of registry.json, never
// rewritten. A writer puts `history/<revision>-<writer>.json` (created only if absent) BEFORE it
// replaces registry.json under If-Match; the registry then names that revision and writer. A
// writer that lost the race, or was killed between the two writes, leaves an object no registry
// names: it is not history. Reading walks back from the registry's revision through each
// object's `parent`, so only accepted changes are read, and every one of them is.

export const HISTORY_PREFIX = 'history';

/** What registry.json carries in a bucket besides the browsers' fields. */
export interface RevisionMark {
  revision: number;
  writer: string;
}

export interface HistoryObject extends RevisionMark {
  /** The writer of the revision before (null for the first). */
  parent: string | null;
  records: HistoryRecord[];
}

export const historyKey = (revision: number, writer: string): string => `${HISTORY_PREFIX}/${String(revision).padStart(10, '0')}-${writer}.json`;

/** The accepted history up to `head` (the registry's mark), oldest first. */
export async function readBucketHistory(bucket: Bucket, head: RevisionMark | null): Promise<HistoryRecord[]> {
  if (!head) return [];
  const keys = new Set(await bucket.list(HISTORY_PREFIX));
  const chain: HistoryObject[] = [];
  let at: { revision: number; writer: string | null } = head;
  const objects = new Map<string, Promise<HistoryObject | null>>();
  // Fetch every object of the chain's revisions at once; they are small.
  for (const key of keys) {
    objects.set(
      key,
      bucket.get(key).then((o) => (o && o !== 'unchanged' ? (JSON.parse(o.body.toString('utf8')) as HistoryObject) : null)),
    );
  }
  while (at.writer && at.revision > 0) {
    const key = historyKey(at.revision, at.writer);
    const object = await (objects.get(key) ?? Promise.resolve(null));
    if (!object) throw new Error(`the store's history is missing ${key}, which the registry's revisions name`);
    chain.push(object);
    at = { revision: at.revision - 1, writer: object.parent };
  }
  return chain.reverse().flatMap((o) => o.records);
}
