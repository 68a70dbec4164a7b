import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { accessMessages } from '../features/access/messages.js';
import { galleryMessages } from '../features/activity/gallery-messages.js';
import { activityMessages } from '../features/activity/messages.js';
import { authMessages } from '../features/auth/messages.js';
import { contentMessages } from '../features/content/messages.js';
import { customerMessages } from '../features/customer/messages.js';
import { mchMessages } from '../features/mch/messages.js';
import { orderMessages } from '../features/order/messages.js';
import { prizeMessages } from '../features/prize/messages.js';
import { questionMessages } from '../features/question/messages.js';
import { quizMessages } from '../features/quiz/messages.js';
import { statisticMessages } from '../features/statistic/messages.js';
import { surveyMessages } from '../features/survey/messages.js';
import { trafficMessages } from '../features/traffic/messages.js';
import { voteMessages } from '../features/vote/messages.js';
import { walletMessages } from '../features/wallet/messages.js';
import { wxaccountMessages } from '../features/wxaccount/messages.js';
import { liveMessages } from '../live/kit/messages.js';
import { liveSurveyMessages } from '../live/survey/survey-messages.js';
import { liveVoteMessages } from '../live/vote/vote-messages.js';
import { commonMessages } from './common.js';
import { errorMessages } from './errors.js';

export const languages = ['zh-CN', 'en-US'] as const;
export type Language = (typeof languages)[number];
export const languageKey = 'LANG';
/** Each language named in itself, as language switches show them. */
export const languageNames: Record<Language, string> = { 'zh-CN': '中文', 'en-US': 'English' };

const namespaces = {
  common: commonMessages,
  errors: errorMessages,
  auth: authMessages,
  content: contentMessages,
  activity: activityMessages,
  gallery: galleryMessages,
  customer: customerMessages,
  wallet: walletMessages,
  wxaccount: wxaccountMessages,
  order: orderMessages,
  mch: mchMessages,
  question: questionMessages,
  access: accessMessages,
  quiz: quizMessages,
  prize: prizeMessages,
  statistic: statisticMessages,
  live: liveMessages,
  survey: surveyMessages,
  vote: voteMessages,
  traffic: trafficMessages,
  liveSurvey: liveSurveyMessages,
  liveVote: liveVoteMessages,
};

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

export default i18n;
