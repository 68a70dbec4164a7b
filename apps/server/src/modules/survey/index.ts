// What the survey module offers other modules; the rest of the folder is its own (docs/architecture.md, "Layers").
export { participantSurveySettings } from './participant-settings.js';
export { surveyAnswerItems, surveyResponses } from './survey.table.js';
export {
  communityOpinion,
  customerFeedback,
  parentsMeeting,
  staffSatisfaction,
  trainingSignup,
  voteTemplate,
} from './template-questionnaires.js';
