import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  api,
  createStorageHostSchema,
  editStorageHostSchema,
  PRODUCT,
  storagePrice,
  usageCategories,
  type StorageHost,
  type StorageHostRow,
  type StorageKey,
} from '@portal/contracts';
import { sha256 } from '../../auth/tokens';
import { iso } from '../../clock';
import { BUNDLE_KINDS, bundleOfKind, datacenterName, datacenterSlug, itemToWire, productItems } from '../../catalogue';
import type { Db } from '../../db/open';
import { defineResource } from '../../engine/define';
import { createResource } from '../../engine/register';
import type { EngineEnv, ResourceRow } from '../../engine/types';
import { wireStatus } from '../../engine/wire-status';
import { addError, invalid } from '../../http/errors';
import { route } from '../../http/route';
import { messages } from '../../messages';
import { projectOf, rowIn } from '../../engine/in-project';
import { projectDatacenter } from '../cloud-infra/racks';
import { uniqueName } from '../../engine/fields';
import { owner } from '../../engine/owner';
import { selectValue } from '../../db/query';

export const MAX_KEYS_PER_HOST = 5;

/** Rial per hour of a host ordered by size: its GB at product 104's GB item, as the portal prices it (storagePrice). */
export function sizedHourlyPrice(db: Db, diskGb: number): number {
  const price = storagePrice(productItems(db, PRODUCT.storage).map(itemToWire), diskGb);
  if (!price) throw new Error('the catalogue has no GB item of object storage');
  return Math.ceil(price.hourly);
}

/** S3 address of a host; fixed when it first becomes active, so it never changes under clients. */
export const storageEndpoint = (name: string, id: number, datacenterSlug: string) => `https://${name.toLowerCase()}-${id}.s3.${datacenterSlug}.sandbox.local`;

/** Fields the list row and the get share: `public` is the S3 address (null until active). */
const common = (row: ResourceRow, env: EngineEnv) => ({
  id: row.id,
  datacenter: datacenterName(env.db, row.datacenter_id) ?? null,
  name: row.name as string,
  ...wireStatus(row.status),
  isPublic: row.is_public === 1,
  public: (row.endpoint as string | null) ?? null,
  createDate: iso(row.created_at)!,
});

export const storageHost = defineResource<StorageHost>({
  kind: 'storage-host',
  table: 'storage_hosts',
  provisioned: true,
  limit: 'storage',
  category: usageCategories.storage,
  billing: { hourlyPrice: (row) => row.hourly_price as number },
  productBundles: BUNDLE_KINDS.storage,
  schema: createStorageHostSchema,
  fields: { name: uniqueName, disk: { column: 'disk_size' }, publicAccess: { column: 'is_public' } },
  // A bundle or a size, as the order says (CreateStorageHostModel.isPredefined).
  check: (columns, _ctx, errors, mode) => {
    if (mode !== 'create') return;
    if (columns.is_predefined === 1 && columns.product_bundle_id == null && !errors.ProductBundleId)
      addError(errors, 'ProductBundleId', messages.storageBundleRequired);
    if (columns.is_predefined === 0 && columns.disk_size == null && !errors.Disk) addError(errors, 'Disk', messages.storageSizeRequired);
  },
  // The price is fixed at creation, like a real order; the host lives in the project's data centre (the order names none).
  derive: (input, { env, projectId, userId }) => {
    const predefined = input.is_predefined === 1;
    const bundle = predefined ? bundleOfKind(env.db, 'storage', input.product_bundle_id)! : undefined;
    const size = bundle ? (bundle.disk as number) : Number(input.disk_size);
    return {
      columns: {
        disk_size: size,
        product_bundle_id: bundle ? input.product_bundle_id : null,
        hourly_price: bundle ? bundle.hourlyPrice : sizedHourlyPrice(env.db, size),
        used_size: 0,
        is_public: input.is_public === 1 ? 1 : 0,
        datacenter_id: projectDatacenter(env.db, projectId) ?? 1,
        user_id: userId,
      },
    };
  },
  onEnter: {
    active: (row, env) => {
      if (row.endpoint) return;
      return { endpoint: storageEndpoint(String(row.name), row.id, datacenterSlug(env.db, row.datacenter_id)) };
    },
  },
  actions: {
    // The provider's edit carries the size alone: it grows the host; the price grows in proportion.
    grow: {
      endpoint: api.storage.hostEdit,
      from: ['active'],
      via: 'updating',
      to: 'active',
      schema: editStorageHostSchema,
      fields: { volumeSize: { column: 'disk_size' } },
      effect: (row, input) => {
        const size = Number(input.disk_size);
        if (size === row.disk_size) throw invalid({ VolumeSize: [messages.storageSameSize] });
        if (size < (row.disk_size as number)) throw invalid({ VolumeSize: [messages.storageShrink] });
        return { disk_size: size, hourly_price: Math.ceil(((row.hourly_price as number) * size) / (row.disk_size as number)) };
      },
    },
  },
  toContract: (row, env) => ({ ...common(row, env), disk: row.disk_size as number }),
  toListRow: (row, env): StorageHostRow => ({
    ...common(row, env),
    customerId: selectValue<number>(env.db, 'SELECT customer_id FROM projects WHERE id = ?', row.project_id)!,
    ...owner(env, row),
    expireDate: null,
  }),
  endpoints: { list: api.storage.hostList, get: api.storage.hostGet, create: api.storage.hostCreate, delete: api.storage.hostDelete },
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
  // Only a hash of the secret is kept: it is shown once, in the create answer, and never again.
  derive: () => {
    const secretKey = randomBytes(30).toString('base64url');
    return { columns: { access_key: accessKey(), secret_hash: sha256(secretKey) }, reveal: { secretKey } };
  },
  toContract: (row) => ({ id: row.id, accessKey: row.access_key as string, createDate: iso(row.created_at)! }),
  routes: (scope, env) => registerKeyCreate(scope, env),
  endpoints: { list: api.storage.keyList, delete: api.storage.keyDelete },
});

/** The create answers the pair alone (`CreateStorageKeyResponse`): no id, no date. */
function registerKeyCreate(my: FastifyInstance, env: EngineEnv): void {
  route(my, env, api.storage.keyCreate, ({ user, params }) => {
    const projectId = projectOf(env, user, params.projectId);
    const parent = rowIn(env, storageHost, projectId, params.storageHostId);
    const { row, reveal } = createResource(env, storageKey, { env, customerId: user.customerId, userId: user.userId, projectId, parent }, undefined);
    return { accessKey: row.access_key as string, secretKey: reveal.secretKey as string };
  });
}
