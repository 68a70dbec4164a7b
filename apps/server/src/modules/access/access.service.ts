import type { CurrentUser } from '../../platform/request-context.js';
import { menuGroups, pageNames, publicGroupNames, toMenu } from './menu-catalogue.js';

/** Menus and page grants. Every account sees the whole catalogue until roles narrow it. */
export const accessService = () => {
  const full = toMenu(menuGroups);
  const visitor = toMenu(menuGroups.filter((g) => publicGroupNames.includes(g.name)));
  const menuFor = (_user: CurrentUser) => full;
  return {
    menuFor,
    visitorMenu: () => visitor,
    grantsOf: (user: CurrentUser) => ({ pages: pageNames(menuFor(user)), actions: [] as string[] }),
  };
};
