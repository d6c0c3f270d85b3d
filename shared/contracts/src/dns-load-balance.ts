import { wire, type Wire } from './wire';
import { defineSchema, type FieldSpec } from './rules/schema';

// A zone's load balancing and edge routing (dns-cdn/{projectId}). A CDN route is the
// provider's (host/{dnsCdnHostId}/cdn-route list, get, edit, delete): a path of the zone sent to its own
// destinations under a load-balancing policy. There are no separate origin pools: the provider's route
// carries its destinations. The create is ours (the document has none), the same model plus the path
// (the edit cannot change it). API gateway routes (path → upstream URL, rate limit) are ours.

export const DESTINATIONS_MIN = 1;
export const DESTINATIONS_MAX = 10;

/** The provider names no policy catalogue; its list sends the policy's name, get and edit its id. */
export const CDN_LB_POLICIES = [
  { id: 1, name: 'round-robin' },
  { id: 2, name: 'least-connections' },
  { id: 3, name: 'ip-hash' },
] as const;
export const cdnLbPolicyName = (id: number): string | null => CDN_LB_POLICIES.find((p) => p.id === id)?.name ?? null;

export type CdnRouteRow = Wire<'CdnRouteListResponse'>;
export type CdnRoute = Wire<'GetCdnRouteResponse'>;
export type CdnRouteEdit = Wire<'EditCdnRouteModel'>;
export type CdnRouteCreate = Wire<'CreateCdnRouteModel'>;
export type CdnDestination = Wire<'DestinationModel'>;

/** The form's fields of a route (the destinations are a list, checked one by one). */
export interface CdnRouteFields {
  path: string;
  host: string | null;
  cdnLbPolicyId: number;
  maxConnectionsPerServer: number;
  acceptDangerCert: boolean;
}

/** Ours (declared in portal.yaml): a path prefix of the zone sent to an upstream URL under a per-client rate limit. */
export type ApiGatewayRoute = Wire<'ApiGatewayRouteResponse'>;
export type ApiGatewayRouteRequest = Wire<'ApiGatewayRouteModel'>;

const pathPatternSpec = (error: string): FieldSpec => ({
  error,
  label: 'pathPattern',
  type: 'string',
  required: true,
  rules: [
    { kind: 'length', min: 1, max: 200 },
    { kind: 'pattern', pattern: 'cdnPathPattern' },
  ],
});

/** One destination of a route; the sandbox names its errors `Destinations[i].Address`. */
export const destinationAddressSpec: FieldSpec = {
  error: 'Address',
  label: 'originAddress',
  type: 'string',
  required: true,
  rules: [
    { kind: 'length', min: 1, max: 253 },
    { kind: 'pattern', pattern: 'originAddress' },
  ],
};
export const destinationSchema = defineSchema<{ address: string }>()({ address: destinationAddressSpec });

export const cdnRouteSchema = defineSchema<CdnRouteFields>()({
  path: pathPatternSpec('Path'),
  // The host name the edge sends to the destinations (empty: the visitor's).
  host: {
    error: 'Host',
    label: 'routeHost',
    type: 'string',
    rules: [
      { kind: 'length', min: 1, max: 253 },
      { kind: 'pattern', pattern: 'originAddress' },
    ],
  },
  cdnLbPolicyId: { error: 'CdnLbPolicyId', label: 'cdnLbPolicy', type: 'int', required: true, rules: [{ kind: 'range', min: 1, max: CDN_LB_POLICIES.length }] },
  maxConnectionsPerServer: {
    error: 'MaxConnectionsPerServer',
    label: 'maxConnections',
    type: 'int',
    required: true,
    rules: [{ kind: 'range', min: 1, max: 100_000 }],
  },
  acceptDangerCert: { error: 'AcceptDangerCert', label: 'acceptDangerCert', type: 'bool' },
});

export const apiGatewayRouteSchema = defineSchema<ApiGatewayRouteRequest>()({
  path: pathPatternSpec('Path'),
  upstream: {
    error: 'Upstream',
    label: 'upstream',
    type: 'string',
    required: true,
    rules: [
      { kind: 'length', min: 8, max: 500 },
      { kind: 'pattern', pattern: 'upstreamUrl' },
    ],
  },
  rateLimit: { error: 'RateLimit', label: 'rateLimit', type: 'int', required: true, rules: [{ kind: 'range', min: 1, max: 100_000 }] },
});

export const dnsLoadBalance = {
  cdnRouteList: wire('GET', 'dns-cdn/:projectId/host/:dnsCdnHostId/cdn-route/list'),
  cdnRouteGet: wire('GET', 'dns-cdn/:projectId/host/:dnsCdnHostId/cdn-route/get/:id'),
  /** Ours: the document has no create. Answers no id; the portal reads the list again. */
  cdnRouteCreate: wire('POST', 'dns-cdn/:projectId/host/:dnsCdnHostId/cdn-route/create'),
  cdnRouteEdit: wire('PUT', 'dns-cdn/:projectId/host/:dnsCdnHostId/cdn-route/edit/:id'),
  cdnRouteDelete: wire('DELETE', 'dns-cdn/:projectId/host/:dnsCdnHostId/cdn-route/delete/:id'),
  apiGatewayList: wire('GET', 'dns-cdn/:projectId/api-gateway/list/:dnsCdnHostId'),
  apiGatewayCreate: wire('POST', 'dns-cdn/:projectId/api-gateway/create/:dnsCdnHostId'),
  apiGatewayEdit: wire('PUT', 'dns-cdn/:projectId/api-gateway/edit/:id'),
  apiGatewayDelete: wire('DELETE', 'dns-cdn/:projectId/api-gateway/delete/:id'),
};
