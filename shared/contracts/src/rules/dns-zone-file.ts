// The BIND zone file of a zone, written and read in the browser from the provider's own record
// calls (the provider has no zone file call): one implementation, judged by the same record rules
// as the record form and the sandbox's record create.
import {
  checkDnsRecord,
  DNS_RECORD_TYPES,
  normaliseRecord,
  sameRecord,
  splitTxt,
  storedRecordName,
  TXT_STRING_MAX,
  utf8Length,
  type DnsProblem,
  type DnsRecordField,
  type DnsRecordInput,
  type DnsRecordType,
} from './dns';

/** Marks a record sent through the CDN's edge; BIND has no field for it, so it rides in a comment. */
const PROXIED_MARK = 'proxied';
const DEFAULT_TTL = 3600;

const quote = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
const absolute = (host: string) => (host === '.' ? '.' : `${host}.`);

function rdata(r: DnsRecordInput): string {
  switch (r.type) {
    case 'CNAME':
    case 'NS':
    case 'PTR':
      return absolute(r.value);
    case 'MX':
      return `${r.priority} ${absolute(r.value)}`;
    case 'SRV':
      return `${r.priority} ${r.weight} ${r.port} ${absolute(r.value)}`;
    case 'CAA':
      return `${r.flag} ${r.tag} ${quote(r.value)}`;
    case 'TXT':
      return splitTxt(r.value).map(quote).join(' ');
    default:
      return r.value;
  }
}

export const zoneFileName = (zone: string) => `${zone}.zone`;

/**
 * The zone as a BIND master file: SOA and the zone's nameservers (the platform's, `get-ns`'s
 * `cloudNs`) first, then every record with absolute targets. `zone` and the records are in their
 * stored form (Punycode).
 */
export function exportZoneFile(zone: string, records: readonly DnsRecordInput[], nameservers: readonly string[], nowMs: number): string {
  const serial = Math.floor(nowMs / 1000);
  const primary = nameservers[0] ?? zone;
  const lines = [
    `; ${zone} — exported ${new Date(nowMs).toISOString()}`,
    `$ORIGIN ${zone}.`,
    `$TTL ${DEFAULT_TTL}`,
    `@\t${DEFAULT_TTL}\tIN\tSOA\t${primary}. hostmaster.${zone}. ( ${serial} 7200 3600 1209600 300 )`,
    ...nameservers.map((ns) => `@\t${DEFAULT_TTL}\tIN\tNS\t${ns}.`),
    // The zone's own nameservers are written once, above (the provider may list them as system records too).
    ...records
      .filter((r) => !(r.type === 'NS' && r.name === '@' && nameservers.includes(r.value)))
      .map((r) => `${r.name}\t${r.ttl}\tIN\t${r.type}\t${rdata(r)}${r.proxied ? ` ; ${PROXIED_MARK}` : ''}`),
  ];
  return lines.join('\n') + '\n';
}

/** Why a line of a zone file is not a record of the zone. */
export type ZoneLineProblem =
  | { kind: 'syntax' }
  | { kind: 'quote' }
  | { kind: 'directive' }
  | { kind: 'outsideZone' }
  | { kind: 'type'; type: string }
  | { kind: 'record'; field: DnsRecordField | null; problem: DnsProblem };

interface Token {
  text: string;
  quoted: boolean;
}
interface Entry {
  line: number;
  text: string;
  tokens: Token[];
  /** The line began with blank space: the owner is the previous line's. */
  inheritsOwner: boolean;
  comment: string;
  problem?: ZoneLineProblem;
}

/** Splits the file into entries (parentheses joined), with quoted strings and comments kept apart. */
function lex(content: string): Entry[] {
  const entries: Entry[] = [];
  const rows = content.split(/\r?\n/);
  let current: Entry | null = null;
  let depth = 0;
  rows.forEach((raw, i) => {
    if (!current) current = { line: i + 1, text: raw, tokens: [], inheritsOwner: /^[ \t]/.test(raw), comment: '' };
    else current.text += `\n${raw}`;
    let j = 0;
    while (j < raw.length) {
      const c = raw[j];
      if (c === ';') {
        current.comment += raw.slice(j + 1);
        break;
      }
      if (c === ' ' || c === '\t') {
        j++;
      } else if (c === '(') {
        depth++;
        j++;
      } else if (c === ')') {
        depth = Math.max(0, depth - 1);
        j++;
      } else if (c === '"') {
        let s = '';
        j++;
        let closed = false;
        while (j < raw.length) {
          if (raw[j] === '\\' && j + 1 < raw.length) {
            s += raw[j + 1];
            j += 2;
          } else if (raw[j] === '"') {
            closed = true;
            j++;
            break;
          } else s += raw[j++];
        }
        if (!closed) current.problem = { kind: 'quote' };
        current.tokens.push({ text: s, quoted: true });
      } else {
        let s = '';
        while (j < raw.length && !' \t;()"'.includes(raw[j])) s += raw[j++];
        current.tokens.push({ text: s, quoted: false });
      }
    }
    if (depth === 0) {
      if (current.tokens.length || current.problem) entries.push(current);
      current = null;
    }
  });
  if (current) entries.push({ ...(current as Entry), problem: (current as Entry).problem ?? { kind: 'syntax' } });
  return entries;
}

const TTL_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400, w: 604800 };
function parseTtl(text: string): number | null {
  if (/^\d+$/.test(text)) return Number(text);
  const m = /^(\d+[smhdw])+$/i.test(text) ? text.toLowerCase().match(/\d+[smhdw]/g) : null;
  return m ? m.reduce((a, part) => a + Number(part.slice(0, -1)) * TTL_UNITS[part.slice(-1)], 0) : null;
}

type Parsed = { skip: true } | { record: DnsRecordInput } | { problem: ZoneLineProblem };
const SYNTAX: Parsed = { problem: { kind: 'syntax' } };

/** One entry as a record of `zone`, or why it is not one. */
function parseEntry(e: Entry, zone: string, state: { origin: string; ttl: number | null; owner: string | null }): Parsed {
  if (e.problem) return { problem: e.problem };
  const tokens = [...e.tokens];
  const first = tokens[0].text;
  if (!e.inheritsOwner && first.startsWith('$')) {
    if (first.toUpperCase() === '$ORIGIN' && tokens[1]) {
      const origin = tokens[1].text.replace(/\.$/, '').toLowerCase();
      if (origin !== zone) return { problem: { kind: 'outsideZone' } };
      state.origin = origin;
      return { skip: true };
    }
    if (first.toUpperCase() === '$TTL' && tokens[1] && parseTtl(tokens[1].text) !== null) {
      state.ttl = parseTtl(tokens[1].text);
      return { skip: true };
    }
    return { problem: { kind: 'directive' } };
  }
  let owner = state.owner;
  if (!e.inheritsOwner) owner = tokens.shift()!.text;
  if (owner === null) return SYNTAX;
  state.owner = owner;
  let ttl: number | null = null;
  for (let k = 0; k < 2 && tokens.length; k++) {
    const t = tokens[0].text;
    if (!tokens[0].quoted && t.toUpperCase() === 'IN') tokens.shift();
    else if (!tokens[0].quoted && ttl === null && parseTtl(t) !== null) ttl = parseTtl(tokens.shift()!.text);
  }
  const typeToken = tokens.shift();
  if (!typeToken) return SYNTAX;
  const type = typeToken.text.toUpperCase();
  if (type === 'SOA') return { skip: true };
  if (!DNS_RECORD_TYPES.includes(type as DnsRecordType)) return { problem: { kind: 'type', type: typeToken.text } };
  // The owner, relative to the zone.
  let name: string | null;
  if (owner === '@') name = '@';
  else if (owner.endsWith('.')) name = storedRecordName(owner, zone);
  else name = owner;
  if (name === null) return { problem: { kind: 'outsideZone' } };
  const target = (t: string) => (t === '@' ? zone : t === '.' ? '.' : t.endsWith('.') ? t.slice(0, -1) : `${t}.${state.origin}`);
  const num = (t: Token | undefined) => (t && /^\d+$/.test(t.text) ? Number(t.text) : NaN);
  const want = (n: number) => tokens.length === n;
  const base = { name, type: type as DnsRecordType, ttl: ttl ?? state.ttl ?? 1, proxied: new RegExp(`\\b${PROXIED_MARK}\\b`, 'i').test(e.comment) };
  switch (type) {
    case 'A':
    case 'AAAA':
      return want(1) ? { record: { ...base, value: tokens[0].text } } : SYNTAX;
    case 'CNAME':
    case 'NS':
    case 'PTR':
      return want(1) ? { record: { ...base, value: target(tokens[0].text) } } : SYNTAX;
    case 'MX':
      return want(2) ? { record: { ...base, priority: num(tokens[0]), value: target(tokens[1].text) } } : SYNTAX;
    case 'SRV':
      return want(4) ? { record: { ...base, priority: num(tokens[0]), weight: num(tokens[1]), port: num(tokens[2]), value: target(tokens[3].text) } } : SYNTAX;
    case 'CAA':
      return want(3) ? { record: { ...base, flag: num(tokens[0]), tag: tokens[1].text.toLowerCase(), value: tokens[2].text } } : SYNTAX;
    case 'TXT': {
      if (!tokens.length) return SYNTAX;
      if (tokens.some((t) => utf8Length(t.text) > TXT_STRING_MAX)) return { problem: { kind: 'record', field: null, problem: 'txtString' } };
      return { record: { ...base, value: tokens.map((t) => t.text).join('') } };
    }
  }
  return SYNTAX;
}

/** A record already in the zone, by the provider's id. */
export interface ZoneRecord {
  id: number;
  record: DnsRecordInput;
}
export type ZoneImportAction = 'add' | 'change' | 'unchanged' | 'refused';
export interface ZoneImportLine {
  line: number;
  text: string;
  action: ZoneImportAction;
  problem: ZoneLineProblem | null;
}
export interface ZoneImportPlan {
  lines: ZoneImportLine[];
  /** The records to create. */
  adds: DnsRecordInput[];
  /** Records already there whose TTL or proxy the file changes (`from` is what they were). */
  changes: Array<{ id: number; from: DnsRecordInput; record: DnsRecordInput }>;
  refused: number;
}

/**
 * Judges every line of `content` against the zone's records (and the file's earlier lines), by
 * the record rules: added, changed (TTL or proxy of a record already there), unchanged, or refused
 * with its problem. The zone's own nameservers at the apex are the zone's, not records.
 */
export function planZoneImport(zone: string, existing: readonly ZoneRecord[], content: string, nameservers: readonly string[]): ZoneImportPlan {
  const state = { origin: zone, ttl: null as number | null, owner: null as string | null };
  const current = existing.map((c) => ({ id: c.id, from: c.record, record: normaliseRecord(c.record, zone) }));
  const adds: DnsRecordInput[] = [];
  const changes: ZoneImportPlan['changes'] = [];
  const lines: ZoneImportLine[] = [];
  const own = nameservers.map((n) => n.replace(/\.$/, '').toLowerCase());
  for (const e of lex(content)) {
    const text = e.text.trim();
    const parsed = parseEntry(e, zone, state);
    if ('skip' in parsed) continue;
    if ('problem' in parsed) {
      lines.push({ line: e.line, text, action: 'refused', problem: parsed.problem });
      continue;
    }
    const record = normaliseRecord(parsed.record, zone);
    if (record.type === 'NS' && record.name === '@' && own.includes(record.value)) {
      lines.push({ line: e.line, text, action: 'unchanged', problem: null });
      continue;
    }
    const match = current.find((c) => sameRecord(c.record, record));
    const others = [...current.filter((c) => c !== match).map((c) => c.record), ...adds];
    const problems = Object.entries(checkDnsRecord(record, zone, others)) as Array<[DnsRecordField, DnsProblem]>;
    if (problems.length) {
      const [field, problem] = problems[0];
      lines.push({ line: e.line, text, action: 'refused', problem: { kind: 'record', field, problem } });
      continue;
    }
    if (match && match.record.ttl === record.ttl && !!match.record.proxied === !!record.proxied) {
      lines.push({ line: e.line, text, action: 'unchanged', problem: null });
    } else if (match) {
      const earlier = changes.find((c) => c.id === match.id);
      if (earlier) earlier.record = record;
      else changes.push({ id: match.id, from: match.from, record });
      match.record = record;
      lines.push({ line: e.line, text, action: 'change', problem: null });
    } else {
      adds.push(record);
      lines.push({ line: e.line, text, action: 'add', problem: null });
    }
  }
  return { lines, adds, changes, refused: lines.filter((l) => l.action === 'refused').length };
}
