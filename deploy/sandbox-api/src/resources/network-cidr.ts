import { checkPrivateCidr, NETWORK_PREFIX, type Ipv4Range } from '@portal/contracts';

// Address arithmetic of private networks (the format rules are the contracts'): .1 is the gateway,
// servers get .2 up to the last address before broadcast.

/** The range of a CIDR already accepted by the contract's rule (a stored network's, say). */
export const cidrOf = (text: string): Ipv4Range => {
  const r = checkPrivateCidr(text, { min: NETWORK_PREFIX.min, max: NETWORK_PREFIX.max });
  if (!('range' in r)) throw new Error(`stored CIDR is invalid: ${text}`);
  return r.range;
};

export const gatewayOf = (c: Ipv4Range) => c.base + 1;
export const isAssignable = (c: Ipv4Range, ip: number) => ip > c.base + 1 && ip < c.base + c.size - 1;
