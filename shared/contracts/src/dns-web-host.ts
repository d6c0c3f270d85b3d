import { endpoint } from './endpoint';
import type { IsoDate } from './common';
import type { ProductBundle } from './portal';
import { bundleSpec } from './rules/fields';
import { defineSchema, type FieldSpec } from './rules/schema';

// Web hosts (spec section 7, dns-cdn/{projectId}/web-host): shared hosting for one domain, ordered
// from the `web` bundle list, with a control panel reached through a one-time login link.

/** PHP versions a web host can run; the newest is the default. */
export const PHP_VERSIONS = ['8.1', '8.2', '8.3'] as const;
export type PhpVersion = (typeof PHP_VERSIONS)[number];

/** creating: the account is being set up; updating: a plan or PHP change is applied. */
export type WebHostStatus = 'creating' | 'active' | 'updating' | 'deleting';

export interface WebHost {
  id: number;
  projectId: number;
  /** Stored in Punycode; the portal shows it with `domainToDisplay`. */
  domain: string;
  status: WebHostStatus;
  productBundleId: number;
  bundleName: string;
  /** GB */
  diskSize: number;
  /** GB per month, null when unmetered. */
  bandwidth: number | null;
  phpVersion: PhpVersion;
  /** The control panel's user name (the login link signs it in). */
  panelUser: string;
  /** Rial per hour, fixed at order or plan change. */
  hourlyPrice: number;
  createdAt: IsoDate;
}

export interface CheckWebHostDomainRequest {
  domain: string;
}
export interface CheckWebHostDomainResponse {
  /** As it will be stored (Punycode). */
  domain: string;
  available: boolean;
}
export interface CreateWebHostRequest {
  domain: string;
  productBundleId: number;
  phpVersion: PhpVersion;
}
export interface EditWebHostRequest {
  productBundleId: number;
  phpVersion: PhpVersion;
}
/** A one-time link into the control panel: it signs in once, then answers "used". */
export interface WebHostLoginSession {
  url: string;
  expiresAt: IsoDate;
}

/** The site's domain: its form (labels, Punycode) is `zoneNameProblem`'s, checked by the sandbox with it. */
export const webHostDomainSpec: FieldSpec = { error: 'Domain', label: 'domain', type: 'string', required: true, rules: [{ kind: 'length', min: 3, max: 253 }] };
export const phpVersionSpec: FieldSpec = { error: 'PhpVersion', label: 'phpVersion', type: 'string', required: true, rules: [{ kind: 'oneOf', values: PHP_VERSIONS }] };
export const createWebHostSchema = defineSchema<CreateWebHostRequest>()({ domain: webHostDomainSpec, productBundleId: bundleSpec, phpVersion: phpVersionSpec });
export const editWebHostSchema = defineSchema<EditWebHostRequest>()({ productBundleId: bundleSpec, phpVersion: phpVersionSpec });
export const checkWebHostDomainSchema = defineSchema<CheckWebHostDomainRequest>()({ domain: webHostDomainSpec });

export const webHost = {
  /** The `web` catalogue: hosting plans with monthly and hourly prices in Rial. */
  bundleList: endpoint<undefined, ProductBundle[]>()('GET', 'portal/product-bundle/web/list'),
  list: endpoint<undefined, WebHost[]>()('GET', 'dns-cdn/:projectId/web-host/list'),
  get: endpoint<undefined, WebHost>()('GET', 'dns-cdn/:projectId/web-host/get/:id'),
  getLoginSession: endpoint<undefined, WebHostLoginSession>()('GET', 'dns-cdn/:projectId/web-host/get-login-session/:id'),
  edit: endpoint<EditWebHostRequest, WebHost>()('PUT', 'dns-cdn/:projectId/web-host/edit/:id'),
  delete: endpoint()('DELETE', 'dns-cdn/:projectId/web-host/delete/:id'),
  create: endpoint<CreateWebHostRequest, WebHost>()('POST', 'dns-cdn/:projectId/web-host/create'),
  checkDomain: endpoint<CheckWebHostDomainRequest, CheckWebHostDomainResponse>()('POST', 'dns-cdn/:projectId/web-host/check-domain'),
};
