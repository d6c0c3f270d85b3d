import { randomBytes, randomInt } from 'node:crypto';
import { api, createStorageHostSchema, usageCategories, type StorageHost, type StorageKey } from '@portal/contracts';
import { sha256 } from '../auth/tokens';
import { iso } from '../clock';
import { bundleOfKind, datacenterSlug } from '../catalogue';
import { defineResource } from '../engine/define';
import { messages } from '../messages';
import { editableName } from './fields';

export const MAX_KEYS_PER_HOST = 5;

/** S3 address of a host; fixed when it first becomes active, so a rename does not break clients. */
export const storageEndpoint = (name: string, id: number, datacenterSlug: string) =>
  `https://${name.toLowerCase()}-${id}.s3.${datacenterSlug}.sandbox.local`;

export const storageHost = defineResource<StorageHost>({
  kind: 'storage-host',
  table: 'storage_hosts',
  provisioned: true,
  limit: 'storage',
  category: usageCategories.storage,
  billing: { hourlyPrice: (row) => row.hourly_price as number },
  catalogue: 'storage',
  schema: createStorageHostSchema,
  fields: { name: editableName },
  // The price is fixed at creation, like a real order: a later catalogue change does not reprice running hosts.
  derive: (input, { env }) => {
    const bundle = bundleOfKind(env.db, 'storage', input.product_bundle_id)!;
    return { columns: { disk_size: bundle.disk, hourly_price: bundle.hourlyPrice, used_size: 0 } };
  },
  onEnter: {
    active: (row, env) => {
      if (row.endpoint) return;
      return { endpoint: storageEndpoint(String(row.name), row.id, datacenterSlug(env.db, row.datacenter_id)) };
    },
  },
  toContract: (row, env) => ({
    id: row.id,
    projectId: row.project_id,
    name: row.name as string,
    status: row.status as StorageHost['status'],
    productBundleId: row.product_bundle_id as number,
    bundleName: env.db.prepare('SELECT name FROM product_bundles WHERE id = ?').pluck().get(row.product_bundle_id) as string,
    diskSize: row.disk_size as number,
    usedSize: row.used_size as number,
    endpoint: (row.endpoint as string | null) ?? null,
    datacenterId: row.datacenter_id as number,
    createdAt: iso(row.created_at)!,
  }),
  endpoints: {
    list: api.storage.hostList,
    get: api.storage.hostGet,
    create: api.storage.hostCreate,
    edit: api.storage.hostEdit,
    delete: api.storage.hostDelete,
  },
});

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const accessKey = () => 'SBX' + Array.from({ length: 17 }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join('');

export const storageKey = defineResource<StorageKey>({
  kind: 'storage-key',
  table: 'storage_keys',
  provisioned: false,
  parent: {
    def: storageHost,
    param: 'storageHostId',
    column: 'storage_host_id',
    requireActive: true,
    max: { count: MAX_KEYS_PER_HOST, message: messages.storageKeyLimit },
  },
  // Only a hash of the secret is kept: it is shown once, in the create response, and never again.
  derive: () => {
    const secretKey = randomBytes(30).toString('base64url');
    return { columns: { access_key: accessKey(), secret_hash: sha256(secretKey) }, reveal: { secretKey } };
  },
  toContract: (row) => ({
    id: row.id,
    storageHostId: row.storage_host_id as number,
    accessKey: row.access_key as string,
    createdAt: iso(row.created_at)!,
  }),
  endpoints: { list: api.storage.keyList, create: api.storage.keyCreate, delete: api.storage.keyDelete },
});
