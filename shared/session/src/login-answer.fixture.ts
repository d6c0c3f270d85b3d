import type { LoginResponse } from '@portal/contracts';

/** The provider's login answer for tests of the portal: every field present, as on the wire. */
export const loginAnswer = (over: Partial<LoginResponse> = {}): LoginResponse => ({
  twoFactor: false,
  accessToken: 'e'.repeat(64),
  userId: 7,
  userTitle: 'ک',
  isSuperUser: true,
  isFinancialManager: true,
  isAccountManager: true,
  profileCompleted: true,
  captchaRequired: false,
  roles: [],
  ...over,
});
