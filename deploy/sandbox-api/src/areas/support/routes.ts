import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  api,
  ATTACHMENT_LIMITS,
  createIssueItemSchema,
  createIssueSchema,
  type AttachmentKind,
  type Endpoint,
  type IssueRow as IssueListRow,
  type IssueShortRow,
  type IssueThread,
} from '@portal/contracts';
import type { AuthUser } from '../../auth/tokens';
import { wireIssueStatus, wireIssueStatusId, type SandboxIssueState } from '../../engine/issue-status';
import { getUser } from '../../auth/users';
import type { SandboxCore } from '../../core';
import type { Db } from '../../db/open';
import { parseId } from '../../engine/scope';
import { addError, HttpError, invalid, notFound, refused, type FieldErrors } from '../../http/errors';
import { readBody } from '../../http/input';
import { requireUser, route } from '../../http/route';
import { messages } from '../../messages';
import { attachmentsDir, checkFiles, contentDisposition, KIND_MIME, parseMultipart, readAttachment, storeAttachment, type MultipartBody } from './files';
import { registerSupportPublicRoutes } from './public-routes';
import { type IdName, selectAll, selectOne, selectValue } from '../../db/query';

// Tickets (issues) and their messages (items) with attachments, for the signed-in customer; every
// ticket, message and file is the customer's own or answered 404. Staff is simulated: a reply
// arrives on a new ticket after `staffReplyMs` and rings the bell (a notification).

const M = messages.support;
/** Multipart bodies: five files of 5 MB and the text fields, whatever the server-wide limit. */
const UPLOAD_LIMIT = ATTACHMENT_LIMITS.maxFiles * ATTACHMENT_LIMITS.maxBytes + 1024 * 1024;

interface IssueRow {
  id: number;
  customer_id: number;
  user_id: number;
  subject_id: number;
  subject_name: string;
  business_unit_id: number;
  business_unit_name: string;
  priority: number;
  state: SandboxIssueState;
  product_id: number | null;
  order_id: number | null;
  /** The order's title (the thread's `order`); a ticket of before the orders named its resource in related_name. */
  order_name: string | null;
  related_id: number | null;
  related_name: string | null;
  created_at: number;
  updated_at: number;
  customer_seen_at: number;
  staff_reply_due_at: number | null;
  unread: number;
}
interface ItemRow {
  id: number;
  issue_id: number;
  author: 'customer' | 'staff';
  author_name: string;
  user_id: number | null;
  text: string;
  created_at: number;
  file_name: string | null;
  size: number | null;
}
interface AttachmentRow {
  id: number;
  item_id: number;
  file_name: string;
  kind: AttachmentKind;
  size: number;
  stored_name: string;
}

/** The number the bell's messages quote: the ticket's id, as the list shows it. */
export const issueNumber = (id: number) => id;
const iso = (ms: number) => new Date(ms).toISOString();
/** The simulated staff are no user of the sandbox: their messages name no user of the customer. */
export const STAFF_USER_ID = 0;

const ISSUE_SELECT = `SELECT i.*, s.name AS subject_name, b.name AS business_unit_name, o.title AS order_name
  FROM issues i JOIN issue_subjects s ON s.id = i.subject_id JOIN business_units b ON b.id = i.business_unit_id
  LEFT JOIN orders o ON o.id = i.order_id`;

export function toIssueRow(r: IssueRow): IssueListRow {
  return {
    id: r.id,
    issueSubject: r.subject_name,
    businessUnit: r.business_unit_name,
    ...wireIssueStatus(r.state),
    createDate: iso(r.created_at),
    modifyDate: iso(r.updated_at),
  };
}

function loadIssue(db: Db, user: AuthUser, raw: unknown): IssueRow {
  const id = parseId(raw);
  const row = id ? selectOne<IssueRow>(db, `${ISSUE_SELECT} WHERE i.id = ?`, id) : undefined;
  if (!row || row.customer_id !== user.customerId) throw notFound(M.issueNotFound);
  return row;
}

/** The ticket with its messages; a message's file is its first attachment (the provider's one `attachment`). */
function threadOf(db: Db, issue: IssueRow): IssueThread {
  const items = selectAll<ItemRow>(
    db,
    `SELECT t.*, (SELECT a.file_name FROM issue_attachments a WHERE a.item_id = t.id ORDER BY a.id LIMIT 1) AS file_name,
              (SELECT a.size FROM issue_attachments a WHERE a.item_id = t.id ORDER BY a.id LIMIT 1) AS size
       FROM issue_items t WHERE t.issue_id = ? ORDER BY t.created_at, t.id`,
    issue.id,
  );
  return {
    issueId: issue.id,
    issueSubject: issue.subject_name,
    businessUnit: issue.business_unit_name,
    order: issue.order_name ?? issue.related_name,
    issueStatusId: wireIssueStatusId(issue.state),
    createDate: iso(issue.created_at),
    modifyDate: iso(issue.updated_at),
    issueItems: items.map((r) => ({
      id: r.id,
      issueDate: iso(r.created_at),
      content: r.text,
      user: r.author_name,
      userId: r.author === 'staff' ? STAFF_USER_ID : (r.user_id ?? STAFF_USER_ID),
      fileName: r.file_name,
      fileSize: r.size,
    })),
  };
}

/**
 * The subjects of a product handled by a unit: a subject without a product (or a unit) is offered
 * for every product (or unit); without a product (or unit) chosen, only those.
 */
function subjectsFor(db: Db, productId: number | null, unitId: number | null): IdName[] {
  return selectAll<IdName>(
    db,
    'SELECT id, name FROM issue_subjects WHERE (product_id IS NULL OR product_id = ?) AND (business_unit_id IS NULL OR business_unit_id = ?) ORDER BY sort, id',
    productId,
    unitId,
  );
}

/** The customer's order of that product, or a field error. */
function readOrder(db: Db, customerId: number, orderId: number | null | undefined, productId: number | null | undefined, errors: FieldErrors): number | null {
  if (orderId == null) return null;
  const found = db.prepare('SELECT 1 FROM orders WHERE id = ? AND customer_id = ? AND product_id = ?').get(orderId, customerId, productId ?? null);
  if (!found) addError(errors, 'OrderId', M.orderNotOfProduct);
  return found ? orderId : null;
}

const authorName = (db: Db, userId: number) => {
  const u = getUser(db, userId);
  return `${u.first_name} ${u.last_name}`.trim();
};

/** The text fields and files of a request (multipart, or JSON without files). */
function readUpload(req: FastifyRequest): MultipartBody {
  const body = req.body as unknown;
  if (String(req.headers['content-type'] ?? '').startsWith('multipart/form-data')) return body as MultipartBody;
  const fields: Record<string, string> = {};
  if (body && typeof body === 'object')
    for (const [k, v] of Object.entries(body)) if (v != null && k !== 'attachment') fields[k] = typeof v === 'object' ? JSON.stringify(v) : String(v);
  // A file travels only in a multipart body: a JSON `attachment` holding anything is refused, never dropped.
  const attachment = body && typeof body === 'object' ? (body as Record<string, unknown>).attachment : null;
  return { fields, files: [], jsonAttachment: attachment != null && attachment !== '' };
}

/**
 * What the simulated staff answer. A new ticket that names no order and carries no file
 * gives them nothing to look at: they ask for it and the ticket waits for the customer. Any other
 * ticket, and the customer's reply to such a question, gets an answer.
 */
function staffAnswer(db: Db, issue: IssueRow): 'ask' | 'answer' {
  const staffSpoke = db.prepare("SELECT 1 FROM issue_items WHERE issue_id = ? AND author = 'staff'").get(issue.id);
  if (staffSpoke || issue.order_id != null || issue.related_id != null) return 'answer';
  const files = db.prepare('SELECT 1 FROM issue_attachments a JOIN issue_items t ON t.id = a.item_id WHERE t.issue_id = ?').get(issue.id);
  return files ? 'answer' : 'ask';
}

/**
 * Delivers every staff reply that is due: a message on the ticket, the state answered (or waiting
 * for the customer when the staff asked for information), a notification for the bell.
 */
export function deliverStaffReplies(db: Db, nowMs: number): number {
  const due = selectAll<IssueRow>(db, `${ISSUE_SELECT} WHERE i.staff_reply_due_at IS NOT NULL AND i.staff_reply_due_at <= ?`, nowMs);
  if (!due.length) return 0;
  db.transaction(() => {
    for (const issue of due) {
      const at = issue.staff_reply_due_at!;
      db.prepare('UPDATE issues SET staff_reply_due_at = NULL WHERE id = ?').run(issue.id);
      if (issue.state === 'closed') continue;
      const ask = staffAnswer(db, issue) === 'ask';
      const text = ask ? M.staffAsk(issue.subject_name) : M.staffReply(issue.subject_name);
      db.prepare("INSERT INTO issue_items (issue_id, author, author_name, text, created_at) VALUES (?, 'staff', ?, ?, ?)").run(issue.id, M.staffName, text, at);
      db.prepare('UPDATE issues SET state = ?, updated_at = ?, unread = 1 WHERE id = ?').run(ask ? 'waitingCustomer' : 'answered', at, issue.id);
      const number = issueNumber(issue.id);
      db.prepare('INSERT INTO notifications (user_id, subject, content, notification_at, is_seen) VALUES (?, ?, ?, ?, 0)').run(
        issue.user_id,
        ask ? M.askNotificationSubject : M.replyNotificationSubject,
        ask ? M.askNotification(number, issue.subject_name) : M.replyNotification(number, issue.subject_name),
        at,
      );
    }
  })();
  return due.length;
}

/** How long the simulated staff take to answer: SANDBOX_STAFF_REPLY_MS, else the provisioning delay (0 in tests). */
export const staffReplyMs = (core: SandboxCore) => {
  const env = Number(process.env.SANDBOX_STAFF_REPLY_MS);
  return Number.isFinite(env) && env >= 0 && process.env.SANDBOX_STAFF_REPLY_MS !== '' ? env : core.provisionMs;
};

type AnyEndpoint = Endpoint<any, any, any, any>;

export function registerSupportRoutes(my: FastifyInstance, core: SandboxCore): void {
  const { db, clock } = core;
  // Before every API request (the bell's poll included), so a due reply is there when asked for.
  let nextCheck = 0;
  my.addHook('onRequest', async () => {
    if (clock.ms() < nextCheck) return;
    deliverStaffReplies(db, clock.ms());
    const next = selectValue<number | null>(db, 'SELECT MIN(staff_reply_due_at) FROM issues WHERE staff_reply_due_at IS NOT NULL')!;
    nextCheck = next ?? Infinity;
  });
  const scheduleCheck = (atMs: number) => {
    nextCheck = Math.min(nextCheck, atMs);
  };

  my.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: UPLOAD_LIMIT }, (req, body, done) => {
      const parsed = parseMultipart(body as Buffer, String(req.headers['content-type'] ?? ''));
      if (!parsed) done(new HttpError(400, { message: M.badMultipart }), undefined);
      else done(null, parsed);
    });
    const upload = (e: AnyEndpoint, handler: (user: AuthUser, body: MultipartBody, req: FastifyRequest, reply: FastifyReply) => unknown) =>
      scope.route({
        method: e.method,
        url: `/${e.path}`,
        bodyLimit: UPLOAD_LIMIT,
        handler: async (req, reply) => handler(requireUser(core, req), readUpload(req), req, reply),
      });

    upload(api.support.issueCreate, (user, body) => {
      const { values, errors } = readBody(createIssueSchema, body.fields);
      // Ints of the schema (read as numbers), nullable in the provider's model.
      const productId = (values.productId as number | null | undefined) ?? null;
      const orderIdAsked = values.orderId as number | null | undefined;
      const unitId = (values.businessUnitId as number | null | undefined) ?? null;
      if (values.businessUnitId != null && !db.prepare('SELECT 1 FROM business_units WHERE id = ?').get(values.businessUnitId))
        addError(errors, 'BusinessUnitId', messages.notChosen('واحد مربوط'));
      // The subject must be one the short list offers for this product and unit.
      if (values.issueSubjectId != null) {
        if (!db.prepare('SELECT 1 FROM issue_subjects WHERE id = ?').get(values.issueSubjectId))
          addError(errors, 'IssueSubjectId', messages.notChosen('موضوع'));
        else if (!errors.ProductId && !errors.BusinessUnitId && !subjectsFor(db, productId, unitId).some((x) => x.id === values.issueSubjectId))
          addError(errors, 'IssueSubjectId', M.subjectNotOfProduct);
      }
      const orderId = errors.ProductId ? null : readOrder(db, user.customerId, orderIdAsked, productId, errors);
      const checked = checkFiles(body, errors);
      if (Object.keys(errors).length) throw invalid(errors);
      const now = clock.ms();
      const delay = staffReplyMs(core);
      db.transaction(() => {
        const issueId = db
          .prepare(
            `INSERT INTO issues (customer_id, user_id, subject_id, business_unit_id, priority, state, product_id, order_id, created_at, updated_at, customer_seen_at, staff_reply_due_at)
             VALUES (?, ?, ?, ?, ?, 'open', ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            user.customerId,
            user.userId,
            values.issueSubjectId,
            values.businessUnitId,
            values.issuePriorityId,
            productId,
            orderId,
            now,
            now,
            now,
            now + delay,
          ).lastInsertRowid as number;
        const itemId = db
          .prepare("INSERT INTO issue_items (issue_id, author, author_name, user_id, text, created_at) VALUES (?, 'customer', ?, ?, ?, ?)")
          .run(issueId, authorName(db, user.userId), user.userId, values.content, now).lastInsertRowid as number;
        for (const f of checked) storeAttachment(db, itemId, f, now);
      })();
      scheduleCheck(now + delay);
      if (delay === 0) deliverStaffReplies(db, now);
    });

    upload(api.support.itemCreate, (user, body) => {
      const { values, errors } = readBody(createIssueItemSchema, body.fields);
      const issue = values.issueId != null ? loadIssue(db, user, values.issueId) : null;
      if (issue?.state === 'closed') throw refused(M.issueClosed);
      const checked = checkFiles(body, errors);
      if (Object.keys(errors).length || !issue) throw invalid(errors);
      const now = clock.ms();
      db.transaction(() => {
        const id = db
          .prepare("INSERT INTO issue_items (issue_id, author, author_name, user_id, text, created_at) VALUES (?, 'customer', ?, ?, ?, ?)")
          .run(issue.id, authorName(db, user.userId), user.userId, values.content, now).lastInsertRowid as number;
        for (const f of checked) storeAttachment(db, id, f, now);
        // The answer to the staff's question moves the ticket back to open, and the staff answer it in turn.
        const followUp = issue.state === 'waitingCustomer' ? now + staffReplyMs(core) : issue.staff_reply_due_at;
        db.prepare("UPDATE issues SET state = 'open', updated_at = ?, customer_seen_at = ?, staff_reply_due_at = ? WHERE id = ?").run(
          now,
          now,
          followUp,
          issue.id,
        );
        if (followUp != null) scheduleCheck(followUp);
      })();
    });
  });

  const issuesOf = (customerId: number, where = '') =>
    selectAll<IssueRow>(db, `${ISSUE_SELECT} WHERE i.customer_id = ? ${where} ORDER BY i.updated_at DESC, i.id DESC`, customerId);
  route(my, core, api.support.issueList, ({ user }) => issuesOf(user.customerId).map(toIssueRow));
  route(my, core, api.support.issueShortList, ({ user }) =>
    issuesOf(user.customerId, "AND i.state != 'closed'")
      .slice(0, 10)
      .map((r): IssueShortRow => {
        const { id, issueSubject, issueStatus, createDate, modifyDate } = toIssueRow(r);
        return { id, issueSubject, issueStatus, createDate, modifyDate };
      }),
  );
  route(my, core, api.support.issueClose, ({ user, params }) => {
    const issue = loadIssue(db, user, params.id);
    if (issue.state === 'closed') throw refused(M.issueAlreadyClosed);
    db.prepare("UPDATE issues SET state = 'closed', updated_at = ?, staff_reply_due_at = NULL WHERE id = ?").run(clock.ms(), issue.id);
  });
  route(my, core, api.support.itemList, ({ user, params }) => {
    const issue = loadIssue(db, user, params.issueId);
    db.prepare('UPDATE issues SET customer_seen_at = ? WHERE id = ?').run(clock.ms(), issue.id);
    return threadOf(db, issue);
  });
  // The provider's message carries one file: it is downloaded by the message's id.
  route(my, core, api.support.itemDownload, ({ user, params, reply }) => {
    const id = parseId(params.id);
    const row = id
      ? selectOne<AttachmentRow & { customer_id: number }>(
          db,
          'SELECT a.*, i.customer_id FROM issue_attachments a JOIN issue_items t ON t.id = a.item_id JOIN issues i ON i.id = t.issue_id WHERE a.item_id = ? ORDER BY a.id LIMIT 1',
          id,
        )
      : undefined;
    if (!row || row.customer_id !== user.customerId) throw notFound(M.attachmentNotFound);
    const data = readAttachment(db, row.stored_name);
    if (!data) throw notFound(M.attachmentNotFound);
    return reply
      .header('Content-Type', KIND_MIME[row.kind])
      .header('Content-Disposition', contentDisposition(row.file_name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(data) as never;
  });
  const shortList = (table: string) => () => selectAll<IdName>(db, `SELECT id, name FROM ${table} ORDER BY sort`);
  // The subjects of the body's product and unit (see subjectsFor).
  route(my, core, api.support.subjectShortList, ({ body }) => {
    const query = (body ?? {}) as { productId?: unknown; businessUnitId?: unknown };
    return subjectsFor(db, parseId(query.productId), parseId(query.businessUnitId));
  });
  route(my, core, api.support.subjectList, shortList('issue_subjects'));
  route(my, core, api.support.businessUnitList, shortList('business_units'));
  // Touch the folder once so a misconfigured data folder shows at start-up, not on the first upload.
  attachmentsDir(db);

  registerSupportPublicRoutes(my, core);
}
