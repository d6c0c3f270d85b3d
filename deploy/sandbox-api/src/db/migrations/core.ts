// Accounts and projects: the tables every other area hangs on.
import type { Migration } from './types';

export const coreMigrations: Migration[] = [
  {
    id: 1,
    name: 'accounts and projects',
    up: `
      CREATE TABLE customers (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        is_legal INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers(id),
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        phone_number TEXT,
        password_hash TEXT NOT NULL,
        totp_secret TEXT,
        totp_enabled INTEGER NOT NULL DEFAULT 0,
        totp_last_counter INTEGER,
        sms_two_factor INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE tokens (
        id INTEGER PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        revoked_at INTEGER
      );
      CREATE TABLE login_failures (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL COLLATE NOCASE,
        ip TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX login_failures_email ON login_failures(email, at);
      CREATE INDEX login_failures_ip ON login_failures(ip, at);
      CREATE TABLE captchas (
        key TEXT PRIMARY KEY,
        answer TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE reset_codes (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        code_hash TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0
      );
      -- What a real provider would e-mail or text; readable only through the sandbox test hooks.
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,
        recipient TEXT NOT NULL COLLATE NOCASE,
        code TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX outbox_recipient ON outbox(recipient, id);
      CREATE TABLE customer_limits (
        customer_id INTEGER NOT NULL REFERENCES customers(id),
        resource TEXT NOT NULL,
        max INTEGER NOT NULL,
        PRIMARY KEY (customer_id, resource)
      );
      CREATE TABLE notifications (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        subject TEXT NOT NULL,
        content TEXT NOT NULL,
        notification_at INTEGER NOT NULL,
        is_seen INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX notifications_user ON notifications(user_id, notification_at);
      CREATE TABLE projects (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers(id),
        name TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX projects_name ON projects(customer_id, name COLLATE NOCASE);
    `,
  },
  {
    id: 202611240112,
    name: 'idempotency keys of writes',
    // A create or payment retried with the same Idempotency-Key answers what the first one did.
    up: `
      CREATE TABLE idempotency_keys (
        customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        key TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        status INTEGER NOT NULL,
        body TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (customer_id, key)
      );
    `,
  },
  {
    id: 202611280717,
    name: 'projects as the provider lists them; product texts; promotion codes',
    up: `
      -- A project is placed in one data centre, may be public, and has an optional description.
      ALTER TABLE projects ADD COLUMN datacenter_id INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE projects ADD COLUMN description TEXT;
      ALTER TABLE projects ADD COLUMN is_public INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE project_users ADD COLUMN modified_at INTEGER;
      UPDATE project_users SET modified_at = created_at;
      -- What portal/product/get tells of a product beyond its name.
      ALTER TABLE products ADD COLUMN description TEXT;
      ALTER TABLE products ADD COLUMN supplementary_description TEXT;
      -- A promotion code and the address it leads to (portal/promotion/redirect-link/{code}).
      CREATE TABLE promotions (
        code TEXT PRIMARY KEY COLLATE NOCASE,
        url TEXT NOT NULL
      );
      INSERT INTO promotions (code, url) VALUES ('NOWRUZ1405', '/portal/wallet');
      UPDATE products SET description = CASE kind
        WHEN 'vm' THEN 'سرور مجازی با منابع اختصاصی، قابل ارتقا و پرداخت ساعتی'
        WHEN 'volume' THEN 'دیسک ابری قابل اتصال به سرورهای مجازی'
        WHEN 'storage' THEN 'فضای ذخیره‌سازی شیء سازگار با S3'
        WHEN 'bare-metal' THEN 'سرور فیزیکی اختصاصی در مرکز داده'
        WHEN 'colocation' THEN 'میزبانی تجهیزات شما در رک مرکز داده'
        WHEN 'vpc' THEN 'ابر اختصاصی با شبکه و منابع جدا'
        WHEN 'kuber-cluster' THEN 'کلاستر کوبرنتیز مدیریت‌شده'
        WHEN 'kuber-cloud' THEN 'کوبرنتیز ابری بدون مدیریت نود'
        WHEN 'web' THEN 'هاست وب با کنترل‌پنل'
        ELSE NULL END;
      UPDATE products SET supplementary_description = 'پرداخت ساعتی از کیف پول' WHERE kind IN ('vm', 'volume', 'storage');
    `,
  },
];
