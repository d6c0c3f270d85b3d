// Object storage hosts and their access keys.
import { RESOURCE_COLUMNS, type Migration } from './types';

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
];
