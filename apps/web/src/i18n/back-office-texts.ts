import { accessMessages } from '../features/access/messages.js';
import { galleryMessages } from '../features/activity/gallery-messages.js';
import { activityMessages } from '../features/activity/messages.js';
import { authMessages } from '../features/auth/messages.js';
import { contentMessages } from '../features/content/messages.js';
import { customerMessages } from '../features/customer/messages.js';
import { orderMessages } from '../features/order/messages.js';
import { prizeMessages } from '../features/prize/messages.js';
import { questionMessages } from '../features/question/messages.js';
import { quizMessages } from '../features/quiz/messages.js';
import { statisticMessages } from '../features/statistic/messages.js';
import { surveyMessages } from '../features/survey/messages.js';
import { voteMessages } from '../features/vote/messages.js';
import { walletMessages } from '../features/wallet/messages.js';
import '../live/kit/live-texts.js';
import '../live/kit/screens-texts.js';
import { errorMessages } from './errors.js';
import { addNamespace } from './index.js';

/** The back-office's texts, added when its entry loads (the live pages it also routes to bring their own). */
const backOfficeNamespaces = {
  errors: errorMessages,
  auth: authMessages,
  content: contentMessages,
  activity: activityMessages,
  gallery: galleryMessages,
  customer: customerMessages,
  wallet: walletMessages,
  order: orderMessages,
  question: questionMessages,
  access: accessMessages,
  quiz: quizMessages,
  prize: prizeMessages,
  statistic: statisticMessages,
  survey: surveyMessages,
  vote: voteMessages,
};

for (const [ns, messages] of Object.entries(backOfficeNamespaces)) addNamespace(ns, messages);
