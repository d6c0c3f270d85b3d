import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import Menu from 'antd/es/menu';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import type { MenuProps } from 'antd/es/menu';
import { DashboardOutlined } from '@ant-design/icons';
import { shownAsItem, sidebarGroups } from '@portal/areas';
import { useAuthStore, useProjectStore } from '@portal/session';
import { useProfile } from '../account/api';
import { hostMessages } from '../messages';
import { useRegisteredRemotes } from '../remotes/registered';
import { prefetchWhenIdle, warmRemote, type AreaLink } from '../remotes/remote-apps';
import { activeSidebarKey, SIDEBAR_WIDTH } from './sidebar-items';

export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  // the profile, not the login answer: a name changed on another device or tab shows here on the next refresh
  const profile = useProfile().data;
  const loginTitle = useAuthStore((s) => s.loginInfo?.userTitle ?? '');
  const userTitle = (profile && `${profile.firstName ?? ''} ${profile.lastName ?? ''}`.trim()) || loginTitle;
  const projectId = useProjectStore((s) => s.selectedProjectId);
  const registered = useRegisteredRemotes();
  const groups = sidebarGroups(registered, projectId);

  // The areas this sidebar links into (those of the selected project), each with the page its first
  // link opens: warmed once the page is idle, so the first click does not wait for them.
  const linkedKey = JSON.stringify(
    groups.flatMap((group): AreaLink[] => {
      const path = group.items.find((item) => item.to !== null)?.to;
      return path ? [{ remote: group.remote, path }] : [];
    }),
  );
  useEffect(() => {
    const links = JSON.parse(linkedKey) as AreaLink[];
    if (links.length > 0) prefetchWhenIdle(links);
  }, [linkedKey]);

  const items: MenuProps['items'] = [
    {
      key: '/',
      icon: <DashboardOutlined />,
      label: (
        <Link to="/" onClick={onNavigate}>
          {hostMessages.layout.dashboard}
        </Link>
      ),
    },
    ...groups.map((group) => {
      // Pointer on the link, keyboard focus or a touch: the area, and the page the link opens, start
      // loading before the click.
      const children = group.items.map(({ key, label, to }) => {
        const warm = () => warmRemote(group.remote, to ?? undefined);
        return {
          key,
          disabled: to === null,
          label:
            to === null ? (
              <Tooltip title={hostMessages.layout.selectProjectFirst} placement="left">
                <span>{label}</span>
              </Tooltip>
            ) : (
              <Link to={to} onClick={onNavigate} onMouseEnter={warm} onFocus={warm} onTouchStart={warm}>
                {label}
              </Link>
            ),
        };
      });
      const [only] = children;
      return shownAsItem(group) && only ? only : { type: 'group' as const, key: group.key, label: group.label, children };
    }),
  ];

  return (
    <nav aria-label={hostMessages.brand} style={{ width: SIDEBAR_WIDTH }}>
      <div style={{ padding: '20px 20px 12px' }}>
        <Typography.Text strong style={{ fontSize: 16, color: 'var(--portal-accent)' }}>
          {hostMessages.brand}
        </Typography.Text>
        <div>
          <Typography.Text type="secondary" data-testid="user-title">
            {userTitle}
          </Typography.Text>
        </div>
      </div>
      <Menu mode="inline" selectedKeys={[activeSidebarKey(pathname)]} items={items} style={{ borderInlineEnd: 0 }} />
    </nav>
  );
}
