import type { MenuItem } from '@app/contract';
import type { MenuProps } from 'antd';
import { Link } from 'react-router';
import { MenuIcon } from './menu-icon.js';

type Items = NonNullable<MenuProps['items']>;

/**
 * Antd menu items from the server's menu: hidden entries are left out, entries without children are links,
 * entries with children are submenus. Keys are route names, so the current route selects its entry.
 */
export const toMenuItems = (menu: readonly MenuItem[], title: (item: MenuItem) => string, depth = 0): Items =>
  menu
    .filter((item) => !item.hidden)
    .map((item) => {
      const text = title(item);
      // Collapsed, the sidebar shows only the groups' icons.
      const icon = depth === 0 ? <MenuIcon key={item.name} name={item.icon} /> : undefined;
      const children = item.children.filter((c) => !c.hidden);
      if (children.length === 0) return { key: item.name, icon, label: <Link to={item.path}>{text}</Link> };
      return { key: item.name, icon, label: text, children: toMenuItems(children, title, depth + 1) };
    });

/** The name of the submenu that holds a route, if any. */
export const parentOf = (menu: readonly MenuItem[], name: string): string | undefined =>
  menu.find((item) => item.children.some((c) => c.name === name))?.name;

/** One submenu open at a time: the one just opened wins. */
export const nextOpenKeys = (current: readonly string[], requested: readonly string[]) => {
  const opened = requested.find((k) => !current.includes(k));
  return opened ? [opened] : requested.filter((k) => current.includes(k)).slice(-1);
};
