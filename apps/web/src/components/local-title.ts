import i18n from '../i18n/index.js';

/**
 * A title the server gives in zh-CN (menu entries, action names): zh-CN shows it as given, other languages
 * show their translation under `key` when there is one.
 */
export const localTitle = (key: string, serverTitle: string) =>
  i18n.language !== 'zh-CN' && i18n.exists(key) ? i18n.t(key) : serverTitle;

/** A menu entry's title, translated by route name. */
export const menuTitle = (item: { name: string; title: string }) => localTitle(`common:menu.${item.name}`, item.title);
