import { lazyPage as page, type RouteDef } from '../../app/route-def.js';

/** The questionnaire builder of a survey or sign-up form (/activity/survey?activity_id=). */
export const surveyRoutes: RouteDef[] = [
  { path: '/activity/survey', access: 'private', load: page(() => import('./survey-page.js'), 'SurveyPage') },
];
