import { Button, Layout, Menu } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { routeName } from '../app/route-def.js';
import { uiFlags, useUiFlags } from '../app/ui-flags.js';
import { menuTitle } from '../components/local-title.js';
import { useMenu } from '../features/access/api.js';
import { nextOpenKeys, parentOf, toMenuItems } from './sidebar-items.js';

export const Sidebar = () => {
  const { t } = useTranslation();
  const { data: menu = [] } = useMenu();
  const { sidebarCollapsed: collapsed } = useUiFlags();
  const current = routeName(useLocation().pathname);
  const parent = parentOf(menu, current);
  const [openKeys, setOpenKeys] = useState<string[]>([]);

  useEffect(() => {
    if (parent) setOpenKeys([parent]);
  }, [parent]);

  return (
    <Layout.Sider theme="light" collapsed={collapsed} trigger={null} width={200} collapsedWidth={64}>
      <Button
        type="text"
        block
        onClick={() => uiFlags.setSidebarCollapsed(!collapsed)}
        aria-label={collapsed ? t('sidebar.expand') : t('sidebar.collapse')}
        style={{ height: 40 }}
      >
        {collapsed ? '»' : '«'}
      </Button>
      <Menu
        mode="inline"
        items={toMenuItems(menu, menuTitle)}
        selectedKeys={[current]}
        // Collapsed, submenus open as popups on hover; forcing open keys then would pop them all up.
        {...(collapsed
          ? {}
          : { openKeys, onOpenChange: (keys: string[]) => setOpenKeys(nextOpenKeys(openKeys, keys)) })}
      />
    </Layout.Sider>
  );
};
