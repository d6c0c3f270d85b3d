import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export class LockBusyError extends Error {
  override name = 'LockBusyError';
}

interface Holder {
  pid: number;
  host: string;
  since: string;
  what: string;
}

const lockDir = (store: string): string => join(store, '.lock');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(store: string): Holder | null {
  try {
    return JSON.parse(readFileSync(join(lockDir(store), 'holder.json'), 'utf8')) as Holder;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * One pointer mover at a time per store: `mkdir` is atomic, so of two publishers exactly one gets
 * the lock; the other waits up to `waitMs`, then gives up naming the holder. A lock left by a
 * process of this machine that has died is taken over. Returns the release function.
 */
export function acquireStoreLock(store: string, what: string, waitMs: number): () => void {
  mkdirSync(store, { recursive: true });
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      mkdirSync(lockDir(store));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(store);
      if (holder && holder.host === hostname() && !alive(holder.pid)) {
        rmSync(lockDir(store), { recursive: true, force: true });
        continue;
      }
      if (Date.now() >= deadline) {
        const who = holder ? `${holder.what} (pid ${holder.pid} on ${holder.host}, since ${holder.since})` : 'another process';
        throw new LockBusyError(`the store is locked by ${who}; try again when it has finished`);
      }
      sleep(100);
    }
  }
  const holder: Holder = { pid: process.pid, host: hostname(), since: new Date().toISOString(), what };
  writeFileSync(join(lockDir(store), 'holder.json'), JSON.stringify(holder));
  return () => rmSync(lockDir(store), { recursive: true, force: true });
}
