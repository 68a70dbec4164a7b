import { contract } from '@app/contract';
import type { ModuleContext } from '../module.js';
import { seedTemplates } from './template.seed.js';
import { templateService } from './template.service.js';

const c = contract.activity;

/** The recommendation galleries: functions, topics, templates and cases per kind. */
export const templateRoutes = ({ route, deps }: ModuleContext) => {
  const templates = templateService(deps);
  route(c.templateFunctions, ({ input }) => templates.functions(input.type));
  route(c.templateTopics, ({ input }) => templates.topics(input.type));
  route(c.templateList, ({ input }) => templates.list(input));
  route(c.templateDetail, ({ input }) => templates.detail(input.tpl_id));
  route(c.templateCases, ({ input }) => templates.cases(input.type));
};

export const templateSeed = ({ deps }: ModuleContext) => seedTemplates(deps.db);
