import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { api, ATTACHMENT_LIMITS, createIssueItemSchema, createIssueSchema, ISSUE_STATES, type Endpoint, type Issue, type IssueItem, type IssueState, type RelatedService } from '@portal/contracts';
import type { AuthUser } from '../auth/tokens';
import { getUser } from '../auth/users';
import type { SandboxCore } from '../core';
import type { Db } from '../db/open';
import { loadProject, parseId } from '../engine/scope';
import { addError, HttpError, invalid, notFound, refused, type FieldErrors } from '../http/errors';
import { readBody } from '../http/input';
import { requireUser, route } from '../http/route';
import { messages } from '../messages';
import { attachmentsDir, checkFiles, contentDisposition, KIND_MIME, parseMultipart, readAttachment, storeAttachment, type MultipartBody } from '../resources/support-files';
import { registerSupportPublicRoutes } from './support-public';

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
  state: IssueState;
  related_project_id: number | null;
  related_kind: string | null;
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
  text: string;
  created_at: number;
}
interface AttachmentRow {
  id: number;
  item_id: number;
  file_name: string;
  kind: IssueItem['attachments'][number]['kind'];
  size: number;
  stored_name: string;
}

/** The ticket number customers quote. */
export const issueNumber = (id: number) => 1000 + id;
const iso = (ms: number) => new Date(ms).toISOString();

const ISSUE_SELECT = `SELECT i.*, s.name AS subject_name, b.name AS business_unit_name
  FROM issues i JOIN issue_subjects s ON s.id = i.subject_id JOIN business_units b ON b.id = i.business_unit_id`;

export function toIssue(r: IssueRow): Issue {
  return {
    id: r.id,
    number: issueNumber(r.id),
    subjectId: r.subject_id,
    subjectName: r.subject_name,
    businessUnitId: r.business_unit_id,
    businessUnitName: r.business_unit_name,
    priority: r.priority as Issue['priority'],
    state: r.state,
    relatedService:
      r.related_kind && r.related_id != null && r.related_project_id != null
        ? { projectId: r.related_project_id, kind: r.related_kind, id: r.related_id, name: r.related_name ?? '' }
        : null,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    unread: r.unread === 1,
  };
}

function loadIssue(db: Db, user: AuthUser, raw: unknown): IssueRow {
  const id = parseId(raw);
  const row = id ? (db.prepare(`${ISSUE_SELECT} WHERE i.id = ?`).get(id) as IssueRow | undefined) : undefined;
  if (!row || row.customer_id !== user.customerId) throw notFound(M.issueNotFound);
  return row;
}

function itemsOf(db: Db, issueId: number): IssueItem[] {
  const items = db.prepare('SELECT * FROM issue_items WHERE issue_id = ? ORDER BY created_at, id').all(issueId) as ItemRow[];
  const files = db
    .prepare('SELECT a.* FROM issue_attachments a JOIN issue_items t ON t.id = a.item_id WHERE t.issue_id = ? ORDER BY a.id')
    .all(issueId) as AttachmentRow[];
  return items.map((r) => ({
    id: r.id,
    issueId: r.issue_id,
    author: r.author,
    authorName: r.author_name,
    text: r.text,
    createdAt: iso(r.created_at),
    attachments: files.filter((f) => f.item_id === r.id).map((f) => ({ id: f.id, fileName: f.file_name, kind: f.kind, size: f.size })),
  }));
}

/** The customer's top-level resources a ticket can be about (servers, disks, storage, ...). */
/** The column a resource is known by: its name, or (a web host, a domain) its domain. */
const NAME_COLUMNS = ['name', 'domain'];
const nameColumn = (core: SandboxCore, table: string) => {
  const columns = (core.db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>).map((c) => c.name);
  return NAME_COLUMNS.find((c) => columns.includes(c));
};

function relatedServices(core: SandboxCore, projectId: number): RelatedService[] {
  const out: RelatedService[] = [];
  for (const def of core.resources) {
    const column = def.parent || !messages.resourceNames[def.kind] ? undefined : nameColumn(core, def.table);
    if (!column) continue;
    const rows = core.db.prepare(`SELECT id, ${column} AS name FROM ${def.table} WHERE project_id = ? ORDER BY id`).all(projectId) as Array<{ id: number; name: string }>;
    for (const r of rows) out.push({ projectId, kind: def.kind, id: r.id, name: `${messages.resourceNames[def.kind]} – ${r.name}` });
  }
  return out;
}

/** `<projectId>:<kind>:<id>` → the service, when it is the customer's; else a field error. */
function readRelated(core: SandboxCore, user: AuthUser, raw: string | null, errors: FieldErrors): RelatedService | null {
  if (!raw) return null;
  const [p, kind, id] = raw.split(':');
  try {
    const project = loadProject(core.db, user.customerId, p);
    const found = relatedServices(core, project.id).find((s) => s.kind === kind && String(s.id) === id);
    if (found) return found;
  } catch {
    // another customer's project reads as not chosen
  }
  addError(errors, 'RelatedService', messages.notChosen('سرویس مرتبط'));
  return null;
}

const authorName = (db: Db, userId: number) => {
  const u = getUser(db, userId);
  return `${u.first_name} ${u.last_name}`.trim();
};

/** The text fields and files of a request (multipart, or JSON without files). */
function readUpload(req: FastifyRequest): MultipartBody {
  const body = req.body as unknown;
  if (body && typeof body === 'object' && 'files' in body && 'fields' in body) return body as MultipartBody;
  const fields: Record<string, string> = {};
  if (body && typeof body === 'object') for (const [k, v] of Object.entries(body)) if (v != null) fields[k] = String(v);
  return { fields, files: [] };
}

/**
 * What the simulated staff answer. A new ticket that names no related service and carries no file
 * gives them nothing to look at: they ask for it and the ticket waits for the customer. Any other
 * ticket, and the customer's reply to such a question, gets an answer.
 */
function staffAnswer(db: Db, issue: IssueRow): 'ask' | 'answer' {
  const staffSpoke = db.prepare("SELECT 1 FROM issue_items WHERE issue_id = ? AND author = 'staff'").get(issue.id);
  if (staffSpoke || issue.related_id != null) return 'answer';
  const files = db.prepare('SELECT 1 FROM issue_attachments a JOIN issue_items t ON t.id = a.item_id WHERE t.issue_id = ?').get(issue.id);
  return files ? 'answer' : 'ask';
}

/**
 * Delivers every staff reply that is due: a message on the ticket, the state answered (or waiting
 * for the customer when the staff asked for information), a notification for the bell.
 */
export function deliverStaffReplies(db: Db, nowMs: number): number {
  const due = db.prepare(`${ISSUE_SELECT} WHERE i.staff_reply_due_at IS NOT NULL AND i.staff_reply_due_at <= ?`).all(nowMs) as IssueRow[];
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
    const next = db.prepare('SELECT MIN(staff_reply_due_at) FROM issues WHERE staff_reply_due_at IS NOT NULL').pluck().get() as number | null;
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
      scope.route({ method: e.method, url: `/${e.path}`, bodyLimit: UPLOAD_LIMIT, handler: async (req, reply) => handler(requireUser(core, req), readUpload(req), req, reply) });

    upload(api.support.issueCreate, (user, { fields, files }) => {
      const { values, errors } = readBody(createIssueSchema, fields);
      if (values.subjectId != null && !db.prepare('SELECT 1 FROM issue_subjects WHERE id = ?').get(values.subjectId)) addError(errors, 'SubjectId', messages.notChosen('موضوع'));
      if (values.businessUnitId != null && !db.prepare('SELECT 1 FROM business_units WHERE id = ?').get(values.businessUnitId))
        addError(errors, 'BusinessUnitId', messages.notChosen('واحد مربوط'));
      const related = readRelated(core, user, (values.relatedService as string | null | undefined) ?? null, errors);
      const checked = checkFiles(files, errors);
      if (Object.keys(errors).length) throw invalid(errors);
      const now = clock.ms();
      const delay = staffReplyMs(core);
      const id = db.transaction(() => {
        const issueId = db
          .prepare(
            `INSERT INTO issues (customer_id, user_id, subject_id, business_unit_id, priority, state, related_project_id, related_kind, related_id, related_name, created_at, updated_at, customer_seen_at, staff_reply_due_at)
             VALUES (?, ?, ?, ?, ?, 'open', ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(user.customerId, user.userId, values.subjectId, values.businessUnitId, values.priority, related?.projectId ?? null, related?.kind ?? null, related?.id ?? null, related?.name ?? null, now, now, now, now + delay)
          .lastInsertRowid as number;
        const itemId = db
          .prepare("INSERT INTO issue_items (issue_id, author, author_name, text, created_at) VALUES (?, 'customer', ?, ?, ?)")
          .run(issueId, authorName(db, user.userId), values.message, now).lastInsertRowid as number;
        for (const f of checked) storeAttachment(db, itemId, f, now);
        return issueId;
      })();
      scheduleCheck(now + delay);
      if (delay === 0) deliverStaffReplies(db, now);
      return toIssue(loadIssue(db, user, id));
    });

    upload(api.support.itemCreate, (user, { fields, files }) => {
      const { values, errors } = readBody(createIssueItemSchema, fields);
      const issue = values.issueId != null ? loadIssue(db, user, values.issueId) : null;
      if (issue?.state === 'closed') throw refused(M.issueClosed);
      const checked = checkFiles(files, errors);
      if (Object.keys(errors).length || !issue) throw invalid(errors);
      const now = clock.ms();
      const itemId = db.transaction(() => {
        const id = db
          .prepare("INSERT INTO issue_items (issue_id, author, author_name, text, created_at) VALUES (?, 'customer', ?, ?, ?)")
          .run(issue.id, authorName(db, user.userId), values.message, now).lastInsertRowid as number;
        for (const f of checked) storeAttachment(db, id, f, now);
        // The answer to the staff's question moves the ticket back to open, and the staff answer it in turn.
        const followUp = issue.state === 'waitingCustomer' ? now + staffReplyMs(core) : issue.staff_reply_due_at;
        db.prepare("UPDATE issues SET state = 'open', updated_at = ?, customer_seen_at = ?, staff_reply_due_at = ? WHERE id = ?").run(now, now, followUp, issue.id);
        if (followUp != null) scheduleCheck(followUp);
        return id;
      })();
      return itemsOf(db, issue.id).find((i) => i.id === itemId)!;
    });
  });

  route(my, core, api.support.issueList, ({ user, query }) => {
    const state = ISSUE_STATES.includes(query.state as IssueState) ? (query.state as IssueState) : null;
    const search = typeof query.search === 'string' ? query.search.trim() : '';
    const rows = db.prepare(`${ISSUE_SELECT} WHERE i.customer_id = ? ORDER BY i.updated_at DESC, i.id DESC`).all(user.customerId) as IssueRow[];
    const digits = search.replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
    return rows
      .filter((r) => !state || r.state === state)
      .filter((r) => {
        if (!search) return true;
        if (/^\d+$/.test(digits) && String(issueNumber(r.id)).includes(digits)) return true;
        const text = `${r.subject_name} ${r.related_name ?? ''} ${r.business_unit_name}`;
        if (text.includes(search)) return true;
        return !!db.prepare("SELECT 1 FROM issue_items WHERE issue_id = ? AND instr(text, ?) > 0").get(r.id, search);
      })
      .map(toIssue);
  });
  route(my, core, api.support.issueShortList, ({ user }) =>
    (db.prepare(`${ISSUE_SELECT} WHERE i.customer_id = ? AND i.state != 'closed' ORDER BY i.updated_at DESC LIMIT 10`).all(user.customerId) as IssueRow[]).map(toIssue),
  );
  route(my, core, api.support.issueGet, ({ user, params }) => toIssue(loadIssue(db, user, params.id)));
  route(my, core, api.support.issueClose, ({ user, params }) => {
    const issue = loadIssue(db, user, params.id);
    if (issue.state === 'closed') throw refused(M.issueAlreadyClosed);
    db.prepare("UPDATE issues SET state = 'closed', updated_at = ?, staff_reply_due_at = NULL WHERE id = ?").run(clock.ms(), issue.id);
    return toIssue(loadIssue(db, user, issue.id));
  });
  route(my, core, api.support.relatedServices, ({ user, params }) => relatedServices(core, loadProject(db, user.customerId, params.projectId).id));
  route(my, core, api.support.itemList, ({ user, params }) => {
    const issue = loadIssue(db, user, params.issueId);
    // Opening the conversation reads it: the list's unread marker goes.
    db.prepare('UPDATE issues SET customer_seen_at = ?, unread = 0 WHERE id = ?').run(clock.ms(), issue.id);
    return itemsOf(db, issue.id);
  });
  route(my, core, api.support.itemDownload, ({ user, params, reply }) => {
    const id = parseId(params.id);
    const row = id
      ? (db
          .prepare('SELECT a.*, i.customer_id FROM issue_attachments a JOIN issue_items t ON t.id = a.item_id JOIN issues i ON i.id = t.issue_id WHERE a.id = ?')
          .get(id) as (AttachmentRow & { customer_id: number }) | undefined)
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
  const shortList = (table: string) => () => db.prepare(`SELECT id, name FROM ${table} ORDER BY sort`).all() as Array<{ id: number; name: string }>;
  route(my, core, api.support.subjectShortList, shortList('issue_subjects'));
  route(my, core, api.support.subjectList, shortList('issue_subjects'));
  route(my, core, api.support.businessUnitList, shortList('business_units'));
  // Touch the folder once so a misconfigured data folder shows at start-up, not on the first upload.
  attachmentsDir(db);

  registerSupportPublicRoutes(my, core);
}
