import { contract } from '@app/contract';
import type { ModuleContext } from '../module.js';
import { answerRecordService } from './answer-record.service.js';

export const answerRecordRoutes = ({ route, deps }: ModuleContext) => {
  const records = answerRecordService(deps);
  route(contract.quiz.answerRecords, ({ user, input }) => records.list(user, input));
};
