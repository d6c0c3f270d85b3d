import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore } from '../core';
import { migrate, migrations } from './migrations';
import { openDb } from './open';

test('migrations are numbered, applied once and recorded', () => {
  const ids = migrations.map((m) => m.id);
  expect(ids).toEqual(ids.map((_, i) => i + 1));
  const db = new Database(':memory:');
  expect(migrate(db)).toEqual(ids);
  expect(migrate(db)).toEqual([]);
  expect(db.prepare('SELECT id FROM migrations ORDER BY id').pluck().all()).toEqual(ids);
  db.close();
});

test('a file database runs in WAL mode, keeps its data and seeds only once', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-'));
  try {
    const file = join(dir, 'data', 'sandbox.sqlite');
    const first = createCore({ dbFile: file, seed: true, chargeEveryMs: 0 });
    expect(first.db.pragma('journal_mode', { simple: true })).toBe('wal');
    const users = first.db.prepare('SELECT COUNT(*) FROM users').pluck().get();
    first.close();
    const second = createCore({ dbFile: file, seed: true, chargeEveryMs: 0 });
    expect(second.db.prepare('SELECT COUNT(*) FROM users').pluck().get()).toBe(users);
    second.close();
    const raw = openDb(file);
    expect(raw.pragma('foreign_keys', { simple: true })).toBe(1);
    raw.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
