// The account page's session list: the user's live sessions, each closable, and
// "close every other one". Only the user's own sessions exist here; anyone else's id is 404.
import type { FastifyInstance } from 'fastify';
import { api, type Wire } from '@portal/contracts';
import { bearer, sha256 } from '../../auth/tokens';
import { iso } from '../../clock';
import type { SandboxCore } from '../../core';
import { parseId } from '../../engine/scope';
import { notFound, refused } from '../../http/errors';
import { route } from '../../http/route';
import { accountMessages as M } from './messages';
import { selectAll } from '../../db/query';

interface SessionRow {
  id: number;
  token_hash: string;
  ip: string | null;
  user_agent: string | null;
  created_at: number;
  last_used: number;
}

export function registerSessionRoutes(my: FastifyInstance, core: SandboxCore): void {
  const { db, clock } = core;
  const live = (userId: number) =>
    selectAll<SessionRow>(
      db,
      `SELECT id, token_hash, ip, user_agent, created_at, COALESCE(last_used_at, created_at) AS last_used FROM tokens
         WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ? ORDER BY last_used DESC, id DESC`,
      userId,
      clock.ms(),
    );
  const currentHash = (authorization: string | undefined) => sha256(bearer(authorization) ?? '');

  route(my, core, api.account.sessionList, ({ user, req }) => {
    const mine = currentHash(req.headers.authorization);
    return live(user.userId).map((s): Wire<'SessionListResponse'> => ({
      id: s.id,
      userAgent: s.user_agent,
      userIp: s.ip,
      createDate: iso(s.created_at)!,
      lastActivityDate: iso(s.last_used)!,
      isCurrent: s.token_hash === mine,
    }));
  });

  route(my, core, api.account.sessionRevoke, ({ user, params, req }) => {
    const session = live(user.userId).find((s) => s.id === parseId(params.id));
    if (!session) throw notFound();
    if (session.token_hash === currentHash(req.headers.authorization)) throw refused(M.sessionIsCurrent);
    db.prepare('UPDATE tokens SET revoked_at = ? WHERE id = ?').run(clock.ms(), session.id);
    return { message: M.sessionEnded };
  });

  route(my, core, api.account.sessionRevokeOthers, ({ user, req }) => {
    const { changes } = db
      .prepare('UPDATE tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND token_hash != ?')
      .run(clock.ms(), user.userId, currentHash(req.headers.authorization));
    return { message: M.otherSessionsEnded(changes) };
  });
}
