import { isIpv4, isIpv6 } from './net';

// The rules of DNS zones and records, held once: the sandbox refuses with them (422, per field),
// the zone file's import judges every line with them in the browser (dns-zone-file.ts), and the
// record dialog reads the refusals on the field. Problems are codes; their Persian is @portal/locale's.

export const DNS_RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'NS', 'SRV', 'CAA', 'PTR'] as const;
export type DnsRecordType = (typeof DNS_RECORD_TYPES)[number];
/** Only these may be sent through the CDN's edge (proxied). */
export const PROXIABLE_TYPES: readonly DnsRecordType[] = ['A', 'AAAA', 'CNAME'];
export const CAA_TAGS = ['issue', 'issuewild', 'iodef'] as const;
export const CAA_FLAGS = [0, 128] as const;
/** TTL 1 means "auto" (the platform chooses); any other is seconds within these bounds. */
export const TTL_AUTO = 1;
export const TTL_MIN = 60;
export const TTL_MAX = 86400;
export const TXT_STRING_MAX = 255;
/** A TXT value as typed; longer than one string, it is split into 255-character strings on export. */
export const TXT_VALUE_MAX = 2048;
export const LABEL_MAX = 63;
export const FQDN_MAX = 253;
/** Zone files larger than this are refused whole. */
export const ZONE_IMPORT_MAX_BYTES = 256 * 1024;

/** The record as a form or a zone-file line gives it (names relative to the zone, `@` the apex). */
export interface DnsRecordInput {
  name: string;
  type: DnsRecordType;
  value: string;
  ttl: number;
  priority?: number | null;
  weight?: number | null;
  port?: number | null;
  flag?: number | null;
  tag?: string | null;
  proxied?: boolean;
}

export type DnsProblem =
  | 'required'
  | 'nameFormat'
  | 'labelTooLong'
  | 'nameTooLong'
  | 'type'
  | 'ipv4'
  | 'ipv6'
  | 'hostname'
  | 'cnameApex'
  | 'cnameBeside'
  | 'besideCname'
  | 'nsBeside'
  | 'besideNs'
  | 'ttl'
  | 'priority'
  | 'weight'
  | 'port'
  | 'srvName'
  | 'caaFlag'
  | 'caaTag'
  | 'caaValue'
  | 'txtTooLong'
  | 'txtString'
  | 'duplicate'
  | 'proxyType'
  | 'zoneFormat';

/** The 422 keys of a record's fields, as the API spells them. */
export type DnsRecordField = 'Name' | 'Type' | 'Value' | 'Ttl' | 'Priority' | 'Weight' | 'Port' | 'Flag' | 'Tag' | 'Proxied';

// ---- names (IDN: typed and shown in Unicode, stored and exported in Punycode) ----

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
function adapt(delta: number, numPoints: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / numPoints);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}
const digitOf = (c: number) => (c - 48 < 10 ? c - 22 : c - 65 < 26 ? c - 65 : c - 97 < 26 ? c - 97 : BASE);

/** RFC 3492 decode of one label's Punycode part (after `xn--`); null when it is not valid Punycode. */
function decodePunycode(input: string): string | null {
  const output: number[] = [];
  let n = 128;
  let i = 0;
  let bias = 72;
  const basic = input.lastIndexOf('-');
  for (let j = 0; j < Math.max(basic, 0); j++) output.push(input.charCodeAt(j));
  for (let idx = basic > 0 ? basic + 1 : 0; idx < input.length;) {
    const oldi = i;
    for (let w = 1, k = BASE; ; k += BASE) {
      if (idx >= input.length) return null;
      const digit = digitOf(input.charCodeAt(idx++));
      if (digit >= BASE) return null;
      i += digit * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      w *= BASE - t;
    }
    bias = adapt(i - oldi, output.length + 1, oldi === 0);
    n += Math.floor(i / (output.length + 1));
    i %= output.length + 1;
    output.splice(i++, 0, n);
  }
  return String.fromCodePoint(...output);
}

/** A name for people to read: Punycode labels shown in Unicode (ایران.ir, not xn--mgba3a4f16a.ir). */
export function domainToDisplay(name: string): string {
  return name
    .split('.')
    .map((label) => {
      if (!/^xn--/i.test(label)) return label;
      return decodePunycode(label.slice(4).toLowerCase()) ?? label;
    })
    .join('.');
}

/**
 * A name as it is stored: lower case, Punycode for non-ASCII labels, no trailing dot. Uses the
 * platform's URL parser (browser and Node alike); null when it is not a host name at all.
 */
export function domainToStored(name: string): string | null {
  const text = name.trim().replace(/\.$/, '');
  if (!text) return null;
  if (/^[\x21-\x7e]+$/.test(text)) return text.toLowerCase();
  try {
    const host = new URL(`http://${text}`).hostname;
    return host || null;
  } catch {
    return null;
  }
}

const LABEL = /^(?!-)[a-z0-9-]+(?<!-)$/;
const SERVICE_LABEL = /^_[a-z0-9-]+$/;

function fqdnProblem(fqdn: string, allowUnderscore: boolean, allowWildcard: boolean): DnsProblem | null {
  if (fqdn.length > FQDN_MAX) return 'nameTooLong';
  const labels = fqdn.split('.');
  for (const [i, label] of labels.entries()) {
    if (label.length > LABEL_MAX) return 'labelTooLong';
    if (i === 0 && allowWildcard && label === '*') continue;
    if (LABEL.test(label)) continue;
    if (allowUnderscore && SERVICE_LABEL.test(label)) continue;
    return 'nameFormat';
  }
  return null;
}

/** A zone's own name: at least two labels, each a host-name label. */
export function zoneNameProblem(stored: string | null): DnsProblem | null {
  if (!stored) return 'zoneFormat';
  if (!stored.includes('.')) return 'zoneFormat';
  const p = fqdnProblem(stored, false, false);
  if (p === 'nameFormat') return 'zoneFormat';
  if (p) return p;
  return /^[a-z]{2,}$|^xn--[a-z0-9-]+$/.test(stored.split('.').pop()!) ? null : 'zoneFormat';
}

/** `www` in `example.ir` → `www.example.ir`; `@` → the zone itself. */
export const absoluteName = (name: string, zone: string) => (name === '@' ? zone : `${name}.${zone}`);

/** A record name as stored: relative to the zone, `@` for the apex, Punycode, lower case. */
export function storedRecordName(name: string, zone: string): string | null {
  const text = name.trim();
  if (text === '@' || text === '') return text === '@' ? '@' : null;
  if (text.endsWith('.')) {
    const abs = domainToStored(text);
    if (!abs) return null;
    if (abs === zone) return '@';
    return abs.endsWith(`.${zone}`) ? abs.slice(0, -(zone.length + 1)) : null;
  }
  return domainToStored(text);
}

/** A target host name (CNAME, MX, NS, SRV, PTR), stored without the final dot. */
export function hostnameProblem(stored: string | null): DnsProblem | null {
  if (!stored) return 'hostname';
  return fqdnProblem(stored, false, false) ? 'hostname' : null;
}

const inRange = (n: unknown, min: number, max: number) => typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;

/** The record with its names and targets in stored form (for comparing and saving). */
export function normaliseRecord(input: DnsRecordInput, zone: string): DnsRecordInput {
  const name = storedRecordName(input.name, zone) ?? input.name.trim();
  let value = input.value.trim();
  if (['CNAME', 'MX', 'NS', 'PTR', 'SRV'].includes(input.type)) value = value === '.' ? '.' : (domainToStored(value) ?? value);
  if (input.type === 'AAAA') value = value.toLowerCase();
  const hasPriority = input.type === 'MX' || input.type === 'SRV';
  return {
    name,
    type: input.type,
    value,
    ttl: input.ttl,
    priority: hasPriority ? (input.priority ?? null) : null,
    weight: input.type === 'SRV' ? (input.weight ?? null) : null,
    port: input.type === 'SRV' ? (input.port ?? null) : null,
    flag: input.type === 'CAA' ? (input.flag ?? null) : null,
    tag: input.type === 'CAA' ? (input.tag ?? null) : null,
    proxied: PROXIABLE_TYPES.includes(input.type) ? !!input.proxied : false,
  };
}

/** Same name, type and data: the same record twice. */
export function sameRecord(a: DnsRecordInput, b: DnsRecordInput): boolean {
  return (
    a.name === b.name &&
    a.type === b.type &&
    a.value.toLowerCase() === b.value.toLowerCase() &&
    (a.priority ?? null) === (b.priority ?? null) &&
    (a.weight ?? null) === (b.weight ?? null) &&
    (a.port ?? null) === (b.port ?? null) &&
    (a.flag ?? null) === (b.flag ?? null) &&
    (a.tag ?? null) === (b.tag ?? null)
  );
}

/**
 * Everything wrong with one record of `zone` beside the zone's `others` (the record being
 * edited left out): field → problem, empty when the record is acceptable.
 */
export function checkDnsRecord(raw: DnsRecordInput, zone: string, others: readonly DnsRecordInput[]): Partial<Record<DnsRecordField, DnsProblem>> {
  const problems: Partial<Record<DnsRecordField, DnsProblem>> = {};
  if (!DNS_RECORD_TYPES.includes(raw.type)) return { Type: 'type' };
  if (!raw.name?.trim()) problems.Name = 'required';
  if (!raw.value?.trim()) problems.Value = 'required';
  const r = normaliseRecord(raw, zone);
  if (!problems.Name) {
    const stored = storedRecordName(raw.name, zone);
    const p = !stored ? 'nameFormat' : stored === '@' ? null : fqdnProblem(absoluteName(stored, zone), true, true);
    if (p) problems.Name = p;
    else if (r.type === 'SRV' && !/^_[a-z0-9-]+\._(tcp|udp|tls)(\.|$)/.test(r.name)) problems.Name = 'srvName';
    else if (r.type === 'CNAME' && r.name === '@') problems.Name = 'cnameApex';
  }
  if (!(r.ttl === TTL_AUTO || inRange(r.ttl, TTL_MIN, TTL_MAX))) problems.Ttl = 'ttl';
  if (!problems.Value) {
    const v = r.value;
    switch (r.type) {
      case 'A':
        if (!isIpv4(v)) problems.Value = 'ipv4';
        break;
      case 'AAAA':
        if (!isIpv6(v)) problems.Value = 'ipv6';
        break;
      case 'CNAME':
      case 'NS':
      case 'PTR':
      case 'MX': {
        const p = hostnameProblem(v);
        if (p) problems.Value = p;
        break;
      }
      case 'SRV':
        if (v !== '.' && hostnameProblem(v)) problems.Value = 'hostname';
        break;
      case 'TXT':
        if ([...v].length > TXT_VALUE_MAX) problems.Value = 'txtTooLong';
        break;
      case 'CAA':
        if ([...v].length > TXT_STRING_MAX || /["\s]/.test(v)) problems.Value = 'caaValue';
        break;
    }
  }
  if (r.type === 'MX' || r.type === 'SRV') if (!inRange(r.priority, 0, 65535)) problems.Priority = 'priority';
  if (r.type === 'SRV') {
    if (!inRange(r.weight, 0, 65535)) problems.Weight = 'weight';
    if (!inRange(r.port, 0, 65535)) problems.Port = 'port';
  }
  if (r.type === 'CAA') {
    if (!CAA_FLAGS.includes(r.flag as 0 | 128)) problems.Flag = 'caaFlag';
    if (!CAA_TAGS.includes(r.tag as (typeof CAA_TAGS)[number])) problems.Tag = 'caaTag';
  }
  if (raw.proxied && !PROXIABLE_TYPES.includes(r.type)) problems.Proxied = 'proxyType';
  if (!problems.Name) {
    const sameName = others.map((o) => normaliseRecord(o, zone)).filter((o) => o.name === r.name);
    if (r.type === 'CNAME' && sameName.length) problems.Name = 'cnameBeside';
    else if (r.type !== 'CNAME' && sameName.some((o) => o.type === 'CNAME')) problems.Name = 'besideCname';
    else if (r.name !== '@' && r.type === 'NS' && sameName.some((o) => o.type !== 'NS')) problems.Name = 'nsBeside';
    else if (r.name !== '@' && r.type !== 'NS' && sameName.some((o) => o.type === 'NS')) problems.Name = 'besideNs';
    else if (!problems.Value && sameName.some((o) => sameRecord(o, r))) problems.Value = 'duplicate';
  }
  return problems;
}

/** UTF-8 octets of a text: what a zone file's 255-octet character-string limit counts. */
export const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/**
 * A TXT value as the strings of a zone file: at most 255 octets each (255 characters of Latin
 * text), never cutting a character in two.
 */
export function splitTxt(value: string): string[] {
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of value) {
    const n = utf8Length(ch);
    if (size + n > TXT_STRING_MAX) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  out.push(current);
  return out;
}
