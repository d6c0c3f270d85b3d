// Cloud disks, private networks, SSH keys, snapshots and backups, bare metal, colocation.
import { RESOURCE_COLUMNS, type Migration } from '../../db/migrations/types';

export const cloudInfraMigrations: Migration[] = [
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
    id: 202612020200,
    name: 'disks, networks and protection on the provider wire: order sizing, network prefix, copy descriptions',
    up: `
      -- A disk is ordered from a bundle or by size (CreateVolumeHostModel); a network from an
      -- address and a prefix (CreateVmNetworkModel); snapshots and backups carry a description.
      ALTER TABLE volume_hosts ADD COLUMN is_predefined INTEGER;
      ALTER TABLE volume_hosts ADD COLUMN product_bundle_id INTEGER;
      ALTER TABLE networks ADD COLUMN prefix INTEGER;
      ALTER TABLE vm_snapshots ADD COLUMN description TEXT;
      ALTER TABLE vm_backups ADD COLUMN description TEXT;
      ALTER TABLE volume_snapshots ADD COLUMN description TEXT;
      ALTER TABLE volume_backups ADD COLUMN description TEXT;
    `,
  },
];
