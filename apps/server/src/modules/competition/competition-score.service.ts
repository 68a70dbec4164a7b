import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import type { ActivityRecord } from '../activity/index.js';
import { gameSetupRepository } from '../game/index.js';
import { toEntry } from './competition.mappers.js';
import { competitionSettingsOf, ownCompetition } from './competition-activity.js';
import { competitionEntryRepository, type EntryFilter, type EntryInsert } from './competition-entry.repository.js';
import { competitionMemberRepository } from './competition-member.repository.js';
import { competitionTeamRepository } from './competition-team.repository.js';

type Adjust = { delta: number; reason: string; round_name: string };
type RecordInput = { activity_id: number; team_id: number | ''; member_id?: number | ''; page: number; limit: number };

const reasonsOffered = 10;

/**
 * The score ledger (`scoringSystem/calculate*`, `undo`, `responseData/*ScoreRecord`): each change is a new row
 * with its reason and who made it, so concurrent changes add up and none overwrites another.
 */
export const competitionScoreService = (deps: Pick<Deps, 'db'>) => {
  const { db } = deps;
  const entries = competitionEntryRepository(db);

  const written = async (activity: ActivityRecord, id: number | undefined) => {
    const found = id === undefined ? undefined : await entries.one(activity, id);
    if (!found) throw new AppError('COMPETITION_ENTRY_UNDONE');
    return toEntry(found);
  };
  const adjustment = (user: CurrentUser, input: Adjust) => ({
    delta: input.delta,
    reason: input.reason,
    roundName: input.round_name,
    source: 'adjust' as const,
    givenBy: user.id,
  });
  const records = async (user: CurrentUser, input: RecordInput, of: EntryFilter['of']) => {
    const activity = await ownCompetition(db, user, input.activity_id);
    const filter: EntryFilter = {
      of,
      teamId: input.team_id === '' ? null : input.team_id,
      memberId: input.member_id === undefined || input.member_id === '' ? null : input.member_id,
    };
    const found = await entries.page(activity, filter, input);
    return { list: found.rows.map(toEntry), total: found.total, page: input.page, limit: input.limit };
  };

  return {
    selectList: async (user: CurrentUser, activityId: number) => {
      const activity = await ownCompetition(db, user, activityId);
      const [teams, rounds, reasons] = await Promise.all([
        competitionTeamRepository(db).list(activity),
        gameSetupRepository(db).rounds(activity, activity.id),
        entries.reasons(activity, reasonsOffered),
      ]);
      return {
        mode: competitionSettingsOf(activity).mode,
        teams: teams.map(({ team }) => ({ id: team.id, name: team.name, color: team.color })),
        rounds: rounds.map((r) => r.name),
        reasons,
      };
    },
    adjustTeam: async (user: CurrentUser, input: Adjust & { activity_id: number; team_id: number }) => {
      const activity = await ownCompetition(db, user, input.activity_id);
      if (competitionSettingsOf(activity).mode === 'individual') throw new AppError('COMPETITION_NO_TEAMS');
      const team = await competitionTeamRepository(db).one(activity, input.team_id);
      if (!team) throw new AppError('COMPETITION_TEAM_NOT_FOUND');
      const row: EntryInsert = { ...adjustment(user, input), teamId: team.team.id, memberId: null };
      return written(activity, await entries.add(activity, row));
    },
    /** A contestant's points count for the team they are in now, as the record shows it. */
    adjustMember: async (user: CurrentUser, input: Adjust & { activity_id: number; member_id: number }) => {
      const activity = await ownCompetition(db, user, input.activity_id);
      const member = await competitionMemberRepository(db).one(activity, input.member_id);
      if (!member) throw new AppError('COMPETITION_MEMBER_NOT_FOUND');
      const teamId = competitionSettingsOf(activity).mode === 'team' ? member.member.teamId : null;
      const row: EntryInsert = { ...adjustment(user, input), teamId, memberId: member.member.id };
      return written(activity, await entries.add(activity, row));
    },
    /** The compensating row; a second undo of the same row (a double click, another host) stores nothing. */
    undo: async (user: CurrentUser, input: { activity_id: number; entry_id: number; reason: string }) => {
      const activity = await ownCompetition(db, user, input.activity_id);
      const found = await entries.one(activity, input.entry_id);
      if (!found) throw new AppError('COMPETITION_ENTRY_NOT_FOUND');
      const { entry } = found;
      if (entry.source === 'undo') throw new AppError('COMPETITION_ENTRY_IS_UNDO');
      if (found.undoneBy !== null) throw new AppError('COMPETITION_ENTRY_UNDONE');
      const row: EntryInsert = {
        teamId: entry.teamId,
        memberId: entry.memberId,
        roundName: entry.roundName,
        delta: -entry.delta,
        reason: (input.reason || `撤销：${entry.reason}`).slice(0, 50),
        source: 'undo',
        undoes: entry.id,
        givenBy: user.id,
      };
      return written(activity, await entries.add(activity, row));
    },
    teamRecords: (user: CurrentUser, input: RecordInput) => records(user, input, 'team'),
    memberRecords: (user: CurrentUser, input: RecordInput) => records(user, input, 'member'),
  };
};
