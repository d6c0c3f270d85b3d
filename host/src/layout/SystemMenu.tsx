import { useNavigate } from 'react-router-dom';
import { Button, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { signOut } from '@portal/api';
import { hostMessages } from '../messages';

const t = hostMessages.layout;

/** System management: my services, account, financial, change password, logout (spec §2). */
export function SystemMenu() {
  const navigate = useNavigate();

  const items: MenuProps['items'] = [
    { key: 'services', label: t.myServices, onClick: () => navigate('/portal/customer-products') },
    { key: 'account', label: t.accountManagement, onClick: () => navigate('/portal/account') },
    { key: 'financial', label: t.financialManagement, onClick: () => navigate('/portal/financial') },
    { key: 'password', label: t.changePassword, onClick: () => navigate('/portal/account?tab=change-password') },
    { key: 'notification', label: t.notificationSettings, onClick: () => navigate('/portal/account?tab=notification') },
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
