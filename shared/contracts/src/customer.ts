import { endpoint } from './endpoint';

/** The customer account (natural person or legal entity) the signed-in user is acting for. */
export interface Customer {
  id: number;
  name: string;
  isLegal: boolean;
  /** Natural person: 10-digit national code. */
  nationalCode: string | null;
  /** Legal entity fields. */
  companyName: string | null;
  nationalId: string | null;
  registrationNumber: string | null;
  economicCode: string | null;
  address: string | null;
  postalCode: string | null;
}
export interface EditCustomerRequest {
  nationalCode?: string;
  companyName?: string;
  nationalId?: string;
  registrationNumber?: string;
  economicCode?: string;
  address?: string;
  postalCode?: string;
}
export interface ConvertToLegalRequest {
  companyName: string;
  nationalId: string;
  registrationNumber: string;
  economicCode: string;
}

export const customer = {
  get: endpoint<undefined, Customer>()('GET', 'customer/get'),
  edit: endpoint<EditCustomerRequest, Customer>()('PUT', 'customer/edit'),
  convertToLegal: endpoint<ConvertToLegalRequest, Customer>()('PUT', 'customer/convert-to-legal'),
};
