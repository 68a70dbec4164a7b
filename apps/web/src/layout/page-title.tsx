import type { MenuItem } from '@app/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { routeName } from '../app/route-def.js';
import { menuTitle } from '../components/local-title.js';
import { useMenu } from '../features/access/api.js';
import { useSiteConfig } from '../features/tenant/api.js';
import { topMenuEntries } from './nav-entries.js';

/** A browser tab's title: `<page> - <tenant title>`, or whichever of the two is known. */
export const documentTitle = (page: string | undefined, tenant: string | undefined) =>
  [page, tenant].filter(Boolean).join(' - ');

/** The menu entry of a route name, hidden steps included. */
export const findMenuItem = (menu: readonly MenuItem[], name: string): MenuItem | undefined => {
  for (const item of menu) {
    if (item.name === name && item.children.length === 0) return item;
    const inner = findMenuItem(item.children, name);
    if (inner) return inner;
  }
  return undefined;
};

/** The name of a page: the menu's, else the top menu's, else the shell's own; `*` is the not-found page. */
const usePageName = (path: string): string | undefined => {
  const { t, i18n } = useTranslation();
  const { data: menu = [] } = useMenu();
  if (path === '*') return t('notFound');
  const name = routeName(path);
  const fromMenu = findMenuItem(menu, name);
  if (fromMenu) return menuTitle(fromMenu);
  const fromTop = topMenuEntries.find((e) => e.path === path);
  if (fromTop) return t(`top.${fromTop.key}`);
  return i18n.exists(`common:pageTitle.${name}`) ? t(`pageTitle.${name}`) : undefined;
};

/** Sets the browser tab's title for the route at `path`. */
export const PageTitle = ({ path }: { path: string }) => {
  const title = documentTitle(usePageName(path), useSiteConfig()?.title);
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return null;
};
