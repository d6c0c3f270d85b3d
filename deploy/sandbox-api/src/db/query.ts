import type { Db } from './open';

// Reads typed once at the call, instead of a cast on every `db.prepare(...).all()` and `.get()`.
// The SQL names its columns; the type says what the caller reads of them.

/** The row of every short list (a picker's options): `SELECT id, name ...`. */
export type IdName = { id: number; name: string };

/** Every row of a query. */
export const selectAll = <T>(db: Db, sql: string, ...params: unknown[]): T[] => db.prepare(sql).all(...params) as T[];

/** The first row of a query, if any. */
export const selectOne = <T>(db: Db, sql: string, ...params: unknown[]): T | undefined => db.prepare(sql).get(...params) as T | undefined;

/** The first column of every row. */
export const selectValues = <T>(db: Db, sql: string, ...params: unknown[]): T[] =>
  db
    .prepare(sql)
    .pluck()
    .all(...params) as T[];

/** The first column of the first row, if any. */
export const selectValue = <T>(db: Db, sql: string, ...params: unknown[]): T | undefined =>
  db
    .prepare(sql)
    .pluck()
    .get(...params) as T | undefined;
