import { type ActionKey, actionCatalogue, type MenuItem } from '@app/contract';

/** The pages (leaves) of a menu, hidden ones included: what a role grants. */
export const menuPages = (items: readonly MenuItem[]): MenuItem[] =>
  items.flatMap((i) => (i.children.length ? menuPages(i.children) : [i]));

/** Keeps the ticked pages out of what a tree reports (it adds the groups whose pages are all ticked). */
export const onlyPages = (keys: readonly unknown[], pages: ReadonlySet<string>) =>
  keys.map(String).filter((k) => pages.has(k));

export const isActionKey = (key: string): key is ActionKey => Object.hasOwn(actionCatalogue, key);

export type CatalogueAction = { key: string; title: string; page: string };

/** Actions grouped under their page, in catalogue order. */
export const actionsByPage = (actions: readonly CatalogueAction[]) => {
  const groups = new Map<string, CatalogueAction[]>();
  for (const a of actions) groups.set(a.page, [...(groups.get(a.page) ?? []), a]);
  return [...groups].map(([page, list]) => ({ page, actions: list }));
};

/** The actions to save: granted ones whose page is granted too (an action without its page is useless). */
export const grantedActions = (
  actions: readonly string[],
  pages: readonly string[],
  catalogue: readonly CatalogueAction[],
): ActionKey[] =>
  catalogue
    .filter((a) => actions.includes(a.key) && pages.includes(a.page))
    .map((a) => a.key)
    .filter(isActionKey);
