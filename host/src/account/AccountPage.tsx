import { useSearchParams } from 'react-router-dom';
import Tabs from 'antd/es/tabs';
import { api } from '@portal/contracts';
import { useAddition } from '@portal/api';
import { ColorSchemeSwitch, PageHeader } from '@portal/ui';
import { accountMessages } from './messages';
import { ProfileTab } from './ProfileTab';
import { NotificationTab } from './NotificationTab';
import { ChangePasswordTab } from './ChangePasswordTab';
import { TwoFactorTab } from './TwoFactorTab';
import { CustomerUsersTab } from './CustomerUsersTab';
import { UserLogTab } from './UserLogTab';
import { SessionsTab } from './SessionsTab';

const t = accountMessages;
export const ACCOUNT_TABS = ['profile', 'notification', 'change-password', 'two-factor', 'sessions', 'users', 'log'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

const panes: Record<AccountTab, () => React.ReactNode> = {
  profile: () => <ProfileTab />,
  notification: () => <NotificationTab />,
  'change-password': () => <ChangePasswordTab />,
  'two-factor': () => <TwoFactorTab />,
  users: () => <CustomerUsersTab />,
  log: () => <UserLogTab />,
  sessions: () => <SessionsTab />,
};

/** /portal/account: the `tab` query picks the tab, so the top bar's menu can open one directly. */
export default function AccountPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  // The sessions list is ours: against an upstream without it (its query answered 404/405) the tab steps aside.
  const sessionsOffered = useAddition(api.account.sessionList).offered;
  const tabs = ACCOUNT_TABS.filter((key) => key !== 'sessions' || sessionsOffered);
  const active: AccountTab = tabs.includes(requested as AccountTab) ? (requested as AccountTab) : 'profile';

  return (
    <>
      {/* The browser's light / dark / system choice: here, beside every tab of the account. */}
      <PageHeader title={t.title} extra={<ColorSchemeSwitch />} />
      <Tabs
        activeKey={active}
        onChange={(key) => setParams(key === 'profile' ? {} : { tab: key })}
        destroyOnHidden
        items={tabs.map((key) => ({ key, label: t.tabs[key], children: panes[key]() }))}
      />
    </>
  );
}
