import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonMessages } from './common.js';

export const languages = ['zh-CN', 'en-US'] as const;
export type Language = (typeof languages)[number];
export const languageKey = 'LANG';
/** Each language named in itself, as language switches show them. */
export const languageNames: Record<Language, string> = { 'zh-CN': '中文', 'en-US': 'English' };

/**
 * Every page needs these; the rest come with the entry or the page that uses them (addNamespace), so a phone's
 * first visit does not carry the back-office's texts. The `errors` texts come with the back-office, and on the live
 * pages only in a language other than zh-CN (the server's own words are zh-CN: see readableMessage).
 */
const namespaces = { common: commonMessages };

const resources = Object.fromEntries(
  languages.map((lng) => [lng, Object.fromEntries(Object.entries(namespaces).map(([ns, m]) => [ns, m[lng]]))]),
);

type Messages = Record<Language, object>;
const textLoaders = new Map<string, () => Promise<Messages>>();
/** One load per namespace, whichever languages ask for it (the current one and the fallback). */
const loadedTexts = new Map<string, Promise<Messages>>();

/**
 * Loads a namespace registered with addTextLoaders the first time a component asks for it (react-i18next suspends
 * that component meanwhile); a namespace nobody registered is empty.
 */
const lazyTexts: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (lng, ns, done) => {
    const load = textLoaders.get(ns);
    if (!load) return done(null, {});
    let texts = loadedTexts.get(ns);
    if (!texts) {
      texts = load();
      loadedTexts.set(ns, texts);
      // A failed load (the network dropped) is tried again the next time a page asks.
      texts.catch(() => loadedTexts.delete(ns));
    }
    texts.then(
      (messages) => done(null, messages[lng as Language] ?? {}),
      (err: unknown) => done(err as Error, null),
    );
  },
};

const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(languageKey);

void i18n
  .use(lazyTexts)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    // zh-CN and en-US only: no lookups of the bare 'zh' or 'en'.
    load: 'currentOnly',
    lng: stored === 'en-US' ? 'en-US' : 'zh-CN',
    fallbackLng: 'zh-CN',
    defaultNS: 'common',
    ns: Object.keys(namespaces),
    interpolation: { escapeValue: false },
  });

export const setLanguage = (lng: Language) => {
  localStorage.setItem(languageKey, lng);
  void i18n.changeLanguage(lng);
};

/**
 * Adds a namespace when the pages that use it load rather than with the app, so the first visit of every other
 * page does not carry its texts.
 */
export const addNamespace = (ns: string, messages: Record<Language, object>) => {
  for (const lng of languages) i18n.addResourceBundle(lng, ns, messages[lng]);
};

export default i18n;

/**
 * Namespaces whose texts load when a page first uses them rather than with the entry, so a first visit carries
 * only the texts of the pages it shows.
 */
export const addTextLoaders = (loaders: Record<string, () => Promise<Messages>>) => {
  for (const [ns, load] of Object.entries(loaders)) textLoaders.set(ns, load);
};

/** Loads every registered namespace: after the first page, so that later pages and toasts find their texts. */
export const loadAllTexts = () => i18n.loadNamespaces([...textLoaders.keys()]);

/**
 * A text said outside a component (a toast after a copy or a refused upload): its namespace may not have loaded yet
 * when no page shown so far used it, so it is loaded first.
 */
export const textOf = async (key: string) => {
  const [ns] = key.split(':');
  if (ns && ns !== key) await i18n.loadNamespaces(ns);
  return i18n.t(key);
};
