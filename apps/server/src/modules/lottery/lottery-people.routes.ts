import { contract } from '@app/contract';
import type { ModuleContext } from '../module.js';
import { lotteryPeopleService } from './lottery-people.service.js';
import { lotteryPeopleImportService } from './lottery-people-import.service.js';

const c = contract.lottery;

/** The organiser's people list: filters, add, edit, remove, eligibility, and the .xlsx import and its template. */
export const registerLotteryPeopleRoutes = ({ route, deps }: ModuleContext) => {
  const people = lotteryPeopleService(deps);
  const files = lotteryPeopleImportService(deps);
  route(c.people, ({ user, input }) => people.list(user, input));
  route(c.personSave, ({ user, input }) => people.save(user, input));
  route(c.personDelete, ({ user, input }) => people.remove(user, input.activity_id, input.ids));
  route(c.personEligible, ({ user, input }) => people.setEligible(user, input.activity_id, input.ids, input.eligible));
  route(c.peopleImport, ({ user, input, file }) => files.importFile(user, input.activity_id, file));
  route(c.peopleTemplate, () => files.template());
};
