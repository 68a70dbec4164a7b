import { contract } from '@app/contract';
import type { AppModule } from '../module.js';
import { competitionPhoneService } from './competition-phone.service.js';
import { competitionScoreService } from './competition-score.service.js';
import { competitionTeamService } from './competition-team.service.js';

const team = contract.competitionTeam;
const record = contract.competitionRecord;
const scoring = contract.competitionScoring;
const phone = contract.competitionPhone;

/**
 * The on-site quiz competition (kind 2): its settings, teams and contestants, and the score ledger every total is
 * summed from (docs/competition.md).
 */
export const competitionModule: AppModule = {
  register: ({ route, deps }) => {
    const teams = competitionTeamService(deps);
    const scores = competitionScoreService(deps);
    const phones = competitionPhoneService(deps);

    route(team.settings, ({ user, input }) => teams.settings(user, input.activity_id));
    route(team.saveSettings, ({ user, input }) => teams.saveMode(user, input.activity_id, input.mode));
    route(team.teamIsShow, ({ user, input }) => teams.showScores(user, input.activity_id, input.show));
    route(team.list, ({ user, input }) => teams.list(user, input.activity_id));
    route(team.save, ({ user, input }) => teams.save(user, input));
    route(team.del, ({ user, input }) => teams.remove(user, input.activity_id, input.id));
    route(team.sort, ({ user, input }) => teams.sort(user, input.activity_id, input.ids));
    route(team.moveMember, ({ user, input }) =>
      teams.moveMember(user, input.activity_id, input.member_id, input.team_id),
    );
    route(team.activityInit, ({ user, input }) => teams.reset(user, input.activity_id));
    route(team.calculate, ({ user, input }) => teams.teamStandings(user, input.activity_id));
    route(team.calculatePersonal, ({ user, input }) => teams.memberStandings(user, input.activity_id, input.team_id));

    route(record.teamScoreRecord, ({ user, input }) => scores.teamRecords(user, input));
    route(record.personalScoreRecord, ({ user, input }) => scores.memberRecords(user, input));

    route(scoring.selectList, ({ user, input }) => scores.selectList(user, input.activity_id));
    route(scoring.userList, ({ user, input }) => teams.userList(user, input));
    route(scoring.teamList, ({ user, input }) => teams.list(user, input.activity_id));
    route(scoring.calculate, ({ user, input }) => scores.adjustTeam(user, input));
    route(scoring.calculatePersonal, ({ user, input }) => scores.adjustMember(user, input));
    route(scoring.undo, ({ user, input }) => scores.undo(user, input));

    route(phone.teams, ({ input }) => phones.teams(input.ticket));
    route(phone.join, ({ input }) => phones.join(input));
  },
};
