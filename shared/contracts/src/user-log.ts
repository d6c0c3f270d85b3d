import { endpoint } from './endpoint';
import type { IsoDate, Paged } from './common';

/** Security-relevant events written to the user log. */
export type UserLogEvent =
  | 'profile-edited'
  | 'email-change-requested'
  | 'email-changed'
  | 'phone-change-requested'
  | 'phone-changed'
  | 'password-changed'
  | 'reauth-failed'
  | 'notification-changed'
  | 'totp-setup-started'
  | 'totp-enabled'
  | 'totp-disabled'
  | 'sms-setup-started'
  | 'sms-enabled'
  | 'sms-disabled'
  | 'customer-edited'
  | 'customer-converted-to-legal'
  | 'customer-changed'
  | 'customer-user-created'
  | 'customer-user-deleted'
  | 'project-created'
  | 'project-deleted'
  | 'project-user-added'
  | 'project-user-edited'
  | 'project-user-removed'
  | 'external-identity-linked'
  | 'external-identity-unlinked';

export interface UserLogEntry {
  id: number;
  userId: number;
  userTitle: string;
  event: UserLogEvent;
  /** Free detail (the e-mail, the project name...), never a secret. */
  detail: string | null;
  ip: string | null;
  createdAt: IsoDate;
}
/** Dates are ISO days (YYYY-MM-DD), inclusive. */
export interface UserLogQuery {
  UserId?: number;
  FromDate?: string;
  ToDate?: string;
  PageNumber?: number;
  PageSize?: number;
}

export const userLog = {
  list: endpoint<undefined, Paged<UserLogEntry>, UserLogQuery>()('GET', 'account/user-log'),
};
