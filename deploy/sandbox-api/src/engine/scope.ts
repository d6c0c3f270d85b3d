import type { Db } from '../db/open';
import { notFound } from '../http/errors';
import { messages } from '../messages';
import { selectOne } from '../db/query';

export interface ProjectRow {
  id: number;
  customer_id: number;
  name: string;
  created_at: number;
}

/** A positive integer id from a path or query value, or null. */
export function parseId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,14}$/.test(text)) return null;
  return Number(text);
}

/**
 * The caller's project or 404. Someone else's project answers exactly like a missing one, so ids
 * cannot be probed.
 */
export function loadProject(db: Db, customerId: number, rawId: unknown): ProjectRow {
  const id = parseId(rawId);
  const row = id && selectOne<ProjectRow>(db, 'SELECT * FROM projects WHERE id = ? AND customer_id = ?', id, customerId);
  if (!row) throw notFound(messages.projectNotFound);
  return row;
}
