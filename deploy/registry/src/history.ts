import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CanaryEntry } from './registry-document';

/** Moves of the live pointer. */
export type LiveAction = 'publish' | 'promote' | 'rollback' | 'canary-promote';
/** Moves of the canary beside it: started (or replaced), its percentage changed, ended without going live. */
export type CanaryAction = 'canary' | 'canary-percent' | 'canary-abort';
export type Action = LiveAction | CanaryAction;

const LIVE_ACTIONS: ReadonlySet<Action> = new Set<LiveAction>(['publish', 'promote', 'rollback', 'canary-promote']);

/** One pointer move. */
export interface HistoryRecord {
  name: string;
  action: Action;
  /** The version made live, or for a canary move the canary's version. */
  version: string;
  /** The version live before, or for a canary move the live version it runs beside. */
  previous: string | null;
  commit: string | null;
  who: string;
  at: string;
  /** Canary moves (and a canary promote): the canary's percentage after the move. */
  percent?: number;
  /** canary-percent: the percentage before. */
  previousPercent?: number;
  /** Why, as the operator or CI gave it (or why a canary ended by itself). */
  reason?: string;
  /** An automatic canary-abort: the figures it was judged on. */
  figures?: CanaryFigures;
}

/** One side of a canary's judgement over the window: loads plus load failures, and all failures. */
export interface SideFigures {
  version: string;
  attempts: number;
  failures: number;
  /** failures / attempts (0 with no attempts). */
  rate: number;
}
export interface CanaryFigures {
  windowSeconds: number;
  canary: SideFigures;
  live: SideFigures;
}

/** True for a move of the live pointer (not of a canary beside it). */
export const movedLive = (record: HistoryRecord): boolean => LIVE_ACTIONS.has(record.action);

/** The history line of a canary move: the canary's version and percentage beside the live version. */
export function canaryRecord(
  name: string,
  action: CanaryAction,
  canary: Pick<CanaryEntry, 'version' | 'percent'>,
  live: string | null,
  move: { commit: string | null; who: string; at: string; previousPercent?: number; reason?: string; figures?: CanaryFigures },
): HistoryRecord {
  const { commit, who, at, previousPercent, reason, figures } = move;
  return {
    name,
    action,
    version: canary.version,
    previous: live,
    commit,
    who,
    at,
    percent: canary.percent,
    ...(previousPercent === undefined ? {} : { previousPercent }),
    ...(reason ? { reason } : {}),
    ...(figures ? { figures } : {}),
  };
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
