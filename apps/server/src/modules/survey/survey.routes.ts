import type { AppModule } from '../registry.js';

/** Questionnaires and forms: the builder's settings, participants' submissions and the organiser's responses. */
export const surveyModule: AppModule = {
  register: () => {},
};
