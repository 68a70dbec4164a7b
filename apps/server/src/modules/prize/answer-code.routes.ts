import { contract } from '@app/contract';
import type { ModuleContext } from '../module.js';
import { answerCodeService } from './answer-code.service.js';

const c = contract.prize;

/** Answer codes for the organiser; participants redeem theirs on entering (activity/participant). */
export const answerCodeRoutes = ({ route, deps }: ModuleContext) => {
  const codes = answerCodeService(deps);
  route(c.answerCodeConfig, ({ user, input }) => codes.config(user, input));
  route(c.answerCodeGenerate, ({ user, input }) => codes.generate(user, input));
  route(c.answerCodeList, ({ user, input }) => codes.list(user, input));
  route(c.answerCodeDelete, ({ user, input }) => codes.delete(user, input));
  route(c.answerCodeDownload, ({ user, input }) => codes.download(user, input.activity_id));
};
