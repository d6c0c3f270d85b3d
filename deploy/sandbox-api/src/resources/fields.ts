import type { Db } from '../db/open';
import type { FieldDef } from '../engine/types';
import { exists, length, resourceName, unique } from '../engine/validators';
import { messages } from '../messages';

// Fields several resource declarations share, so one rule (and one Persian message) holds for every product.
const L = messages.labels;

/** The resource's name: a DNS-style label, 3–50 characters, unique in its project. */
export const nameField = (options: { editable?: boolean } = {}): FieldDef => ({
  column: 'name',
  error: 'Name',
  label: L.name,
  type: 'string',
  required: true,
  ...options,
  validate: [length(3, 50), resourceName, unique],
});

export const datacenterField: FieldDef = {
  column: 'datacenter_id',
  error: 'DatacenterId',
  label: L.datacenter,
  type: 'int',
  required: true,
  validate: [exists('SELECT 1 FROM datacenters WHERE id = ?')],
};

/** The data centre's name every resource contract shows next to its id. */
export const datacenterName = (db: Db, id: unknown) => db.prepare('SELECT name FROM datacenters WHERE id = ?').pluck().get(id) as string;

/** A bundle of one product kind only: a server bundle is not a valid storage or bare-metal order. */
export const bundleField = (productKind: string): FieldDef => ({
  column: 'product_bundle_id',
  error: 'ProductBundleId',
  label: L.productBundle,
  type: 'int',
  required: true,
  validate: [exists(`SELECT 1 FROM product_bundles b JOIN products p ON p.id = b.product_id WHERE b.id = ? AND p.kind = '${productKind}'`)],
});
