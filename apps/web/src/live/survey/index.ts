// The question field, which the questionnaire builder's phone preview (features/survey) shows as a phone does.
export { type ParticipantQuestion, SurveyQuestionField, type Uploader } from './survey-question-field.js';
