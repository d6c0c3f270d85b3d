// The product catalogue: data centres, products and their bundles.
import type { Migration } from './types';

export const catalogueMigrations: Migration[] = [
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
    id: 202611280100,
    name: 'catalogue: bundle figures the provider lists (addresses included, rules in tens, network port)',
    up: `
      -- What each kind's bundle row on the wire says beyond cpu/memory/disk: public IPv4 addresses
      -- included (servers, cluster nodes, dedicated servers; a VPC's public IPs are ordered apart),
      -- a VPC's rules in tens, a dedicated server's network port in Gbps.
      ALTER TABLE product_bundles ADD COLUMN ipv4 INTEGER;
      ALTER TABLE product_bundles ADD COLUMN rules10 INTEGER;
      ALTER TABLE product_bundles ADD COLUMN network_port INTEGER;
      UPDATE product_bundles SET ipv4 = 1 WHERE product_id IN (1, 4, 70);
      UPDATE product_bundles SET network_port = CASE id WHEN 403 THEN 10 ELSE 1 END WHERE product_id = 4;
      UPDATE product_bundles SET ipv4 = 0, rules10 = CASE id WHEN 6001 THEN 1 WHEN 6002 THEN 2 WHEN 6003 THEN 5 ELSE 10 END WHERE product_id = 60;
    `,
  },
];
