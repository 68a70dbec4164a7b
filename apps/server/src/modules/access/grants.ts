import { type ActionKey, actionCatalogue, type MenuItem } from '@app/contract';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser, StaffGrants } from '../../platform/request-context.js';
import { menuGroups, pageNames, publicGroupNames, toMenu, withSteps } from './menu-catalogue.js';

export const fullMenu = toMenu(menuGroups);
export const visitorMenu = toMenu(menuGroups.filter((g) => publicGroupNames.includes(g.name)));
/**
 * Visitors may open the public groups anyway, so a role neither gives nor withholds them; hidden steps
 * come with their visible page, so a role does not list them either.
 */
export const grantableMenu = toMenu(
  menuGroups.filter((g) => !publicGroupNames.includes(g.name)),
  { visibleOnly: true },
);

const publicPages = pageNames(visitorMenu);
const grantablePages = pageNames(grantableMenu);
const actionKeys = Object.keys(actionCatalogue) as ActionKey[];

export const actionList = actionKeys.map((key) => ({ key, ...actionCatalogue[key] }));

/** The menu cut down to the given pages; a group left without pages is left out. */
const menuWith = (pages: Set<string>): MenuItem[] =>
  fullMenu
    .map((g) => ({ ...g, children: g.children.filter((p) => pages.has(p.name)) }))
    .filter((g) => g.children.length > 0);

export const menuOf = (user: CurrentUser) =>
  user.grants === 'all' ? fullMenu : menuWith(withSteps([...publicPages, ...user.grants.pages]));

export const grantsOf = (user: CurrentUser) => {
  const held = user.grants;
  const actions = held === 'all' ? actionKeys : actionKeys.filter((a) => held.actions.includes(a));
  return { pages: pageNames(menuOf(user)), actions: actions as string[] };
};

/**
 * Checks what a role is about to grant and answers it in catalogue order without repeats: every page
 * must be grantable, and every action's page granted with it.
 */
export const normaliseGrants = (wanted: { pages: string[]; actions: string[] }): StaffGrants => {
  if (wanted.pages.some((p) => !grantablePages.includes(p))) throw new AppError('ROLE_PAGE_UNKNOWN');
  const actions = actionKeys.filter((a) => wanted.actions.includes(a));
  if (actions.some((a) => !wanted.pages.includes(actionCatalogue[a].page))) {
    throw new AppError('ROLE_ACTION_PAGE_MISSING');
  }
  return { pages: grantablePages.filter((p) => wanted.pages.includes(p)), actions };
};

/**
 * Staff manage only roles and staff within their own grants; otherwise a role manager could give
 * themselves, or an account they control, more than the organiser gave them.
 */
export const assertWithinGrants = (user: CurrentUser, grants: StaffGrants) => {
  if (user.grants === 'all') return;
  const held = user.grants;
  const within =
    grants.pages.every((p) => held.pages.includes(p)) && grants.actions.every((a) => held.actions.includes(a));
  if (!within) throw new AppError('AUTH_FORBIDDEN');
};
