import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useScreenUp } from '@portal/ui/media-query';
import Drawer from 'antd/es/drawer';
import AntLayout from 'antd/es/layout';
import { Sidebar } from './Sidebar';
import { SIDEBAR_WIDTH } from './sidebar-items';
import { SiteAlarms } from './SiteAlarms';
import { SwipeArea } from './SwipeArea';
import { TopBar } from './TopBar';
import { UrlProjectGate } from './UrlProject';
import { useScrolledPast } from './use-scrolled';
import './layout.css';

/** Signed-in layout: permanent sidebar from `lg`, a swipeable drawer below it, top bar. */
export function Layout() {
  const permanent = useScreenUp('lg');
  const wide = useScreenUp('md');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const scrolled = useScrolledPast();

  return (
    <AntLayout style={{ minHeight: '100vh' }}>
      {permanent ? (
        <AntLayout.Sider
          width={SIDEBAR_WIDTH}
          theme="light"
          style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto', borderInlineEnd: '1px solid var(--portal-border)' }}
        >
          <Sidebar />
        </AntLayout.Sider>
      ) : (
        <>
          <SwipeArea onOpen={() => setDrawerOpen(true)} />
          <Drawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            placement="right"
            size={SIDEBAR_WIDTH}
            styles={{ body: { padding: 0 } }}
            closable={false}
          >
            <Sidebar onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        </>
      )}
      {/* min-width 0: a flex item is otherwise as wide as its widest content, and one wide table would widen the whole page on a phone */}
      <AntLayout style={{ minWidth: 0 }}>
        <SiteAlarms />
        <AntLayout.Header
          data-testid="top-bar"
          data-scrolled={scrolled}
          style={{
            position: 'sticky',
            top: 0,
            zIndex: 10,
            background: 'var(--portal-surface)',
            padding: '0 16px',
            height: 'auto',
            minHeight: 64,
            lineHeight: 'normal',
            display: 'flex',
            alignItems: 'center',
            boxShadow: scrolled ? '0 2px 8px rgba(0,0,0,.12)' : 'none',
            transition: 'box-shadow .2s',
          }}
        >
          <TopBar showMenuButton={!permanent} onOpenMenu={() => setDrawerOpen(true)} />
        </AntLayout.Header>
        <AntLayout.Content style={{ padding: wide ? 24 : 12, minWidth: 0 }} id="content">
          <UrlProjectGate>
            <Outlet />
          </UrlProjectGate>
        </AntLayout.Content>
      </AntLayout>
    </AntLayout>
  );
}
