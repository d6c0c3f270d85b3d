import type { FastifyInstance } from 'fastify';
import { api, type Wire } from '@portal/contracts';
import { accountMessages as am } from '../../messages';
import { customerRole, managesCustomer } from '../../auth/access';
import { USER_LOG_ACTIVITIES, type UserLogEvent } from '../../auth/user-log';
import { DAY_MS, iso } from '../../clock';
import type { SandboxCore } from '../../core';
import { parseId } from '../../engine/scope';
import { addError, invalid, type FieldErrors } from '../../http/errors';
import { route } from '../../http/route';
import { selectAll, selectValue } from '../../db/query';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
// Days are the customer's days: Tehran time (UTC+03:30, no daylight saving since 2022).
const TEHRAN_OFFSET_MS = 3.5 * 3_600_000;

/** Midnight in Tehran of an ISO day, or null when the text is not a real date. */
function dayStart(value: string): number | null {
  const m = ISO_DAY.exec(value);
  if (!m) return null;
  const ms = Date.UTC(+m[1], +m[2] - 1, +m[3]);
  return new Date(ms).toISOString().slice(0, 10) === value ? ms - TEHRAN_OFFSET_MS : null;
}

interface LogRow {
  id: number;
  user_id: number;
  user_title: string;
  event: UserLogEvent;
  detail: string | null;
  ip: string | null;
  created_at: number;
}

export function registerUserLogRoutes(my: FastifyInstance, core: SandboxCore): void {
  const { db } = core;

  route(my, core, api.userLog.list, ({ user, query }) => {
    const errors: FieldErrors = {};
    const where = ['customer_id = ?'];
    const args: unknown[] = [user.customerId];
    // Owners and admins read everyone's entries in the customer; other users only their own.
    if (!managesCustomer(customerRole(db, user.userId, user.customerId))) {
      where.push('user_id = ?');
      args.push(user.userId);
    }
    if (query.UserId) {
      const id = parseId(query.UserId);
      if (!id) addError(errors, 'UserId', am.pageInvalid);
      where.push('user_id = ?');
      args.push(id);
    }
    const from = query.FromDate ? dayStart(query.FromDate) : undefined;
    const to = query.ToDate ? dayStart(query.ToDate) : undefined;
    if (from === null) addError(errors, 'FromDate', am.dateInvalid);
    if (to === null) addError(errors, 'ToDate', am.dateInvalid);
    if (typeof from === 'number' && typeof to === 'number' && from > to) addError(errors, 'FromDate', am.dateOrder);
    const pageNumber = query.PageNumber ? parseId(query.PageNumber) : 1;
    const pageSize = query.PageSize ? parseId(query.PageSize) : 10;
    if (!pageNumber) addError(errors, 'PageNumber', am.pageInvalid);
    if (!pageSize || pageSize > 100) addError(errors, 'PageSize', am.pageInvalid);
    if (Object.keys(errors).length) throw invalid(errors);
    if (typeof from === 'number') {
      where.push('created_at >= ?');
      args.push(from);
    }
    if (typeof to === 'number') {
      // The end day is included whole.
      where.push('created_at < ?');
      args.push(to + DAY_MS);
    }
    const sqlWhere = where.join(' AND ');
    const totalCount = selectValue<number>(db, `SELECT COUNT(*) FROM user_log WHERE ${sqlWhere}`, ...args)!;
    const rows = selectAll<LogRow>(
      db,
      `SELECT * FROM user_log WHERE ${sqlWhere} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      ...args,
      pageSize!,
      (pageNumber! - 1) * pageSize!,
    );
    const data = rows.map((r): Wire<'UserLogResponse'> => {
      const [controller, action] = USER_LOG_ACTIVITIES[r.event] ?? [null, r.event];
      return {
        id: r.id,
        userId: r.user_id,
        activityDate: iso(r.created_at)!,
        source: 'portal',
        controller,
        action,
        userAgent: null,
        userIp: r.ip,
        referrer: null,
        data: r.detail,
      };
    });
    return { pageNumber: pageNumber!, pageSize: pageSize!, totalPages: Math.ceil(totalCount / pageSize!), totalRecords: totalCount, data };
  });
}
