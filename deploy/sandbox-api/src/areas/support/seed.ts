import { ISSUE_PRIORITY, PRODUCT, type IssuePriority } from '@portal/contracts';
import type { Db } from '../../db/open';
import { messages } from '../../messages';
import { storeAttachment } from './files';
import { selectOne } from '../../db/query';

// The support part of the demo: tickets of the demo customer (one answered, holding an
// attachment), the public blog with Persian articles and approved comments, and a site alarm.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Person {
  customerId: number;
  userId: number;
}

const ARTICLES: Array<{ link: string; title: string; summary: string; color: string; header?: boolean; tags?: string[]; body: string[] }> = [
  {
    link: 'cloud-server-first-steps',
    title: 'نخستین گام‌ها با سرور ابری',
    summary: 'از انتخاب سیستم‌عامل تا ورود امن با کلید SSH؛ راهنمای راه‌اندازی اولین سرور ابری.',
    color: '#1f6feb',
    header: true,
    tags: ['سرور ابری', 'امنیت'],
    body: [
      '<h2>انتخاب پلن مناسب</h2><p>پیش از ساخت سرور، نیاز پردازشی و حافظه برنامه خود را برآورد کنید. پلن‌های آماده برای بیشتر وب‌سایت‌ها کافی هستند و هر زمان می‌توانید پیکربندی را تغییر دهید.</p>',
      '<h2>ورود امن</h2><p>به جای رمز عبور از <strong>کلید SSH</strong> استفاده کنید. کلید عمومی را در بخش کلیدهای دسترسی اضافه کنید و هنگام ساخت سرور آن را برگزینید.</p>',
      '<ul><li>به‌روزرسانی منظم سیستم‌عامل</li><li>بستن درگاه‌های بی‌استفاده در دیواره آتش</li><li>گرفتن نسخه پشتیبان خودکار</li></ul>',
    ],
  },
  {
    link: 'object-storage-backups',
    title: 'پشتیبان‌گیری با فضای ذخیره‌سازی ابری',
    summary: 'چگونه نسخه‌های پشتیبان پایگاه داده را به شکل خودکار در فضای ذخیره‌سازی نگه داریم.',
    color: '#2da44e',
    header: true,
    tags: ['ذخیره‌سازی'],
    body: [
      '<p>فضای ذخیره‌سازی ابری با رابط سازگار با S3 جای مناسبی برای نگهداری نسخه‌های پشتیبان است.</p>',
      '<h2>یک زمان‌بندی ساده</h2><p>با یک اسکریپت کوچک و <code>cron</code> هر شب خروجی پایگاه داده را فشرده و بارگذاری کنید.</p>',
      // Content as a CMS may hold it: the portal must drop the script and the handler.
      '<p>نمونه: <a href="https://docs.example.com/storage" target="_blank">مستندات فضای ذخیره‌سازی</a></p><script>alert(1)</script><img src="x" onerror="alert(2)" alt="">',
    ],
  },
  {
    link: 'private-network-guide',
    title: 'شبکه خصوصی میان سرورها',
    summary: 'ترافیک پایگاه داده را از اینترنت جدا کنید: ساخت شبکه خصوصی و اتصال سرورها به آن.',
    color: '#8250df',
    header: true,
    body: [
      '<p>شبکه خصوصی ارتباط سرورهای یک پروژه را بدون عبور از اینترنت برقرار می‌کند.</p>',
      '<h2>محدوده نشانی</h2><p>یک محدوده خصوصی مانند <code>10.10.0.0/24</code> برگزینید که با شبکه دفتر شما هم‌پوشانی نداشته باشد.</p>',
    ],
  },
  {
    link: 'firewall-best-practices',
    title: 'قواعد دیواره آتش؛ کمتر، بهتر',
    summary: 'فقط درگاه‌هایی را باز کنید که لازم دارید؛ چند الگوی رایج برای وب‌سرورها.',
    color: '#bf3989',
    body: ['<p>برای یک وب‌سرور معمولاً درگاه‌های ۸۰ و ۴۴۳ برای همه و درگاه ۲۲ فقط برای نشانی دفتر کافی است.</p>'],
  },
  {
    link: 'snapshot-vs-backup',
    title: 'اسنپ‌شات یا نسخه پشتیبان؟',
    summary: 'تفاوت اسنپ‌شات و نسخه پشتیبان و زمان مناسب استفاده از هر کدام.',
    color: '#d1242f',
    body: ['<p>اسنپ‌شات تصویری سریع از دیسک در یک لحظه است؛ نسخه پشتیبان جدا از دیسک نگه داشته می‌شود و برای بازیابی پس از خرابی مناسب‌تر است.</p>'],
  },
  {
    link: 'billing-hourly',
    title: 'صورت‌حساب ساعتی چگونه محاسبه می‌شود؟',
    summary: 'هزینه سرویس‌ها ساعتی از کیف پول کسر می‌شود؛ با پیش‌بینی هزینه ماهانه آشنا شوید.',
    color: '#9a6700',
    body: ['<p>هر سرویس فعال در پایان هر ساعت کامل هزینه همان ساعت را از کیف پول کسر می‌کند.</p>'],
  },
  {
    link: 'two-factor-login',
    title: 'ورود دومرحله‌ای را فعال کنید',
    summary: 'با برنامه‌های احراز هویت، حساب کاربری خود را در برابر سرقت رمز عبور ایمن کنید.',
    color: '#0969da',
    body: ['<p>از بخش مدیریت حساب، ورود دومرحله‌ای را با یک برنامه احراز هویت فعال کنید.</p>'],
  },
  {
    link: 'datacenter-tabriz',
    title: 'مرکز داده تبریز راه‌اندازی شد',
    summary: 'سرورهای ابری اکنون در مرکز داده تبریز نیز در دسترس هستند.',
    color: '#1a7f37',
    body: ['<p>با راه‌اندازی مرکز داده تبریز، تأخیر شبکه برای کاربران شمال غرب کشور کاهش می‌یابد.</p>'],
  },
];

/** Called once from seedDemo, inside its transaction. */
export function seedSupport(db: Db, demo: Person, other: Person, now: number): void {
  const blogIds = ARTICLES.map(
    (a, i) =>
      db
        .prepare(
          'INSERT INTO blog_articles (link, title, summary, content, image_color, is_header, tags, author, view_count, published_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .run(
          a.link,
          a.title,
          a.summary,
          a.body.join(''),
          a.color,
          a.header ? 1 : 0,
          JSON.stringify(a.tags ?? []),
          messages.support.blogAuthor,
          40 - 4 * i,
          now - (i + 1) * 3 * DAY,
        ).lastInsertRowid as number,
  );
  const comment = db.prepare('INSERT INTO blog_comments (article_id, name, text, approved, ip, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  comment.run(blogIds[0], 'مریم', 'راهنمای خیلی خوبی بود، ممنون.', 1, '127.0.0.1', now - 2 * DAY);
  const asked = comment.run(blogIds[0], 'علی', 'لطفاً درباره نصب داکر هم بنویسید.', 1, '127.0.0.1', now - DAY).lastInsertRowid;
  db.prepare('INSERT INTO blog_comments (article_id, parent_id, name, text, approved, ip, created_at) VALUES (?, ?, ?, ?, 1, ?, ?)').run(
    blogIds[0],
    asked,
    messages.support.blogAuthor,
    'حتماً؛ راهنمای داکر به‌زودی منتشر می‌شود.',
    '127.0.0.1',
    now - 12 * HOUR,
  );
  comment.run(blogIds[1], 'سارا', 'اسکریپت نمونه را از کجا بگیرم؟', 1, '127.0.0.1', now - DAY);
  comment.run(blogIds[0], 'ناشناس', 'دیدگاهی که هنوز تأیید نشده است.', 0, '127.0.0.1', now - HOUR);

  // The provider's alarm is a subject and a link: the subject says it all, the link leads to the details.
  db.prepare("INSERT INTO website_alarms (kind, title, text, link, starts_at, ends_at) VALUES ('maintenance', ?, '', ?, ?, NULL)").run(
    'به‌روزرسانی مرکز داده تبریز: پنجشنبه از ساعت ۲ تا ۴ بامداد، سرورهای این مرکز داده ممکن است چند دقیقه در دسترس نباشند.',
    '/blog/datacenter-tabriz',
    now - DAY,
  );

  const name = (userId: number) => {
    const u = selectOne<{ first_name: string; last_name: string }>(db, 'SELECT first_name, last_name FROM users WHERE id = ?', userId)!;
    return `${u.first_name} ${u.last_name}`;
  };
  // A ticket names its product (the provider's ids) and a subject that product and unit offer.
  const issue = (
    p: Person,
    productId: number,
    subjectId: number,
    unit: number,
    priority: IssuePriority,
    state: string,
    created: number,
    updated: number,
    seen: number,
  ) =>
    db
      .prepare(
        `INSERT INTO issues (customer_id, user_id, subject_id, business_unit_id, priority, state, product_id, created_at, updated_at, customer_seen_at, unread)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(p.customerId, p.userId, subjectId, unit, priority, state, productId, created, updated, seen, seen < updated ? 1 : 0).lastInsertRowid as number;
  const item = (issueId: number, author: 'customer' | 'staff', who: string, text: string, at: number) =>
    db
      .prepare(
        "INSERT INTO issue_items (issue_id, author, author_name, user_id, text, created_at) VALUES (?, ?, ?, (SELECT user_id FROM issues WHERE id = ? AND ? = 'customer'), ?, ?)",
      )
      .run(issueId, author, who, issueId, author, text, at).lastInsertRowid as number;

  // Answered, unread, with the customer's log file attached.
  const t1 = now - 2 * DAY;
  const answered = issue(demo, PRODUCT.storage, 3, 1, ISSUE_PRIORITY.veryImportant, 'answered', t1, now - HOUR, t1);
  const first = item(answered, 'customer', name(demo.userId), 'سلام\nبرای پروژه اصلی به فضای ذخیره‌سازی بیشتری نیاز داریم.\nگزارش مصرف پیوست شده است.', t1);
  storeAttachment(db, first, { fileName: 'usage-report.txt', kind: 'text', data: Buffer.from('bucket: backups\nused: 37 GB\nlimit: 50 GB\n', 'utf8') }, t1);
  item(
    answered,
    'staff',
    messages.support.staffName,
    'سلام، وقت بخیر.\nسقف فضای ذخیره‌سازی پروژه شما به ۲۰۰ گیگابایت افزایش یافت.\nراهنما: https://docs.example.com/limits',
    now - HOUR,
  );

  const t2 = now - 6 * DAY;
  const waiting = issue(demo, PRODUCT.vm, 2, 2, ISSUE_PRIORITY.important, 'waitingCustomer', t2, now - 5 * DAY, now - 5 * DAY);
  item(waiting, 'customer', name(demo.userId), 'فاکتور ماه گذشته دو بار از کیف پول کسر شده است.', t2);
  item(waiting, 'staff', messages.support.staffName, 'لطفاً شماره تراکنش‌ها را بفرستید تا بررسی کنیم.', now - 5 * DAY);

  const t3 = now - 20 * DAY;
  const closed = issue(demo, PRODUCT.bareMetal, 4, 3, ISSUE_PRIORITY.important, 'closed', t3, now - 18 * DAY, now - 18 * DAY);
  item(closed, 'customer', name(demo.userId), 'آیا سرور اختصاصی با دیسک NVMe دارید؟', t3);
  item(closed, 'staff', messages.support.staffName, 'بله، پلن‌های سرور اختصاصی همگی دیسک NVMe دارند.', now - 19 * DAY);

  const t4 = now - 3 * DAY;
  const others = issue(other, PRODUCT.vm, 1, 1, ISSUE_PRIORITY.urgent, 'open', t4, t4, t4);
  const otherItem = item(others, 'customer', name(other.userId), 'تیکت مشتری دیگر', t4);
  storeAttachment(db, otherItem, { fileName: 'other.txt', kind: 'text', data: Buffer.from('not yours\n', 'utf8') }, t4);
}
