import { endpoint } from './endpoint';

export interface Profile {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  isLegal: boolean;
  profileCompleted: boolean;
  twoFactor: boolean;
  totpEnabled: boolean;
  smsTwoFactorEnabled: boolean;
  createdAt: string;
}

export const account = {
  profileGet: endpoint<undefined, Profile>()('GET', 'account/profile/get'),
};
