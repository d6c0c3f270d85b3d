import { endpoint } from './endpoint';
import type { IsoDate } from './common';

// Domain registration (spec section 7, dns-cdn/{projectId}/domain). The wizard's state is spec
// section 3's: step (from 1), domainName, term (the registration terms accepted).

export const DOMAIN_MAX_YEARS = 10;
export const DOMAIN_NS_MIN = 2;
export const DOMAIN_NS_MAX = 4;

export interface DomainContact {
  name: string;
  email: string;
  /** Iranian mobile, 09xxxxxxxxx. */
  phoneNumber: string;
  address: string;
}

/** creating: the registry is processing; active: registered; deleting: being released. */
export interface Domain {
  id: number;
  projectId: number;
  /** Punycode; shown with `domainToDisplay`. */
  name: string;
  status: 'creating' | 'active' | 'deleting';
  years: number;
  nameservers: string[];
  contact: DomainContact;
  /** The registrant confirmed the contact e-mail. */
  contactVerified: boolean;
  verificationSentAt: IsoDate | null;
  /** Rial per year. */
  pricePerYear: number;
  expiresAt: IsoDate;
  createdAt: IsoDate;
}
export interface CheckDomainRequest {
  name: string;
}
export interface CheckDomainResponse {
  name: string;
  available: boolean;
  pricePerYear: number;
}
export interface RegisterDomainRequest {
  name: string;
  years: number;
  nameservers: string[];
  contact: DomainContact;
  /** The registration terms were accepted. */
  term: boolean;
}
export interface ChangeNsRequest {
  nameservers: string[];
}
export interface ChangeContactRequest {
  contact: DomainContact;
}
export interface DomainStatus {
  status: Domain['status'];
  contactVerified: boolean;
}

export const domain = {
  list: endpoint<undefined, Domain[]>()('GET', 'dns-cdn/:projectId/domain/list'),
  get: endpoint<undefined, Domain>()('GET', 'dns-cdn/:projectId/domain/get/:id'),
  getStatus: endpoint<undefined, DomainStatus>()('GET', 'dns-cdn/:projectId/domain/get-status/:id'),
  checkDomain: endpoint<CheckDomainRequest, CheckDomainResponse>()('POST', 'dns-cdn/:projectId/domain/check-domain'),
  register: endpoint<RegisterDomainRequest, Domain>()('POST', 'dns-cdn/:projectId/domain/register'),
  changeNs: endpoint<ChangeNsRequest, Domain>()('PUT', 'dns-cdn/:projectId/domain/change-ns/:id'),
  changeContact: endpoint<ChangeContactRequest, Domain>()('PUT', 'dns-cdn/:projectId/domain/change-contact/:id'),
  resendVerification: endpoint<undefined, Domain>()('POST', 'dns-cdn/:projectId/domain/resend-verification/:id'),
  delete: endpoint()('DELETE', 'dns-cdn/:projectId/domain/delete/:id'),
};
