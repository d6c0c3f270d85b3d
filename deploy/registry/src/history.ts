import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Action = 'publish' | 'promote' | 'rollback';

/** One pointer move. */
export interface HistoryRecord {
  name: string;
  action: Action;
  version: string;
  previous: string | null;
  commit: string | null;
  who: string;
  at: string;
}

const historyFile = (store: string): string => join(store, 'history.jsonl');

/** Appended under the store lock, one JSON line per move. */
export function appendHistory(store: string, record: HistoryRecord): void {
  mkdirSync(store, { recursive: true });
  appendFileSync(historyFile(store), `${JSON.stringify(record)}\n`);
}

/** Moves of `name`, oldest first (every remote when `name` is omitted). */
export function readHistory(store: string, name?: string): HistoryRecord[] {
  if (!existsSync(historyFile(store))) return [];
  return readFileSync(historyFile(store), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as HistoryRecord)
    .filter((r) => !name || r.name === name);
}
