import type { MenuItem } from '@app/contract';
import { type RouteAccess, routeName } from './route-def.js';

/** Where the app sends people (spec sections 4 and 6). */
export const userHome = '/activity/manage';
export const visitorHome = '/activity/system';
export const visitorLanding = '/recommend/recommend';

export type GuardInput = {
  access: RouteAccess;
  /** The route name (path without the leading slash). */
  name: string;
  loggedIn: boolean;
  /** Route names a logged-in user may open; undefined while they load. */
  allowedPages: readonly string[] | undefined;
};

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string; openLoginPopup: boolean };

const allow: GuardDecision = { kind: 'allow' };

/** Whether a route may render now, must wait for the grants, or sends the visitor elsewhere. */
export const decideRoute = ({ access, name, loggedIn, allowedPages }: GuardInput): GuardDecision => {
  if (access === 'pure' || access === 'public') return allow;
  if (!loggedIn) return { kind: 'redirect', to: visitorLanding, openLoginPopup: true };
  if (!allowedPages) return { kind: 'wait' };
  if (allowedPages.includes(name)) return allow;
  // A user without the grant for the home page itself goes to a public page, so the redirect never loops.
  const to = name === routeName(userHome) ? visitorHome : userHome;
  return { kind: 'redirect', to, openLoginPopup: false };
};

/** A logged-in visit to /login, /register or /forget ends the stored session (spec section 4). */
export const clearsSessionOnEnter = (access: RouteAccess, loggedIn: boolean) => access === 'pure' && loggedIn;

/** Where `/` leads. */
export const rootTarget = (loggedIn: boolean) => (loggedIn ? userHome : visitorHome);

const menuNames = (items: readonly MenuItem[]): string[] =>
  items.flatMap((item) => [item.name, ...menuNames(item.children)]);

/** The pages a user may open: those the grants name, and every page of the user's menu (hidden ones too). */
export const allowedPageNames = (grantedPages: readonly string[], menu: readonly MenuItem[]) => [
  ...new Set([...grantedPages, ...menuNames(menu)]),
];
