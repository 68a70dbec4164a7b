import { contract } from '@app/contract';
import type { ModuleContext } from '../module.js';
import { bankService } from './bank.service.js';
import { seedPublicBanks } from './question.seed.js';
import { questionService } from './question.service.js';
import { questionTextRoutes } from './question-text.routes.js';
import { questionXlsxRoutes } from './question-xlsx.routes.js';

const c = contract.question;

export const questionModule = {
  register: (ctx: ModuleContext) => {
    const { route, deps } = ctx;
    const banks = bankService(deps);
    route(c.publicTopics, () => banks.publicTopics());
    route(c.publicBanks, ({ input }) => banks.publicBanks(input));
    route(c.banks, ({ user, input }) => banks.banks(user, input));
    route(c.bankDetail, ({ user, input }) => banks.detail(user, input.id));
    route(c.addBank, ({ user, input }) => banks.add(user, input));
    route(c.editBank, ({ user, input }) => banks.edit(user, input));
    route(c.deleteBank, ({ user, input }) => banks.delete(user, input.id));
    route(c.copy, ({ user, input }) => banks.copy(user, input));

    const questions = questionService(deps);
    route(c.list, ({ user, input }) => questions.list(user, input));
    route(c.detail, ({ user, input }) => questions.detail(user, input.id));
    route(c.add, ({ user, input }) => questions.add(user, input));
    route(c.edit, ({ user, input }) => questions.edit(user, input));
    route(c.delete, ({ user, input }) => questions.delete(user, input.ids));
    route(c.sort, ({ user, input }) => questions.sort(user, input));
    route(c.batchAdd, ({ user, input }) => questions.batchAdd(user, input));
    route(c.batchEdit, ({ user, input }) => questions.batchEdit(user, input));
    questionTextRoutes(ctx);
    questionXlsxRoutes(ctx);
  },
  seed: ({ deps }: ModuleContext) => seedPublicBanks(deps.db),
};
