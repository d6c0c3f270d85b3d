import { wire, type Wire } from './wire';
import { PRODUCT } from './vocabulary/products';

// Domain registration on the provider's wire (dns-cdn/{projectId}/domain). The wizard's state is
// the product rules': step (from 1), domainName, term (the registration terms accepted). The order
// names the label and the extension apart, two nameservers and the registrant's contact fields; it
// is for one year, renewed automatically when `autoRenewal` is on. Check, register and the changes
// answer no body: a refusal is a 422 under the field (DomainName, Ext, Ns1, Email…).

/** The product whose items are the extensions on sale (`portal/product-item/list/{id}`: one item per extension, price per year). */
export const DOMAIN_PRODUCT_ID = PRODUCT.domain;

/** A row of `list`: name (Punycode), status, type (registered or transferred), nameservers, dates. */
export type DomainRow = Wire<'DomainListResponse'>;
/** `get/{id}`: the row's fields and the registrant (name, organization, address, voice, fax, e-mail), renewal, premium. */
export type Domain = Wire<'GetDomainResponse'>;
export type DomainStatus = Wire<'DomainGetStatusResponse'>;
export type CheckDomainRequest = Wire<'CheckDomainModel'>;
export type RegisterDomainRequest = Wire<'RegisterDomainModel'>;
export type ChangeNsRequest = Wire<'ChangeNsModel'>;
export type ChangeContactRequest = Wire<'ChangeContactModel'>;
/** The registrant's fields, as change-contact sends them (register sends the same ones). */
export type DomainContact = Required<{ [K in keyof ChangeContactRequest]: string }>;
export const DOMAIN_CONTACT_FIELDS = ['name', 'email', 'voice', 'country', 'province', 'city', 'street', 'postalCode', 'fax'] as const satisfies ReadonlyArray<
  keyof ChangeContactRequest
>;

export const domain = {
  list: wire('GET', 'dns-cdn/:projectId/domain/list'),
  get: wire('GET', 'dns-cdn/:projectId/domain/get/:id'),
  getStatus: wire('GET', 'dns-cdn/:projectId/domain/get-status/:id'),
  checkDomain: wire('POST', 'dns-cdn/:projectId/domain/check-domain'),
  register: wire('POST', 'dns-cdn/:projectId/domain/register'),
  changeNs: wire('PUT', 'dns-cdn/:projectId/domain/change-ns/:id'),
  changeContact: wire('PUT', 'dns-cdn/:projectId/domain/change-contact/:id'),
  resendVerification: wire('POST', 'dns-cdn/:projectId/domain/resend-verification/:id'),
  delete: wire('DELETE', 'dns-cdn/:projectId/domain/delete/:id'),
};
