import type { Db } from '../db/open';
import type { ResourceDef, ResourceRow, SqlValue } from './types';
import { selectOne } from '../db/query';

// Table and column names come from declarations in code, never from requests, so interpolating them is safe.

export function getRow(db: Db, def: ResourceDef, id: number): ResourceRow | undefined {
  return selectOne<ResourceRow>(db, `SELECT * FROM ${def.table} WHERE id = ?`, id);
}

export function insertRow(db: Db, def: ResourceDef, columns: Record<string, SqlValue>): ResourceRow {
  const names = Object.keys(columns);
  const sql = `INSERT INTO ${def.table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')}) RETURNING *`;
  return selectOne<ResourceRow>(db, sql, ...names.map((n) => columns[n]))!;
}

export function updateRow(db: Db, def: ResourceDef, id: number, columns: Record<string, SqlValue>): ResourceRow {
  const names = Object.keys(columns);
  if (!names.length) return getRow(db, def, id)!;
  const sql = `UPDATE ${def.table} SET ${names.map((n) => `${n} = ?`).join(', ')} WHERE id = ? RETURNING *`;
  return selectOne<ResourceRow>(db, sql, ...names.map((n) => columns[n]), id)!;
}
