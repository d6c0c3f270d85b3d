import { Link } from 'react-router-dom';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Tooltip from 'antd/es/tooltip';
import { CalculatorOutlined, CustomerServiceOutlined, MenuOutlined } from '@ant-design/icons';
import { areaMessages } from '@portal/areas';
import { hostMessages } from '../messages';
import { mayLinkTo, useRegisteredRemotes } from '../remotes/registered';
import { SearchButton } from '../search/SearchButton';
import { NotificationBell } from './NotificationBell';
import { ProjectSelector } from './ProjectSelector';
import { SystemMenu } from './SystemMenu';

const t = hostMessages.layout;

/** The top bar's page links (the search box finds them by name too). */
export const shortcuts = [
  { to: '/portal/calculator', label: t.calculator, icon: <CalculatorOutlined style={{ fontSize: 20 }} /> },
  { to: '/portal/supports', label: areaMessages.support, icon: <CustomerServiceOutlined style={{ fontSize: 20 }} /> },
];

export function TopBar({ onOpenMenu, showMenuButton }: { onOpenMenu: () => void; showMenuButton: boolean }) {
  const registered = useRegisteredRemotes();
  return (
    <Flex align="center" gap={8} style={{ width: '100%' }} wrap="wrap">
      {showMenuButton && <Button type="text" aria-label={t.openMenu} icon={<MenuOutlined />} onClick={onOpenMenu} />}
      <ProjectSelector />
      <Flex align="center" gap={4} style={{ marginInlineStart: 'auto' }}>
        <SearchButton />
        <NotificationBell />
        {shortcuts
          .filter(({ to }) => mayLinkTo(to, registered))
          .map(({ to, label, icon }) => (
            <Tooltip key={to} title={label}>
              <Link to={to} aria-label={label}>
                <Button type="text" shape="circle" icon={icon} tabIndex={-1} />
              </Link>
            </Tooltip>
          ))}
        <SystemMenu />
      </Flex>
    </Flex>
  );
}
