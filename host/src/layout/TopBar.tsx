import { Link } from 'react-router-dom';
import { Button, Flex, Tooltip } from 'antd';
import { CalculatorOutlined, CustomerServiceOutlined, MenuOutlined } from '@ant-design/icons';
import { hostMessages } from '../messages';
import { NotificationBell } from './NotificationBell';
import { ProjectSelector } from './ProjectSelector';
import { SystemMenu } from './SystemMenu';

const t = hostMessages.layout;

export function TopBar({ onOpenMenu, showMenuButton }: { onOpenMenu: () => void; showMenuButton: boolean }) {
  return (
    <Flex align="center" gap={8} style={{ width: '100%' }} wrap="wrap">
      {showMenuButton && <Button type="text" aria-label={t.openMenu} icon={<MenuOutlined />} onClick={onOpenMenu} />}
      <ProjectSelector />
      <Flex align="center" gap={4} style={{ marginInlineStart: 'auto' }}>
        <NotificationBell />
        <Tooltip title={t.calculator}>
          <Link to="/portal/calculator" aria-label={t.calculator}>
            <Button type="text" shape="circle" icon={<CalculatorOutlined style={{ fontSize: 20 }} />} tabIndex={-1} />
          </Link>
        </Tooltip>
        <Tooltip title={t.support}>
          <Link to="/portal/supports" aria-label={t.support}>
            <Button type="text" shape="circle" icon={<CustomerServiceOutlined style={{ fontSize: 20 }} />} tabIndex={-1} />
          </Link>
        </Tooltip>
        <SystemMenu />
      </Flex>
    </Flex>
  );
}
