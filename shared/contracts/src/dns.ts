import { endpoint } from './endpoint';
import type { IsoDate } from './common';
import type { DnsRecordInput, DnsRecordType } from './rules/dns';
import { defineSchema, type FieldSpec } from './rules/schema';

// DNS/CDN zones ("hosts" in the API) and their DNS records (spec section 7, dns-cdn/{projectId}).

/** The CDN plan of a zone: DNS only, or the edge with a basic or a professional feature set. */
export const CDN_TYPES = ['dns', 'basic', 'pro'] as const;
export type CdnType = (typeof CDN_TYPES)[number];

/** pending: waiting for the registrar to point at our nameservers; active once verified; updating: a CDN type change. */
export type ZoneStatus = 'pending' | 'active' | 'updating' | 'deleting';

export interface DnsCdnHost {
  id: number;
  projectId: number;
  /** Stored in Punycode; the portal shows it with `domainToDisplay`. */
  name: string;
  status: ZoneStatus;
  cdnType: CdnType;
  /** A verification was asked for and is running (status still pending). */
  verifying: boolean;
  recordCount: number;
  hourlyPrice: number;
  httpsRedirect: boolean;
  originCertType: OriginCertType;
  /** Which edge certificate visitors get: the platform's managed one or the pasted one. */
  edgeCertType: EdgeCertType;
  nonWwwRedirect: boolean;
  hsts: { enabled: boolean; maxAge: number; includeSubDomains: boolean; preload: boolean };
  activatedAt: IsoDate | null;
  createdAt: IsoDate;
}

export interface ZoneNameservers {
  /** The platform's nameservers the registrar must list. */
  nameservers: string[];
  /** What the zone's registry answers today (the sandbox's pretend lookup). */
  current: string[];
  status: ZoneStatus;
}

export interface CheckZoneRequest {
  name: string;
}
export interface CheckZoneResponse {
  /** The name as it will be stored (Punycode). */
  name: string;
  available: boolean;
}
export interface CreateZoneRequest {
  name: string;
  cdnType: CdnType;
}
export interface ChangeCdnTypeRequest {
  cdnType: CdnType;
}
export interface ChangeRedirectRequest {
  enabled: boolean;
}
export interface ChangeHstsRequest {
  enabled: boolean;
  maxAge: number;
  includeSubDomains: boolean;
  preload: boolean;
}

export interface DnsRecord {
  id: number;
  dnsCdnHostId: number;
  /** Relative to the zone, `@` for the apex, Punycode. */
  name: string;
  type: DnsRecordType;
  value: string;
  /** 1 = auto. */
  ttl: number;
  priority: number | null;
  weight: number | null;
  port: number | null;
  flag: number | null;
  tag: string | null;
  proxied: boolean;
  createdAt: IsoDate;
}
export type DnsRecordRequest = DnsRecordInput;
export interface ChangeProxyRequest {
  proxied: boolean;
}

export interface ZoneFile {
  fileName: string;
  content: string;
}
export interface ZoneImportRequest {
  content: string;
  /** false: only the preview; true: apply, all lines or none. */
  apply: boolean;
}
export type ZoneImportAction = 'add' | 'change' | 'unchanged' | 'refused';
export interface ZoneImportLine {
  /** 1-based line number in the file. */
  line: number;
  text: string;
  action: ZoneImportAction;
  record: DnsRecordInput | null;
  /** Persian, for refused lines. */
  reason: string | null;
}
export interface ZoneImportResult {
  lines: ZoneImportLine[];
  added: number;
  changed: number;
  refused: number;
  applied: boolean;
}

/** How the edge reaches the origin: plain HTTP, HTTPS with any certificate, HTTPS with a valid one. */
export const ORIGIN_CERT_TYPES = ['flexible', 'full', 'strict'] as const;
export type OriginCertType = (typeof ORIGIN_CERT_TYPES)[number];
export interface ChangeOriginCertTypeRequest {
  originCertType: OriginCertType;
}

/** The certificate the edge shows visitors: issued by the platform (managed) or pasted by the customer (user). */
export interface EdgeCertificate {
  id: number;
  dnsCdnHostId: number;
  kind: 'managed' | 'user';
  /** managed: issuing → active. */
  status: 'issuing' | 'active' | 'deleting';
  subject: string;
  issuer: string;
  /** Names the certificate covers. */
  sans: string[];
  notAfter: IsoDate;
  createdAt: IsoDate;
}
export interface CreateUserCertRequest {
  /** PEM "CERTIFICATE" block (a chain may follow). */
  certificate: string;
  /** PEM private key (PKCS#8, PKCS#1 or EC). */
  privateKey: string;
}

/** The edge serves the managed certificate or the customer's pasted one; switching needs an active one of that kind. */
export const EDGE_CERT_TYPES = ['managed', 'user'] as const;
export type EdgeCertType = (typeof EDGE_CERT_TYPES)[number];
export interface ChangeEdgeCertTypeRequest {
  edgeCertType: EdgeCertType;
}

/**
 * The certificate the customer's origin server presents, uploaded (PEM certificate and key, checked
 * like an edge one) so that the edge can verify the origin in `strict` mode.
 */
export interface OriginCertificate {
  id: number;
  dnsCdnHostId: number;
  subject: string;
  issuer: string;
  sans: string[];
  notAfter: IsoDate;
  createdAt: IsoDate;
}
/** How the edge reaches the origin, and the origin's uploaded certificate if any. */
export interface OriginCertState {
  originCertType: OriginCertType;
  userCert: OriginCertificate | null;
}

/** 1: last 24 hours, 2: last 7 days, 3: last 30 days. */
export type CdnPeriodId = 1 | 2 | 3;
export interface CdnAnalytics {
  periodId: CdnPeriodId;
  points: Array<{ at: IsoDate; requests: number; bandwidthMb: number; cachedRequests: number }>;
  totals: { requests: number; bandwidthMb: number; cacheHitRatio: number };
  statusCodes: Array<{ code: string; count: number }>;
  countries: Array<{ country: string; requests: number }>;
}

/** The zone's domain: its form (labels, Punycode) is `zoneNameProblem`'s, checked by the sandbox with it. */
export const zoneNameSpec: FieldSpec = { error: 'Name', label: 'name', type: 'string', required: true, rules: [{ kind: 'length', min: 3, max: 253 }] };
export const cdnTypeSpec: FieldSpec = { error: 'CdnType', label: 'sizing', type: 'string', required: true, rules: [{ kind: 'oneOf', values: CDN_TYPES }] };
export const createZoneSchema = defineSchema<CreateZoneRequest>()({ name: zoneNameSpec, cdnType: cdnTypeSpec });
export const changeCdnTypeSchema = defineSchema<ChangeCdnTypeRequest>()({ cdnType: cdnTypeSpec });

export const dnsCdn = {
  hostList: endpoint<undefined, DnsCdnHost[]>()('GET', 'dns-cdn/:projectId/host/list'),
  hostGet: endpoint<undefined, DnsCdnHost>()('GET', 'dns-cdn/:projectId/host/get/:id'),
  hostCheck: endpoint<CheckZoneRequest, CheckZoneResponse>()('POST', 'dns-cdn/:projectId/host/check'),
  hostCreate: endpoint<CreateZoneRequest, DnsCdnHost>()('POST', 'dns-cdn/:projectId/host/create'),
  hostDelete: endpoint()('DELETE', 'dns-cdn/:projectId/host/delete/:id'),
  hostGetNs: endpoint<undefined, ZoneNameservers>()('GET', 'dns-cdn/:projectId/host/get-ns/:id'),
  /** Asks for the nameserver check; the zone turns active after the sandbox's delay. */
  hostVerify: endpoint<undefined, DnsCdnHost>()('POST', 'dns-cdn/:projectId/host/verify/:id'),
  hostGetAnalytic: endpoint<undefined, CdnAnalytics, { PeriodId: CdnPeriodId }>()('GET', 'dns-cdn/:projectId/host/get-analytic/:id'),
  changeCdnType: endpoint<ChangeCdnTypeRequest, DnsCdnHost>()('PUT', 'dns-cdn/:projectId/host/change-cdn-type/:id'),
  changeHttpsRedirect: endpoint<ChangeRedirectRequest, DnsCdnHost>()('PUT', 'dns-cdn/:projectId/host/change-https-redirect/:id'),
  changeNonWwwRedirect: endpoint<ChangeRedirectRequest, DnsCdnHost>()('PUT', 'dns-cdn/:projectId/host/change-non-www-redirect/:id'),
  changeHsts: endpoint<ChangeHstsRequest, DnsCdnHost>()('PUT', 'dns-cdn/:projectId/host/change-hsts/:id'),
  changeOriginCertType: endpoint<ChangeOriginCertTypeRequest, DnsCdnHost>()('PUT', 'dns-cdn/:projectId/host/change-origin-cert-type/:id'),
  changeEdgeCertType: endpoint<ChangeEdgeCertTypeRequest, DnsCdnHost>()('PUT', 'dns-cdn/:projectId/host/change-edge-cert-type/:id'),
  /** The latest pasted edge certificate, or null. */
  edgeCertGetUser: endpoint<undefined, EdgeCertificate | null>()('GET', 'dns-cdn/:projectId/edge-cert/get-user-cert/:dnsCdnHostId'),
  originCertGet: endpoint<undefined, OriginCertState>()('GET', 'dns-cdn/:projectId/origin-cert/get/:dnsCdnHostId'),
  originCertGetUser: endpoint<undefined, OriginCertificate | null>()('GET', 'dns-cdn/:projectId/origin-cert/get-user-cert/:dnsCdnHostId'),
  originCertCreateUser: endpoint<CreateUserCertRequest, OriginCertificate>()('POST', 'dns-cdn/:projectId/origin-cert/create-user-cert/:dnsCdnHostId'),
  edgeCertGet: endpoint<undefined, EdgeCertificate[]>()('GET', 'dns-cdn/:projectId/edge-cert/get/:dnsCdnHostId'),
  edgeCertCreate: endpoint<undefined, EdgeCertificate>()('POST', 'dns-cdn/:projectId/edge-cert/create/:dnsCdnHostId'),
  edgeCertCreateUser: endpoint<CreateUserCertRequest, EdgeCertificate>()('POST', 'dns-cdn/:projectId/edge-cert/create-user-cert/:dnsCdnHostId'),
  recordList: endpoint<undefined, DnsRecord[]>()('GET', 'dns-cdn/:projectId/dns-record/list/:dnsCdnHostId'),
  recordGet: endpoint<undefined, DnsRecord>()('GET', 'dns-cdn/:projectId/dns-record/get/:id'),
  recordCreate: endpoint<DnsRecordRequest, DnsRecord>()('POST', 'dns-cdn/:projectId/dns-record/create/:dnsCdnHostId'),
  recordEdit: endpoint<DnsRecordRequest, DnsRecord>()('PUT', 'dns-cdn/:projectId/dns-record/edit/:id'),
  recordDelete: endpoint()('DELETE', 'dns-cdn/:projectId/dns-record/delete/:id'),
  recordChangeProxy: endpoint<ChangeProxyRequest, DnsRecord>()('PUT', 'dns-cdn/:projectId/dns-record/change-proxy/:id'),
  zoneExport: endpoint<undefined, ZoneFile>()('GET', 'dns-cdn/:projectId/dns-record/export/:dnsCdnHostId'),
  zoneImport: endpoint<ZoneImportRequest, ZoneImportResult>()('POST', 'dns-cdn/:projectId/dns-record/import/:dnsCdnHostId'),
};
