import type { EngineEnv, ResourceRow } from './types';
import { selectOne } from '../db/query';

/**
 * The provider's owner fields of a list row: the customer's name and the creating user's e-mail
 * (the customer's first user for rows made before the creator was kept).
 */
export function owner(env: EngineEnv, row: ResourceRow): { customer: string | null; userName: string | null } {
  const found = selectOne<{ customer: string; userName: string | null }>(
    env.db,
    `SELECT c.name AS customer, COALESCE((SELECT email FROM users WHERE id = ?), (SELECT email FROM users WHERE customer_id = c.id ORDER BY id LIMIT 1)) AS userName
       FROM projects p JOIN customers c ON c.id = p.customer_id WHERE p.id = ?`,
    row.user_id ?? null,
    row.project_id,
  );
  return { customer: found?.customer ?? null, userName: found?.userName ?? null };
}
