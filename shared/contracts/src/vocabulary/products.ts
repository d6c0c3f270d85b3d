// The provider's product categories and product items (its panel's PRODUCT_CATEGORY_ENUM and
// PRODUCT_ITEM_ENUM). A product id is what `portal/product-item/list/{productId}`, the bundle
// lists and a ticket's `productId` name; an item id tells which row of a product's item list is
// which unit, since a row carries only {id, name, price, unit}.

export const PRODUCT = {
  vm: 101,
  dns: 102,
  cdn: 103,
  storage: 104,
  kuberCloud: 105,
  kuberCluster: 106,
  bareMetal: 107,
  colocation: 108,
  vpc: 109,
  domain: 110,
  web: 111,
} as const;
export type ProductKey = keyof typeof PRODUCT;
export type ProductId = (typeof PRODUCT)[ProductKey];
export const PRODUCT_ID_LIST: readonly ProductId[] = Object.values(PRODUCT);
export const isProductId = (id: number | null | undefined): id is ProductId => id != null && (PRODUCT_ID_LIST as readonly number[]).includes(id);

export const PRODUCT_ITEM = {
  vcpu: 101,
  memory: 102,
  disk: 103,
  ipv4: 104,
  ipv6: 105,
  freeDns: 107,
  freeCdn: 108,
  cloudDisk: 110,
  kuberCpu: 111,
  kuberMemory: 112,
  kuberDisk: 113,
  kuber10Pods: 114,
  kuberCluster: 119,
  physicalCpu: 122,
  physicalMemory: 123,
  physicalDisk: 124,
  networkPort: 125,
  bareMetalIpv4: 126,
  rackUnitSpace: 130,
  rackUnitPower: 131,
  networkPort1G: 132,
  networkPort10G: 133,
  colocationIpv4: 134,
  vpcIpv4: 138,
  vpc10Rules: 139,
} as const;
export type ProductItemKey = keyof typeof PRODUCT_ITEM;
export type ProductItemId = (typeof PRODUCT_ITEM)[ProductItemKey];
export const PRODUCT_ITEM_ID_LIST: readonly ProductItemId[] = Object.values(PRODUCT_ITEM);
export const isProductItemId = (id: number | null | undefined): id is ProductItemId => id != null && (PRODUCT_ITEM_ID_LIST as readonly number[]).includes(id);
