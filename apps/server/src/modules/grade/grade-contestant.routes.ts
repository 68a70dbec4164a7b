import { contract } from '@app/contract';
import type { ModuleContext } from '../module.js';
import { gradeContestantService } from './grade-contestant.service.js';
import { gradeContestantImportService } from './grade-contestant-import.service.js';
import { gradeGroupService } from './grade-group.service.js';
import { gradeSettingsService } from './grade-settings.service.js';

const c = contract.gradeActivity;

/** Contestants, their groups and fields, the .xlsx import and its template, and the pages' looks. */
export const registerGradeContestantRoutes = ({ route, deps }: ModuleContext) => {
  const settings = gradeSettingsService(deps);
  const groups = gradeGroupService(deps);
  const contestants = gradeContestantService(deps);
  const files = gradeContestantImportService(deps);

  route(c.userField, ({ user, input }) => settings.fields(user, input.activity_id));
  route(contract.gradeUserData.userField, ({ user, input }) => settings.fields(user, input.activity_id));
  route(c.saveUserField, ({ user, input }) => settings.saveFields(user, input.activity_id, input.fields));
  route(c.getBsPhoneConfig, ({ user, input }) => settings.page(user, input));
  route(c.saveBsPhoneConfig, ({ user, input }) => settings.savePage(user, input));
  route(contract.grade.audienceIdentity, ({ user, input }) => settings.audienceIdentity(user, input.activity_id));
  route(contract.grade.saveAudienceIdentity, ({ user, input }) =>
    settings.saveAudienceIdentity(user, input.activity_id, input.identity),
  );

  route(c.userGroup, ({ user, input }) => groups.list(user, input));
  route(c.addUserGroup, ({ user, input }) => groups.add(user, input.activity_id, input.name));
  route(c.editUserGroup, ({ user, input }) => groups.rename(user, input.id, input.name));
  route(c.detUserGroup, ({ user, input }) => groups.detail(user, input.id));
  route(c.delUserGroup, ({ user, input }) => groups.remove(user, input.id));

  route(c.userList, ({ user, input }) => contestants.list(user, input));
  route(c.addUser, ({ user, input }) => contestants.add(user, input));
  route(c.editUser, ({ user, input }) => contestants.edit(user, input));
  route(c.detailUser, ({ user, input }) => contestants.detail(user, input.id));
  route(c.delUser, ({ user, input }) => contestants.remove(user, input.id));
  route(c.saveUserDesc, ({ user, input }) => contestants.saveDescription(user, input.id, input.description));

  route(contract.grade.importContestants, ({ user, input, file }) =>
    files.importFile(user, input.activity_id, input.round_id, file),
  );
  route(contract.grade.contestantTemplate, ({ user, input }) => files.template(user, input.activity_id));
};
