// Address arithmetic for the virtual-server area: CIDR checks of firewall rules and private IPs.

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

export const isIpv4 = (text: string) => IPV4.test(text);

export function ipv4ToInt(text: string): number {
  return text.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}
export const intToIpv4 = (n: number) => [24, 16, 8, 0].map((s) => Math.floor(n / 2 ** s) % 256).join('.');

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

/** Host range of an IPv4 CIDR: network + 2 .. broadcast - 1 (the gateway takes network + 1). */
export function ipv4HostRange(cidr: string): { first: number; last: number } | null {
  const [addr, bits] = cidr.split('/');
  if (!addr || !isIpv4(addr)) return null;
  const size = 2 ** (32 - Number(bits));
  const base = Math.floor(ipv4ToInt(addr) / size) * size;
  return { first: base + 2, last: base + size - 2 };
}

/** "22" or "8000-8100" within 1-65535, low <= high. */
export function isPortRange(text: string): boolean {
  const m = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(text);
  if (!m) return false;
  const low = Number(m[1]);
  const high = m[2] ? Number(m[2]) : low;
  return low >= 1 && high <= 65535 && low <= high;
}
