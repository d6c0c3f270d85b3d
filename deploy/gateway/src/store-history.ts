import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Bucket, parseBucketUrl, readBucketHistory, readHistory, type HistoryRecord, type RevisionMark } from '@portal/registry';
import type { GatewayConfig } from './config';

// The store's history as the operator page shows it: the folder's history.jsonl, or in a bucket
// the append-only history objects up to the revision of the registry this pod serves (read again
// only when that revision changes).

export function storeHistory(config: GatewayConfig): () => Promise<HistoryRecord[]> {
  if (!config.storeUrl) return async () => readHistory(config.storeDir);
  const bucket = new Bucket(parseBucketUrl(config.storeUrl));
  let held: { key: string; records: HistoryRecord[] } | null = null;
  return async () => {
    let mark: RevisionMark | null = null;
    try {
      const doc = JSON.parse(readFileSync(join(config.storeDir, 'registry.json'), 'utf8')) as Partial<RevisionMark>;
      if (typeof doc.revision === 'number' && typeof doc.writer === 'string') mark = { revision: doc.revision, writer: doc.writer };
    } catch {
      return [];
    }
    const key = mark ? `${mark.revision}-${mark.writer}` : '';
    if (held?.key !== key) held = { key, records: await readBucketHistory(bucket, mark) };
    return held.records;
  };
}
