// The provider's small kind tables, by the ids its create bodies and lists carry.

/** A Kubernetes cluster node's type id. */
export const NODE_TYPE = { master: 1, worker: 2 } as const;
export type NodeTypeId = (typeof NODE_TYPE)[keyof typeof NODE_TYPE];

/** A VPC NAT rule's `natTypeId`: source or destination NAT. */
export const NAT_TYPE = { snat: 1, dnat: 2 } as const;
export type NatTypeId = (typeof NAT_TYPE)[keyof typeof NAT_TYPE];

/** A deployment's environment entry: a value typed in, or read from a config map or a secret. */
export const ENV_TYPE = { custom: 1, configMap: 2, secret: 3 } as const;
export type EnvTypeId = (typeof ENV_TYPE)[keyof typeof ENV_TYPE];

/** How a customer's product is billed: pay as you go (hourly from the wallet) or prepaid. */
export const CUSTOMER_PRODUCT_TYPE = { payg: 1, prepaid: 3 } as const;
export type CustomerProductTypeId = (typeof CUSTOMER_PRODUCT_TYPE)[keyof typeof CUSTOMER_PRODUCT_TYPE];
