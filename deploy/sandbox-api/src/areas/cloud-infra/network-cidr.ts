import { checkPrivateCidr, NETWORK_PREFIX, type Ipv4Range } from '@portal/contracts';

// Address arithmetic of private networks (the format rules are the contracts'): .1 is the gateway;
// which addresses a server may hold is network-addresses' one rule.

/** The range of a CIDR already accepted by the contract's rule (a stored network's, say). */
export const cidrOf = (text: string): Ipv4Range => {
  const r = checkPrivateCidr(text, { min: NETWORK_PREFIX.min, max: NETWORK_PREFIX.max });
  if (!('range' in r)) throw new Error(`stored CIDR is invalid: ${text}`);
  return r.range;
};

export const gatewayOf = (c: Ipv4Range) => c.base + 1;
