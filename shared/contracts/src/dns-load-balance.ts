import { endpoint } from './endpoint';
import type { IsoDate } from './common';
import { nameSpec } from './rules/fields';
import { defineSchema, type FieldSpec } from './rules/schema';

// A zone's load balancing and edge routing (spec section 7, dns-cdn/{projectId}): origin pools
// (servers with weights and a health check), CDN routes (path pattern → pool, cache rule) and API
// gateway routes (path → upstream URL, rate limit). The spec names the cdn-route calls list, get,
// edit (PUT) and delete; create and the origin-pool and api-gateway calls are ours, in its style.

export const ORIGINS_MIN = 1;
export const ORIGINS_MAX = 10;

export interface Origin {
  /** IPv4 address or host name. */
  address: string;
  /** Share of the traffic, 1-100, relative to the pool's other origins. */
  weight: number;
}

export interface OriginPool {
  id: number;
  dnsCdnHostId: number;
  name: string;
  status: 'active' | 'deleting';
  origins: Origin[];
  /** Path the edge requests on every origin; an origin that does not answer 2xx/3xx gets no traffic. */
  healthCheckPath: string;
  /** Seconds between health checks. */
  healthCheckInterval: number;
  /** CDN routes sending traffic to this pool (a pool in use cannot be deleted). */
  routeCount: number;
  createdAt: IsoDate;
}
export interface OriginPoolRequest {
  name: string;
  origins: Origin[];
  healthCheckPath: string;
  healthCheckInterval: number;
}

export interface CdnRoute {
  id: number;
  dnsCdnHostId: number;
  /** `/static/*`: a trailing `*` matches any rest of the path; the longest matching pattern wins. */
  pathPattern: string;
  originPoolId: number;
  originPoolName: string;
  /** Cache rule: whether the edge caches responses on this path, and for how long. */
  cacheEnabled: boolean;
  /** Seconds. */
  cacheTtl: number;
  status: 'active' | 'deleting';
  createdAt: IsoDate;
}
export interface CdnRouteRequest {
  pathPattern: string;
  originPoolId: number;
  cacheEnabled: boolean;
  cacheTtl: number;
}

export interface ApiGatewayRoute {
  id: number;
  dnsCdnHostId: number;
  /** Path prefix the gateway matches, same form as a CDN route's pattern. */
  path: string;
  /** Where matching requests go: http(s) URL of a host, optional port and base path. */
  upstream: string;
  /** Requests per minute allowed per client IP; more answer 429. */
  rateLimit: number;
  status: 'active' | 'deleting';
  createdAt: IsoDate;
}
export interface ApiGatewayRouteRequest {
  path: string;
  upstream: string;
  rateLimit: number;
}

const pathPatternSpec = (error: string): FieldSpec => ({ error, label: 'pathPattern', type: 'string', required: true, rules: [{ kind: 'length', min: 1, max: 200 }, { kind: 'pattern', pattern: 'cdnPathPattern' }] });

/** One origin of a pool; the sandbox names errors `Origins[i].Address` / `Origins[i].Weight`. */
export const originAddressSpec: FieldSpec = { error: 'Address', label: 'originAddress', type: 'string', required: true, rules: [{ kind: 'length', min: 1, max: 253 }, { kind: 'pattern', pattern: 'originAddress' }] };
export const originWeightSpec: FieldSpec = { error: 'Weight', label: 'originWeight', type: 'int', required: true, rules: [{ kind: 'range', min: 1, max: 100 }] };
export const originSchema = defineSchema<Origin>()({ address: originAddressSpec, weight: originWeightSpec });

export const originPoolSchema = defineSchema<OriginPoolRequest>()({
  name: nameSpec,
  healthCheckPath: { error: 'HealthCheckPath', label: 'healthCheckPath', type: 'string', required: true, rules: [{ kind: 'length', min: 1, max: 200 }, { kind: 'pattern', pattern: 'ingressPath' }] },
  healthCheckInterval: { error: 'HealthCheckInterval', label: 'healthCheckInterval', type: 'int', required: true, rules: [{ kind: 'range', min: 10, max: 300 }] },
});

export const cdnRouteSchema = defineSchema<CdnRouteRequest>()({
  pathPattern: pathPatternSpec('PathPattern'),
  originPoolId: { error: 'OriginPoolId', label: 'originPool', type: 'int', required: true },
  cacheEnabled: { error: 'CacheEnabled', label: 'cacheTtl', type: 'bool' },
  // From a minute to 30 days; kept (and checked) while caching is off, so turning it on again restores it.
  cacheTtl: { error: 'CacheTtl', label: 'cacheTtl', type: 'int', required: true, rules: [{ kind: 'range', min: 60, max: 2_592_000 }] },
});

export const apiGatewayRouteSchema = defineSchema<ApiGatewayRouteRequest>()({
  path: pathPatternSpec('Path'),
  upstream: { error: 'Upstream', label: 'upstream', type: 'string', required: true, rules: [{ kind: 'length', min: 8, max: 500 }, { kind: 'pattern', pattern: 'upstreamUrl' }] },
  rateLimit: { error: 'RateLimit', label: 'rateLimit', type: 'int', required: true, rules: [{ kind: 'range', min: 1, max: 100_000 }] },
});

export const dnsLoadBalance = {
  originPoolList: endpoint<undefined, OriginPool[]>()('GET', 'dns-cdn/:projectId/origin-pool/list/:dnsCdnHostId'),
  originPoolCreate: endpoint<OriginPoolRequest, OriginPool>()('POST', 'dns-cdn/:projectId/origin-pool/create/:dnsCdnHostId'),
  originPoolEdit: endpoint<OriginPoolRequest, OriginPool>()('PUT', 'dns-cdn/:projectId/origin-pool/edit/:id'),
  originPoolDelete: endpoint()('DELETE', 'dns-cdn/:projectId/origin-pool/delete/:id'),
  cdnRouteList: endpoint<undefined, CdnRoute[]>()('GET', 'dns-cdn/:projectId/cdn-route/list/:dnsCdnHostId'),
  cdnRouteGet: endpoint<undefined, CdnRoute>()('GET', 'dns-cdn/:projectId/cdn-route/get/:id'),
  cdnRouteCreate: endpoint<CdnRouteRequest, CdnRoute>()('POST', 'dns-cdn/:projectId/cdn-route/create/:dnsCdnHostId'),
  cdnRouteEdit: endpoint<CdnRouteRequest, CdnRoute>()('PUT', 'dns-cdn/:projectId/cdn-route/edit/:id'),
  cdnRouteDelete: endpoint()('DELETE', 'dns-cdn/:projectId/cdn-route/delete/:id'),
  apiGatewayList: endpoint<undefined, ApiGatewayRoute[]>()('GET', 'dns-cdn/:projectId/api-gateway/list/:dnsCdnHostId'),
  apiGatewayCreate: endpoint<ApiGatewayRouteRequest, ApiGatewayRoute>()('POST', 'dns-cdn/:projectId/api-gateway/create/:dnsCdnHostId'),
  apiGatewayEdit: endpoint<ApiGatewayRouteRequest, ApiGatewayRoute>()('PUT', 'dns-cdn/:projectId/api-gateway/edit/:id'),
  apiGatewayDelete: endpoint()('DELETE', 'dns-cdn/:projectId/api-gateway/delete/:id'),
};
