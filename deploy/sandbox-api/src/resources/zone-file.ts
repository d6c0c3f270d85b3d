import type { FastifyInstance } from 'fastify';
import {
  api,
  checkDnsRecord,
  DNS_RECORD_TYPES,
  normaliseRecord,
  sameRecord,
  splitTxt,
  storedRecordName,
  TXT_STRING_MAX,
  utf8Length,
  ZONE_IMPORT_MAX_BYTES,
  type DnsRecordInput,
  type DnsRecordType,
  type ZoneFile,
  type ZoneImportLine,
  type ZoneImportResult,
} from '@portal/contracts';
import { loadProject } from '../engine/scope';
import type { EngineEnv, ResourceRow } from '../engine/types';
import { invalid, refused } from '../http/errors';
import { route } from '../http/route';
import { messages } from '../messages';
import { rowIn } from './attachments-request';
import { dnsZone, PLATFORM_NAMESERVERS, recordColumns, rowInput, zoneRecords } from './dns';

const M = messages.dnsCdn;
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

/** The zone as a BIND master file: SOA and the platform's NS first, then every record (absolute targets). */
export function exportZone(zone: string, records: readonly DnsRecordInput[], nowMs: number): string {
  const serial = Math.floor(nowMs / 1000);
  const lines = [
    `; ${zone} — exported ${new Date(nowMs).toISOString()}`,
    `$ORIGIN ${zone}.`,
    `$TTL ${DEFAULT_TTL}`,
    `@\t${DEFAULT_TTL}\tIN\tSOA\t${PLATFORM_NAMESERVERS[0]}. hostmaster.${zone}. ( ${serial} 7200 3600 1209600 300 )`,
    ...PLATFORM_NAMESERVERS.map((ns) => `@\t${DEFAULT_TTL}\tIN\tNS\t${ns}.`),
    ...records.map((r) => `${r.name}\t${r.ttl}\tIN\t${r.type}\t${rdata(r)}${r.proxied ? ` ; ${PROXIED_MARK}` : ''}`),
  ];
  return lines.join('\n') + '\n';
}

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
  error?: string;
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
        if (!closed) current.error = M.lineQuote;
        current.tokens.push({ text: s, quoted: true });
      } else {
        let s = '';
        while (j < raw.length && !' \t;()"'.includes(raw[j])) s += raw[j++];
        current.tokens.push({ text: s, quoted: false });
      }
    }
    if (depth === 0) {
      if (current.tokens.length || current.error) entries.push(current);
      current = null;
    }
  });
  if (current) entries.push({ ...(current as Entry), error: (current as Entry).error ?? M.lineSyntax });
  return entries;
}

const TTL_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400, w: 604800 };
function parseTtl(text: string): number | null {
  if (/^\d+$/.test(text)) return Number(text);
  const m = /^(\d+[smhdw])+$/i.test(text) ? text.toLowerCase().match(/\d+[smhdw]/g) : null;
  return m ? m.reduce((a, part) => a + Number(part.slice(0, -1)) * TTL_UNITS[part.slice(-1)], 0) : null;
}

type Parsed = { skip: true } | { record: DnsRecordInput } | { error: string };

/** One entry as a record of `zone`, or why it is not one. */
function parseEntry(e: Entry, zone: string, state: { origin: string; ttl: number | null; owner: string | null }): Parsed {
  if (e.error) return { error: e.error };
  const tokens = [...e.tokens];
  const first = tokens[0].text;
  if (!e.inheritsOwner && first.startsWith('$')) {
    if (first.toUpperCase() === '$ORIGIN' && tokens[1]) {
      const origin = tokens[1].text.replace(/\.$/, '').toLowerCase();
      if (origin !== zone) return { error: M.lineOutsideZone };
      state.origin = origin;
      return { skip: true };
    }
    if (first.toUpperCase() === '$TTL' && tokens[1] && parseTtl(tokens[1].text) !== null) {
      state.ttl = parseTtl(tokens[1].text);
      return { skip: true };
    }
    return { error: M.lineDirective };
  }
  let owner = state.owner;
  if (!e.inheritsOwner) owner = tokens.shift()!.text;
  if (owner === null) return { error: M.lineSyntax };
  state.owner = owner;
  let ttl: number | null = null;
  for (let k = 0; k < 2 && tokens.length; k++) {
    const t = tokens[0].text;
    if (!tokens[0].quoted && t.toUpperCase() === 'IN') tokens.shift();
    else if (!tokens[0].quoted && ttl === null && parseTtl(t) !== null) ttl = parseTtl(tokens.shift()!.text);
  }
  const typeToken = tokens.shift();
  if (!typeToken) return { error: M.lineSyntax };
  const type = typeToken.text.toUpperCase();
  if (type === 'SOA') return { skip: true };
  if (!DNS_RECORD_TYPES.includes(type as DnsRecordType)) return { error: M.lineType(typeToken.text) };
  // The owner, relative to the zone.
  let name: string | null;
  if (owner === '@') name = '@';
  else if (owner.endsWith('.')) name = storedRecordName(owner, zone);
  else name = owner;
  if (name === null) return { error: M.lineOutsideZone };
  const target = (t: string) => (t === '@' ? zone : t === '.' ? '.' : t.endsWith('.') ? t.slice(0, -1) : `${t}.${state.origin}`);
  const num = (t: Token | undefined) => (t && /^\d+$/.test(t.text) ? Number(t.text) : NaN);
  const want = (n: number) => tokens.length === n;
  const base = { name, type: type as DnsRecordType, ttl: ttl ?? state.ttl ?? 1, proxied: /\bproxied\b/i.test(e.comment) };
  switch (type) {
    case 'A':
    case 'AAAA':
      return want(1) ? { record: { ...base, value: tokens[0].text } } : { error: M.lineSyntax };
    case 'CNAME':
    case 'NS':
    case 'PTR':
      return want(1) ? { record: { ...base, value: target(tokens[0].text) } } : { error: M.lineSyntax };
    case 'MX':
      return want(2) ? { record: { ...base, priority: num(tokens[0]), value: target(tokens[1].text) } } : { error: M.lineSyntax };
    case 'SRV':
      return want(4) ? { record: { ...base, priority: num(tokens[0]), weight: num(tokens[1]), port: num(tokens[2]), value: target(tokens[3].text) } } : { error: M.lineSyntax };
    case 'CAA':
      return want(3) ? { record: { ...base, flag: num(tokens[0]), tag: tokens[1].text.toLowerCase(), value: tokens[2].text } } : { error: M.lineSyntax };
    case 'TXT': {
      if (!tokens.length) return { error: M.lineSyntax };
      if (tokens.some((t) => utf8Length(t.text) > TXT_STRING_MAX)) return { error: M.recordProblem('txtString') };
      return { record: { ...base, value: tokens.map((t) => t.text).join('') } };
    }
  }
  return { error: M.lineSyntax };
}

interface Plan {
  result: ZoneImportResult;
  adds: DnsRecordInput[];
  changes: Array<{ id: number; record: DnsRecordInput }>;
}

/** Judges every line of `content` against the zone's records (and the file's earlier lines): the preview. */
export function planImport(zone: string, existing: readonly ResourceRow[], content: string): Plan {
  const state = { origin: zone, ttl: null as number | null, owner: null as string | null };
  const current = existing.map((r) => ({ id: r.id, record: rowInput(r) }));
  const adds: DnsRecordInput[] = [];
  const changes: Plan['changes'] = [];
  const lines: ZoneImportLine[] = [];
  for (const e of lex(content)) {
    const text = e.text.trim();
    const parsed = parseEntry(e, zone, state);
    if ('skip' in parsed) continue;
    if ('error' in parsed) {
      lines.push({ line: e.line, text, action: 'refused', reason: parsed.error });
      continue;
    }
    const record = normaliseRecord(parsed.record, zone);
    // The platform's own nameservers at the apex are the zone's, not records.
    if (record.type === 'NS' && record.name === '@' && PLATFORM_NAMESERVERS.includes(record.value)) {
      lines.push({ line: e.line, text, action: 'unchanged', reason: null });
      continue;
    }
    const match = current.find((c) => sameRecord(c.record, record));
    const others = [...current.filter((c) => c !== match).map((c) => c.record), ...adds];
    const problems = checkDnsRecord(record, zone, others);
    const first = Object.entries(problems)[0];
    if (first) {
      lines.push({ line: e.line, text, action: 'refused', reason: M.lineField(first[0], M.recordProblem(first[1]!)) });
      continue;
    }
    if (match && match.record.ttl === record.ttl && !!match.record.proxied === !!record.proxied) {
      lines.push({ line: e.line, text, action: 'unchanged', reason: null });
    } else if (match) {
      changes.push({ id: match.id, record });
      match.record = record;
      lines.push({ line: e.line, text, action: 'change', reason: null });
    } else {
      adds.push(record);
      lines.push({ line: e.line, text, action: 'add', reason: null });
    }
  }
  const countOf = (a: ZoneImportLine['action']) => lines.filter((l) => l.action === a).length;
  return { result: { lines, added: countOf('add'), changed: countOf('change'), refused: countOf('refused'), applied: false }, adds, changes };
}

export function registerZoneFileRoutes(my: FastifyInstance, env: EngineEnv): void {
  const { db } = env;
  const zoneIn = (customerId: number, projectParam: string, id: string) => rowIn(env, dnsZone, loadProject(db, customerId, projectParam).id, id);

  route(my, env, api.dnsCdn.zoneExport, ({ user, params }): ZoneFile => {
    const zone = zoneIn(user.customerId, params.projectId, params.dnsCdnHostId);
    const name = zone.name as string;
    return { fileName: `${name}.zone`, content: exportZone(name, zoneRecords(env, zone.id).map(rowInput), env.clock.ms()) };
  });

  // A zone file may be up to 256 KiB: this route alone reads JSON bodies that large (escaping
  // can double the size on the wire); everything else keeps the scope's limit.
  my.register(async (big) => {
    const parseJson = big.getDefaultJsonParser('error', 'error');
    big.removeContentTypeParser('application/json');
    big.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 4 * ZONE_IMPORT_MAX_BYTES }, (req, body, done) =>
      body === '' ? done(null, undefined) : parseJson(req, body as string, done),
    );
    route(big, env, api.dnsCdn.zoneImport, ({ user, params, body }) =>
      db.transaction(() => {
        const zone = zoneIn(user.customerId, params.projectId, params.dnsCdnHostId);
        if (zone.status === 'deleting') throw refused(M.zoneDeleting);
        const content = typeof body.content === 'string' ? body.content : '';
        if (!content.trim()) throw invalid({ Content: [M.importEmpty] });
        if (Buffer.byteLength(content, 'utf8') > ZONE_IMPORT_MAX_BYTES) throw invalid({ Content: [M.importTooLarge] });
        const plan = planImport(zone.name as string, zoneRecords(env, zone.id), content);
        if (body.apply !== true) return plan.result;
        if (plan.result.refused) throw refused(M.importHasRefused(plan.result.refused));
        const now = env.clock.ms();
        const insert = db.prepare(
          "INSERT INTO dns_records (project_id, status, created_at, zone_id, name, type, value, ttl, priority, weight, port, flag, tag, proxied) VALUES (@project_id, 'active', @created_at, @zone_id, @name, @type, @value, @ttl, @priority, @weight, @port, @flag, @tag, @proxied)",
        );
        for (const r of plan.adds) insert.run({ project_id: zone.project_id, created_at: now, zone_id: zone.id, ...recordColumns(r) });
        for (const c of plan.changes) db.prepare('UPDATE dns_records SET ttl = ?, proxied = ? WHERE id = ?').run(c.record.ttl, c.record.proxied ? 1 : 0, c.id);
        return { ...plan.result, applied: true };
      })(),
    );
  });
}
