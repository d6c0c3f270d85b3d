import { wire, type Wire } from './wire';
import { bundleSpec } from './rules/fields';
import { defineSchema, type FieldSpec } from './rules/schema';

// Web hosts on the provider's wire (dns-cdn/{projectId}/web-host): shared hosting for one domain,
// ordered from the `web` bundle list, with a control panel reached through a one-time login link.
// The provider's rows name the domain, data centre, status and dates only; create, edit and
// check-domain answer no body (a refusal is a 422 under DomainName or ProductBundleId).

/** A row of `list` and the `get` answer (the same fields): `domainName` is stored in Punycode. */
export type WebHostRow = Wire<'WebHostListResponse'>;
export type WebHost = Wire<'GetWebHostResponse'>;
export type CreateWebHostRequest = Wire<'CreateWebHostModel'>;
/** A plan change: the provider's edit carries the new bundle alone. */
export type EditWebHostRequest = Wire<'EditWebHostModel'>;
export type CheckWebHostDomainRequest = Wire<'CheckWebHostDomainModel'>;
/** `location`: a one-time link into the control panel (it signs in once, then answers "used"). */
export type WebHostLoginSession = Wire<'GetLoginSessionResponse'>;

/** The site's domain: its form (labels, Punycode) is `zoneNameProblem`'s, checked by the sandbox with it. */
export const webHostDomainSpec: FieldSpec = {
  error: 'DomainName',
  label: 'domain',
  type: 'string',
  required: true,
  rules: [{ kind: 'length', min: 3, max: 253 }],
};
export const createWebHostSchema = defineSchema<CreateWebHostRequest>()({ domainName: webHostDomainSpec, productBundleId: { ...bundleSpec, ask: 'pickPlan' } });
export const editWebHostSchema = defineSchema<EditWebHostRequest>()({ productBundleId: bundleSpec });
export const checkWebHostDomainSchema = defineSchema<CheckWebHostDomainRequest>()({ domainName: webHostDomainSpec });

export const webHost = {
  /** The `web` catalogue: hosting plans with monthly and hourly prices in Rial. */
  bundleList: wire('GET', 'portal/product-bundle/web-list'),
  list: wire('GET', 'dns-cdn/:projectId/web-host/list'),
  get: wire('GET', 'dns-cdn/:projectId/web-host/get/:id'),
  getLoginSession: wire('GET', 'dns-cdn/:projectId/web-host/get-login-session/:id'),
  edit: wire('PUT', 'dns-cdn/:projectId/web-host/edit/:id'),
  delete: wire('DELETE', 'dns-cdn/:projectId/web-host/delete/:id'),
  create: wire('POST', 'dns-cdn/:projectId/web-host/create'),
  checkDomain: wire('POST', 'dns-cdn/:projectId/web-host/check-domain'),
};
