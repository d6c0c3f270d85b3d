import type { Database } from 'better-sqlite3';

/**
 * Numbered, append-only schema migrations. An applied migration is never edited: a later area
 * adds the next number. Times are INTEGER milliseconds since the epoch (columns named *_at).
 *
 * Every table declared as an engine resource carries the lifecycle columns
 * `project_id, status, next_status, transition_at, billed_until, created_at` (see README).
 */
export interface Migration {
  id: number;
  name: string;
  up: string;
}

/** The columns every engine resource table starts with (see README, "Adding a resource"). */
const RESOURCE_COLUMNS = `id INTEGER PRIMARY KEY,
        project_id INTEGER NOT NULL REFERENCES projects(id),
        status TEXT NOT NULL,
        next_status TEXT,
        transition_at INTEGER,
        billed_until INTEGER,
        created_at INTEGER NOT NULL`;

export const migrations: Migration[] = [
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
    id: 2,
    name: 'catalogue: datacenters, products, bundles',
    up: `
      CREATE TABLE datacenters (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        city TEXT NOT NULL,
        slug TEXT NOT NULL UNIQUE
      );
      INSERT INTO datacenters (id, name, city, slug) VALUES
        (1, 'تهران – آسیاتک', 'تهران', 'thr-asiatech'),
        (2, 'تهران – افرانت', 'تهران', 'thr-afranet'),
        (3, 'تبریز', 'تبریز', 'tbz'),
        (4, 'مشهد', 'مشهد', 'mhd'),
        (5, 'اصفهان', 'اصفهان', 'ifn');
      CREATE TABLE products (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,
        name TEXT NOT NULL
      );
      INSERT INTO products (id, kind, name) VALUES
        (1, 'vm', 'سرور ابری'),
        (2, 'volume', 'دیسک ابری'),
        (3, 'storage', 'فضای ذخیره‌سازی ابری');
      -- price is monthly Rial; hourly_price is what usage is charged at (monthly / 720, rounded).
      CREATE TABLE product_bundles (
        id INTEGER PRIMARY KEY,
        product_id INTEGER NOT NULL REFERENCES products(id),
        name TEXT NOT NULL,
        price INTEGER NOT NULL,
        hourly_price INTEGER NOT NULL,
        cpu INTEGER,
        memory INTEGER,
        disk INTEGER,
        bandwidth INTEGER,
        sort INTEGER NOT NULL DEFAULT 0
      );
      INSERT INTO product_bundles (id, product_id, name, price, hourly_price, disk, bandwidth, sort) VALUES
        (301, 3, 'ذخیره‌سازی ۵۰ گیگابایت', 1440000, 2000, 50, NULL, 1),
        (302, 3, 'ذخیره‌سازی ۲۵۰ گیگابایت', 5760000, 8000, 250, NULL, 2),
        (303, 3, 'ذخیره‌سازی ۱ ترابایت', 21600000, 30000, 1024, NULL, 3),
        (304, 3, 'ذخیره‌سازی ۵ ترابایت', 93600000, 130000, 5120, NULL, 4);
    `,
  },
  {
    id: 3,
    name: 'billing: wallet ledger and hourly charges',
    up: `
      CREATE TABLE charges (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers(id),
        project_id INTEGER NOT NULL,
        resource_kind TEXT NOT NULL,
        resource_id INTEGER NOT NULL,
        category INTEGER NOT NULL,
        hours INTEGER NOT NULL,
        amount INTEGER NOT NULL,
        period_start INTEGER NOT NULL,
        period_end INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        -- a second charge for the same hour of the same resource is impossible, whatever calls us
        UNIQUE (resource_kind, resource_id, period_start)
      );
      CREATE INDEX charges_customer ON charges(customer_id, period_end);
      CREATE TABLE wallet_entries (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers(id),
        amount INTEGER NOT NULL,
        kind TEXT NOT NULL,
        description TEXT NOT NULL,
        charge_id INTEGER REFERENCES charges(id),
        created_at INTEGER NOT NULL
      );
      CREATE INDEX wallet_entries_customer ON wallet_entries(customer_id);
    `,
  },
  {
    id: 4,
    name: 'object storage hosts and keys',
    up: `
      CREATE TABLE storage_hosts (
        ${RESOURCE_COLUMNS},
        name TEXT NOT NULL,
        product_bundle_id INTEGER NOT NULL REFERENCES product_bundles(id),
        datacenter_id INTEGER NOT NULL REFERENCES datacenters(id),
        disk_size INTEGER NOT NULL,
        used_size INTEGER NOT NULL DEFAULT 0,
        hourly_price INTEGER NOT NULL,
        endpoint TEXT
      );
      CREATE UNIQUE INDEX storage_hosts_name ON storage_hosts(project_id, name COLLATE NOCASE);
      CREATE TABLE storage_keys (
        ${RESOURCE_COLUMNS},
        storage_host_id INTEGER NOT NULL REFERENCES storage_hosts(id) ON DELETE CASCADE,
        access_key TEXT NOT NULL UNIQUE,
        secret_hash TEXT NOT NULL
      );
      CREATE INDEX storage_keys_host ON storage_keys(storage_host_id);
    `,
  },
  {
    id: 5,
    name: 'virtual servers: hosts, addresses, firewall rules, images, ISOs, bundles and unit prices',
    up: `
      CREATE TABLE vm_images (
        id INTEGER PRIMARY KEY,
        product_id INTEGER NOT NULL REFERENCES products(id),
        os TEXT NOT NULL,
        os_family TEXT NOT NULL,
        version TEXT NOT NULL,
        min_disk INTEGER NOT NULL,
        sort INTEGER NOT NULL DEFAULT 0
      );
      INSERT INTO vm_images (id, product_id, os, os_family, version, min_disk, sort) VALUES
        (1, 1, 'Ubuntu', 'linux', '24.04 LTS', 10, 1),
        (2, 1, 'Ubuntu', 'linux', '22.04 LTS', 10, 2),
        (3, 1, 'Debian', 'linux', '12', 10, 3),
        (4, 1, 'Debian', 'linux', '11', 10, 4),
        (5, 1, 'AlmaLinux', 'linux', '9', 15, 5),
        (6, 1, 'Rocky Linux', 'linux', '9', 15, 6),
        (7, 1, 'CentOS Stream', 'linux', '9', 15, 7),
        (8, 1, 'Windows Server', 'windows', '2022', 40, 8),
        (9, 1, 'Windows Server', 'windows', '2019', 40, 9);
      CREATE TABLE isos (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        os_family TEXT NOT NULL,
        size INTEGER NOT NULL
      );
      INSERT INTO isos (id, name, os_family, size) VALUES
        (1, 'SystemRescue 11.01', 'linux', 853),
        (2, 'Ubuntu 24.04 Live Server', 'linux', 2690),
        (3, 'Debian 12 netinst', 'linux', 628),
        (4, 'Windows Server 2022 Evaluation', 'windows', 4955),
        (5, 'VirtIO drivers 0.1.262', 'windows', 708);
      -- Unit prices of custom sizing: monthly Rial per unit, hourly = monthly / 720.
      CREATE TABLE product_items (
        id INTEGER PRIMARY KEY,
        product_id INTEGER NOT NULL REFERENCES products(id),
        key TEXT NOT NULL,
        name TEXT NOT NULL,
        unit TEXT NOT NULL,
        price INTEGER NOT NULL,
        hourly_price INTEGER NOT NULL,
        min INTEGER NOT NULL,
        max INTEGER NOT NULL,
        UNIQUE (product_id, key)
      );
      INSERT INTO product_items (id, product_id, key, name, unit, price, hourly_price, min, max) VALUES
        (1, 1, 'cpu', 'هسته پردازنده', 'هسته', 1440000, 2000, 1, 32),
        (2, 1, 'memory', 'حافظه', 'گیگابایت', 720000, 1000, 1, 128),
        (3, 1, 'disk', 'دیسک', 'گیگابایت', 14400, 20, 10, 2000),
        (4, 1, 'ipv4', 'نشانی IPv4', 'عدد', 360000, 500, 1, 8);
      INSERT INTO product_bundles (id, product_id, name, price, hourly_price, cpu, memory, disk, bandwidth, sort) VALUES
        (101, 1, 'اقتصادی ۱', 2520000, 3500, 1, 1, 25, 1024, 1),
        (102, 1, 'اقتصادی ۲', 4320000, 6000, 1, 2, 40, 2048, 2),
        (103, 1, 'استاندارد ۲', 7200000, 10000, 2, 4, 60, 3072, 3),
        (104, 1, 'استاندارد ۴', 13680000, 19000, 4, 8, 100, 4096, 4),
        (105, 1, 'حرفه‌ای ۸', 26640000, 37000, 8, 16, 200, 6144, 5),
        (106, 1, 'حرفه‌ای ۱۶', 51840000, 72000, 16, 32, 400, NULL, 6);
      CREATE TABLE vm_hosts (
        ${RESOURCE_COLUMNS},
        name TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        datacenter_id INTEGER NOT NULL REFERENCES datacenters(id),
        image_id INTEGER NOT NULL REFERENCES vm_images(id),
        is_predefined INTEGER NOT NULL,
        product_bundle_id INTEGER REFERENCES product_bundles(id),
        cpu INTEGER NOT NULL,
        memory INTEGER NOT NULL,
        disk INTEGER NOT NULL,
        ipv4_count INTEGER NOT NULL,
        use_ipv6 INTEGER NOT NULL,
        network_id INTEGER,
        private_ip TEXT,
        hourly_price INTEGER NOT NULL,
        mounted_iso_id INTEGER REFERENCES isos(id),
        console_secret TEXT NOT NULL
      );
      CREATE UNIQUE INDEX vm_hosts_name ON vm_hosts(project_id, name COLLATE NOCASE);
      CREATE TABLE vm_ips (
        ${RESOURCE_COLUMNS},
        vm_host_id INTEGER NOT NULL REFERENCES vm_hosts(id) ON DELETE CASCADE,
        address TEXT NOT NULL UNIQUE,
        version INTEGER NOT NULL,
        is_public INTEGER NOT NULL DEFAULT 1
      );
      CREATE INDEX vm_ips_host ON vm_ips(vm_host_id);
      CREATE TABLE vm_firewall_rules (
        ${RESOURCE_COLUMNS},
        vm_host_id INTEGER NOT NULL REFERENCES vm_hosts(id) ON DELETE CASCADE,
        direction TEXT NOT NULL,
        protocol TEXT NOT NULL,
        port_range TEXT,
        cidr TEXT NOT NULL,
        description TEXT
      );
      CREATE INDEX vm_firewall_rules_host ON vm_firewall_rules(vm_host_id);
    `,
  },
  {
    id: 6,
    name: 'cloud disks, networks, ssh keys, snapshots and backups, bare metal, colocation',
    up: `
      -- vm_hosts comes from migration 5, which an old dev database may apply after this one:
      -- server ids are therefore plain integers here, checked in code, never FOREIGN KEYs.
      INSERT INTO products (id, kind, name) VALUES
        (4, 'bare-metal', 'سرور اختصاصی'),
        (5, 'colocation', 'کولوکیشن');
      INSERT INTO product_bundles (id, product_id, name, price, hourly_price, disk, sort) VALUES
        (201, 2, 'دیسک ۲۵ گیگابایت', 360000, 500, 25, 1),
        (202, 2, 'دیسک ۵۰ گیگابایت', 720000, 1000, 50, 2),
        (203, 2, 'دیسک ۱۰۰ گیگابایت', 1440000, 2000, 100, 3),
        (204, 2, 'دیسک ۲۵۰ گیگابایت', 3600000, 5000, 250, 4),
        (205, 2, 'دیسک ۵۰۰ گیگابایت', 7200000, 10000, 500, 5);
      INSERT INTO product_bundles (id, product_id, name, price, hourly_price, cpu, memory, disk, bandwidth, sort) VALUES
        (401, 4, 'اختصاصی E-2236', 43200000, 60000, 6, 32, 960, 10240, 1),
        (402, 4, 'اختصاصی Silver 4214', 86400000, 120000, 24, 128, 1920, 20480, 2),
        (403, 4, 'اختصاصی Gold 6230', 151200000, 210000, 40, 256, 3840, NULL, 3);

      CREATE TABLE volume_hosts (
        ${RESOURCE_COLUMNS},
        name TEXT NOT NULL,
        datacenter_id INTEGER NOT NULL REFERENCES datacenters(id),
        size INTEGER NOT NULL,
        hourly_price INTEGER NOT NULL,
        vm_host_id INTEGER,
        attached_at INTEGER
      );
      CREATE UNIQUE INDEX volume_hosts_name ON volume_hosts(project_id, name COLLATE NOCASE);
      CREATE INDEX volume_hosts_vm ON volume_hosts(vm_host_id);

      CREATE TABLE networks (
        ${RESOURCE_COLUMNS},
        name TEXT NOT NULL,
        datacenter_id INTEGER NOT NULL REFERENCES datacenters(id),
        cidr TEXT NOT NULL,
        gateway TEXT NOT NULL
      );
      CREATE UNIQUE INDEX networks_name ON networks(project_id, name COLLATE NOCASE);
      CREATE TABLE network_nodes (
        id INTEGER PRIMARY KEY,
        network_id INTEGER NOT NULL REFERENCES networks(id) ON DELETE CASCADE,
        vm_host_id INTEGER NOT NULL,
        ip_address TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (network_id, vm_host_id),
        UNIQUE (network_id, ip_address)
      );
      CREATE INDEX network_nodes_vm ON network_nodes(vm_host_id);

      CREATE TABLE ssh_keys (
        ${RESOURCE_COLUMNS},
        name TEXT NOT NULL,
        public_key TEXT NOT NULL,
        key_type TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        comment TEXT
      );
      CREATE UNIQUE INDEX ssh_keys_name ON ssh_keys(project_id, name COLLATE NOCASE);
      CREATE UNIQUE INDEX ssh_keys_fingerprint ON ssh_keys(project_id, fingerprint);

      -- Snapshots and backups of a server or a disk; one table per owner kind so each is a plain
      -- child resource of its owner (deleted with it).
      CREATE TABLE vm_snapshots (${RESOURCE_COLUMNS}, vm_host_id INTEGER NOT NULL, name TEXT NOT NULL, size INTEGER NOT NULL, hourly_price INTEGER NOT NULL);
      CREATE TABLE vm_backups (${RESOURCE_COLUMNS}, vm_host_id INTEGER NOT NULL, name TEXT NOT NULL, size INTEGER NOT NULL, hourly_price INTEGER NOT NULL);
      CREATE TABLE volume_snapshots (${RESOURCE_COLUMNS}, volume_host_id INTEGER NOT NULL REFERENCES volume_hosts(id) ON DELETE CASCADE, name TEXT NOT NULL, size INTEGER NOT NULL, hourly_price INTEGER NOT NULL);
      CREATE TABLE volume_backups (${RESOURCE_COLUMNS}, volume_host_id INTEGER NOT NULL REFERENCES volume_hosts(id) ON DELETE CASCADE, name TEXT NOT NULL, size INTEGER NOT NULL, hourly_price INTEGER NOT NULL);
      CREATE INDEX vm_snapshots_owner ON vm_snapshots(vm_host_id);
      CREATE INDEX vm_backups_owner ON vm_backups(vm_host_id);
      CREATE INDEX volume_snapshots_owner ON volume_snapshots(volume_host_id);
      CREATE INDEX volume_backups_owner ON volume_backups(volume_host_id);
      -- Automatic snapshot/backup schedule of an owner; no row = disabled.
      CREATE TABLE protection_schedules (
        owner_kind TEXT NOT NULL,
        owner_id INTEGER NOT NULL,
        kind TEXT NOT NULL,
        schedule_type_id INTEGER NOT NULL,
        caculate_type_id INTEGER NOT NULL,
        enabled_at INTEGER NOT NULL,
        PRIMARY KEY (owner_kind, owner_id, kind)
      );

      CREATE TABLE bare_metal_images (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        family TEXT NOT NULL,
        version TEXT NOT NULL
      );
      INSERT INTO bare_metal_images (id, name, family, version) VALUES
        (1, 'Ubuntu 24.04 LTS', 'ubuntu', '24.04'),
        (2, 'Ubuntu 22.04 LTS', 'ubuntu', '22.04'),
        (3, 'Debian 12', 'debian', '12'),
        (4, 'Rocky Linux 9', 'rocky', '9'),
        (5, 'Windows Server 2022', 'windows', '2022'),
        (6, 'Proxmox VE 8', 'proxmox', '8');
      CREATE TABLE bare_metal_hosts (
        ${RESOURCE_COLUMNS},
        name TEXT NOT NULL,
        product_bundle_id INTEGER NOT NULL REFERENCES product_bundles(id),
        image_id INTEGER NOT NULL REFERENCES bare_metal_images(id),
        datacenter_id INTEGER NOT NULL REFERENCES datacenters(id),
        cpu INTEGER NOT NULL,
        memory INTEGER NOT NULL,
        disk INTEGER NOT NULL,
        hourly_price INTEGER NOT NULL,
        ipv4 TEXT
      );
      CREATE UNIQUE INDEX bare_metal_hosts_name ON bare_metal_hosts(project_id, name COLLATE NOCASE);

      CREATE TABLE equipment_types (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
      CREATE TABLE equipment_brands (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
      CREATE TABLE equipment (
        id INTEGER PRIMARY KEY,
        type_id INTEGER NOT NULL REFERENCES equipment_types(id),
        brand_id INTEGER NOT NULL REFERENCES equipment_brands(id),
        model TEXT NOT NULL,
        rack_units INTEGER NOT NULL,
        power_watts INTEGER NOT NULL
      );
      INSERT INTO equipment_types (id, name) VALUES (1, 'سرور'), (2, 'ذخیره‌ساز'), (3, 'تجهیزات شبکه');
      INSERT INTO equipment_brands (id, name) VALUES (1, 'Dell'), (2, 'HPE'), (3, 'Cisco'), (4, 'Lenovo');
      INSERT INTO equipment (id, type_id, brand_id, model, rack_units, power_watts) VALUES
        (1, 1, 1, 'PowerEdge R650', 1, 800),
        (2, 1, 1, 'PowerEdge R740', 2, 1100),
        (3, 1, 2, 'ProLiant DL360 Gen10', 1, 800),
        (4, 1, 2, 'ProLiant DL380 Gen10', 2, 1000),
        (5, 1, 4, 'ThinkSystem SR650', 2, 1100),
        (6, 2, 1, 'PowerVault ME5024', 2, 580),
        (7, 2, 2, 'MSA 2060', 2, 600),
        (8, 3, 3, 'Catalyst 9300', 1, 350),
        (9, 3, 3, 'Nexus 93180YC', 1, 500),
        (10, 3, 1, 'PowerSwitch S5248F', 1, 450);
      CREATE TABLE colocation_hosts (
        ${RESOURCE_COLUMNS},
        name TEXT NOT NULL,
        equipment_id INTEGER NOT NULL REFERENCES equipment(id),
        serial_number TEXT NOT NULL,
        datacenter_id INTEGER NOT NULL REFERENCES datacenters(id),
        rack_units INTEGER NOT NULL,
        hourly_price INTEGER NOT NULL,
        ipv4 TEXT
      );
      CREATE UNIQUE INDEX colocation_hosts_name ON colocation_hosts(project_id, name COLLATE NOCASE);
    `,
  },
  {
    id: 7,
    name: 'account security, customer users, project users, user log',
    up: `
      ALTER TABLE users ADD COLUMN email_notification INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE users ADD COLUMN phone_notification INTEGER NOT NULL DEFAULT 1;
      -- A secret generated by enable-totp, enabled only once a code from it is confirmed.
      ALTER TABLE users ADD COLUMN totp_pending_secret TEXT;
      ALTER TABLE customers ADD COLUMN national_code TEXT;
      ALTER TABLE customers ADD COLUMN company_name TEXT;
      ALTER TABLE customers ADD COLUMN national_id TEXT;
      ALTER TABLE customers ADD COLUMN registration_number TEXT;
      ALTER TABLE customers ADD COLUMN economic_code TEXT;
      ALTER TABLE customers ADD COLUMN address TEXT;
      ALTER TABLE customers ADD COLUMN postal_code TEXT;

      -- users.customer_id is the ACTIVE customer; membership says which customers a user may act for.
      CREATE TABLE customer_members (
        customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        role TEXT NOT NULL CHECK (role IN ('owner', 'admin', 'member', 'viewer')),
        created_at INTEGER NOT NULL,
        PRIMARY KEY (customer_id, user_id)
      );
      CREATE INDEX customer_members_user ON customer_members(user_id);
      INSERT INTO customer_members (customer_id, user_id, role, created_at) SELECT customer_id, id, 'owner', created_at FROM users;
      -- Whoever creates a user (sign-up, seed) makes them owner of their customer; sub-user creation lowers the role.
      CREATE TRIGGER users_owner_membership AFTER INSERT ON users BEGIN
        INSERT OR IGNORE INTO customer_members (customer_id, user_id, role, created_at) VALUES (NEW.customer_id, NEW.id, 'owner', NEW.created_at);
      END;

      CREATE TABLE project_users (
        id INTEGER PRIMARY KEY,
        project_id INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        role TEXT NOT NULL CHECK (role IN ('admin', 'editor', 'viewer')),
        created_at INTEGER NOT NULL,
        UNIQUE (project_id, user_id)
      );
      CREATE INDEX project_users_user ON project_users(user_id);

      -- E-mail and phone changes waiting for their code; only the code's hash is kept.
      CREATE TABLE pending_changes (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('email', 'phone', 'sms-2fa')),
        target TEXT NOT NULL,
        code_hash TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (user_id, kind)
      );

      -- No foreign key: the log outlives a deleted sub-user.
      CREATE TABLE user_log (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL,
        user_id INTEGER NOT NULL,
        user_title TEXT NOT NULL,
        event TEXT NOT NULL,
        detail TEXT,
        ip TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX user_log_customer ON user_log(customer_id, created_at);
    `,
  },
  {
    id: 8,
    name: 'sign-in codes sent by SMS',
    // SQLite cannot widen a CHECK in place: the table is rebuilt with the new kind allowed.
    up: `
      CREATE TABLE pending_changes_new (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('email', 'phone', 'sms-2fa', 'sms-login')),
        target TEXT NOT NULL,
        code_hash TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (user_id, kind)
      );
      INSERT INTO pending_changes_new SELECT user_id, kind, target, code_hash, expires_at, attempts FROM pending_changes;
      DROP TABLE pending_changes;
      ALTER TABLE pending_changes_new RENAME TO pending_changes;
    `,
  },
];

/** Applies every migration not yet recorded, each in its own transaction. Returns the ids applied. */
export function migrate(db: Database, list: Migration[] = migrations): number[] {
  db.exec('CREATE TABLE IF NOT EXISTS migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)');
  const done = new Set(db.prepare('SELECT id FROM migrations').pluck().all() as number[]);
  const applied: number[] = [];
  for (const m of [...list].sort((a, b) => a.id - b.id)) {
    if (done.has(m.id)) continue;
    db.transaction(() => {
      db.exec(m.up);
      db.prepare('INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, ?)').run(m.id, m.name, Date.now());
    })();
    applied.push(m.id);
  }
  return applied;
}
