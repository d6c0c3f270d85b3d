import type { Migration } from '../../db/migrations/types';

// Support: tickets (issues), their messages (items) and attachments (files under the data
// folder, see resources/support-files.ts), the short lists they are chosen from, and the public
// site: blog articles and comments, contact messages, newsletter subscribers, site alarms.
export const supportMigrations: Migration[] = [
  {
    id: 202611232231,
    name: 'support',
    up: `
      CREATE TABLE issue_subjects (id INTEGER PRIMARY KEY, name TEXT NOT NULL, sort INTEGER NOT NULL);
      INSERT INTO issue_subjects (id, name, sort) VALUES
        (1, 'مشکل فنی سرویس', 1), (2, 'مالی و صورت‌حساب', 2), (3, 'افزایش سقف منابع', 3),
        (4, 'پرسش پیش از خرید', 4), (5, 'گزارش امنیتی', 5), (6, 'سایر موارد', 6);
      CREATE TABLE business_units (id INTEGER PRIMARY KEY, name TEXT NOT NULL, sort INTEGER NOT NULL);
      INSERT INTO business_units (id, name, sort) VALUES
        (1, 'پشتیبانی فنی', 1), (2, 'واحد مالی', 2), (3, 'واحد فروش', 3), (4, 'امنیت', 4);
      CREATE TABLE issues (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers(id),
        user_id INTEGER NOT NULL REFERENCES users(id),
        subject_id INTEGER NOT NULL REFERENCES issue_subjects(id),
        business_unit_id INTEGER NOT NULL REFERENCES business_units(id),
        priority INTEGER NOT NULL,
        state TEXT NOT NULL,
        related_project_id INTEGER,
        related_kind TEXT,
        related_id INTEGER,
        related_name TEXT,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        customer_seen_at INTEGER NOT NULL,
        -- A staff message the customer has not opened yet (the list's unread marker).
        unread INTEGER NOT NULL DEFAULT 0,
        staff_reply_due_at INTEGER
      );
      CREATE INDEX issues_customer ON issues(customer_id, updated_at);
      CREATE INDEX issues_staff_due ON issues(staff_reply_due_at) WHERE staff_reply_due_at IS NOT NULL;
      CREATE TABLE issue_items (
        id INTEGER PRIMARY KEY,
        issue_id INTEGER NOT NULL REFERENCES issues(id) ON DELETE CASCADE,
        author TEXT NOT NULL,
        author_name TEXT NOT NULL,
        text TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX issue_items_issue ON issue_items(issue_id, created_at);
      CREATE TABLE issue_attachments (
        id INTEGER PRIMARY KEY,
        item_id INTEGER NOT NULL REFERENCES issue_items(id) ON DELETE CASCADE,
        file_name TEXT NOT NULL,
        kind TEXT NOT NULL,
        size INTEGER NOT NULL,
        stored_name TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE blog_articles (
        id INTEGER PRIMARY KEY,
        link TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        summary TEXT NOT NULL,
        content TEXT NOT NULL,
        image_color TEXT NOT NULL,
        is_header INTEGER NOT NULL DEFAULT 0,
        published_at INTEGER NOT NULL
      );
      CREATE TABLE blog_comments (
        id INTEGER PRIMARY KEY,
        article_id INTEGER NOT NULL REFERENCES blog_articles(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        text TEXT NOT NULL,
        approved INTEGER NOT NULL DEFAULT 0,
        ip TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE contact_messages (id INTEGER PRIMARY KEY, name TEXT NOT NULL, contact TEXT NOT NULL, message TEXT NOT NULL, ip TEXT NOT NULL, created_at INTEGER NOT NULL);
      CREATE TABLE newsletter_subscribers (email TEXT PRIMARY KEY COLLATE NOCASE, subscribed_at INTEGER NOT NULL, unsubscribed_at INTEGER);
      CREATE TABLE public_posts (kind TEXT NOT NULL, ip TEXT NOT NULL, at INTEGER NOT NULL);
      CREATE INDEX public_posts_ip ON public_posts(kind, ip, at);
      CREATE TABLE website_alarms (id INTEGER PRIMARY KEY, kind TEXT NOT NULL, title TEXT NOT NULL, text TEXT NOT NULL, starts_at INTEGER NOT NULL, ends_at INTEGER);
      -- The key that signs newsletter unsubscribe links, one per database.
      CREATE TABLE support_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);
      INSERT INTO support_secrets (name, value) VALUES ('newsletter', lower(hex(randomblob(32))));
    `,
  },
  {
    // The provider's wire: a message names its writer by user id and carries one file;
    // subjects belong to a business unit (issue-subject/short-list takes the unit); articles carry
    // author, image link, tags and counters; comments an e-mail and the comment they answer;
    // alarms a link. Unit-less subjects are offered under every unit.
    id: 202612040300,
    name: 'support-provider-wire',
    up: `
      ALTER TABLE issue_items ADD COLUMN user_id INTEGER;
      UPDATE issue_items SET user_id = (SELECT user_id FROM issues WHERE issues.id = issue_items.issue_id) WHERE author = 'customer';
      ALTER TABLE issue_subjects ADD COLUMN business_unit_id INTEGER REFERENCES business_units(id);
      UPDATE issue_subjects SET business_unit_id = CASE id WHEN 1 THEN 1 WHEN 2 THEN 2 WHEN 3 THEN 1 WHEN 4 THEN 3 WHEN 5 THEN 4 ELSE NULL END;
      ALTER TABLE blog_articles ADD COLUMN author TEXT NOT NULL DEFAULT 'تیم محتوا';
      ALTER TABLE blog_articles ADD COLUMN image_link TEXT;
      ALTER TABLE blog_articles ADD COLUMN tags TEXT NOT NULL DEFAULT '[]';
      ALTER TABLE blog_articles ADD COLUMN view_count INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE blog_articles ADD COLUMN love_count INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE blog_comments ADD COLUMN email TEXT;
      ALTER TABLE blog_comments ADD COLUMN parent_id INTEGER REFERENCES blog_comments(id) ON DELETE CASCADE;
      ALTER TABLE website_alarms ADD COLUMN link TEXT;
    `,
  },
  {
    // The provider's meanings: a ticket names its product (ids 101–111) and, optionally, the order
    // it is about; its subjects are a product's and a unit's (issue-subject/short-list takes both;
    // a subject without a product or a unit is offered for every product or unit).
    id: 202612050100,
    name: 'support-products',
    up: `
      ALTER TABLE issue_subjects ADD COLUMN product_id INTEGER;
      UPDATE issue_subjects SET name = 'مشکل فنی سرور ابری', product_id = 101 WHERE id = 1;
      UPDATE issue_subjects SET sort = 99 WHERE id = 6;
      INSERT INTO issue_subjects (id, name, sort, business_unit_id, product_id) VALUES
        (7, 'سرور روشن نمی‌شود یا در دسترس نیست', 7, 1, 101),
        (8, 'دسترسی به کنسول سرور', 8, 1, 101),
        (9, 'رکوردهای DNS اعمال نمی‌شوند', 9, 1, 102),
        (10, 'تغییر NS دامنه', 10, 1, 102),
        (11, 'کندی یا خطای CDN', 11, 1, 103),
        (12, 'دسترسی به فضای ذخیره‌سازی', 12, 1, 104),
        (13, 'استقرار در کوبرنتیز ابری', 13, 1, 105),
        (14, 'گره‌های کلاستر کوبرنتیز', 14, 1, 106),
        (15, 'سخت‌افزار سرور اختصاصی', 15, 1, 107),
        (16, 'فضا و برق رک کولوکیشن', 16, 1, 108),
        (17, 'شبکه ابری خصوصی (VPC)', 17, 1, 109),
        (18, 'ثبت یا انتقال دامنه', 18, 1, 110),
        (19, 'هاست وب و ایمیل', 19, 1, 111),
        (20, 'تمدید دامنه', 20, 2, 110),
        (21, 'هزینه ساعتی سرور ابری', 21, 2, 101);
      ALTER TABLE issues ADD COLUMN product_id INTEGER;
      ALTER TABLE issues ADD COLUMN order_id INTEGER;
      UPDATE issues SET product_id = COALESCE((SELECT s.product_id FROM issue_subjects s WHERE s.id = issues.subject_id), CASE related_kind WHEN 'storage-host' THEN 104 WHEN 'vm-host' THEN 101 ELSE NULL END);
    `,
  },
];
