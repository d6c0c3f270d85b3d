import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/open';
import { selectAll, selectOne } from '../db/query';

export type CodeSink = (kind: string, to: string, code: string) => void;

const KEEP_MS = 60 * 60_000;

/**
 * "Sends" a code: the sandbox has no mail or SMS gateway, so the code goes to the log (or the
 * `logCodes` option) and to the outbox table that the test hooks read.
 */
export function deliverCode(db: Db, nowMs: number, sink: CodeSink | undefined, log: FastifyBaseLogger, kind: string, to: string, code: string): void {
  db.prepare('DELETE FROM outbox WHERE created_at < ?').run(nowMs - KEEP_MS);
  db.prepare('INSERT INTO outbox (kind, recipient, code, created_at) VALUES (?, ?, ?, ?)').run(kind, to, code, nowMs);
  if (sink) sink(kind, to, code);
  else log.info({ kind, to, code }, `sandbox ${kind} code for ${to}: ${code}`);
}

export interface SentCode {
  kind: string;
  to: string;
  code: string;
  createdAt: string;
}

/** Latest codes sent to an e-mail, plus the answer of a live captcha when `to` is a captcha key. */
export function readCodes(db: Db, to: string): SentCode[] {
  const rows = selectAll<Omit<SentCode, 'createdAt'> & { created_at: number }>(
    db,
    'SELECT kind, recipient AS "to", code, created_at FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 20',
    to,
  );
  const codes = rows.map(({ created_at, ...r }) => ({ ...r, createdAt: new Date(created_at).toISOString() }));
  const captcha = selectOne<{ answer: string; expires_at: number }>(db, 'SELECT answer, expires_at FROM captchas WHERE key = ?', to);
  if (captcha) codes.unshift({ kind: 'captcha', to, code: captcha.answer, createdAt: new Date(captcha.expires_at - 5 * 60_000).toISOString() });
  return codes;
}
