import { contract } from '@app/contract';
import type { AppModule } from '../module.js';
import { surveyService } from './survey.service.js';
import { surveyH5Service } from './survey-h5.service.js';

const c = contract.survey;

/** Questionnaires and forms: the builder's settings, participants' submissions and the organiser's responses. */
export const surveyModule: AppModule = {
  register: ({ route, deps }) => {
    const survey = surveyService(deps);
    const h5 = surveyH5Service(deps);
    route(c.detail, ({ user, input }) => survey.detail(user, input.activity_id));
    route(c.save, ({ user, input }) => survey.save(user, input));
    route(c.setForm, ({ user, input }) => survey.setForm(user, input.activity_id, input.form));
    route(c.responses, ({ user, input }) => survey.responses(user, input));
    route(c.response, ({ user, input }) => survey.response(user, input.activity_id, input.response_id));
    route(c.responseDelete, ({ user, input }) => survey.responseDelete(user, input.activity_id, input.ids));
    route(c.h5State, ({ input }) => h5.state(input.ticket));
    route(c.h5Submit, ({ input, ip }) => h5.submit(input, ip));
  },
};
