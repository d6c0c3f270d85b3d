// The demo data set: each area seeds its own examples (src/areas/<area>/seed.ts); this file holds
// the seeded accounts and the order in which the areas are seeded.
import { DAY_MS } from './clock';
import type { Db } from './db/open';
import { messages } from './messages';
import { addAccountPeople, addCustomer, addNotifications, addProject } from './areas/account/seed';
import { seedBilling } from './areas/billing/seed';
import { addCloudExamples, addDedicatedExamples, addInfraExamples, seedCloudInfraExamples } from './areas/cloud-infra/seed';
import { seedDnsExamples, seedPersianZone } from './areas/dns-cdn/seed';
import { seedKubernetesExamples } from './areas/kubernetes/seed';
import { addPastCharges, addStorageHost } from './areas/storage/seed';
import { seedSupport } from './areas/support/seed';
import { seedVpcExamples } from './areas/vpc/seed';

/** Sign-in details of the seeded accounts (demo, IDOR tests, two-factor flows). */
export const DEMO_CREDENTIALS = {
  demo: { email: 'demo@example.com', password: 'Demo@1234' },
  other: { email: 'other@example.com', password: 'Other@1234' },
  /** TOTP enabled with `totpSecret`: codes come from `totp(totpSecret, Date.now())`. */
  twoFactor: { email: '2fa@example.com', password: 'Demo@1234', totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' },
  /** Sub-user (member) of the demo customer, viewer of its trial project only. */
  member: { email: 'member@example.com', password: 'Member@1234' },
  /** Owner of a legal customer in which the demo user is an admin (to try change-customer). */
  company: { email: 'company@example.com', password: 'Company@1234' },
} as const;

/** The account the demo signs in with (printed by the gateway at start-up). */
export const DEMO_CUSTOMER = DEMO_CREDENTIALS.demo;

/**
 * Loads the demo data set once (a second call on the same database does nothing): the demo
 * customer with two projects, storage, notifications and wallet history; a second customer for
 * isolation tests; and a customer with TOTP sign-in.
 */
export function seedDemo(db: Db, now: Date = new Date()): void {
  if (db.prepare('SELECT 1 FROM users WHERE email = ?').get(DEMO_CREDENTIALS.demo.email)) return;
  const t = now.getTime();
  // 75 days: the demo's wallet has two past monthly statements (bills) whatever the day of the month.
  const since = t - 75 * DAY_MS;
  db.transaction(() => {
    const demo = addCustomer(db, { name: 'کاربر نمونه', first: 'کاربر', last: 'نمونه', phone: '09121234567', ...DEMO_CREDENTIALS.demo }, since);
    const main = addProject(db, demo.customerId, 'پروژه اصلی', since);
    const trial = addProject(db, demo.customerId, 'پروژه آزمایشی', since + DAY_MS);
    const backups = addStorageHost(db, main, 'backups', 302, 1, 37, t - 10 * DAY_MS, t, 1);
    const media = addStorageHost(db, main, 'media-assets', 303, 2, 412, t - 6 * DAY_MS, t, 2);
    addStorageHost(db, trial, 'test-bucket', 301, 3, 3, t - 2 * DAY_MS, t, 0);
    db.prepare("INSERT INTO wallet_entries (customer_id, amount, kind, description, created_at) VALUES (?, 25000000, 'credit', ?, ?)").run(
      demo.customerId,
      messages.ledgerTopUp,
      since,
    );
    addPastCharges(db, demo.customerId, main, backups, 3, t);
    addPastCharges(db, demo.customerId, main, media, 2, t);
    addNotifications(db, demo.userId, t, [
      ['خوش آمدید', 'حساب کاربری شما با موفقیت ساخته شد. برای شروع یک پروژه بسازید.', 24 * 75, true],
      ['افزایش اعتبار کیف پول', 'مبلغ ۲۵٬۰۰۰٬۰۰۰ ریال به کیف پول شما افزوده شد.', 24 * 75 - 1, true],
      ['راه‌اندازی فضای ذخیره‌سازی', 'فضای ذخیره‌سازی «backups» فعال شد.', 24 * 10, true],
      ['به‌روزرسانی زیرساخت', 'در تاریخ پنجشنبه ساعت ۲ بامداد، مرکز داده تبریز به‌روزرسانی می‌شود.', 30, false],
      ['کاهش اعتبار', 'اعتبار کیف پول شما برای کمتر از ۳۰ روز کافی است.', 5, false],
      ['تیکت پاسخ داده شد', 'به تیکت «افزایش سقف منابع» پاسخ داده شد.', 1, false],
    ]);

    const other = addCustomer(db, { name: 'مشتری دیگر', first: 'مشتری', last: 'دیگر', phone: '09351234567', ...DEMO_CREDENTIALS.other }, since);
    const otherProject = addProject(db, other.customerId, 'پروژه مشتری دیگر', since);
    addStorageHost(db, otherProject, 'other-bucket', 301, 1, 1, t - DAY_MS, t, 1);
    db.prepare("INSERT INTO wallet_entries (customer_id, amount, kind, description, created_at) VALUES (?, 5000000, 'credit', ?, ?)").run(
      other.customerId,
      messages.ledgerTopUp,
      since,
    );
    addNotifications(db, other.userId, t, [['خوش آمدید', 'حساب کاربری شما ساخته شد.', 24, false]]);

    const { totpSecret, ...tf } = DEMO_CREDENTIALS.twoFactor;
    const twoFactor = addCustomer(db, { name: 'کاربر دومرحله‌ای', first: 'کاربر', last: 'دومرحله‌ای', phone: '09131234567', totpSecret, ...tf }, since);
    addProject(db, twoFactor.customerId, 'پروژه امن', since);

    addAccountPeople(db, DEMO_CREDENTIALS, demo, trial, since);
    // The cluster's node servers first: the project's running example server stays the newest (the list's first row).
    seedKubernetesExamples(db, now, main);
    const lan = addInfraExamples(db, main, t - 5 * DAY_MS);
    addCloudExamples(db, now, main, lan, t);
    seedCloudInfraExamples(db, now, main);
    addDedicatedExamples(db, now, main, t);
    seedVpcExamples(db, now, main);
    seedDnsExamples(db, now, main);
    seedPersianZone(db, now, trial);
    seedSupport(db, demo, other, t);
    seedBilling(db, demo, other, t);
  })();
}
