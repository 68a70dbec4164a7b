import { randomInt } from 'node:crypto';
import {
  type CompetitionMode,
  competitionLimits,
  competitionTeamColors,
  type contract,
  type ParsedInputOf,
  rankCompetition,
} from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import type { ActivityRecord } from '../activity/index.js';
import { uniqueOr } from '../auth/index.js';
import { toMember, toTeam } from './competition.mappers.js';
import { competitionSettingsOf, ownCompetition } from './competition-activity.js';
import { competitionEntryRepository } from './competition-entry.repository.js';
import { competitionMemberRepository } from './competition-member.repository.js';
import { competitionSettingsRepository } from './competition-settings.repository.js';
import { competitionTeamRepository } from './competition-team.repository.js';

type SaveInput = ParsedInputOf<typeof contract.competitionTeam.save>;

/** Letters and digits a host reads out without doubt (no 0/O, 1/I/L). */
const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newJoinCode = () =>
  Array.from({ length: competitionLimits.teamCodeLength }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');

/** The competition's settings, teams and contestants, and its standings (`team/*`, `scoringSystem` lists). */
export const competitionTeamService = (deps: Pick<Deps, 'db'>) => {
  const { db } = deps;
  const teams = competitionTeamRepository(db);
  const members = competitionMemberRepository(db);
  const settings = competitionSettingsRepository(db);

  const teamOf = async (activity: ActivityRecord, id: number) => {
    const found = await teams.one(activity, id);
    if (!found) throw new AppError('COMPETITION_TEAM_NOT_FOUND');
    return found;
  };
  const listOf = async (activity: ActivityRecord) => (await teams.list(activity)).map(toTeam);

  const add = async (activity: ActivityRecord, name: string, color: string) => {
    const taken = new Set(await teams.colors(activity));
    const colour = color || competitionTeamColors.find((c) => !taken.has(c)) || competitionTeamColors[0];
    // Refused as a whole: the limit, the name, or a made-up code meeting one already given (then drawn again).
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const id = await teams.insert(activity, { name, color: colour, joinCode: newJoinCode() });
      if (id) return id;
      if ((await teams.count(activity)) >= competitionLimits.teams) throw new AppError('COMPETITION_TEAM_LIMIT');
      if (await teams.named(activity, name)) throw new AppError('COMPETITION_TEAM_TAKEN');
    }
    throw new AppError('COMPETITION_TEAM_TAKEN');
  };

  return {
    settings: async (user: CurrentUser, activityId: number) =>
      competitionSettingsOf(await ownCompetition(db, user, activityId)),
    /** Team or individual: only while nothing is scored, since the totals would change meaning. */
    saveMode: async (user: CurrentUser, activityId: number, mode: CompetitionMode) => {
      const activity = await ownCompetition(db, user, activityId);
      if (competitionSettingsOf(activity).mode === mode) return competitionSettingsOf(activity);
      const saved = await settings.save(activity, { mode }, true);
      if (!saved) throw new AppError('COMPETITION_SCORED');
      return competitionSettingsOf(saved);
    },
    showScores: async (user: CurrentUser, activityId: number, show: boolean) => {
      const activity = await ownCompetition(db, user, activityId);
      return competitionSettingsOf((await settings.save(activity, { show_scores: show }))!);
    },

    list: async (user: CurrentUser, activityId: number) => listOf(await ownCompetition(db, user, activityId)),
    save: async (user: CurrentUser, input: SaveInput) => {
      const activity = await ownCompetition(db, user, input.activity_id);
      if (input.id === '') return toTeam(await teamOf(activity, await add(activity, input.name, input.color)));
      const found = await teamOf(activity, input.id);
      const values = { name: input.name, color: input.color || found.team.color };
      await uniqueOr('COMPETITION_TEAM_TAKEN', () => teams.update(activity, found.team.id, values));
      return toTeam(await teamOf(activity, found.team.id));
    },
    remove: async (user: CurrentUser, activityId: number, id: number) => {
      const activity = await ownCompetition(db, user, activityId);
      await teamOf(activity, id);
      if (!(await teams.remove(activity, id))) throw new AppError('COMPETITION_TEAM_IN_USE');
      return null;
    },
    sort: async (user: CurrentUser, activityId: number, ids: number[]) => {
      const activity = await ownCompetition(db, user, activityId);
      const all = await teams.list(activity);
      const given = new Set(ids);
      if (given.size !== ids.length || given.size !== all.length || all.some((t) => !given.has(t.team.id))) {
        throw new AppError('COMPETITION_TEAM_SORT_MISMATCH');
      }
      await db.transaction(async (tx) => competitionTeamRepository(tx).sort(activity, ids));
      return listOf(activity);
    },
    moveMember: async (user: CurrentUser, activityId: number, memberId: number, teamId: number | '') => {
      const activity = await ownCompetition(db, user, activityId);
      const member = await members.one(activity, memberId);
      if (!member) throw new AppError('COMPETITION_MEMBER_NOT_FOUND');
      const to = teamId === '' ? null : (await teamOf(activity, teamId)).team.id;
      if (!(await members.move(activity, member.member, to))) throw new AppError('COMPETITION_TEAM_FULL');
      return toMember((await members.one(activity, memberId))!);
    },
    userList: async (
      user: CurrentUser,
      input: { activity_id: number; team_id: number | ''; keyword: string; page: number; limit: number },
    ) => {
      const activity = await ownCompetition(db, user, input.activity_id);
      const filter = { teamId: input.team_id === '' ? null : input.team_id, keyword: input.keyword };
      const found = await members.page(activity, filter, input);
      return { list: found.rows.map(toMember), total: found.total, page: input.page, limit: input.limit };
    },

    /** A rehearsal's reset: the ledger emptied; teams and contestants stay for the event itself. */
    reset: async (user: CurrentUser, activityId: number) => {
      const activity = await ownCompetition(db, user, activityId);
      return { deleted: await competitionEntryRepository(db).clear(activity) };
    },
    teamStandings: async (user: CurrentUser, activityId: number) => {
      const activity = await ownCompetition(db, user, activityId);
      if (competitionSettingsOf(activity).mode === 'individual') return [];
      const rows = (await teams.list(activity)).map(({ team, total }) => ({
        id: team.id,
        name: team.name,
        color: team.color,
        team_name: team.name,
        total,
      }));
      return rankCompetition(rows);
    },
    memberStandings: async (user: CurrentUser, activityId: number, teamId: number | '') => {
      const activity = await ownCompetition(db, user, activityId);
      const rows = (await members.all(activity, teamId === '' ? null : teamId)).map((m) => ({
        id: m.member.id,
        name: m.member.name,
        color: m.teamColor,
        team_name: m.teamName,
        total: m.total,
      }));
      return rankCompetition(rows);
    },
  };
};
