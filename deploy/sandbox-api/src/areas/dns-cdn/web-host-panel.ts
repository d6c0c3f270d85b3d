import type { FastifyInstance } from 'fastify';
import { domainToDisplay } from '@portal/contracts';
import { sha256 } from '../../auth/tokens';
import type { Clock } from '../../clock';
import type { Db } from '../../db/open';
import type { ResourceRow } from '../../engine/types';
import { messages } from '../../messages';
import { selectOne } from '../../db/query';

// The provider's web-host login session answers a one-time link to the hosting control panel, a
// third party's page on its own host. The sandbox's stand-in lives under /api/sandbox, outside the
// provider's API, and the link names the sandbox's own origin.

const M = messages.dnsCdn;

/** Where a login link points: the sandbox's pretend control panel. */
export const PANEL_PATH = '/api/sandbox/web-host-panel';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (title: string, body: string) =>
  `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

/** What the link opens, once: the site's panel user, PHP and disk. */
export function registerWebHostPanel(app: FastifyInstance, db: Db, clock: Clock): void {
  app.get(PANEL_PATH, async (req, reply) => {
    const { token } = req.query as { token?: string };
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8');
    const now = clock.ms();
    const session =
      typeof token === 'string' && token
        ? selectOne<{ id: number; web_host_id: number; expires_at: number; used_at: number | null }>(
            db,
            'SELECT * FROM web_login_sessions WHERE token_hash = ?',
            sha256(token),
          )
        : undefined;
    const host =
      session && !session.used_at && session.expires_at > now
        ? selectOne<ResourceRow>(db, "SELECT * FROM web_hosts WHERE id = ? AND status != 'deleting'", session.web_host_id)
        : undefined;
    if (!session || !host) return reply.code(410).send(page(M.panelLinkUsedTitle, `<p>${escapeHtml(M.panelLinkUsed)}</p>`));
    db.prepare('UPDATE web_login_sessions SET used_at = ? WHERE id = ?').run(now, session.id);
    const domain = domainToDisplay(host.domain as string);
    return page(
      M.panelTitle(domain),
      `<p>${escapeHtml(M.panelWelcome(String(host.panel_user)))}</p><ul><li>${escapeHtml(M.panelPhp(String(host.php_version)))}</li><li>${escapeHtml(M.panelDisk(host.disk_size as number))}</li></ul>`,
    );
  });
}
