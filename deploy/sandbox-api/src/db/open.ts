import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrate } from './migrations';

export type Db = Database.Database;

/** Opens (creating if needed) and migrates the database. File databases use WAL so readers never block the writer. */
export function openDb(file = ':memory:'): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  cacheStatements(db);
  return db;
}

/**
 * Compiling SQL costs more than running these small queries, and every request prepares the
 * same few statements: reuse them. Modes a caller may have switched on (pluck, raw) are reset
 * on each reuse so a cached statement behaves like a freshly prepared one.
 */
function cacheStatements(db: Db): void {
  const prepare = db.prepare.bind(db);
  const cache = new Map<string, Database.Statement>();
  db.prepare = ((sql: string) => {
    let stmt = cache.get(sql);
    if (!stmt) {
      stmt = prepare(sql);
      cache.set(sql, stmt);
    } else if (stmt.reader) {
      stmt.pluck(false).raw(false);
    }
    return stmt;
  }) as Db['prepare'];
}
