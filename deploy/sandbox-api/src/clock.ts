// All time in the sandbox comes from one clock so tests can move time instead of sleeping.
export interface Clock {
  now(): Date;
  /** Milliseconds since the epoch; every `*_at` column stores this. */
  ms(): number;
}

export function createClock(now: () => Date = () => new Date()): Clock {
  return { now, ms: () => now().getTime() };
}

/** A clock for tests: starts at `start` and only moves when told to. */
export function manualClock(start: Date | string = '2025-03-01T08:00:00Z') {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
    set(date: Date | string) {
      t = new Date(date).getTime();
    },
  };
}

export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * HOUR_MS;

export const iso = (ms: number | null): string | null => (ms == null ? null : new Date(ms).toISOString());
