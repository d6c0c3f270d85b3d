import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore } from '../core';
import { migrate, migrations, type Migration } from './migrations';
import { openDb } from './open';

test('migrations are applied once, in id order, and recorded', () => {
  const ids = migrations.map((m) => m.id);
  expect(ids).toEqual([...ids].sort((a, b) => a - b));
  // 1–8 are recorded by every database written before the per-area split: they must keep their ids.
  expect(ids.slice(0, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
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

test('the runner orders by declared id, whatever order the areas list them in', () => {
  const log = (id: number): Migration => ({ id, name: `m${id}`, up: `INSERT INTO seen (id) VALUES (${id});` });
  const db = new Database(':memory:');
  db.exec('CREATE TABLE seen (n INTEGER PRIMARY KEY AUTOINCREMENT, id INTEGER NOT NULL)');
  // An area written later lists its timestamp-numbered migration before an older area's.
  expect(migrate(db, [log(202507141030), log(3), log(202501010900), log(1)])).toEqual([1, 3, 202501010900, 202507141030]);
  expect(db.prepare('SELECT id FROM seen ORDER BY n').pluck().all()).toEqual([1, 3, 202501010900, 202507141030]);
  // A database that already has some applies only the new ones, still in id order.
  expect(migrate(db, [log(202601010000), log(3), log(2)])).toEqual([2, 202601010000]);
  db.close();
});

test('two migrations with one id are refused before anything runs', () => {
  const db = new Database(':memory:');
  expect(() =>
    migrate(db, [
      { id: 9, name: 'volumes', up: 'CREATE TABLE a (id INTEGER)' },
      { id: 9, name: 'dns', up: 'CREATE TABLE b (id INTEGER)' },
    ]),
  ).toThrow('migrations "volumes" and "dns" share the id 9');
  expect(db.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name IN ('a', 'b')").pluck().get()).toBe(0);
  db.close();
});
