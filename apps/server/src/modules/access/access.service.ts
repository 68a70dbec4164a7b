import type { CurrentUser } from '../../platform/request-context.js';
import { grantsOf, menuOf, visitorMenu } from './grants.js';

/** Menus and grants: organisers see the whole catalogue, staff what their role grants. */
export const accessService = () => ({
  menuFor: (user: CurrentUser) => menuOf(user),
  visitorMenu: () => visitorMenu,
  grantsOf: (user: CurrentUser) => grantsOf(user),
});
