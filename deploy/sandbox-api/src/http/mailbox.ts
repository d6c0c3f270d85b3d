import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatDateTime } from '@portal/locale';
import { readCodes, type SentCode } from '../auth/outbox';
import type { SandboxCore } from '../core';
import { messages } from '../messages';

// The sandbox mailbox: the sandbox has no mail or SMS gateway, so what it "sends" (reset codes,
// SMS sign-in codes, captcha answers for tests) is readable here — only with the instance's
// secret, never anonymously. It exists only when the sandbox itself answers /api with
// `exposeCodes` (never behind UPSTREAM_API_URL, never in the k8s manifests).

export const SECRET_HEADER = 'x-sandbox-secret';

/** The configured secret (option, then SANDBOX_CODES_SECRET), else a fresh random one and whether it was generated. */
export function resolveCodesSecret(configured: string | undefined): { secret: string; generated: boolean } {
  const given = configured ?? process.env.SANDBOX_CODES_SECRET;
  if (given && given.trim()) return { secret: given.trim(), generated: false };
  return { secret: randomBytes(18).toString('base64url'), generated: true };
}

const digest = (text: string) => createHash('sha256').update(text).digest();
/** Compares hashes, so neither the length nor the first wrong character shows in the timing. */
const sameSecret = (given: unknown, secret: string) => typeof given === 'string' && timingSafeEqual(digest(given), digest(secret));

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(body: string): string {
  const m = messages;
  return `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${m.mailboxTitle}</title></head><body><main><h1>${m.mailboxTitle}</h1><p>${m.mailboxHint}</p>${body}</main></body></html>`;
}

function form(to = ''): string {
  const m = messages;
  return `<form method="post" action="/api/sandbox/mailbox"><p><label for="secret">${m.mailboxSecret}</label><br><input id="secret" name="secret" type="password" dir="ltr" autocomplete="off" required></p><p><label for="to">${m.mailboxAddress}</label><br><input id="to" name="to" dir="ltr" value="${escapeHtml(to)}" required></p><p><button type="submit">${m.mailboxOpen}</button></p></form>`;
}

function list(codes: SentCode[]): string {
  const m = messages;
  if (!codes.length) return `<p role="status">${m.mailboxEmpty}</p>`;
  const rows = codes
    .map((c) => `<tr><td><bdi>${escapeHtml(c.kind)}</bdi></td><td dir="ltr">${escapeHtml(c.code)}</td><td>${escapeHtml(formatDateTime(c.createdAt))}</td></tr>`)
    .join('');
  return `<table><thead><tr><th scope="col">${m.mailboxKind}</th><th scope="col">${m.mailboxCode}</th><th scope="col">${m.mailboxSentAt}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * GET /api/sandbox/codes?to=<email|phone|captchaKey> with the `X-Sandbox-Secret` header: what the
 * sandbox sent there, as JSON (the e2e harness reads it). GET/POST /api/sandbox/mailbox: the same
 * as a page a person opens in the browser, the secret typed into its form (never in the URL).
 */
export async function registerCodesRoute(app: FastifyInstance, core: SandboxCore): Promise<void> {
  const { secret, generated } = resolveCodesSecret(core.options.codesSecret);
  // Nobody else knows a generated secret: say it once, where the operator reads the server's output.
  if (generated) console.log(`[sandbox] mailbox secret (set SANDBOX_CODES_SECRET to choose one): ${secret}`);

  await app.register(async (box) => {
    // Only the mailbox form posts url-encoded fields; this parser exists in this scope alone.
    box.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 2048 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    box.get('/api/sandbox/codes', async (req: FastifyRequest, reply) => {
      noStore(reply);
      if (!sameSecret(req.headers[SECRET_HEADER], secret)) return reply.code(401).send({ message: messages.mailboxDenied });
      const to = (req.query as { to?: unknown }).to;
      if (typeof to !== 'string' || !to.trim()) return reply.code(400).send({ message: messages.invalidInput });
      return { codes: readCodes(core.db, to.trim()) };
    });

    box.get('/api/sandbox/mailbox', async (_req, reply) => noStore(reply).type('text/html; charset=utf-8').send(page(form())));

    box.post('/api/sandbox/mailbox', async (req, reply) => {
      noStore(reply).type('text/html; charset=utf-8');
      const body = (req.body ?? {}) as { secret?: unknown; to?: unknown };
      const to = typeof body.to === 'string' ? body.to.trim() : '';
      if (!sameSecret(body.secret, secret)) return reply.code(401).send(page(`<p role="alert">${messages.mailboxDenied}</p>${form(to)}`));
      if (!to) return reply.code(400).send(page(`<p role="alert">${messages.invalidInput}</p>${form()}`));
      return reply.send(page(`${form(to)}<h2 dir="ltr">${escapeHtml(to)}</h2>${list(readCodes(core.db, to))}`));
    });
  });
}
