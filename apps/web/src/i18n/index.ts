import i18n from 'i18next';
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

const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(languageKey);

void i18n.use(initReactI18next).init({
  resources,
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
