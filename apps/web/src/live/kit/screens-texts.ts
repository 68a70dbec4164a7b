import { addNamespace } from '../../i18n/index.js';
import { liveSurveyMessages } from '../survey/survey-messages.js';
import { liveVoteMessages } from '../vote/vote-messages.js';

/** The questionnaire's and the vote's phone texts, added when their screens load. */
addNamespace('liveSurvey', liveSurveyMessages);
addNamespace('liveVote', liveVoteMessages);
