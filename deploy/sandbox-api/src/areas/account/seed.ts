// The account part of the demo: customers with their first user, projects, notifications, and the
// people of the account pages (a member of the demo customer, a legal customer it may switch to).
import { hashPasswordSync } from '../../auth/password';
import { HOUR_MS } from '../../clock';
import type { Db } from '../../db/open';

export interface SeedCustomer {
  name: string;
  first: string;
  last: string;
  email: string;
  password: string;
  phone: string | null;
  totpSecret?: string;
}

export function addCustomer(db: Db, c: SeedCustomer, at: number) {
  const customerId = db.prepare('INSERT INTO customers (name, created_at) VALUES (?, ?)').run(c.name, at).lastInsertRowid as number;
  const userId = db
    .prepare(
      `INSERT INTO users (customer_id, first_name, last_name, email, phone_number, password_hash, totp_secret, totp_enabled, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(customerId, c.first, c.last, c.email, c.phone, hashPasswordSync(c.password), c.totpSecret ?? null, c.totpSecret ? 1 : 0, at).lastInsertRowid as number;
  return { customerId, userId };
}

export const addProject = (db: Db, customerId: number, name: string, at: number) =>
  db.prepare('INSERT INTO projects (customer_id, name, created_at) VALUES (?, ?, ?)').run(customerId, name, at).lastInsertRowid as number;

export function addNotifications(db: Db, userId: number, now: number, items: Array<[string, string, number, boolean]>) {
  const stmt = db.prepare('INSERT INTO notifications (user_id, subject, content, notification_at, is_seen) VALUES (?, ?, ?, ?, ?)');
  for (const [subject, content, hoursAgo, seen] of items) stmt.run(userId, subject, content, now - hoursAgo * HOUR_MS, seen ? 1 : 0);
}

/** An e-mail and password to sign in with. */
export type SeedLogin = { email: string; password: string };

/** Sub-users: a member of the demo customer, and a legal customer the demo user may switch to. */
export function addAccountPeople(
  db: Db,
  people: { member: SeedLogin; company: SeedLogin },
  demo: { customerId: number; userId: number },
  trialProjectId: number,
  at: number,
) {
  const member = addCustomer(db, { name: '', first: 'همکار', last: 'نمونه', phone: null, ...people.member }, at);
  // A sub-user has no customer of their own: moved into the demo customer as a member.
  db.prepare('UPDATE users SET customer_id = ? WHERE id = ?').run(demo.customerId, member.userId);
  db.prepare('DELETE FROM customer_members WHERE user_id = ?').run(member.userId);
  db.prepare('DELETE FROM customers WHERE id = ?').run(member.customerId);
  db.prepare("INSERT INTO customer_members (customer_id, user_id, role, created_at) VALUES (?, ?, 'member', ?)").run(demo.customerId, member.userId, at);
  db.prepare("INSERT INTO project_users (project_id, user_id, role, created_at) VALUES (?, ?, 'viewer', ?)").run(trialProjectId, member.userId, at);

  const company = addCustomer(db, { name: 'شرکت نمونه ابری', first: 'مدیر', last: 'شرکت', phone: '09121112233', ...people.company }, at);
  db.prepare(
    `UPDATE customers SET is_legal = 1, company_name = name, national_id = '10101234567', registration_number = '123456', economic_code = '411111111111' WHERE id = ?`,
  ).run(company.customerId);
  addProject(db, company.customerId, 'پروژه شرکت', at);
  db.prepare("INSERT INTO customer_members (customer_id, user_id, role, created_at) VALUES (?, ?, 'admin', ?)").run(company.customerId, demo.userId, at);
}
