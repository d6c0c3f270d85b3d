import { wire, type Wire } from './wire';
import { defineSchema, emailSpec, type FieldSpec } from './rules';
import { firstNameSpec, lastNameSpec } from './auth';
import { ISSUE_PRIORITIES, PRODUCT_ID_LIST } from './vocabulary';

// Support on the provider's wire: tickets (issue), their thread (issue-item list: the ticket's
// fields and its messages, one file per message), the public blog, comments, contact us, the
// newsletter and the site alarms. A ticket names its product (the subjects are the product's
// and the unit's: issue-subject/short-list) and, optionally, the order it is about (the
// customer's orders of that product: financial/order/list). Ours (portal.yaml): closing a ticket,
// the contact form's captcha and the unsubscribe link's signature.

/** A row of `issue/list`: subject and unit by name, the status as text and as `issueStatusId`. */
export type IssueRow = Wire<'IssueListResponse'>;
export type IssueShortRow = Wire<'IssueShortListResponse'>;
/** `issue-item/list/{issueId}`: the ticket (`order` names the service it is about) and its messages. */
export type IssueThread = Wire<'IssueItemListResponse'>;
/** One message: `user`/`userId` its writer, `fileName`/`fileSize` its one attachment (downloaded by the message's id). */
export type IssueItem = Wire<'IssueItemModel'>;
export type IssueSubject = Wire<'IssueSubjectShortListResponse'>;
/** The body of `issue-subject/short-list`: the subjects of one product handled by one unit. */
export type IssueSubjectQuery = Wire<'IssueSubjectShortListModel'>;
export type BusinessUnit = Wire<'BusinessUnitListResponse'>;
export type CreateIssueRequest = Wire<'CreateIssueModel'>;
export type CreateIssueItemRequest = Wire<'CreateIssueItemModel'>;

/** The one file a ticket message carries (the provider's `attachment`): which kinds and how large (checked by content on the server). */
export const ATTACHMENT_LIMITS = { maxFiles: 1, maxBytes: 5 * 1024 * 1024 } as const;
export type AttachmentKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf' | 'text' | 'zip';
/** Extensions and MIME types the portal's file picker offers; the server decides by magic bytes. */
export const ATTACHMENT_ACCEPT =
  '.png,.jpg,.jpeg,.gif,.webp,.pdf,.txt,.log,.zip,image/png,image/jpeg,image/gif,image/webp,application/pdf,text/plain,application/zip';
/** The multipart field carrying the file: the provider's `attachment`. */
export const ATTACHMENT_FIELD = 'attachment';
/** The field a refusal of the file is reported under (the error catalogue's PascalCase). */
export const ATTACHMENT_ERROR = 'Attachment';

export const MESSAGE_MAX = 4000;
const contentSpec: FieldSpec = { error: 'Content', label: 'message', type: 'string', required: true, rules: [{ kind: 'length', min: 2, max: MESSAGE_MAX }] };

export const createIssueSchema = defineSchema<CreateIssueRequest>()({
  issueSubjectId: { error: 'IssueSubjectId', label: 'issueSubject', type: 'int', required: true },
  businessUnitId: { error: 'BusinessUnitId', label: 'businessUnit', type: 'int', required: true },
  issuePriorityId: { error: 'IssuePriorityId', label: 'priority', type: 'int', required: true, rules: [{ kind: 'oneOf', values: ISSUE_PRIORITIES }] },
  content: contentSpec,
  productId: { error: 'ProductId', label: 'product', type: 'int', required: true, rules: [{ kind: 'oneOf', values: PRODUCT_ID_LIST }] },
  orderId: { error: 'OrderId', label: 'order', type: 'int' },
});
export const createIssueItemSchema = defineSchema<CreateIssueItemRequest>()({
  issueId: { error: 'IssueId', label: 'message', type: 'int', required: true },
  content: contentSpec,
});

// Public pages.
/** A row of `website-blog/list` (a bare array: the portal pages it itself). */
export type BlogRow = Wire<'WebsiteBolgListResponse'>;
/** `website-blog/get/{link}`: the article's HTML in `text` (sanitised before rendering), its `id` for the comments. */
export type BlogArticle = Wire<'GetWebsiteBolgResponse'>;
/** `get-header-articles` names no link: the portal finds it in the list by title. */
export type BlogHeaderArticle = Wire<'GetWebsiteHeaderArticleResponse'>;
export type BlogRandomArticle = Wire<'GetWebsiteRandomArticleResponse'>;
export type BlogComment = Wire<'GetWebsiteBolgCommentResponse'>;
export type CreateBlogCommentRequest = Wire<'CreateWebsiteBolgCommentModel'>;
export type ContactUsRequest = Wire<'CreateContactUsCaptchaModel'>;
export type NewsletterRequest = Wire<'CreateNewsLetterModel'>;
/** A site alarm: its text and where it leads. */
export type WebsiteAlarm = Wire<'WebsiteAlarmListResponse'>;

const plainText = (error: string, label: FieldSpec['label'], min: number, max: number): FieldSpec => ({
  error,
  label,
  type: 'string',
  required: true,
  rules: [
    { kind: 'length', min, max },
    { kind: 'pattern', pattern: 'plainText' },
  ],
});
export const createBlogCommentSchema = defineSchema<CreateBlogCommentRequest>()({
  websiteBlogId: { error: 'WebsiteBlogId', label: 'comment', type: 'int', required: true },
  name: plainText('Name', 'name', 2, 60),
  email: { ...emailSpec, required: false },
  content: plainText('Content', 'comment', 3, 1000),
  parentId: { error: 'ParentId', label: 'comment', type: 'int', required: false },
});
export const contactUsSchema = defineSchema<ContactUsRequest>()({
  firstName: firstNameSpec,
  lastName: lastNameSpec,
  email: emailSpec,
  content: plainText('Content', 'message', 10, 2000),
  captchaCode: { error: 'CaptchaCode', label: 'captcha', type: 'string', required: true },
});
export const newsletterSchema = defineSchema<NewsletterRequest>()({ email: emailSpec });

/** Articles per page of the public blog (the provider's list is one array; the portal pages it). */
export const BLOG_PAGE_SIZE = 6;

export const support = {
  issueList: wire('GET', 'portal/issue/list'),
  issueShortList: wire('GET', 'portal/issue/short-list'),
  /** Multipart as the specification says (the document's model, files under `attachment`); answers nothing to read. */
  issueCreate: wire('POST', 'portal/issue/create'),
  issueClose: wire('PUT', 'portal/issue/close/:id'),
  itemList: wire('GET', 'portal/issue-item/list/:issueId'),
  itemCreate: wire('POST', 'portal/issue-item/create'),
  /** The file of a message, by the message's id. */
  itemDownload: wire('GET', 'portal/issue-item/download/:id'),
  /** The subjects of a product and a unit (`productId`, `businessUnitId` in the body). */
  subjectShortList: wire('POST', 'portal/issue-subject/short-list'),
  subjectList: wire('GET', 'portal/issue-subject/list'),
  businessUnitList: wire('GET', 'portal/business-unit/list'),
  websiteAlarmList: wire('GET', 'portal/website-alarm/list'),
  blogList: wire('GET', 'portal/website-blog/list'),
  blogGet: wire('GET', 'portal/website-blog/get/:link'),
  blogRandom: wire('GET', 'portal/website-blog/get-random-articles/:link'),
  blogHeader: wire('GET', 'portal/website-blog/get-header-articles'),
  /** The approved comments of an article, by the article's id. */
  commentList: wire('GET', 'portal/blog-comment/get/:id'),
  commentCreate: wire('POST', 'portal/blog-comment/create'),
  contactUsCreate: wire('POST', 'portal/contact-us/create'),
  newsCreate: wire('POST', 'portal/news/create'),
  /** `?token=` carries the signature of the mailed link (ours). */
  newsUnsubscribe: wire('PUT', 'portal/news/unsubscribe/:email'),
};
