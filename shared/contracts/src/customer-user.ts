import { wire, type Wire } from './wire';
import { defineSchema, emailSpec } from './rules';

/**
 * A person joins the customer by the e-mail of their existing account (`userName`); the flags are
 * their rights in it (super user: everything; financial and account manager: the customer's money
 * and its users). Without any flag they see only the projects they are added to as project users.
 */
export const createCustomerUserSchema = defineSchema<Wire<'CreateCustomerUserModel'>>()({
  userName: { ...emailSpec, error: 'UserName' },
});

export const customerUser = {
  /** The caller's customers (ours: an addition to the provider's document), `isCurrent` on the active one. */
  shortList: wire('GET', 'customer-user/short-list'),
  list: wire('GET', 'customer-user/list'),
  get: wire('GET', 'customer-user/get/:id'),
  create: wire('POST', 'customer-user/create'),
  delete: wire('DELETE', 'customer-user/delete/:id'),
  /** Switches the session's active customer; the token stays. Promises no answer: re-read short-list. */
  changeCustomer: wire('POST', 'customer-user/change-customer'),
};
