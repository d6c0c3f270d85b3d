// Registered domains on the provider's wire.
import type { Migration } from '../../db/migrations/types';

export const domainMigrations: Migration[] = [
  {
    // The extensions on sale are the items of one product (price per year, hourly = yearly / 8760);
    // the order is for a year with automatic renewal or not, and the registrant is the provider's
    // contact (country, province, city, street, postal code, voice, e-mail, fax): old rows keep
    // their address as the street and their mobile as the voice number.
    id: 202612030210,
    name: 'domains: extensions as product items, auto renewal, the provider contact',
    up: `
      INSERT INTO products (id, kind, name, description, supplementary_description) VALUES
        (90, 'domain', 'ثبت دامنه', 'ثبت و مدیریت دامنه‌های ملی و بین‌المللی', 'پرداخت سالانه از کیف پول');
      INSERT INTO product_items (id, product_id, key, name, unit, price, hourly_price, min, max) VALUES
        (9001, 90, 'ir', 'ir', 'سال', 1200000, 137, 1, 1),
        (9002, 90, 'xn--mgba3a4f16a', 'ایران', 'سال', 1200000, 137, 1, 1),
        (9003, 90, 'com', 'com', 'سال', 9500000, 1085, 1, 1),
        (9004, 90, 'net', 'net', 'سال', 11000000, 1256, 1, 1),
        (9005, 90, 'org', 'org', 'سال', 10000000, 1142, 1, 1);
      ALTER TABLE domains ADD COLUMN auto_renewal INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE domains ADD COLUMN transferred INTEGER NOT NULL DEFAULT 0;
      UPDATE domains SET contact = json_object(
        'name', json_extract(contact, '$.name'), 'email', json_extract(contact, '$.email'), 'voice', json_extract(contact, '$.phoneNumber'),
        'country', 'IR', 'province', NULL, 'city', NULL, 'street', json_extract(contact, '$.address'), 'postalCode', NULL, 'fax', NULL);
    `,
  },
];
