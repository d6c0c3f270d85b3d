import type { FastifyInstance } from 'fastify';
import { api, type Notification } from '@portal/contracts';
import { registerProjectGuard } from '../../auth/access';
import { iso } from '../../clock';
import type { SandboxCore } from '../../core';
import { parseId } from '../../engine/scope';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { registerProfileRoutes } from './profile';
import { registerCustomerRoutes } from './customer';
import { registerCustomerUserRoutes } from './customer-users';
import { registerSessionRoutes } from './sessions';
import { registerUserLogRoutes } from './user-log';
import { selectAll } from '../../db/query';

interface NotificationRow {
  id: number;
  subject: string;
  content: string;
  notification_at: number;
  is_seen: number;
}
const toNotification = (r: NotificationRow): Notification => ({
  id: r.id,
  subject: r.subject,
  content: r.content,
  notificationDate: iso(r.notification_at)!,
  isRead: !!r.is_seen,
});
/** Unread ones the short list holds at most: enough for the bell to show "99+". */
export const SHORT_LIST_MAX = 100;

/** Account, customer, customer users, user log, and the guard of project-scoped calls. */
export function registerAccountRoutes(my: FastifyInstance, core: SandboxCore): void {
  const { db } = core;

  registerProjectGuard(my, core);
  registerProfileRoutes(my, core);
  registerCustomerRoutes(my, core);
  registerCustomerUserRoutes(my, core);
  registerUserLogRoutes(my, core);
  registerSessionRoutes(my, core);

  // The bell's list: the unread ones, newest first (a bare array like every provider list).
  route(my, core, api.portal.notificationShortList, ({ user }) => {
    const rows = selectAll<NotificationRow>(
      db,
      'SELECT * FROM notifications WHERE user_id = ? AND is_seen = 0 ORDER BY notification_at DESC, id DESC LIMIT ?',
      user.userId,
      SHORT_LIST_MAX,
    );
    return rows.map(toNotification);
  });

  route(my, core, api.portal.notificationList, ({ user }) => {
    const rows = selectAll<NotificationRow>(db, 'SELECT * FROM notifications WHERE user_id = ? ORDER BY notification_at DESC, id DESC', user.userId);
    return rows.map(toNotification);
  });

  route(my, core, api.portal.notificationSeen, ({ user, params }) => {
    const id = parseId(params.id);
    const changed = id ? db.prepare('UPDATE notifications SET is_seen = 1 WHERE id = ? AND user_id = ?').run(id, user.userId).changes : 0;
    if (!changed) throw notFound();
  });
}
