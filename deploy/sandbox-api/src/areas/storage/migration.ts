// Object storage hosts and their access keys.
import { RESOURCE_COLUMNS, type Migration } from '../../db/migrations/types';

export const storageMigrations: Migration[] = [
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
    // Issue 30: the provider's order names a bundle or a size (no bundle then), public access, and
    // no data centre (the project's); the list names the creating user. SQLite cannot drop a NOT
    // NULL, so both tables are rebuilt (keys first out, so the host drop cascades into nothing).
    id: 202612030200,
    name: 'object storage: size without a bundle, public access, creating user',
    up: `
      CREATE TABLE storage_hosts_new (
        ${RESOURCE_COLUMNS},
        name TEXT NOT NULL,
        product_bundle_id INTEGER REFERENCES product_bundles(id),
        datacenter_id INTEGER NOT NULL REFERENCES datacenters(id),
        disk_size INTEGER NOT NULL,
        used_size INTEGER NOT NULL DEFAULT 0,
        hourly_price INTEGER NOT NULL,
        endpoint TEXT,
        is_predefined INTEGER NOT NULL DEFAULT 1,
        is_public INTEGER NOT NULL DEFAULT 0,
        user_id INTEGER REFERENCES users(id)
      );
      INSERT INTO storage_hosts_new (id, project_id, status, next_status, transition_at, billed_until, created_at, name, product_bundle_id, datacenter_id, disk_size, used_size, hourly_price, endpoint)
        SELECT id, project_id, status, next_status, transition_at, billed_until, created_at, name, product_bundle_id, datacenter_id, disk_size, used_size, hourly_price, endpoint FROM storage_hosts;
      CREATE TABLE storage_keys_new (
        ${RESOURCE_COLUMNS},
        storage_host_id INTEGER NOT NULL REFERENCES storage_hosts_new(id) ON DELETE CASCADE,
        access_key TEXT NOT NULL UNIQUE,
        secret_hash TEXT NOT NULL
      );
      INSERT INTO storage_keys_new SELECT * FROM storage_keys;
      DROP TABLE storage_keys;
      DROP TABLE storage_hosts;
      ALTER TABLE storage_hosts_new RENAME TO storage_hosts;
      ALTER TABLE storage_keys_new RENAME TO storage_keys;
      CREATE UNIQUE INDEX storage_hosts_name ON storage_hosts(project_id, name COLLATE NOCASE);
      CREATE INDEX storage_keys_host ON storage_keys(storage_host_id);
    `,
  },
];
