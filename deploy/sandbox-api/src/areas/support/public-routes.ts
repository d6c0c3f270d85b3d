import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  api,
  contactUsSchema,
  createBlogCommentSchema,
  newsletterSchema,
  type BlogArticle,
  type BlogComment,
  type BlogHeaderArticle,
  type BlogRandomArticle,
  type BlogRow,
  type WebsiteAlarm,
} from '@portal/contracts';
import { consumeCaptcha } from '../../auth/captcha';
import { deliverCode } from '../../auth/outbox';
import type { SandboxCore } from '../../core';
import type { Db } from '../../db/open';
import { parseId } from '../../engine/scope';
import { addError, invalid, notFound, refused, tooMany } from '../../http/errors';
import { readBody, requireBody } from '../../http/input';
import { publicRoute } from '../../http/route';
import { messages } from '../../messages';
import { selectAll, selectOne, selectValue, selectValues } from '../../db/query';

// The public site (no sign-in): blog, comments (kept for moderation), contact us (with captcha),
// the newsletter with signed unsubscribe links, and the site alarms.

const M = messages.support;

interface ArticleRow {
  id: number;
  link: string;
  title: string;
  summary: string;
  content: string;
  author: string;
  image_link: string | null;
  tags: string;
  view_count: number;
  love_count: number;
  is_header: number;
  published_at: number;
}
const tagsOf = (r: ArticleRow): string[] => {
  try {
    const tags = JSON.parse(r.tags) as unknown;
    return Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
};
const header = (r: ArticleRow): Required<BlogHeaderArticle> => ({
  imageLink: r.image_link,
  author: r.author,
  title: r.title,
  subtitle: r.summary,
  createDate: new Date(r.published_at).toISOString(),
  webBolgTags: tagsOf(r),
});
const row = (r: ArticleRow): Required<BlogRow> => ({ link: r.link, ...header(r) });
const random = (r: ArticleRow): Required<BlogRandomArticle> => {
  const { webBolgTags: _tags, ...rest } = row(r);
  return rest;
};
const article = (r: ArticleRow): Required<BlogArticle> => ({ id: r.id, ...row(r), text: r.content, viewCount: r.view_count, loveCount: r.love_count });

/** Posts a visitor may make per address within the window: comments and contact messages. */
export const PUBLIC_POST_LIMITS = { comment: 5, contact: 3, newsletter: 5 } as const;
export const PUBLIC_POST_WINDOW_MS = 10 * 60_000;

/** Counts a post from `ip`, or answers 429 when the address used up its posts of that kind. */
export function assertPostAllowed(db: Db, kind: keyof typeof PUBLIC_POST_LIMITS, ip: string, nowMs: number): void {
  const since = nowMs - PUBLIC_POST_WINDOW_MS;
  db.prepare('DELETE FROM public_posts WHERE at <= ?').run(since);
  const times = selectValues<number>(db, 'SELECT at FROM public_posts WHERE kind = ? AND ip = ? ORDER BY at', kind, ip);
  const max = PUBLIC_POST_LIMITS[kind];
  if (times.length >= max) {
    const wait = times[times.length - max]! + PUBLIC_POST_WINDOW_MS - nowMs;
    throw tooMany(M.tooManyPosts(Math.max(1, Math.ceil(wait / 60_000))), wait / 1000);
  }
  db.prepare('INSERT INTO public_posts (kind, ip, at) VALUES (?, ?, ?)').run(kind, ip, nowMs);
}

/** The signature an unsubscribe link carries: HMAC of the address under the database's own key. */
export function unsubscribeToken(db: Db, email: string): string {
  const key = selectValue<string>(db, "SELECT value FROM support_secrets WHERE name = 'newsletter'")!;
  return createHmac('sha256', key).update(email.trim().toLowerCase()).digest('base64url');
}
const sameToken = (given: unknown, expected: string) =>
  typeof given === 'string' && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

export function registerSupportPublicRoutes(my: FastifyInstance, core: SandboxCore): void {
  const { db, clock } = core;
  const byLink = (link: string) => selectOne<ArticleRow>(db, 'SELECT * FROM blog_articles WHERE link = ? AND published_at <= ?', link, clock.ms());

  const published = (where = '', order = 'published_at DESC, id DESC', ...args: unknown[]) =>
    selectAll<ArticleRow>(db, `SELECT * FROM blog_articles WHERE published_at <= ? ${where} ORDER BY ${order}`, clock.ms(), ...args);

  // The provider's list is one array, newest first; the portal pages it.
  publicRoute(my, api.support.blogList, () => published().map(row));
  publicRoute(my, api.support.blogHeader, () => published('AND is_header = 1').slice(0, 3).map(header));
  publicRoute(my, api.support.blogGet, ({ params }) => {
    const found = byLink(params.link);
    if (!found) throw notFound(M.articleNotFound);
    db.prepare('UPDATE blog_articles SET view_count = view_count + 1 WHERE id = ?').run(found.id);
    return article({ ...found, view_count: found.view_count + 1 });
  });
  publicRoute(my, api.support.blogRandom, ({ params }) => {
    const found = byLink(params.link);
    if (!found) throw notFound(M.articleNotFound);
    return published('AND id != ?', 'random()', found.id).slice(0, 3).map(random);
  });
  publicRoute(my, api.support.commentList, ({ params }) => {
    const id = parseId(params.id);
    if (!id || !db.prepare('SELECT 1 FROM blog_articles WHERE id = ?').get(id)) throw notFound(M.articleNotFound);
    const rows = selectAll<{
      id: number;
      parent_id: number | null;
      name: string;
      text: string;
      created_at: number;
    }>(db, 'SELECT * FROM blog_comments WHERE article_id = ? AND approved = 1 ORDER BY created_at, id', id);
    return rows.map((r): BlogComment => ({ id: r.id, parentId: r.parent_id, name: r.name, content: r.text, createDate: new Date(r.created_at).toISOString() }));
  });
  publicRoute(my, api.support.commentCreate, ({ body, req }) => {
    const { values, errors } = readBody(createBlogCommentSchema, body);
    const articleId = values.websiteBlogId as number | null | undefined;
    if (articleId != null && !db.prepare('SELECT 1 FROM blog_articles WHERE id = ? AND published_at <= ?').get(articleId, clock.ms()))
      throw notFound(M.articleNotFound);
    // A reply answers a shown (approved) comment of the same article.
    if (
      values.parentId != null &&
      !db.prepare('SELECT 1 FROM blog_comments WHERE id = ? AND article_id = ? AND approved = 1').get(values.parentId, articleId ?? 0)
    )
      addError(errors, 'ParentId', M.parentNotFound);
    if (Object.keys(errors).length) throw invalid(errors);
    assertPostAllowed(db, 'comment', req.ip, clock.ms());
    db.prepare('INSERT INTO blog_comments (article_id, parent_id, name, email, text, approved, ip, created_at) VALUES (?, ?, ?, ?, ?, 0, ?, ?)').run(
      articleId,
      values.parentId ?? null,
      values.name,
      values.email ?? null,
      values.content,
      req.ip,
      clock.ms(),
    );
    return { message: M.commentPending };
  });
  publicRoute(my, api.support.contactUsCreate, ({ body, req }) => {
    const { values, errors } = readBody(contactUsSchema, body);
    // The captcha is used up by every attempt, so it is checked (and spent) even when other fields fail.
    if (!errors.CaptchaCode && !consumeCaptcha(db, body.captchaKey, body.captchaCode, clock.ms())) addError(errors, 'CaptchaCode', messages.captchaWrong);
    if (Object.keys(errors).length) throw invalid(errors);
    assertPostAllowed(db, 'contact', req.ip, clock.ms());
    db.prepare('INSERT INTO contact_messages (name, contact, message, ip, created_at) VALUES (?, ?, ?, ?, ?)').run(
      `${values.firstName} ${values.lastName}`,
      values.email,
      values.content,
      req.ip,
      clock.ms(),
    );
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
    deliverCode(
      db,
      clock.ms(),
      core.options.logCodes,
      req.log,
      'newsletter-unsubscribe',
      email,
      `/newsletter/unsubscribe?email=${encodeURIComponent(email)}&token=${unsubscribeToken(db, email)}`,
    );
    return { message: M.subscribed };
  });
  publicRoute(my, api.support.newsUnsubscribe, ({ params, query }) => {
    const email = String(params.email ?? '')
      .trim()
      .toLowerCase();
    if (!email || !sameToken(query.token, unsubscribeToken(db, email))) throw refused(M.badUnsubscribeLink);
    db.prepare('UPDATE newsletter_subscribers SET unsubscribed_at = ? WHERE email = ? AND unsubscribed_at IS NULL').run(clock.ms(), email);
    return { message: M.unsubscribed };
  });
  publicRoute(my, api.support.websiteAlarmList, () => {
    const now = clock.ms();
    const rows = selectAll<{
      title: string;
      link: string | null;
    }>(db, 'SELECT * FROM website_alarms WHERE starts_at <= ? AND (ends_at IS NULL OR ends_at > ?) ORDER BY starts_at DESC', now, now);
    return rows.map((r): WebsiteAlarm => ({ subject: r.title, link: r.link }));
  });
}
