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
  {
    id: 202612070100,
    name: "catalogue: the provider's product and product item ids",
    up: `
      -- The provider's product categories are 101 (VM) to 111 (web host) and its unit items 101
      -- (vCPU) to 139 (VPC 10 rules): the catalogue moves to those ids so a price read here reads
      -- the same against the provider. A bundle keeps its kind itself, since the provider has no
      -- product of its own for cloud disks (their bundles sit under the VM product).
      ALTER TABLE product_bundles ADD COLUMN kind TEXT;
      UPDATE product_bundles SET kind = (SELECT p.kind FROM products p WHERE p.id = product_bundles.product_id);
      CREATE TRIGGER product_bundles_kind AFTER INSERT ON product_bundles WHEN NEW.kind IS NULL
      BEGIN
        UPDATE product_bundles SET kind = (SELECT p.kind FROM products p WHERE p.id = NEW.product_id) WHERE id = NEW.id;
      END;
      -- An item the customer does not order by itself (a VPC's load balancer) prices a part only: not in the list.
      ALTER TABLE product_items ADD COLUMN listed INTEGER NOT NULL DEFAULT 1;

      CREATE TEMP TABLE product_ids (old INTEGER PRIMARY KEY, new INTEGER NOT NULL);
      INSERT INTO product_ids (old, new) VALUES (1, 101), (2, 101), (3, 104), (4, 107), (5, 108), (60, 109), (70, 106), (71, 105), (80, 111), (90, 110);
      INSERT INTO products (id, kind, name, description, supplementary_description)
        SELECT m.new, p.kind, p.name, p.description, p.supplementary_description FROM products p JOIN product_ids m ON m.old = p.id WHERE p.id != 2;
      INSERT INTO products (id, kind, name, description, supplementary_description) VALUES
        (102, 'dns', 'DNS ابری', 'مدیریت رکوردهای DNS دامنه‌ها', 'پرداخت ساعتی از کیف پول'),
        (103, 'cdn', 'شبکه تحویل محتوا', 'شبکه تحویل محتوا و محافظت از وب‌سایت', 'پرداخت ساعتی از کیف پول');
      UPDATE product_bundles SET product_id = (SELECT new FROM product_ids WHERE old = product_id) WHERE product_id IN (SELECT old FROM product_ids);
      UPDATE vm_images SET product_id = (SELECT new FROM product_ids WHERE old = product_id) WHERE product_id IN (SELECT old FROM product_ids);
      UPDATE orders SET product_id = (SELECT new FROM product_ids WHERE old = product_id) WHERE product_id IN (SELECT old FROM product_ids);
      -- A cluster's nodes are servers: the provider prices a custom node at the VM items (kubernetes-price's vmProductItemsPrice).
      DELETE FROM product_items WHERE product_id = 70;
      UPDATE product_items SET id = CASE id WHEN 1 THEN 101 WHEN 2 THEN 102 WHEN 3 THEN 103 WHEN 4 THEN 104
          WHEN 6001 THEN 138 WHEN 6002 THEN 6002 WHEN 7101 THEN 111 WHEN 7102 THEN 112 WHEN 7103 THEN 113 ELSE id END,
        product_id = (SELECT new FROM product_ids WHERE old = product_id)
        WHERE product_id IN (SELECT old FROM product_ids);
      UPDATE product_items SET listed = 0 WHERE product_id = 109 AND key = 'loadBalancer';
      INSERT INTO product_items (id, product_id, key, name, unit, price, hourly_price, min, max) VALUES
        (139, 109, 'rules10', 'ده قانون فایروال VPC', 'بسته ۱۰تایی', 720000, 1000, 0, 100),
        (110, 104, 'disk', 'فضای ذخیره‌سازی', 'گیگابایت', 28800, 40, 10, 10240),
        (107, 102, 'record', 'رکورد DNS', 'رکورد', 720, 1, 1, 1000000);
      DELETE FROM products WHERE id IN (SELECT old FROM product_ids);
      DROP TABLE product_ids;
    `,
  },
];
