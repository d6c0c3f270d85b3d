import { ISSUE_PRIORITY, ISSUE_STATUS_WORDS, issueStatusId, PRODUCT } from '@portal/contracts';
import { peekCaptchaAnswer } from '../../auth/captcha';
import { addOrder } from '../billing/orders';
import { messages } from '../../messages';
import { harness, type Client, type Harness } from '../../test/harness';
import { unsubscribeToken } from './public-routes';

const M = messages.support;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n%%EOF\n', 'latin1');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0)]);

interface Part {
  name: string;
  value?: string;
  file?: { name: string; data: Buffer };
}
/** A multipart/form-data body as a browser sends it. */
function multipart(parts: Part[]): { body: Buffer; headers: Record<string, string> } {
  const boundary = '----sandboxTest7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (p.file) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"; filename="${p.file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
      chunks.push(p.file.data);
    } else chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}`));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
/** Subject 1 is the cloud server's technical one (product 101, the technical unit). */
const SUBJECT = 'مشکل فنی سرور ابری';
const fields = {
  productId: String(PRODUCT.vm),
  issueSubjectId: '1',
  businessUnitId: '1',
  issuePriorityId: String(ISSUE_PRIORITY.veryImportant),
  content: 'سرور پاسخ نمی‌دهد\nلطفاً بررسی کنید',
};
const ticket = (extra: Part[] = [], values: Record<string, string> = fields) =>
  multipart([...Object.entries(values).map(([name, value]) => ({ name, value })), ...extra]);
const file = (name: string, data: Buffer): Part => ({ name: 'attachment', file: { name, data } });
/** The provider's status id of a ticket state; a question from support leaves the ticket answered on the wire. */
const STATUS = { open: issueStatusId('open'), answered: issueStatusId('answered'), closed: issueStatusId('closed') } as const;

let h: Harness;
let demo: Client;
let other: Client;
beforeEach(async () => {
  h = harness();
  demo = h.api(await h.login());
  other = h.api(await h.login('other@example.com', 'Other@1234'));
});
afterEach(() => h.close());

async function create(parts: Part[] = [], values?: Record<string, string>, api: Client = demo) {
  const { body, headers } = ticket(parts, values);
  return api.post('portal/issue/create', body, headers);
}
/** The create answers nothing to read: the new ticket is the newest row of the list. */
const newest = async (api: Client = demo) => (await api.get('portal/issue/list')).json().sort((a: { id: number }, b: { id: number }) => b.id - a.id)[0];
const thread = async (id: number, api: Client = demo) => (await api.get(`portal/issue-item/list/${id}`)).json();
const customerIdOf = (email: string) => h.db.prepare('SELECT customer_id FROM users WHERE email = ?').pluck().get(email) as number;
const demoCustomerId = () => customerIdOf('demo@example.com');
/** An order of the customer's (the provider's financial/order/list rows): what a ticket may name. */
const order = (customerId: number, productId: number, title: string) => {
  // The order's product is a row of the catalogue (a no-op once the catalogue holds the product).
  h.db.prepare("INSERT OR IGNORE INTO products (id, kind, name) VALUES (?, 'storage', 'فضای ذخیره‌سازی ابری')").run(productId);
  return addOrder(h.db, { customerId, productId, title, state: 'completed', amount: 0, at: Date.now() });
};
const demoUserId = () => h.db.prepare("SELECT id FROM users WHERE email = 'demo@example.com'").pluck().get() as number;

describe('tickets', () => {
  it('creates a ticket with a screenshot; the staff reply arrives and rings the bell', async () => {
    const res = await create([file('screenshot.png', PNG)]);
    expect(res.statusCode).toBe(200);
    const issue = await newest();
    expect(issue).toEqual({
      id: issue.id,
      issueSubject: SUBJECT,
      businessUnit: 'پشتیبانی فنی',
      issueStatus: ISSUE_STATUS_WORDS[STATUS.answered],
      issueStatusId: STATUS.answered,
      createDate: expect.any(String),
      modifyDate: expect.any(String),
    });
    const t = await thread(issue.id);
    expect(t).toMatchObject({ issueId: issue.id, issueSubject: SUBJECT, businessUnit: 'پشتیبانی فنی', order: null, issueStatusId: STATUS.answered });
    expect(t.issueItems).toHaveLength(2);
    expect(t.issueItems[0]).toMatchObject({ content: fields.content, userId: demoUserId(), fileName: 'screenshot.png', fileSize: PNG.length });
    expect(t.issueItems[1]).toMatchObject({ user: M.staffName, userId: 0, fileName: null, fileSize: null });
    const bell = (await demo.get('portal/notification/short-list')).json();
    expect(bell[0].content).toBe(M.replyNotification(issue.id, SUBJECT));

    const dl = await demo.get(`portal/issue-item/download/${t.issueItems[0].id}`);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('image/png');
    expect(dl.headers['content-disposition']).toBe(`attachment; filename="screenshot.png"; filename*=UTF-8''screenshot.png`);
    expect(dl.rawPayload.equals(PNG)).toBe(true);
    // The staff's message has no file.
    expect((await demo.get(`portal/issue-item/download/${t.issueItems[1].id}`)).statusCode).toBe(404);
  });

  it('the staff reply waits for the configured delay', async () => {
    const slow = harness({ delays: { provisionMs: 60_000 } });
    try {
      const api = slow.api(await slow.login());
      const { body, headers } = ticket([file('screenshot.png', PNG)]);
      expect((await api.post('portal/issue/create', body, headers)).statusCode).toBe(200);
      const issue = await newest(api);
      expect(issue.issueStatusId).toBe(STATUS.open);
      const before = (await api.get('portal/notification/short-list')).json().length;
      slow.time.advance(61_000);
      // Any request delivers what is due: here the bell's own poll.
      expect((await api.get('portal/notification/short-list')).json().length).toBe(before + 1);
      expect((await thread(issue.id, api)).issueStatusId).toBe(STATUS.answered);
    } finally {
      await slow.close();
    }
  });

  it('refuses a file whose content is not an accepted kind, whatever its name', async () => {
    const before = (await demo.get('portal/issue/list')).json().length;
    const res = await create([file('photo.png', EXE)]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ Attachment: [M.fileWrongType('photo.png')] });
    expect((await demo.get('portal/issue/list')).json()).toHaveLength(before);
  });

  it('refuses a file over 5 MB, a second file, and a file named in a JSON body', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    const res = await create([file('big.pdf', big)]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ Attachment: [M.fileTooLarge('big.pdf', 5)] });

    const two = await create([file('a.png', PNG), file('b.png', PNG)]);
    expect(two.statusCode).toBe(422);
    expect(two.json().errors).toEqual({ Attachment: [M.tooManyFiles(1)] });

    const json = await demo.post('portal/issue/create', {
      productId: PRODUCT.vm,
      issueSubjectId: 1,
      businessUnitId: 1,
      issuePriorityId: 2,
      content: 'متن تیکت',
      attachment: 'aGVsbG8=',
    });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toEqual({ Attachment: [M.attachmentNotMultipart] });
    // The provider's JSON body without a file is a ticket.
    expect(
      (
        await demo.post('portal/issue/create', {
          productId: PRODUCT.vm,
          issueSubjectId: 1,
          businessUnitId: 1,
          issuePriorityId: 2,
          content: 'متن تیکت',
          attachment: null,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses missing fields and unknown choices on their fields, all at once', async () => {
    const res = await create([], { productId: '', issueSubjectId: '99', businessUnitId: '', issuePriorityId: '7', content: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      ProductId: ['وارد کردن محصول الزامی است'],
      IssueSubjectId: [messages.notChosen('موضوع')],
      BusinessUnitId: ['وارد کردن واحد مربوط الزامی است'],
      IssuePriorityId: ['اولویت انتخاب‌شده معتبر نیست'],
      Content: ['وارد کردن متن پیام الزامی است'],
    });
  });

  it('keeps a safe file name and stores the file under a random name', async () => {
    await create([file('../../etc/pass%22wd<x>.txt', Buffer.from('hello\n'))]);
    const item = (await thread((await newest()).id)).issueItems[0];
    expect(item.fileName).toBe('pass_wd_x_.txt');
    const stored = h.db.prepare('SELECT stored_name FROM issue_attachments WHERE item_id = ?').pluck().get(item.id) as string;
    expect(stored).toMatch(/^[0-9a-f]{32}\.bin$/);
    await create([file('تصویر چسبانده\u200cشده ۱.png', PNG)]);
    expect((await thread((await newest()).id)).issueItems[0].fileName).toBe('تصویر چسبانده\u200cشده ۱.png');
  });

  it("another customer's ticket and attachment are 404", async () => {
    const seeded = (await demo.get('portal/issue/list')).json();
    const answered = seeded.find((i: { issueStatusId: number }) => i.issueStatusId === STATUS.answered);
    const first = (await thread(answered.id)).issueItems[0];
    expect(first.fileName).toBe('usage-report.txt');
    expect((await other.get(`portal/issue-item/list/${answered.id}`)).statusCode).toBe(404);
    const dl = await other.get(`portal/issue-item/download/${first.id}`);
    expect(dl.statusCode).toBe(404);
    expect(dl.json().message).toBe(M.attachmentNotFound);
    const { body, headers } = multipartReply(answered.id);
    expect((await other.post('portal/issue-item/create', body, headers)).statusCode).toBe(404);
    expect((await other.put(`portal/issue/close/${answered.id}`)).statusCode).toBe(404);
    expect((await other.get('portal/issue/list')).json().map((i: { id: number }) => i.id)).not.toContain(answered.id);
  });

  it('a ticket that names nothing to look at: the staff ask for it and it waits for the customer; the answer moves it back to open and the staff answer that', async () => {
    const slow = harness({ delays: { provisionMs: 60_000 } });
    try {
      const api = slow.api(await slow.login());
      const unseen = async () => (await api.get('portal/notification/short-list')).json();
      const { body, headers } = ticket();
      await api.post('portal/issue/create', body, headers);
      const issue = await newest(api);
      expect(issue.issueStatusId).toBe(STATUS.open);
      const before = (await unseen()).length;
      slow.time.advance(61_000);
      const asked = await unseen();
      expect(asked.length).toBe(before + 1);
      expect(asked[0]).toMatchObject({ subject: M.askNotificationSubject, content: M.askNotification(issue.id, SUBJECT) });
      const t = await thread(issue.id, api);
      expect(t.issueStatusId).toBe(STATUS.answered);
      expect(t.issueItems.map((i: { user: string; content: string }) => i.content)).toEqual([fields.content, M.staffAsk(SUBJECT)]);
      expect((await api.get('portal/issue/short-list')).json().find((i: { id: number }) => i.id === issue.id).issueStatus).toBe(
        ISSUE_STATUS_WORDS[STATUS.answered],
      );

      const reply = multipartReply(issue.id);
      expect((await api.post('portal/issue-item/create', reply.body, reply.headers)).statusCode).toBe(200);
      expect((await thread(issue.id, api)).issueStatusId).toBe(STATUS.open);

      slow.time.advance(61_000);
      expect((await unseen())[0]).toMatchObject({ subject: M.replyNotificationSubject, content: M.replyNotification(issue.id, SUBJECT) });
      const after = await thread(issue.id, api);
      expect(after.issueStatusId).toBe(STATUS.answered);
      expect(after.issueItems.map((i: { userId: number }) => i.userId === 0)).toEqual([false, true, false, true]);
      expect(after.issueItems[3].content).toBe(M.staffReply(SUBJECT));
    } finally {
      await slow.close();
    }
  });

  it('a ticket naming an order of its product is answered at once, with no question, and its thread names the order', async () => {
    const backups = { id: order(demoCustomerId(), PRODUCT.storage, 'فضای ذخیره‌سازی backups'), name: 'فضای ذخیره‌سازی backups' };
    // Subject 3 (raising a limit) is the technical unit's for every product.
    expect((await create([], { ...fields, productId: String(PRODUCT.storage), issueSubjectId: '3', orderId: String(backups.id) })).statusCode).toBe(200);
    const t = await thread((await newest()).id);
    expect(t.issueStatusId).toBe(STATUS.answered);
    expect(t.order).toBe(backups.name);
    expect(h.db.prepare('SELECT product_id, order_id FROM issues WHERE id = ?').get(t.issueId)).toEqual({ product_id: PRODUCT.storage, order_id: backups.id });
  });

  it('a reply reopens the ticket; a closed ticket refuses replies', async () => {
    await create([file('screenshot.png', PNG)]);
    const issue = await newest();
    expect(issue.issueStatusId).toBe(STATUS.answered);
    const reply = multipartReply(issue.id, [file('more.txt', Buffer.from('log line\n'))]);
    const item = await demo.post('portal/issue-item/create', reply.body, reply.headers);
    expect(item.statusCode).toBe(200);
    const t = await thread(issue.id);
    expect(t.issueItems.at(-1)).toMatchObject({ content: 'پاسخ من', fileName: 'more.txt' });
    expect(t.issueStatusId).toBe(STATUS.open);

    expect((await demo.put(`portal/issue/close/${issue.id}`)).statusCode).toBe(200);
    expect((await thread(issue.id)).issueStatusId).toBe(STATUS.closed);
    expect((await demo.get('portal/issue/short-list')).json().map((i: { id: number }) => i.id)).not.toContain(issue.id);
    const again = multipartReply(issue.id);
    const refused = await demo.post('portal/issue-item/create', again.body, again.headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errorMessage).toBe(M.issueClosed);
    expect((await demo.put(`portal/issue/close/${issue.id}`)).json().errorMessage).toBe(M.issueAlreadyClosed);
  });

  it('an order of another product or of another customer is refused on its field', async () => {
    const storage = order(demoCustomerId(), PRODUCT.storage, 'فضای ذخیره‌سازی backups');
    const wrongProduct = await create([], { ...fields, orderId: String(storage) });
    expect(wrongProduct.statusCode).toBe(422);
    expect(wrongProduct.json().errors).toEqual({ OrderId: [M.orderNotOfProduct] });
    const theirs = order(customerIdOf('other@example.com'), PRODUCT.storage, 'فضای ذخیره‌سازی other-bucket');
    const notMine = await create([], { ...fields, productId: String(PRODUCT.storage), issueSubjectId: '3', orderId: String(theirs) });
    expect(notMine.json().errors).toEqual({ OrderId: [M.orderNotOfProduct] });
  });

  it('serves the subjects of a product and a unit, and the unit list', async () => {
    const names = async (body: object) => (await demo.post('portal/issue-subject/short-list', body)).json().map((s: { name: string }) => s.name);
    const vmTech = await names({ productId: PRODUCT.vm, businessUnitId: 1 });
    expect(vmTech).toEqual([SUBJECT, 'افزایش سقف منابع', 'سرور روشن نمی‌شود یا در دسترس نیست', 'دسترسی به کنسول سرور', 'سایر موارد']);
    expect(await names({ productId: PRODUCT.dns, businessUnitId: 1 })).toEqual([
      'افزایش سقف منابع',
      'رکوردهای DNS اعمال نمی‌شوند',
      'تغییر NS دامنه',
      'سایر موارد',
    ]);
    expect(await names({ productId: PRODUCT.domain, businessUnitId: 2 })).toEqual(['مالی و صورت‌حساب', 'تمدید دامنه', 'سایر موارد']);
    // Without a product, a unit offers only its subjects of every product.
    expect(await names({ businessUnitId: 2 })).toEqual(['مالی و صورت‌حساب', 'سایر موارد']);
    expect(await names({})).toEqual(['سایر موارد']);
    const all = (await demo.get('portal/issue-subject/list')).json();
    expect(all[0]).toEqual({ id: 1, name: SUBJECT });
    expect(all.length).toBeGreaterThan(vmTech.length);
    expect((await demo.get('portal/business-unit/list')).json().map((b: { name: string }) => b.name)).toContain('واحد مالی');
    expect((await h.api().get('portal/issue/list')).statusCode).toBe(401);
  });

  it('refuses a subject the product and unit do not offer, and a priority outside 1–3', async () => {
    const dnsSubject = await create([], { ...fields, issueSubjectId: '9' });
    expect(dnsSubject.statusCode).toBe(422);
    expect(dnsSubject.json().errors).toEqual({ IssueSubjectId: [M.subjectNotOfProduct] });
    const financeUnit = await create([], { ...fields, businessUnitId: '2' });
    expect(financeUnit.json().errors).toEqual({ IssueSubjectId: [M.subjectNotOfProduct] });
    expect((await create([], { ...fields, issuePriorityId: '4' })).json().errors).toEqual({ IssuePriorityId: ['اولویت انتخاب‌شده معتبر نیست'] });
    expect((await create([], { ...fields, productId: '3' })).json().errors).toEqual({ ProductId: ['محصول انتخاب‌شده معتبر نیست'] });
    for (const priority of Object.values(ISSUE_PRIORITY)) expect((await create([], { ...fields, issuePriorityId: String(priority) })).statusCode).toBe(200);
    expect(h.db.prepare('SELECT priority FROM issues ORDER BY id DESC LIMIT 3').pluck().all()).toEqual([3, 2, 1]);
  });
});

function multipartReply(issueId: number, extra: Part[] = []) {
  return multipart([{ name: 'issueId', value: String(issueId) }, { name: 'content', value: 'پاسخ من' }, ...extra]);
}

describe('public pages', () => {
  const anon = () => h.api();

  it('serves the blog as one array, header articles, and approved comments with their replies', async () => {
    const list = (await anon().get('portal/website-blog/list')).json();
    expect(list).toHaveLength(8);
    expect(list[0]).toEqual({
      link: 'cloud-server-first-steps',
      imageLink: null,
      author: M.blogAuthor,
      title: 'نخستین گام‌ها با سرور ابری',
      subtitle: expect.any(String),
      createDate: expect.any(String),
      webBolgTags: ['سرور ابری', 'امنیت'],
    });
    const headers = (await anon().get('portal/website-blog/get-header-articles')).json();
    expect(headers.map((a: { title: string }) => a.title)).toEqual(list.slice(0, 3).map((a: { title: string }) => a.title));
    const article = (await anon().get('portal/website-blog/get/cloud-server-first-steps')).json();
    expect(article).toMatchObject({ title: 'نخستین گام‌ها با سرور ابری', link: 'cloud-server-first-steps', author: M.blogAuthor });
    expect((await anon().get('portal/website-blog/get/cloud-server-first-steps')).json().viewCount).toBe(article.viewCount + 1);
    const random = (await anon().get('portal/website-blog/get-random-articles/cloud-server-first-steps')).json();
    expect(random).toHaveLength(3);
    expect(random.map((a: { link: string }) => a.link)).not.toContain('cloud-server-first-steps');
    const comments = (await anon().get(`portal/blog-comment/get/${article.id}`)).json();
    expect(comments.map((c: { name: string }) => c.name)).toEqual(['مریم', 'علی', M.blogAuthor]);
    expect(comments[2].parentId).toBe(comments[1].id);
    expect((await anon().get('portal/website-blog/get/nope')).statusCode).toBe(404);
  });

  it('keeps a new comment (or reply) for moderation, refuses HTML and limits posts per address', async () => {
    const article = (await anon().get('portal/website-blog/get/cloud-server-first-steps')).json();
    const shown = (await anon().get(`portal/blog-comment/get/${article.id}`)).json();
    const ok = await anon().post('portal/blog-comment/create', {
      websiteBlogId: article.id,
      name: 'رضا',
      email: 'reza@example.com',
      content: 'مطلب مفیدی بود',
      parentId: shown[0].id,
    });
    expect(ok.json().message).toBe(M.commentPending);
    expect((await anon().get(`portal/blog-comment/get/${article.id}`)).json()).toHaveLength(shown.length);
    const html = await anon().post('portal/blog-comment/create', { websiteBlogId: article.id, name: 'رضا', content: '<script>alert(1)</script>' });
    expect(html.statusCode).toBe(422);
    expect(html.json().errors).toEqual({ Content: ['متن نمی‌تواند شامل کد HTML (نویسه‌های < و >) باشد'] });
    const orphan = await anon().post('portal/blog-comment/create', { websiteBlogId: article.id, name: 'رضا', content: 'پاسخ به هیچ', parentId: 99999 });
    expect(orphan.json().errors).toEqual({ ParentId: [M.parentNotFound] });
    for (let i = 0; i < 4; i++)
      expect((await anon().post('portal/blog-comment/create', { websiteBlogId: article.id, name: 'رضا', content: `دیدگاه ${i}` })).statusCode).toBe(200);
    const limited = await anon().post('portal/blog-comment/create', { websiteBlogId: article.id, name: 'رضا', content: 'یکی دیگر' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorMessage).toBe(M.tooManyPosts(10));
  });

  it('contact us needs the right captcha', async () => {
    const captcha = (await anon().get('auth/captcha')).json();
    const body = { firstName: 'نگار', lastName: 'احمدی', email: 'negar@example.com', content: 'درباره سرور اختصاصی پرسش دارم', captchaKey: captcha.captchaKey };
    const wrong = await anon().post('portal/contact-us/create', { ...body, captchaCode: '00000x' });
    expect(wrong.json().errors).toEqual({ CaptchaCode: [messages.captchaWrong] });
    const fresh = (await anon().get('auth/captcha')).json();
    const ok = await anon().post('portal/contact-us/create', { ...body, captchaKey: fresh.captchaKey, captchaCode: peekCaptchaAnswer(h.db, fresh.captchaKey) });
    expect(ok.json().message).toBe(M.contactSent);
    expect(h.db.prepare('SELECT name, contact FROM contact_messages').get()).toEqual({ name: 'نگار احمدی', contact: 'negar@example.com' });
    const bad = await anon().post('portal/contact-us/create', {
      firstName: '',
      lastName: 'x',
      email: 'not an address',
      content: '<b>کوتاه</b>',
      captchaKey: 'x',
      captchaCode: '1',
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['CaptchaCode', 'Content', 'Email', 'FirstName', 'LastName']);
  });

  it('unsubscribes only with the signed token of that address', async () => {
    expect((await anon().post('portal/news/create', { email: 'reader@example.com' })).json().message).toBe(M.subscribed);
    const sent = h.db.prepare("SELECT code FROM outbox WHERE kind = 'newsletter-unsubscribe' AND recipient = 'reader@example.com'").pluck().get() as string;
    const token = new URL(sent, 'http://x').searchParams.get('token')!;
    expect(token).toBe(unsubscribeToken(h.db, 'reader@example.com'));
    for (const bad of ['', '?token=guess', `?token=${unsubscribeToken(h.db, 'someone@example.com')}`]) {
      const res = await anon().put(`portal/news/unsubscribe/reader@example.com${bad}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errorMessage).toBe(M.badUnsubscribeLink);
    }
    expect(h.db.prepare("SELECT unsubscribed_at FROM newsletter_subscribers WHERE email = 'reader@example.com'").pluck().get()).toBeNull();
    expect((await anon().put(`portal/news/unsubscribe/reader@example.com?token=${token}`)).json().message).toBe(M.unsubscribed);
    expect(h.db.prepare("SELECT unsubscribed_at FROM newsletter_subscribers WHERE email = 'reader@example.com'").pluck().get()).not.toBeNull();
  });

  it('lists the active site alarms: a subject and where it leads', async () => {
    const alarms = (await anon().get('portal/website-alarm/list')).json();
    expect(alarms).toEqual([{ subject: expect.stringContaining('مرکز داده تبریز'), link: '/blog/datacenter-tabriz' }]);
  });
});
