import { endpoint } from './endpoint';
import { wire, type Wire } from './wire';
import type { IsoDate } from './common';
import { defineSchema, emailSpec, type FieldSpec } from './rules';

// Support: tickets (issue, issue item) with attachments, and the public pages (blog, comments,
// contact us, newsletter) and site alarms (spec sections 2 and 7).

export type IssueState = 'open' | 'answered' | 'waitingCustomer' | 'closed';
export const ISSUE_STATES: readonly IssueState[] = ['open', 'answered', 'waitingCustomer', 'closed'];

export type IssuePriority = 1 | 2 | 3;
export const ISSUE_PRIORITIES: readonly IssuePriority[] = [1, 2, 3];

/** Attachments of one ticket message: how many, how large, which kinds (checked by content on the server). */
export const ATTACHMENT_LIMITS = { maxFiles: 5, maxBytes: 5 * 1024 * 1024 } as const;
export type AttachmentKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf' | 'text' | 'zip';
/** Extensions and MIME types the portal's file picker offers; the server decides by magic bytes. */
export const ATTACHMENT_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp,.pdf,.txt,.log,.zip,image/png,image/jpeg,image/gif,image/webp,application/pdf,text/plain,application/zip';
/** The multipart field carrying the files (repeated once per file). */
export const ATTACHMENT_FIELD = 'Files';

export interface IssueAttachment {
  id: number;
  fileName: string;
  kind: AttachmentKind;
  size: number;
}

/** The resource a ticket is about: any top-level resource of the customer's projects. */
export interface RelatedService {
  projectId: number;
  kind: string;
  id: number;
  name: string;
}

export interface Issue {
  id: number;
  /** What the customer quotes on the phone: a running number. */
  number: number;
  subjectId: number;
  subjectName: string;
  businessUnitId: number;
  businessUnitName: string;
  priority: IssuePriority;
  state: IssueState;
  relatedService: RelatedService | null;
  createdAt: IsoDate;
  updatedAt: IsoDate;
  /** A staff message arrived since the customer last opened the ticket. */
  unread: boolean;
}

export interface IssueItem {
  id: number;
  issueId: number;
  /** Who wrote it: the customer or support staff. */
  author: 'customer' | 'staff';
  authorName: string;
  /** Plain text; the portal keeps its line breaks and links, and never renders it as HTML. */
  text: string;
  createdAt: IsoDate;
  attachments: IssueAttachment[];
}

export interface IssueSubject {
  id: number;
  name: string;
}
export type BusinessUnit = Wire<'BusinessUnitListResponse'>;

export interface IssueListQuery {
  state?: IssueState;
  search?: string;
}

/** The text fields of `POST portal/issue/create` (multipart; files under `Files`). */
export interface CreateIssueRequest {
  subjectId: number;
  businessUnitId: number;
  priority: number;
  message: string;
  /** `<projectId>:<kind>:<id>` of a RelatedService, or empty. */
  relatedService?: string;
}
/** The text fields of `POST portal/issue-item/create` (multipart; files under `Files`). */
export interface CreateIssueItemRequest {
  issueId: number;
  message: string;
}

export const MESSAGE_MAX = 4000;
const messageSpec: FieldSpec = { error: 'Message', label: 'message', type: 'string', required: true, rules: [{ kind: 'length', min: 2, max: MESSAGE_MAX }] };

export const createIssueSchema = defineSchema<CreateIssueRequest>()({
  subjectId: { error: 'SubjectId', label: 'issueSubject', type: 'int', required: true },
  businessUnitId: { error: 'BusinessUnitId', label: 'businessUnit', type: 'int', required: true },
  priority: { error: 'Priority', label: 'priority', type: 'int', required: true, rules: [{ kind: 'oneOf', values: ISSUE_PRIORITIES }] },
  message: messageSpec,
  relatedService: { error: 'RelatedService', label: 'relatedService', type: 'string', rules: [{ kind: 'length', min: 1, max: 80 }] },
});
export const createIssueItemSchema = defineSchema<CreateIssueItemRequest>()({
  issueId: { error: 'IssueId', label: 'message', type: 'int', required: true },
  message: messageSpec,
});

// Public pages.
export interface BlogArticleSummary {
  id: number;
  link: string;
  title: string;
  summary: string;
  imageColor: string;
  publishedAt: IsoDate;
}
export interface BlogArticle extends BlogArticleSummary {
  /** Article HTML as the CMS stores it; the portal sanitises it before rendering. */
  content: string;
}
export interface BlogPage {
  items: BlogArticleSummary[];
  total: number;
  pageNumber: number;
  pageSize: number;
}
export interface BlogComment {
  id: number;
  articleId: number;
  name: string;
  text: string;
  createdAt: IsoDate;
}
export interface CreateBlogCommentRequest {
  articleId: number;
  name: string;
  text: string;
}
export interface ContactUsRequest {
  name: string;
  contact: string;
  message: string;
  captchaKey: string;
  captchaCode: string;
}
export interface NewsletterRequest {
  email: string;
}
export interface UnsubscribeRequest {
  token: string;
}
export interface WebsiteAlarm {
  id: number;
  kind: 'maintenance' | 'incident' | 'info';
  title: string;
  text: string;
  startsAt: IsoDate;
}

const plainName: FieldSpec = {
  error: 'Name',
  label: 'name',
  type: 'string',
  required: true,
  rules: [
    { kind: 'length', min: 2, max: 60 },
    { kind: 'pattern', pattern: 'plainText' },
  ],
};
export const createBlogCommentSchema = defineSchema<CreateBlogCommentRequest>()({
  articleId: { error: 'ArticleId', label: 'comment', type: 'int', required: true },
  name: plainName,
  text: {
    error: 'Text',
    label: 'comment',
    type: 'string',
    required: true,
    rules: [
      { kind: 'length', min: 3, max: 1000 },
      { kind: 'pattern', pattern: 'plainText' },
    ],
  },
});
export const contactUsSchema = defineSchema<ContactUsRequest>()({
  name: plainName,
  contact: { error: 'Contact', label: 'contactInfo', type: 'string', required: true, rules: [{ kind: 'pattern', pattern: 'emailOrPhone' }] },
  message: {
    error: 'Message',
    label: 'message',
    type: 'string',
    required: true,
    rules: [
      { kind: 'length', min: 10, max: 2000 },
      { kind: 'pattern', pattern: 'plainText' },
    ],
  },
  captchaCode: { error: 'CaptchaCode', label: 'captcha', type: 'string', required: true },
});
export const newsletterSchema = defineSchema<NewsletterRequest>()({ email: emailSpec });

export const BLOG_PAGE_SIZE = 6;

export const support = {
  issueList: endpoint<undefined, Issue[], IssueListQuery>()('GET', 'portal/issue/list'),
  issueShortList: endpoint<undefined, Issue[]>()('GET', 'portal/issue/short-list'),
  issueGet: endpoint<undefined, Issue>()('GET', 'portal/issue/get/:id'),
  issueCreate: endpoint<CreateIssueRequest, Issue>()('POST', 'portal/issue/create'),
  issueClose: endpoint<undefined, Issue>()('PUT', 'portal/issue/close/:id'),
  /** The customer's resources in a project, for the "related service" choice (the spec names no call for it). */
  relatedServices: endpoint<undefined, RelatedService[]>()('GET', 'portal/issue/related-services/:projectId'),
  itemList: endpoint<undefined, IssueItem[]>()('GET', 'portal/issue-item/list/:issueId'),
  itemCreate: endpoint<CreateIssueItemRequest, IssueItem>()('POST', 'portal/issue-item/create'),
  itemDownload: endpoint<undefined, Blob>()('GET', 'portal/issue-item/download/:id'),
  subjectShortList: endpoint<undefined, IssueSubject[]>()('POST', 'portal/issue-subject/short-list'),
  subjectList: endpoint<undefined, IssueSubject[]>()('GET', 'portal/issue-subject/list'),
  businessUnitList: wire('GET', 'portal/business-unit/list'),
  websiteAlarmList: endpoint<undefined, WebsiteAlarm[]>()('GET', 'portal/website-alarm/list'),
  blogList: endpoint<undefined, BlogPage, { pageNumber?: number }>()('GET', 'portal/website-blog/list'),
  blogGet: endpoint<undefined, BlogArticle>()('GET', 'portal/website-blog/get/:link'),
  blogRandom: endpoint<undefined, BlogArticleSummary[]>()('GET', 'portal/website-blog/get-random-articles/:link'),
  blogHeader: endpoint<undefined, BlogArticleSummary[]>()('GET', 'portal/website-blog/get-header-articles'),
  /** The approved comments of an article (by the article's id). */
  commentList: endpoint<undefined, BlogComment[]>()('GET', 'portal/blog-comment/get/:id'),
  commentCreate: endpoint<CreateBlogCommentRequest, { message: string }>()('POST', 'portal/blog-comment/create'),
  contactUsCreate: endpoint<ContactUsRequest, { message: string }>()('POST', 'portal/contact-us/create'),
  newsCreate: endpoint<NewsletterRequest, { message: string }>()('POST', 'portal/news/create'),
  newsUnsubscribe: endpoint<UnsubscribeRequest, { message: string }>()('PUT', 'portal/news/unsubscribe/:email'),
};
