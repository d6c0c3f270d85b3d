// Address formats the portal and the sandbox both check: one definition of what an IPv4, an
// IPv6, a CIDR or a port range is, so a form never accepts what the API refuses (or the reverse).

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

export const isIpv4 = (text: string): boolean => IPV4.test(text);

/** Dotted quad → unsigned 32-bit integer; null when it is not a canonical IPv4 address. */
export function ipv4ToInt(text: string): number | null {
  if (!isIpv4(text)) return null;
  return text.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}
export const intToIpv4 = (n: number): string => [24, 16, 8, 0].map((s) => Math.floor(n / 2 ** s) % 256).join('.');

/** IPv6 in any valid textual form (with :: compression, optionally an embedded IPv4 tail). */
export function isIpv6(text: string): boolean {
  if (!/^[0-9a-fA-F:.]+$/.test(text) || text.split('::').length > 2) return false;
  let groups = text.split(':');
  const tail = groups[groups.length - 1];
  let extra = 0;
  if (tail.includes('.')) {
    if (!isIpv4(tail)) return false;
    groups = groups.slice(0, -1);
    extra = 2;
  }
  const compressed = text.includes('::');
  const parts = groups.filter((g, i) => !(g === '' && (compressed || i === 0 || i === groups.length - 1)));
  if (parts.some((g) => !/^[0-9a-fA-F]{1,4}$/.test(g))) return false;
  const count = parts.length + extra;
  return compressed ? count <= 7 : count === 8;
}

/** "a.b.c.d/n" (n 0-32) or "v6/n" (n 0-128). */
export function isCidr(text: string): boolean {
  const m = /^([^/]+)\/(\d{1,3})$/.exec(text);
  if (!m) return false;
  const prefix = Number(m[2]);
  if (isIpv4(m[1])) return prefix <= 32;
  return isIpv6(m[1]) && prefix <= 128;
}

export interface Ipv4Range {
  /** First address of the range (the network address). */
  base: number;
  prefix: number;
  /** Addresses in the range, network and broadcast included. */
  size: number;
}

/** An IPv4 CIDR and the address as written (which may have host bits set); null when malformed. */
export function parseIpv4Cidr(text: string): (Ipv4Range & { address: number }) | null {
  const m = /^([\d.]+)\/(\d{1,2})$/.exec(text.trim());
  const address = m ? ipv4ToInt(m[1]) : null;
  const prefix = m ? Number(m[2]) : NaN;
  if (address === null || !(prefix >= 0 && prefix <= 32)) return null;
  const size = 2 ** (32 - prefix);
  return { address, base: address - (address % size), prefix, size };
}

export const rangeContains = (outer: Ipv4Range, ip: number): boolean => ip >= outer.base && ip < outer.base + outer.size;
export const rangesOverlap = (a: Ipv4Range, b: Ipv4Range): boolean => a.base < b.base + b.size && b.base < a.base + a.size;
export const formatIpv4Range = (c: Ipv4Range): string => `${intToIpv4(c.base)}/${c.prefix}`;

/** RFC 1918 space. */
const PRIVATE_RANGES: readonly Ipv4Range[] = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'].map((c) => parseIpv4Cidr(c)!);

/**
 * A private IPv4 range with a prefix inside `prefix` whose address is the range's first;
 * otherwise which rule it breaks (`hostBits` carries the range the user probably meant).
 */
export function checkPrivateCidr(
  text: string,
  prefix: { min: number; max: number },
): { range: Ipv4Range } | { error: 'format' } | { error: 'hostBits'; expected: string } {
  const c = parseIpv4Cidr(text);
  if (!c || c.prefix < prefix.min || c.prefix > prefix.max) return { error: 'format' };
  if (!PRIVATE_RANGES.some((p) => rangeContains(p, c.base) && rangeContains(p, c.base + c.size - 1))) return { error: 'format' };
  const range = { base: c.base, prefix: c.prefix, size: c.size };
  if (c.address !== c.base) return { error: 'hostBits', expected: formatIpv4Range(range) };
  return { range };
}

/**
 * A gateway with its network's prefix ("10.0.1.1/24" → network 10.0.1.0/24, gateway 10.0.1.1):
 * the network must pass `checkPrivateCidr`'s bounds; the gateway may not be the network's first
 * (network) or last (broadcast) address.
 */
export function checkGatewayCidr(
  text: string,
  prefix: { min: number; max: number },
): { range: Ipv4Range; gateway: number } | { error: 'format' } | { error: 'edge' } {
  const c = parseIpv4Cidr(text);
  if (!c) return { error: 'format' };
  const range = { base: c.base, prefix: c.prefix, size: c.size };
  if (!('range' in checkPrivateCidr(formatIpv4Range(range), prefix))) return { error: 'format' };
  const problem = gatewayProblem(range, c.address);
  return problem ? { error: 'edge' } : { range, gateway: c.address };
}

/** Why `gateway` cannot be the gateway of `range`: outside it, or its network or broadcast address; null when it can. */
export function gatewayProblem(range: Ipv4Range, gateway: number): 'outside' | 'edge' | null {
  if (!rangeContains(range, gateway)) return 'outside';
  return gateway === range.base || gateway === range.base + range.size - 1 ? 'edge' : null;
}

/** Addresses in a port range ("22" → 1, "8000-8100" → 101); call on a value `isPortRange` accepted. */
export function portRangeSize(text: string): number {
  const [low, high = low] = text.split('-').map(Number);
  return high - low + 1;
}

/** Whether two accepted port ranges share a port. */
export function portRangesOverlap(a: string, b: string): boolean {
  const [al, ah = al] = a.split('-').map(Number);
  const [bl, bh = bl] = b.split('-').map(Number);
  return al <= bh && bl <= ah;
}

/** "22" or "8000-8100" within 1-65535, low <= high. */
export function isPortRange(text: string): boolean {
  const m = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(text);
  if (!m) return false;
  const low = Number(m[1]);
  const high = m[2] ? Number(m[2]) : low;
  return low >= 1 && high <= 65535 && low <= high;
}
