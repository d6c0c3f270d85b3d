import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open';
import { parseId } from '../../engine/scope';
import type { ResourceRow } from '../../engine/types';
import { messages } from '../../messages';
import { selectOne, selectValue } from '../../db/query';

// The provider's host/console answers an absolute location on its console service, outside its
// API; the sandbox's stand-in lives under /api/sandbox (nothing outside the document in the checked
// vm area) and is named with the sandbox's own origin, so that it opens even where the portal's
// gateway sends /api to a provider elsewhere.

const M = messages.vm;

/** The console link is signed per server, so it opens in a new tab without the bearer token. */
const consoleToken = (server: ResourceRow) => createHmac('sha256', String(server.console_secret)).update(`console:${server.id}`).digest('hex').slice(0, 32);

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const consoleLocation = (origin: string, server: ResourceRow) => `${origin}/api/sandbox/console/${server.id}?token=${consoleToken(server)}`;

/** What the console link opens: a page naming the server (a real provider would serve noVNC here). */
export function registerConsoleView(app: FastifyInstance, db: Db): void {
  app.get('/api/sandbox/console/:id', async (req, reply) => {
    const { id } = req.params as { id: string };
    const { token } = req.query as { token?: string };
    const server = parseId(id) ? selectOne<ResourceRow>(db, 'SELECT * FROM vm_hosts WHERE id = ?', parseId(id)) : undefined;
    if (!server || token !== consoleToken(server)) return reply.code(404).send({ message: messages.notFound });
    const ip = selectValue<string>(db, 'SELECT address FROM vm_ips WHERE vm_host_id = ? ORDER BY id LIMIT 1', server.id);
    const title = escapeHtml(M.consoleTitle(String(server.name)));
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>${escapeHtml(M.consoleBody(String(server.name), ip ?? '—'))}</p><pre dir="ltr">${escapeHtml(`${server.name} login: _`)}</pre></body></html>`;
  });
}
