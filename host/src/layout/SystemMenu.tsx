import { useNavigate } from 'react-router-dom';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import type { MenuProps } from 'antd/es/menu';
import { SettingOutlined } from '@ant-design/icons';
import { api } from '@portal/contracts';
import { signOut, useAddition } from '@portal/api';
import { hostMessages } from '../messages';
import { mayLinkTo, useRegisteredRemotes } from '../remotes/registered';

const t = hostMessages.layout;

/** The menu's pages (the search box finds them by name too). */
export const systemPages: Array<[key: string, label: string, to: string]> = [
  ['services', t.myServices, '/portal/customer-products'],
  ['account', t.accountManagement, '/portal/account'],
  ['financial', t.financialManagement, '/portal/financial'],
  ['password', t.changePassword, '/portal/account?tab=change-password'],
  ['notification', t.notificationSettings, '/portal/account?tab=notification'],
];

/** System management: my services, account, financial, change password, logout; billing's pages once it is deployed. */
export function SystemMenu() {
  const navigate = useNavigate();
  const registered = useRegisteredRemotes();
  // My services lists what no provider call lists (ours): once its list answered 404/405 it is not offered.
  const services = useAddition(api.billing.customerProductList).offered;

  const items: MenuProps['items'] = [
    ...systemPages
      .filter(([key, , to]) => mayLinkTo(to, registered) && (key !== 'services' || services))
      .map(([key, label, to]) => ({ key, label, onClick: () => navigate(to) })),
    { type: 'divider' },
    { key: 'logout', label: t.logout, danger: true, onClick: () => void signOut() },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomLeft">
      <Button type="text" icon={<SettingOutlined />}>
        {t.systemMenu}
      </Button>
    </Dropdown>
  );
}
