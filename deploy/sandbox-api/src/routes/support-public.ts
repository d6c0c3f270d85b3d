import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { api, BLOG_PAGE_SIZE, contactUsSchema, createBlogCommentSchema, newsletterSchema, type BlogArticle, type BlogArticleSummary, type WebsiteAlarm } from '@portal/contracts';
import { consumeCaptcha } from '../auth/captcha';
import { deliverCode } from '../auth/outbox';
import type { SandboxCore } from '../core';
import type { Db } from '../db/open';
import { parseId } from '../engine/scope';
import { addError, invalid, notFound, refused, tooMany } from '../http/errors';
import { readBody, requireBody } from '../http/input';
import { publicRoute } from '../http/route';
import { messages } from '../messages';

// The public site (no sign-in): blog, comments (kept for moderation), contact us (with captcha),
// the newsletter with signed unsubscribe links, and the site alarms.

const M = messages.support;

interface ArticleRow {
  id: number;
  link: string;
  title: string;
  summary: string;
  content: string;
  image_color: string;
  is_header: number;
  published_at: number;
}
const summary = (r: ArticleRow): BlogArticleSummary => ({
  id: r.id,
  link: r.link,
  title: r.title,
  summary: r.summary,
  imageColor: r.image_color,
  publishedAt: new Date(r.published_at).toISOString(),
});
const article = (r: ArticleRow): BlogArticle => ({ ...summary(r), content: r.content });

/** Posts a visitor may make per address within the window: comments and contact messages. */
export const PUBLIC_POST_LIMITS = { comment: 5, contact: 3, newsletter: 5 } as const;
export const PUBLIC_POST_WINDOW_MS = 10 * 60_000;

/** Counts a post from `ip`, or answers 429 when the address used up its posts of that kind. */
export function assertPostAllowed(db: Db, kind: keyof typeof PUBLIC_POST_LIMITS, ip: string, nowMs: number): void {
  const since = nowMs - PUBLIC_POST_WINDOW_MS;
  db.prepare('DELETE FROM public_posts WHERE at <= ?').run(since);
  const times = db.prepare('SELECT at FROM public_posts WHERE kind = ? AND ip = ? ORDER BY at').pluck().all(kind, ip) as number[];
  const max = PUBLIC_POST_LIMITS[kind];
  if (times.length >= max) {
    const wait = times[times.length - max]! + PUBLIC_POST_WINDOW_MS - nowMs;
    throw tooMany(M.tooManyPosts(Math.max(1, Math.ceil(wait / 60_000))), wait / 1000);
  }
  db.prepare('INSERT INTO public_posts (kind, ip, at) VALUES (?, ?, ?)').run(kind, ip, nowMs);
}

/** The signature an unsubscribe link carries: HMAC of the address under the database's own key. */
export function unsubscribeToken(db: Db, email: string): string {
  const key = db.prepare("SELECT value FROM support_secrets WHERE name = 'newsletter'").pluck().get() as string;
  return createHmac('sha256', key).update(email.trim().toLowerCase()).digest('base64url');
}
const sameToken = (given: unknown, expected: string) =>
  typeof given === 'string' && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

export function registerSupportPublicRoutes(my: FastifyInstance, core: SandboxCore): void {
  const { db, clock } = core;
  const byLink = (link: string) => db.prepare('SELECT * FROM blog_articles WHERE link = ? AND published_at <= ?').get(link, clock.ms()) as ArticleRow | undefined;

  publicRoute(my, api.support.blogList, ({ query }) => {
    const pageNumber = Math.max(1, parseId(query.pageNumber) ?? 1);
    const total = db.prepare('SELECT COUNT(*) FROM blog_articles WHERE published_at <= ?').pluck().get(clock.ms()) as number;
    const rows = db
      .prepare('SELECT * FROM blog_articles WHERE published_at <= ? ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?')
      .all(clock.ms(), BLOG_PAGE_SIZE, (pageNumber - 1) * BLOG_PAGE_SIZE) as ArticleRow[];
    return { items: rows.map(summary), total, pageNumber, pageSize: BLOG_PAGE_SIZE };
  });
  publicRoute(my, api.support.blogHeader, () =>
    (db.prepare('SELECT * FROM blog_articles WHERE is_header = 1 AND published_at <= ? ORDER BY published_at DESC LIMIT 3').all(clock.ms()) as ArticleRow[]).map(summary),
  );
  publicRoute(my, api.support.blogGet, ({ params }) => {
    const row = byLink(params.link);
    if (!row) throw notFound(M.articleNotFound);
    return article(row);
  });
  publicRoute(my, api.support.blogRandom, ({ params }) => {
    const row = byLink(params.link);
    if (!row) throw notFound(M.articleNotFound);
    return (db.prepare('SELECT * FROM blog_articles WHERE id != ? AND published_at <= ? ORDER BY random() LIMIT 3').all(row.id, clock.ms()) as ArticleRow[]).map(summary);
  });
  publicRoute(my, api.support.commentList, ({ params }) => {
    const id = parseId(params.id);
    if (!id || !db.prepare('SELECT 1 FROM blog_articles WHERE id = ?').get(id)) throw notFound(M.articleNotFound);
    const rows = db.prepare('SELECT * FROM blog_comments WHERE article_id = ? AND approved = 1 ORDER BY created_at').all(id) as Array<{
      id: number;
      article_id: number;
      name: string;
      text: string;
      created_at: number;
    }>;
    return rows.map((r) => ({ id: r.id, articleId: r.article_id, name: r.name, text: r.text, createdAt: new Date(r.created_at).toISOString() }));
  });
  publicRoute(my, api.support.commentCreate, ({ body, req }) => {
    const values = requireBody(createBlogCommentSchema, body);
    if (!db.prepare('SELECT 1 FROM blog_articles WHERE id = ?').get(values.articleId)) throw notFound(M.articleNotFound);
    assertPostAllowed(db, 'comment', req.ip, clock.ms());
    db.prepare('INSERT INTO blog_comments (article_id, name, text, approved, ip, created_at) VALUES (?, ?, ?, 0, ?, ?)').run(values.articleId, values.name, values.text, req.ip, clock.ms());
    return { message: M.commentPending };
  });
  publicRoute(my, api.support.contactUsCreate, ({ body, req }) => {
    const { values, errors } = readBody(contactUsSchema, body);
    // The captcha is used up by every attempt, so it is checked (and spent) even when other fields fail.
    if (!errors.CaptchaCode && !consumeCaptcha(db, body.captchaKey, body.captchaCode, clock.ms())) addError(errors, 'CaptchaCode', messages.captchaWrong);
    if (Object.keys(errors).length) throw invalid(errors);
    assertPostAllowed(db, 'contact', req.ip, clock.ms());
    db.prepare('INSERT INTO contact_messages (name, contact, message, ip, created_at) VALUES (?, ?, ?, ?, ?)').run(values.name, values.contact, values.message, req.ip, clock.ms());
    return { message: M.contactSent };
  });
  publicRoute(my, api.support.newsCreate, ({ body, req }) => {
    const values = requireBody(newsletterSchema, body);
    const email = String(values.email).trim().toLowerCase();
    assertPostAllowed(db, 'newsletter', req.ip, clock.ms());
    db.prepare(
      'INSERT INTO newsletter_subscribers (email, subscribed_at) VALUES (?, ?) ON CONFLICT(email) DO UPDATE SET subscribed_at = excluded.subscribed_at, unsubscribed_at = NULL',
    ).run(email, clock.ms());
    // The welcome mail carries the unsubscribe link; the sandbox "sends" it to its outbox.
    deliverCode(db, clock.ms(), core.options.logCodes, req.log, 'newsletter-unsubscribe', email, `/newsletter/unsubscribe?email=${encodeURIComponent(email)}&token=${unsubscribeToken(db, email)}`);
    return { message: M.subscribed };
  });
  publicRoute(my, api.support.newsUnsubscribe, ({ params, body }) => {
    const email = String(params.email ?? '').trim().toLowerCase();
    if (!email || !sameToken(body.token, unsubscribeToken(db, email))) throw refused(M.badUnsubscribeLink);
    db.prepare('UPDATE newsletter_subscribers SET unsubscribed_at = ? WHERE email = ? AND unsubscribed_at IS NULL').run(clock.ms(), email);
    return { message: M.unsubscribed };
  });
  publicRoute(my, api.support.websiteAlarmList, () => {
    const now = clock.ms();
    const rows = db.prepare('SELECT * FROM website_alarms WHERE starts_at <= ? AND (ends_at IS NULL OR ends_at > ?) ORDER BY starts_at DESC').all(now, now) as Array<{
      id: number;
      kind: WebsiteAlarm['kind'];
      title: string;
      text: string;
      starts_at: number;
    }>;
    return rows.map((r) => ({ id: r.id, kind: r.kind, title: r.title, text: r.text, startsAt: new Date(r.starts_at).toISOString() }));
  });
}
