/** /activity/survey?activity_id=: builds a survey or sign-up form's questions, logic and settings. */
export const SurveyPage = () => null;
