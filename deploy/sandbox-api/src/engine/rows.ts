import type { Db } from '../db/open';
import type { ResourceDef, ResourceRow, SqlValue } from './types';

// Table and column names come from declarations in code, never from requests, so interpolating them is safe.

export function getRow(db: Db, def: ResourceDef, id: number): ResourceRow | undefined {
  return db.prepare(`SELECT * FROM ${def.table} WHERE id = ?`).get(id) as ResourceRow | undefined;
}

export function insertRow(db: Db, def: ResourceDef, columns: Record<string, SqlValue>): ResourceRow {
  const names = Object.keys(columns);
  const sql = `INSERT INTO ${def.table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')}) RETURNING *`;
  return db.prepare(sql).get(...names.map((n) => columns[n])) as ResourceRow;
}

export function updateRow(db: Db, def: ResourceDef, id: number, columns: Record<string, SqlValue>): ResourceRow {
  const names = Object.keys(columns);
  if (!names.length) return getRow(db, def, id)!;
  const sql = `UPDATE ${def.table} SET ${names.map((n) => `${n} = ?`).join(', ')} WHERE id = ? RETURNING *`;
  return db.prepare(sql).get(...names.map((n) => columns[n]), id) as ResourceRow;
}
