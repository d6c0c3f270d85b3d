import { endpoint } from './endpoint';
import type { IsoDate } from './common';
import { firstNameSpec, lastNameSpec, type LoginResponse } from './auth';
import { defineSchema, emailSpec, passwordSpec } from './rules';

/**
 * Rights of a user within a customer: owner (the customer itself, everything), admin (everything
 * but the owner and the customer's legal data), member (only the projects granted as a project
 * user), viewer (read only, only granted projects).
 */
export type CustomerRole = 'owner' | 'admin' | 'member' | 'viewer';
export const CUSTOMER_ROLES: readonly CustomerRole[] = ['owner', 'admin', 'member', 'viewer'];

export interface CustomerUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: CustomerRole;
  /** Names of the projects granted to the user (owners and admins see every project). */
  projects: string[];
  createdAt: IsoDate;
}
/** A customer the user belongs to, for the switcher. */
export interface CustomerMembership {
  customerId: number;
  customerName: string;
  role: CustomerRole;
  active: boolean;
}
/** An existing e-mail joins the customer; a new one needs names and a password. */
export interface CreateCustomerUserRequest {
  email: string;
  role: Exclude<CustomerRole, 'owner'>;
  firstName?: string;
  lastName?: string;
  password?: string;
}
/** Names and password are required only for an address that has no account yet (the API knows which). */
export const createCustomerUserSchema = defineSchema<CreateCustomerUserRequest>()({
  email: emailSpec,
  role: { error: 'Role', label: 'role', type: 'string', required: true, rules: [{ kind: 'oneOf', values: ['admin', 'member', 'viewer'] }] },
  firstName: firstNameSpec,
  lastName: lastNameSpec,
  password: passwordSpec,
});
export interface ChangeCustomerRequest {
  customerId: number;
}

export const customerUser = {
  shortList: endpoint<undefined, CustomerMembership[], { userId?: number }>()('GET', 'customer-user/short-list'),
  list: endpoint<undefined, CustomerUser[]>()('GET', 'customer-user/list'),
  get: endpoint<undefined, CustomerUser>()('GET', 'customer-user/get/:id'),
  create: endpoint<CreateCustomerUserRequest, CustomerUser>()('POST', 'customer-user/create'),
  delete: endpoint()('DELETE', 'customer-user/delete/:id'),
  /** Switches the active customer: a fresh token for it, the old one revoked. */
  changeCustomer: endpoint<ChangeCustomerRequest, LoginResponse>()('POST', 'customer-user/change-customer'),
};
