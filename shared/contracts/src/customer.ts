import { wire } from './wire';

// The customer (natural person or legal entity) the signed-in user acts for: its details, their
// edit (super users) and the owner's one-way conversion to a legal customer.
export const customer = {
  get: wire('GET', 'customer/get'),
  edit: wire('PUT', 'customer/edit'),
  convertToLegal: wire('PUT', 'customer/convert-to-legal'),
};
