import { peekCaptchaAnswer } from '../auth/captcha';
import { messages } from '../messages';
import { harness, type Client, type Harness } from '../test/harness';
import { unsubscribeToken } from './support-public';

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
const fields = { subjectId: '1', businessUnitId: '1', priority: '2', message: 'سرور پاسخ نمی‌دهد\nلطفاً بررسی کنید' };
const ticket = (extra: Part[] = [], values: Record<string, string> = fields) =>
  multipart([...Object.entries(values).map(([name, value]) => ({ name, value })), ...extra]);
const file = (name: string, data: Buffer): Part => ({ name: 'Files', file: { name, data } });

let h: Harness;
let demo: Client;
let other: Client;
beforeEach(async () => {
  h = harness();
  demo = h.api(await h.login());
  other = h.api(await h.login('other@example.com', 'Other@1234'));
});
afterEach(() => h.close());

async function create(parts: Part[] = [], values?: Record<string, string>) {
  const { body, headers } = ticket(parts, values);
  return demo.post('portal/issue/create', body, headers);
}

describe('tickets', () => {
  it('creates a ticket with a screenshot and a PDF; the staff reply arrives and rings the bell', async () => {
    const res = await create([file('screenshot.png', PNG), file('invoice.pdf', PDF)]);
    expect(res.statusCode).toBe(200);
    const issue = res.json();
    expect(issue).toMatchObject({ state: 'answered', subjectName: 'مشکل فنی سرویس', unread: true });
    const items = (await demo.get(`portal/issue-item/list/${issue.id}`)).json();
    expect(items).toHaveLength(2);
    expect(items[0].text).toBe(fields.message);
    expect(items[0].attachments.map((a: { fileName: string; kind: string }) => [a.fileName, a.kind])).toEqual([
      ['screenshot.png', 'png'],
      ['invoice.pdf', 'pdf'],
    ]);
    expect(items[1].author).toBe('staff');
    const bell = (await demo.get('portal/notification/short-list')).json();
    expect(bell[0].content).toBe(M.replyNotification(issue.number, 'مشکل فنی سرویس'));
    // Reading the conversation clears the unread marker.
    expect((await demo.get(`portal/issue/get/${issue.id}`)).json().unread).toBe(false);

    const dl = await demo.get(`portal/issue-item/download/${items[0].attachments[1].id}`);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['content-disposition']).toBe(`attachment; filename="invoice.pdf"; filename*=UTF-8''invoice.pdf`);
    expect(dl.rawPayload.equals(PDF)).toBe(true);
  });

  it('the staff reply waits for the configured delay', async () => {
    const slow = harness({ delays: { provisionMs: 60_000 } });
    try {
      const api = slow.api(await slow.login());
      const { body, headers } = ticket([file('screenshot.png', PNG)]);
      const issue = (await api.post('portal/issue/create', body, headers)).json();
      expect(issue.state).toBe('open');
      const before = (await api.get('portal/notification/short-list')).json().length;
      slow.time.advance(61_000);
      // Any request delivers what is due: here the bell's own poll.
      expect((await api.get('portal/notification/short-list')).json().length).toBe(before + 1);
      expect((await api.get(`portal/issue/get/${issue.id}`)).json().state).toBe('answered');
    } finally {
      await slow.close();
    }
  });

  it('refuses a file whose content is not an accepted kind, whatever its name', async () => {
    const res = await create([file('photo.png', EXE), file('ok.pdf', PDF)]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'Files[0]': [M.fileWrongType('photo.png')] });
  });

  it('refuses a file over 5 MB and more than five files', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    const res = await create([file('ok.png', PNG), file('big.pdf', big)]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'Files[1]': [M.fileTooLarge('big.pdf', 5)] });

    const six = await create(Array.from({ length: 6 }, (_, i) => file(`s${i}.png`, PNG)));
    expect(six.statusCode).toBe(422);
    expect(six.json().errors).toEqual({ Files: [M.tooManyFiles(5)] });
  });

  it('refuses missing fields and unknown choices on their fields, all at once', async () => {
    const res = await create([], { subjectId: '99', businessUnitId: '', priority: '7', message: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      SubjectId: [messages.notChosen('موضوع')],
      BusinessUnitId: ['وارد کردن واحد مربوط الزامی است'],
      Priority: ['اولویت انتخاب‌شده معتبر نیست'],
      Message: ['وارد کردن متن پیام الزامی است'],
    });
  });

  it('keeps a safe file name and stores the file under a random name', async () => {
    const res = await create([file('../../etc/pass%22wd<x>.txt', Buffer.from('hello\n'))]);
    const items = (await demo.get(`portal/issue-item/list/${res.json().id}`)).json();
    const a = items[0].attachments[0];
    expect(a.fileName).toBe('pass_wd_x_.txt');
    const stored = h.db.prepare('SELECT stored_name FROM issue_attachments WHERE id = ?').pluck().get(a.id) as string;
    expect(stored).toMatch(/^[0-9a-f]{32}\.bin$/);
    const persian = await create([file('تصویر چسبانده\u200cشده ۱.png', PNG)]);
    expect((await demo.get(`portal/issue-item/list/${persian.json().id}`)).json()[0].attachments[0].fileName).toBe('تصویر چسبانده\u200cشده ۱.png');
  });

  it("another customer's ticket and attachment are 404", async () => {
    const seeded = (await demo.get('portal/issue/list')).json();
    const answered = seeded.find((i: { state: string }) => i.state === 'answered');
    const items = (await demo.get(`portal/issue-item/list/${answered.id}`)).json();
    const attachment = items[0].attachments[0];
    expect(attachment.fileName).toBe('usage-report.txt');
    expect((await other.get(`portal/issue/get/${answered.id}`)).statusCode).toBe(404);
    expect((await other.get(`portal/issue-item/list/${answered.id}`)).statusCode).toBe(404);
    const dl = await other.get(`portal/issue-item/download/${attachment.id}`);
    expect(dl.statusCode).toBe(404);
    expect(dl.json().message).toBe(M.attachmentNotFound);
    const { body, headers } = multipartReply(answered.id);
    expect((await other.post('portal/issue-item/create', body, headers)).statusCode).toBe(404);
    expect((await other.put(`portal/issue/close/${answered.id}`)).statusCode).toBe(404);
  });

  it('a ticket that names nothing to look at: the staff ask for it and it waits for the customer; the answer moves it back to open and the staff answer that', async () => {
    const slow = harness({ delays: { provisionMs: 60_000 } });
    try {
      const api = slow.api(await slow.login());
      const unseen = async () => (await api.get('portal/notification/short-list')).json();
      const { body, headers } = ticket();
      const issue = (await api.post('portal/issue/create', body, headers)).json();
      expect(issue.state).toBe('open');
      const before = (await unseen()).length;
      slow.time.advance(61_000);
      const asked = await unseen();
      expect(asked.length).toBe(before + 1);
      expect(asked[0]).toMatchObject({ subject: M.askNotificationSubject, content: M.askNotification(issue.number, 'مشکل فنی سرویس') });
      expect((await api.get(`portal/issue/get/${issue.id}`)).json()).toMatchObject({ state: 'waitingCustomer' });
      expect((await api.get(`portal/issue-item/list/${issue.id}`)).json().map((i: { author: string; text: string }) => [i.author, i.text])).toEqual([
        ['customer', fields.message],
        ['staff', M.staffAsk('مشکل فنی سرویس')],
      ]);
      const waiting = (await api.get('portal/issue/list?state=waitingCustomer')).json().map((i: { id: number }) => i.id);
      expect(waiting).toContain(issue.id);

      const reply = multipartReply(issue.id);
      expect((await api.post('portal/issue-item/create', reply.body, reply.headers)).statusCode).toBe(200);
      expect((await api.get(`portal/issue/get/${issue.id}`)).json().state).toBe('open');
      expect((await api.get('portal/issue/list?state=waitingCustomer')).json().map((i: { id: number }) => i.id)).not.toContain(issue.id);

      slow.time.advance(61_000);
      expect((await unseen())[0]).toMatchObject({ subject: M.replyNotificationSubject, content: M.replyNotification(issue.number, 'مشکل فنی سرویس') });
      expect((await api.get(`portal/issue/get/${issue.id}`)).json().state).toBe('answered');
      const items = (await api.get(`portal/issue-item/list/${issue.id}`)).json();
      expect(items.map((i: { author: string }) => i.author)).toEqual(['customer', 'staff', 'customer', 'staff']);
      expect(items[3].text).toBe(M.staffReply('مشکل فنی سرویس'));
    } finally {
      await slow.close();
    }
  });

  it('a ticket naming a related service is answered at once, with no question', async () => {
    const project = h.db.prepare("SELECT id FROM projects WHERE name = 'پروژه اصلی'").pluck().get() as number;
    const backups = (await demo.get(`portal/issue/related-services/${project}`)).json().find((x: { name: string }) => x.name.includes('backups'));
    const res = await create([], { ...fields, relatedService: `${backups.projectId}:${backups.kind}:${backups.id}` });
    expect(res.json().state).toBe('answered');
  });

  it('a reply reopens the ticket; a closed ticket refuses replies', async () => {
    const issue = (await create([file('screenshot.png', PNG)])).json();
    expect(issue.state).toBe('answered');
    const reply = multipartReply(issue.id, [file('more.txt', Buffer.from('log line\n'))]);
    const item = await demo.post('portal/issue-item/create', reply.body, reply.headers);
    expect(item.statusCode).toBe(200);
    expect(item.json().attachments[0].fileName).toBe('more.txt');
    expect((await demo.get(`portal/issue/get/${issue.id}`)).json().state).toBe('open');

    const closed = await demo.put(`portal/issue/close/${issue.id}`);
    expect(closed.json().state).toBe('closed');
    const again = multipartReply(issue.id);
    const refused = await demo.post('portal/issue-item/create', again.body, again.headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errorMessage).toBe(M.issueClosed);
    expect((await demo.put(`portal/issue/close/${issue.id}`)).json().errorMessage).toBe(M.issueAlreadyClosed);
  });

  it('lists by state and search; related services are the customer’s own', async () => {
    expect((await demo.get('portal/issue/list?state=closed')).json().map((i: { state: string }) => i.state)).toEqual(['closed']);
    const found = (await demo.get(`portal/issue/list?search=${encodeURIComponent('سقف')}`)).json();
    expect(found.map((i: { subjectName: string }) => i.subjectName)).toEqual(['افزایش سقف منابع']);
    expect((await demo.get(`portal/issue/list?search=${found[0].number}`)).json()).toHaveLength(1);
    const project = h.db.prepare("SELECT id FROM projects WHERE name = 'پروژه اصلی'").pluck().get() as number;
    const services = (await demo.get(`portal/issue/related-services/${project}`)).json();
    expect(services.map((s: { name: string }) => s.name)).toContain('فضای ذخیره‌سازی ابری – backups');
    expect((await other.get(`portal/issue/related-services/${project}`)).statusCode).toBe(404);
    const otherRelated = await create([], { ...fields, relatedService: `${project}:storage-host:999` });
    expect(otherRelated.json().errors).toEqual({ RelatedService: [messages.notChosen('سرویس مرتبط')] });
    const s = services[0];
    expect((await create([], { ...fields, relatedService: `${s.projectId}:${s.kind}:${s.id}` })).json().relatedService).toEqual(s);
  });

  it('serves the subject and business unit short lists', async () => {
    expect((await demo.post('portal/issue-subject/short-list')).json()[0]).toEqual({ id: 1, name: 'مشکل فنی سرویس' });
    expect((await demo.get('portal/business-unit/list')).json().map((b: { name: string }) => b.name)).toContain('واحد مالی');
    expect((await h.api().get('portal/issue/list')).statusCode).toBe(401);
  });
});

function multipartReply(issueId: number, extra: Part[] = []) {
  return multipart([{ name: 'issueId', value: String(issueId) }, { name: 'message', value: 'پاسخ من' }, ...extra]);
}

describe('public pages', () => {
  const anon = () => h.api();

  it('serves the blog with paging, header articles and approved comments only', async () => {
    const page1 = (await anon().get('portal/website-blog/list')).json();
    expect(page1.total).toBe(8);
    expect(page1.items).toHaveLength(6);
    expect((await anon().get('portal/website-blog/list?pageNumber=2')).json().items).toHaveLength(2);
    expect((await anon().get('portal/website-blog/get-header-articles')).json()).toHaveLength(3);
    const article = (await anon().get('portal/website-blog/get/cloud-server-first-steps')).json();
    expect(article.title).toBe('نخستین گام‌ها با سرور ابری');
    expect((await anon().get('portal/website-blog/get-random-articles/cloud-server-first-steps')).json().map((a: { link: string }) => a.link)).not.toContain(
      'cloud-server-first-steps',
    );
    const comments = (await anon().get(`portal/blog-comment/get/${article.id}`)).json();
    expect(comments.map((c: { name: string }) => c.name)).toEqual(['مریم', 'علی']);
    expect((await anon().get('portal/website-blog/get/nope')).statusCode).toBe(404);
  });

  it('keeps a new comment for moderation, refuses HTML and limits posts per address', async () => {
    const article = (await anon().get('portal/website-blog/get/cloud-server-first-steps')).json();
    const ok = await anon().post('portal/blog-comment/create', { articleId: article.id, name: 'رضا', text: 'مطلب مفیدی بود' });
    expect(ok.json().message).toBe(M.commentPending);
    expect((await anon().get(`portal/blog-comment/get/${article.id}`)).json()).toHaveLength(2);
    const html = await anon().post('portal/blog-comment/create', { articleId: article.id, name: 'رضا', text: '<script>alert(1)</script>' });
    expect(html.statusCode).toBe(422);
    expect(html.json().errors).toEqual({ Text: ['متن نمی‌تواند شامل کد HTML (نویسه‌های < و >) باشد'] });
    for (let i = 0; i < 4; i++) expect((await anon().post('portal/blog-comment/create', { articleId: article.id, name: 'رضا', text: `دیدگاه ${i}` })).statusCode).toBe(200);
    const limited = await anon().post('portal/blog-comment/create', { articleId: article.id, name: 'رضا', text: 'یکی دیگر' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorMessage).toBe(M.tooManyPosts(10));
  });

  it('contact us needs the right captcha', async () => {
    const captcha = (await anon().get('auth/captcha')).json();
    const body = { name: 'نگار', contact: 'negar@example.com', message: 'درباره سرور اختصاصی پرسش دارم', captchaKey: captcha.captchaKey };
    const wrong = await anon().post('portal/contact-us/create', { ...body, captchaCode: '00000x' });
    expect(wrong.json().errors).toEqual({ CaptchaCode: [messages.captchaWrong] });
    const fresh = (await anon().get('auth/captcha')).json();
    const ok = await anon().post('portal/contact-us/create', { ...body, captchaKey: fresh.captchaKey, captchaCode: peekCaptchaAnswer(h.db, fresh.captchaKey) });
    expect(ok.json().message).toBe(M.contactSent);
    const bad = await anon().post('portal/contact-us/create', { name: '<b>x</b>', contact: 'not an address', message: 'کوتاه', captchaKey: 'x', captchaCode: '1' });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['CaptchaCode', 'Contact', 'Message', 'Name']);
  });

  it('unsubscribes only with the signed token of that address', async () => {
    expect((await anon().post('portal/news/create', { email: 'reader@example.com' })).json().message).toBe(M.subscribed);
    const sent = h.db.prepare("SELECT code FROM outbox WHERE kind = 'newsletter-unsubscribe' AND recipient = 'reader@example.com'").pluck().get() as string;
    const token = new URL(sent, 'http://x').searchParams.get('token')!;
    expect(token).toBe(unsubscribeToken(h.db, 'reader@example.com'));
    for (const bad of [{}, { token: 'guess' }, { token: unsubscribeToken(h.db, 'someone@example.com') }]) {
      const res = await anon().put('portal/news/unsubscribe/reader@example.com', bad);
      expect(res.statusCode).toBe(422);
      expect(res.json().errorMessage).toBe(M.badUnsubscribeLink);
    }
    expect(h.db.prepare("SELECT unsubscribed_at FROM newsletter_subscribers WHERE email = 'reader@example.com'").pluck().get()).toBeNull();
    expect((await anon().put('portal/news/unsubscribe/reader@example.com', { token })).json().message).toBe(M.unsubscribed);
  });

  it('lists the active site alarms', async () => {
    const alarms = (await anon().get('portal/website-alarm/list')).json();
    expect(alarms).toHaveLength(1);
    expect(alarms[0].kind).toBe('maintenance');
  });
});
