// Virtual servers, their catalogue (images, ISOs, unit prices, bundles), addresses and firewall rules.
import { RESOURCE_COLUMNS, type Migration } from '../../db/migrations/types';

export const vmMigrations: Migration[] = [
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
    id: 202611232200,
    name: 'virtual servers: the SSH keys installed at creation',
    up: `ALTER TABLE vm_hosts ADD COLUMN ssh_key_ids TEXT NOT NULL DEFAULT '[]';`,
  },
  {
    id: 202612020100,
    name: "virtual servers on the provider's wire: operating-system ids of images, storage class, key and last change of a server",
    up: `
      ALTER TABLE vm_images ADD COLUMN operating_system_id INTEGER NOT NULL DEFAULT 1;
      UPDATE vm_images SET operating_system_id = CASE os
        WHEN 'Ubuntu' THEN 1 WHEN 'Debian' THEN 2 WHEN 'AlmaLinux' THEN 3 WHEN 'Rocky Linux' THEN 4
        WHEN 'CentOS Stream' THEN 5 WHEN 'Windows Server' THEN 6 ELSE 1 END;
      ALTER TABLE vm_hosts ADD COLUMN storage_class_type_id INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE vm_hosts ADD COLUMN vm_key_id INTEGER;
      ALTER TABLE vm_hosts ADD COLUMN modified_at INTEGER;
    `,
  },
  {
    id: 202612060100,
    name: "cluster nodes name their servers: a node's vm_host_id (the node list's vmHostId; host/get's isCluster and isMaster)",
    up: `
      ALTER TABLE kuber_nodes ADD COLUMN vm_host_id INTEGER;
      CREATE INDEX kuber_nodes_vm ON kuber_nodes(vm_host_id);
    `,
  },
];
