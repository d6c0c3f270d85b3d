// IPv4 ranges of private networks, as unsigned 32-bit integers.

export interface Cidr {
  base: number;
  prefix: number;
  /** Addresses in the range, network and broadcast included. */
  size: number;
}

const PRIVATE: readonly Cidr[] = [parseCidrStrict('10.0.0.0/8')!, parseCidrStrict('172.16.0.0/12')!, parseCidrStrict('192.168.0.0/16')!];

export function ipToInt(text: string): number | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text.trim());
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  if (parts.some((p, i) => p > 255 || (m[i + 1].length > 1 && m[i + 1].startsWith('0')))) return null;
  return ((parts[0] << 24) >>> 0) + (parts[1] << 16) + (parts[2] << 8) + parts[3];
}

export const intToIp = (n: number): string => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');

/** `a.b.c.d/p` with any address; null when malformed. */
function parseCidrStrict(text: string): (Cidr & { address: number }) | null {
  const m = /^([\d.]+)\/(\d{1,2})$/.exec(text.trim());
  const address = m ? ipToInt(m[1]) : null;
  const prefix = m ? Number(m[2]) : NaN;
  if (address === null || !(prefix >= 0 && prefix <= 32)) return null;
  const size = 2 ** (32 - prefix);
  return { address, base: address - (address % size), prefix, size };
}

export const contains = (outer: Cidr, ip: number) => ip >= outer.base && ip < outer.base + outer.size;
export const overlaps = (a: Cidr, b: Cidr) => a.base < b.base + b.size && b.base < a.base + a.size;
export const formatCidr = (c: Cidr) => `${intToIp(c.base)}/${c.prefix}`;

/** A private range with prefix /16–/29 whose address is the range's first; else which rule it breaks. */
export function parsePrivateCidr(text: string): { cidr: Cidr } | { error: 'format' | 'hostBits'; expected?: string } {
  const c = parseCidrStrict(text);
  if (!c || c.prefix < 16 || c.prefix > 29 || !PRIVATE.some((p) => contains(p, c.base) && contains(p, c.base + c.size - 1))) return { error: 'format' };
  if (c.address !== c.base) return { error: 'hostBits', expected: formatCidr(c) };
  return { cidr: { base: c.base, prefix: c.prefix, size: c.size } };
}

export const cidrOf = (text: string): Cidr => {
  const r = parsePrivateCidr(text);
  if (!('cidr' in r)) throw new Error(`stored CIDR is invalid: ${text}`);
  return r.cidr;
};

/** .1 is the gateway; servers get .2 up to the last before broadcast. */
export const gatewayOf = (c: Cidr) => c.base + 1;
export const isAssignable = (c: Cidr, ip: number) => ip > c.base + 1 && ip < c.base + c.size - 1;
