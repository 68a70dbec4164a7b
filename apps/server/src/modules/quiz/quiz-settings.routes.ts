import { contract } from '@app/contract';
import type { ModuleContext } from '../module.js';
import { quizSettingsService } from './quiz-settings.service.js';

const c = contract.quiz;

export const quizSettingsRoutes = ({ route, deps }: ModuleContext) => {
  const quiz = quizSettingsService(deps);
  route(c.baseInfo, ({ user, input }) => quiz.baseInfo(user, input.activity_id));
  route(c.saveSettings, ({ user, input }) => quiz.saveSettings(user, input));
  route(c.barrierTypes, () => quiz.barrierTypes());
  route(c.checkPointTypes, () => quiz.checkPointTypes());
  route(c.unitList, ({ user, input }) => quiz.unitList(user, input.activity_id));
  route(c.dayMax, ({ user, input }) => quiz.dayMax(user, input));
};
