import { randomBytes } from 'node:crypto';
import { colocationHourlyPrice, PRODUCT, volumeHourlyPrice } from '@portal/contracts';
import { hashPasswordSync } from './auth/password';
import { sha256 } from './auth/tokens';
import { bundleOfKind, productItems } from './catalogue';
import { createClock, DAY_MS, HOUR_MS } from './clock';
import type { Db } from './db/open';
import { enterStatus } from './engine/lifecycle';
import { insertRow, updateRow } from './engine/rows';
import type { EngineEnv, ResourceDef, ResourceRow, SqlValue } from './engine/types';
import { messages } from './messages';
import { allResources } from './resources';
import { bareMetalHost } from './resources/bare-metal';
import { colocationHost } from './resources/colocation';
import { PRICE_PER_GB, vmBackup, vmSnapshot, volumeSnapshot } from './resources/protection';
import { addPastCharges, addStorageHost } from './areas/storage/seed';
import { parseSshPublicKey, type ParsedSshKey } from './resources/ssh-key-format';
import { vmHost } from './resources/vm';
import { vmFirewallRule } from './resources/vm-children';
import { volumeHost } from './resources/volume';
import { seedDnsExamples, seedPersianZone } from './resources/dns-seed';
import { seedVpcExamples } from './resources/vpc-seed';
import { seedCloudInfraExamples } from './resources/cloud-infra-seed';
import { seedKubernetesExamples } from './resources/kubernetes-seed';
import { seedSupport } from './resources/support-seed';
import { seedBilling } from './resources/billing-seed';

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

interface SeedCustomer {
  name: string;
  first: string;
  last: string;
  email: string;
  password: string;
  phone: string | null;
  totpSecret?: string;
}

function addCustomer(db: Db, c: SeedCustomer, at: number) {
  const customerId = db.prepare('INSERT INTO customers (name, created_at) VALUES (?, ?)').run(c.name, at).lastInsertRowid as number;
  const userId = db
    .prepare(
      `INSERT INTO users (customer_id, first_name, last_name, email, phone_number, password_hash, totp_secret, totp_enabled, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(customerId, c.first, c.last, c.email, c.phone, hashPasswordSync(c.password), c.totpSecret ?? null, c.totpSecret ? 1 : 0, at).lastInsertRowid as number;
  return { customerId, userId };
}

const addProject = (db: Db, customerId: number, name: string, at: number) =>
  db.prepare('INSERT INTO projects (customer_id, name, created_at) VALUES (?, ?, ?)').run(customerId, name, at).lastInsertRowid as number;

function addNotifications(db: Db, userId: number, now: number, items: Array<[string, string, number, boolean]>) {
  const stmt = db.prepare('INSERT INTO notifications (user_id, subject, content, notification_at, is_seen) VALUES (?, ?, ?, ?, ?)');
  for (const [subject, content, hoursAgo, seen] of items) stmt.run(userId, subject, content, now - hoursAgo * HOUR_MS, seen ? 1 : 0);
}

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

    addAccountPeople(db, demo, trial, since);
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

/** A private network and an SSH key in the main project, so those pages are not empty in the demo (neither is billed). Returns the network's id. */
function addInfraExamples(db: Db, projectId: number, at: number): number {
  const lan = db
    .prepare(
      `INSERT INTO networks (project_id, status, created_at, name, datacenter_id, cidr, gateway) VALUES (?, 'active', ?, 'office-lan', 1, '10.10.0.0/24', '10.10.0.1')`,
    )
    .run(projectId, at).lastInsertRowid as number;
  const key = parseSshPublicKey('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAICG2sqcADg4QlYt1MTRD/mUULT5gI+ZLjqCuVyHJqpQ7 demo@laptop') as ParsedSshKey;
  db.prepare(
    `INSERT INTO ssh_keys (project_id, status, created_at, name, public_key, key_type, fingerprint, comment) VALUES (?, 'active', ?, 'demo-laptop', ?, ?, ?, ?)`,
  ).run(projectId, at, key.normalized, key.keyType, key.fingerprint, key.comment);
  return lan;
}

// Nobody signs in to a seeded server as root: one unknown password, hashed once per process (scrypt is slow).
let seedRootHash: string | undefined;
const unknownRootPassword = () => (seedRootHash ??= hashPasswordSync(randomBytes(24).toString('base64url')));

/**
 * A row as the engine leaves it once settled: inserted active, its `onEnter.active` hook run (a
 * server gets its public addresses and joins the network it was ordered with), billed up to now.
 */
function settledRow(env: EngineEnv, def: ResourceDef, projectId: number, columns: Record<string, SqlValue>, createdAt: number): ResourceRow {
  const row = insertRow(env.db, def, {
    ...columns,
    project_id: projectId,
    status: 'active',
    next_status: null,
    transition_at: null,
    billed_until: def.billing ? env.clock.ms() : null,
    created_at: createdAt,
  });
  return enterStatus(env, def, row);
}

/**
 * The virtual-server pages' examples in the main project: a running server (with a cloud disk,
 * firewall rules, a snapshot and a backup, in the office network) and a stopped one sized by
 * hand; prices come from the catalogue as if ordered through the API.
 */
function addCloudExamples(db: Db, now: Date, projectId: number, networkId: number, t: number) {
  const env: EngineEnv = { db, clock: createClock(() => now), provisionMs: 0, resources: allResources, schedule: () => {} };
  const server = (name: string, size: Record<string, SqlValue>, extra: Record<string, SqlValue>, createdAt: number) =>
    settledRow(
      env,
      vmHost,
      projectId,
      {
        name,
        password_hash: unknownRootPassword(),
        console_secret: randomBytes(16).toString('hex'),
        datacenter_id: 1,
        ipv4_count: 1,
        network_id: networkId,
        private_ip: null,
        mounted_iso_id: null,
        ...size,
        ...extra,
      },
      createdAt,
    );

  const unit = Object.fromEntries(productItems(db, PRODUCT.vm).map((i) => [i.key, i.hourlyPrice]));
  const custom = { cpu: 2, memory: 4, disk: 80 };
  const hourly = custom.cpu * unit.cpu + custom.memory * unit.memory + custom.disk * unit.disk + unit.ipv4;
  const dbServer = server('db-1', { is_predefined: 0, product_bundle_id: null, ...custom, hourly_price: hourly }, { image_id: 3, use_ipv6: 0 }, t - 3 * DAY_MS);
  // Powered off by its owner: still billed, like a stopped cloud server.
  updateRow(db, vmHost, dbServer.id, { status: 'stopped' });
  // Ordered after db-1 so that it heads the server list (newest id first): the running server
  // with rules, addresses, a snapshot and a backup is the one a list's first row opens.
  const bundle = bundleOfKind(db, 'vm', 103)!;
  const web = server(
    'web-1',
    { is_predefined: 1, product_bundle_id: bundle.id, cpu: bundle.cpu, memory: bundle.memory, disk: bundle.disk, hourly_price: bundle.hourlyPrice },
    { image_id: 1, use_ipv6: 1 },
    t - 4 * DAY_MS,
  );

  const disk = settledRow(env, volumeHost, projectId, { name: 'data-1', datacenter_id: 1, size: 100, hourly_price: volumeHourlyPrice(100) }, t - 3 * DAY_MS);
  updateRow(db, volumeHost, disk.id, { vm_host_id: web.id, attached_at: t - 3 * DAY_MS + HOUR_MS });

  for (const [direction, protocol, port, cidr, description] of [
    ['inbound', 'tcp', '22', '0.0.0.0/0', 'SSH'],
    ['inbound', 'tcp', '443', '0.0.0.0/0', 'HTTPS'],
  ])
    settledRow(env, vmFirewallRule, projectId, { vm_host_id: web.id, direction, protocol, port_range: port, cidr, description }, t - 4 * DAY_MS + HOUR_MS);

  const copy = (def: ResourceDef, what: keyof typeof PRICE_PER_GB, owner: Record<string, SqlValue>, name: string, size: number, at: number) =>
    settledRow(env, def, projectId, { ...owner, name, size, hourly_price: size * PRICE_PER_GB[what] }, at);
  copy(vmSnapshot, 'snapshot', { vm_host_id: web.id }, 'before-upgrade', web.disk as number, t - 2 * DAY_MS);
  copy(vmBackup, 'backup', { vm_host_id: web.id }, 'weekly-backup', web.disk as number, t - DAY_MS);
  copy(volumeSnapshot, 'snapshot', { volume_host_id: disk.id }, 'data-before-migration', disk.size as number, t - DAY_MS);
}

/** A dedicated server and a colocation (with the customer's equipment listed) in the main project, priced as ordered, each in a rack. */
function addDedicatedExamples(db: Db, now: Date, projectId: number, t: number) {
  const env: EngineEnv = { db, clock: createClock(() => now), provisionMs: 0, resources: allResources, schedule: () => {} };
  const bundle = bundleOfKind(db, 'bare-metal', 401)!;
  settledRow(
    env,
    bareMetalHost,
    projectId,
    {
      name: 'metal-1',
      product_bundle_id: bundle.id,
      image_id: 1,
      datacenter_id: 2,
      rack_id: 203,
      cpu: bundle.cpu,
      memory: bundle.memory,
      disk: bundle.disk,
      hourly_price: bundle.hourlyPrice,
    },
    t - 6 * DAY_MS,
  );
  const figures = { rackUnitSpace: 2, powerAmp: 5, networkPort10G: 0, ipv4Count: 1 };
  const rack = settledRow(
    env,
    colocationHost,
    projectId,
    {
      name: 'rack-r740',
      datacenter_id: 1,
      rack_id: 107,
      rack_units: 2,
      power_amp: 5,
      network_1g: 2,
      network_10g: 0,
      ipv4_count: 1,
      hourly_price: colocationHourlyPrice(figures),
    },
    t - 6 * DAY_MS,
  );
  db.prepare('INSERT INTO colocation_equipment (colocation_host_id, equipment_id, inventory_number) VALUES (?, 2, ?)').run(rack.id, 'SN-R740-0042');
}

/** Sub-users: a member of the demo customer, and a legal customer the demo user may switch to. */
function addAccountPeople(db: Db, demo: { customerId: number; userId: number }, trialProjectId: number, at: number) {
  const member = addCustomer(db, { name: '', first: 'همکار', last: 'نمونه', phone: null, ...DEMO_CREDENTIALS.member }, at);
  // A sub-user has no customer of their own: moved into the demo customer as a member.
  db.prepare('UPDATE users SET customer_id = ? WHERE id = ?').run(demo.customerId, member.userId);
  db.prepare('DELETE FROM customer_members WHERE user_id = ?').run(member.userId);
  db.prepare('DELETE FROM customers WHERE id = ?').run(member.customerId);
  db.prepare("INSERT INTO customer_members (customer_id, user_id, role, created_at) VALUES (?, ?, 'member', ?)").run(demo.customerId, member.userId, at);
  db.prepare("INSERT INTO project_users (project_id, user_id, role, created_at) VALUES (?, ?, 'viewer', ?)").run(trialProjectId, member.userId, at);

  const company = addCustomer(db, { name: 'شرکت نمونه ابری', first: 'مدیر', last: 'شرکت', phone: '09121112233', ...DEMO_CREDENTIALS.company }, at);
  db.prepare(
    `UPDATE customers SET is_legal = 1, company_name = name, national_id = '10101234567', registration_number = '123456', economic_code = '411111111111' WHERE id = ?`,
  ).run(company.customerId);
  addProject(db, company.customerId, 'پروژه شرکت', at);
  db.prepare("INSERT INTO customer_members (customer_id, user_id, role, created_at) VALUES (?, ?, 'admin', ?)").run(company.customerId, demo.userId, at);
}
