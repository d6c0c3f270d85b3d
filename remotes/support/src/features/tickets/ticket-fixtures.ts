// The signed-in customer the ticket page tests read a thread as.
import type { api, ResponseOf } from '@portal/contracts';

export const ME = 11;
/** The signed-in customer, as the provider's profile names them (`id` tells their items from staff's). */
export const profile: ResponseOf<typeof api.account.profileGet> = {
  id: ME,
  firstName: null,
  lastName: null,
  email: null,
  phoneNumber: null,
  phoneNumberConfirmed: false,
  emailConfirmed: false,
  idConfirmed: false,
  hasTwoFactor: false,
  isLegal: false,
};
