import { narrow, wire, type Wire } from './wire';
import type { DnsRecordInput, DnsRecordType } from './rules/dns';
import { defineSchema, type FieldSpec } from './rules/schema';

export * from './rules/dns-zone-file';

// DNS/CDN zones ("hosts") on the provider's wire (dns-cdn/{projectId}/host/…):
// a slim list row, a `get` with the plan and certificate kinds by id, and children under the
// zone (dns-record, edge-cert, origin-cert). `verify` is ours (an addition); the zone file is
// written and read in the browser from the record calls (rules/dns-zone-file.ts).

/** .NET sends every property: the list row's and record's `id` are there though the client marks them optional. */
export type ZoneRow = Wire<'DnsCdnListResponse'> & { id: number };
export type Zone = Wire<'GetDnsCdnResponse'>;
/** `status`: the zone's nameservers are the platform's; `ns`: what the registry lists today; `cloudNs`: the platform's. */
export type ZoneNameservers = Wire<'GetNsResponse'>;
export type CreateZoneRequest = Wire<'CreateDnsCdnModel'>;
export type CheckZoneRequest = Wire<'CheckDnsCdnModel'>;
export type ChangeCdnTypeRequest = Wire<'ChangeCdnTypeModel'>;

/** The CDN plan by the provider's `cdnTypeId`: DNS only, the edge with a basic or a professional feature set. */
export const CDN_TYPES = ['dns', 'basic', 'pro'] as const;
export type CdnType = (typeof CDN_TYPES)[number];
export const CDN_TYPE_IDS: Record<CdnType, number> = { dns: 1, basic: 2, pro: 3 };
/** Rial per hour of each plan while the zone is active (the published price list). */
export const CDN_HOURLY_PRICE: Record<CdnType, number> = { dns: 200, basic: 1500, pro: 6000 };
/** How the edge reaches the origin (`cdnOriginCertTypeId`): plain HTTP, HTTPS with any certificate, HTTPS with a valid one. */
export const ORIGIN_CERT_TYPES = ['flexible', 'full', 'strict'] as const;
export type OriginCertType = (typeof ORIGIN_CERT_TYPES)[number];
export const ORIGIN_CERT_TYPE_IDS: Record<OriginCertType, number> = { flexible: 1, full: 2, strict: 3 };
/** The certificate visitors get (`cdnEdgeCertTypeId`): the platform's managed one or the customer's pasted one. */
export const EDGE_CERT_TYPES = ['managed', 'user'] as const;
export type EdgeCertType = (typeof EDGE_CERT_TYPES)[number];
export const EDGE_CERT_TYPE_IDS: Record<EdgeCertType, number> = { managed: 1, user: 2 };

/** The key of an id in one of the tables above (undefined for an id it does not know). */
export const keyOfId = <K extends string>(table: Record<K, number>, id: number | null | undefined): K | undefined =>
  (Object.keys(table) as K[]).find((k) => table[k] === id);

/** A certificate as the provider reads it: all null while there is none (or a managed one is being issued). */
export type CdnCert = Wire<'GetCdnCertResponse'>;
/** A pasted PEM certificate (a chain may follow) and its private key (PKCS#8, PKCS#1 or EC). */
export type CreateUserCertRequest = Wire<'CreateCdnEdgeUserCertModel'>;

export type DnsRecordRow = Wire<'DnsRecordListResponse'> & { id: number };
export type DnsRecord = Wire<'GetDnsRecordResponse'> & { id: number };
export type DnsRecordRequest = Wire<'CreateDnsRecordModel'>;

/** The record type by the DNS's own type code (RFC 1035 and successors), as the provider's `type` number. */
export const DNS_RECORD_TYPE_CODES: Record<DnsRecordType, number> = { A: 1, NS: 2, CNAME: 5, PTR: 12, MX: 15, TXT: 16, AAAA: 28, SRV: 33, CAA: 257 };

const text = (n: number | null | undefined) => (n == null ? null : String(n));
/**
 * A record in the provider's create/edit model: MX's priority is `preference`, SRV's host is
 * `target` (and `value`), CAA's flag is `flags`; numbers travel as strings.
 */
export function recordToWire(r: DnsRecordInput): DnsRecordRequest {
  return {
    useProxy: !!r.proxied,
    name: r.name,
    type: DNS_RECORD_TYPE_CODES[r.type],
    ttl: r.ttl,
    value: r.value,
    preference: r.type === 'MX' ? text(r.priority) : null,
    flags: r.type === 'CAA' ? text(r.flag) : null,
    tag: r.type === 'CAA' ? (r.tag ?? null) : null,
    priority: r.type === 'SRV' ? text(r.priority) : null,
    weight: r.type === 'SRV' ? text(r.weight) : null,
    port: r.type === 'SRV' ? text(r.port) : null,
    target: r.type === 'SRV' ? r.value : null,
    authority: null,
  };
}

const TYPE_OF_CODE = new Map(Object.entries(DNS_RECORD_TYPE_CODES).map(([type, code]) => [String(code), type as DnsRecordType]));
/** The record type of a provider row: its name (`"MX"`) or its DNS type code (`"15"`). */
export const recordTypeOf = (type: string | number | null | undefined): DnsRecordType | undefined => {
  const text = String(type ?? '').toUpperCase();
  return TYPE_OF_CODE.get(text) ?? (DNS_RECORD_TYPE_CODES[text as DnsRecordType] ? (text as DnsRecordType) : undefined);
};
const num = (s: string | null | undefined) => (s == null || s === '' ? null : Number(s));
/**
 * A record the provider reads back (`dns-record/get`, or a list row for the types whose data is
 * all in `value`) as the rules read it: `recordToWire` the other way. Undefined for a type the
 * rules do not know.
 */
export function recordFromWire(r: Partial<DnsRecord> & Pick<DnsRecord, 'name' | 'type' | 'ttl' | 'value'>): DnsRecordInput | undefined {
  const type = recordTypeOf(r.type);
  if (!type) return undefined;
  return {
    name: r.name ?? '',
    type,
    value: (type === 'SRV' ? r.target || r.value : r.value) ?? '',
    ttl: r.ttl,
    priority: type === 'MX' ? num(r.preference) : type === 'SRV' ? num(r.priority) : null,
    weight: type === 'SRV' ? num(r.weight) : null,
    port: type === 'SRV' ? num(r.port) : null,
    flag: type === 'CAA' ? num(r.flags) : null,
    tag: type === 'CAA' ? (r.tag ?? null) : null,
    proxied: !!r.useProxy,
  };
}
/** The types whose list row lacks part of their data (priority, weight, port, flag, tag): read them with `get`. */
export const RECORD_TYPES_WITH_PARAMETERS: readonly DnsRecordType[] = ['MX', 'SRV', 'CAA'];

/** 1: last 24 hours, 2: last 7 days, 3: last 30 days. */
export type CdnPeriodId = 1 | 2 | 3;
/** `get-analytic`: `categories` are the instants (ISO), one series per measure named by `CDN_ANALYTIC_SERIES`. */
export type CdnAnalytics = Wire<'GetAnalyticResponse'>;
export const CDN_ANALYTIC_SERIES = ['requests', 'cachedRequests', 'bandwidthMb'] as const;
export type CdnAnalyticSeries = (typeof CDN_ANALYTIC_SERIES)[number];

/** The zone's domain: its form (labels, Punycode) is `zoneNameProblem`'s, checked by the sandbox with it. */
export const zoneNameSpec: FieldSpec = { error: 'ZoneName', label: 'name', type: 'string', required: true, rules: [{ kind: 'length', min: 3, max: 253 }] };
export const cdnTypeIdSpec: FieldSpec = {
  error: 'CdnTypeId',
  label: 'sizing',
  type: 'int',
  required: true,
  ask: 'pickCdnType',
  rules: [{ kind: 'range', min: 1, max: CDN_TYPES.length }],
};
export const createZoneSchema = defineSchema<{ zoneName: string }>()({ zoneName: zoneNameSpec });
export const changeCdnTypeSchema = defineSchema<{ cdnTypeId: number }>()({ cdnTypeId: cdnTypeIdSpec });

export const dnsCdn = {
  hostList: wire('GET', 'dns-cdn/:projectId/host/list', narrow<{ answer: ZoneRow[] }>()),
  hostGet: wire('GET', 'dns-cdn/:projectId/host/get/:id'),
  /** Refuses (422 on ZoneName) a malformed name or one already on the platform; answers nothing else. */
  hostCheck: wire('POST', 'dns-cdn/:projectId/host/check'),
  /** Answers no id: the portal finds the new zone in the list by its name. */
  hostCreate: wire('POST', 'dns-cdn/:projectId/host/create'),
  hostDelete: wire('DELETE', 'dns-cdn/:projectId/host/delete/:id'),
  hostGetNs: wire('GET', 'dns-cdn/:projectId/host/get-ns/:id'),
  /** Ours: asks for the nameserver check now; the zone turns active after the sandbox's delay. */
  hostVerify: wire('POST', 'dns-cdn/:projectId/host/verify/:id'),
  /** The provider declares a GET body; the specification (and a browser) sends PeriodId in the query. */
  hostGetAnalytic: wire('GET', 'dns-cdn/:projectId/host/get-analytic/:id', narrow<{ query: { PeriodId: CdnPeriodId } }>()),
  changeCdnType: wire('PUT', 'dns-cdn/:projectId/host/change-cdn-type/:id'),
  changeHttpsRedirect: wire('PUT', 'dns-cdn/:projectId/host/change-https-redirect/:id'),
  changeNonWwwRedirect: wire('PUT', 'dns-cdn/:projectId/host/change-non-www-redirect/:id'),
  changeHsts: wire('PUT', 'dns-cdn/:projectId/host/change-hsts/:id'),
  changeOriginCertType: wire('PUT', 'dns-cdn/:projectId/host/change-origin-cert-type/:id'),
  changeEdgeCertType: wire('PUT', 'dns-cdn/:projectId/host/change-edge-cert-type/:id'),
  /** The managed edge certificate (nulls while there is none or it is being issued). */
  edgeCertGet: wire('GET', 'dns-cdn/:projectId/host/:dnsCdnHostId/edge-cert/get'),
  /** The pasted edge certificate (nulls while there is none). */
  edgeCertGetUser: wire('GET', 'dns-cdn/:projectId/host/:dnsCdnHostId/edge-cert/get-user-cert'),
  /** Issues a managed certificate for the zone's names. */
  edgeCertCreate: wire('POST', 'dns-cdn/:projectId/host/:dnsCdnHostId/edge-cert/create'),
  edgeCertCreateUser: wire('POST', 'dns-cdn/:projectId/host/:dnsCdnHostId/edge-cert/create-user-cert'),
  /** The certificate the edge expects from the origin (the uploaded one; nulls while there is none). */
  originCertGet: wire('GET', 'dns-cdn/:projectId/host/:dnsCdnHostId/origin-cert/get'),
  originCertGetUser: wire('GET', 'dns-cdn/:projectId/host/:dnsCdnHostId/origin-cert/get-user-cert'),
  originCertCreateUser: wire('POST', 'dns-cdn/:projectId/host/:dnsCdnHostId/origin-cert/create-user-cert'),
  recordList: wire('GET', 'dns-cdn/:projectId/host/:dnsCdnHostId/dns-record/list', narrow<{ answer: DnsRecordRow[] }>()),
  recordGet: wire('GET', 'dns-cdn/:projectId/host/:dnsCdnHostId/dns-record/get/:id', narrow<{ answer: DnsRecord }>()),
  recordCreate: wire('POST', 'dns-cdn/:projectId/host/:dnsCdnHostId/dns-record/create'),
  recordEdit: wire('PUT', 'dns-cdn/:projectId/host/:dnsCdnHostId/dns-record/edit/:id'),
  recordDelete: wire('DELETE', 'dns-cdn/:projectId/host/:dnsCdnHostId/dns-record/delete/:id'),
  /** No body: turns the record's proxy over (on ↔ off). */
  recordChangeProxy: wire('PUT', 'dns-cdn/:projectId/host/:dnsCdnHostId/dns-record/change-proxy/:id'),
};
