import { activityKind, type contract, type ParsedInputOf } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { resolveTicket } from '../activity/index.js';
import { toMember } from './competition.mappers.js';
import { competitionSettingsOf } from './competition-activity.js';
import { competitionMemberRepository } from './competition-member.repository.js';
import { competitionTeamRepository } from './competition-team.repository.js';

type JoinInput = ParsedInputOf<typeof contract.competitionPhone.join>;

/** A contestant device: the teams it may join, and joining one by the code the host gave the table. */
export const competitionPhoneService = (deps: Pick<Deps, 'db' | 'clock'>) => {
  const { db, clock } = deps;
  const teams = competitionTeamRepository(db);
  const members = competitionMemberRepository(db);

  /** The ticket's participant in a competition that can be taken part in now (not banned). */
  const contestantOf = async (ticket: string) => {
    const found = await resolveTicket(db, ticket, clock());
    if (found.activity.kind !== activityKind.siteCompetition) throw new AppError('ACTIVITY_KIND_MISMATCH');
    return found;
  };

  return {
    teams: async (ticket: string) => {
      const { participant, activity } = await contestantOf(ticket);
      const [all, me] = await Promise.all([teams.list(activity), members.byParticipant(activity, participant.id)]);
      return {
        mode: competitionSettingsOf(activity).mode,
        teams: all.map(({ team, memberCount }) => ({
          id: team.id,
          name: team.name,
          color: team.color,
          member_count: memberCount,
        })),
        me: me ? toMember(me) : null,
      };
    },
    /** In 团队赛 the code says which team: a device knows no team it was not given the code of. */
    join: async (input: JoinInput) => {
      const { participant, activity } = await contestantOf(input.ticket);
      let teamId: number | null = null;
      if (competitionSettingsOf(activity).mode === 'team') {
        const team = input.team_code ? await teams.byJoinCode(activity, input.team_code) : undefined;
        if (!team) throw new AppError('COMPETITION_TEAM_CODE_WRONG');
        teamId = team.id;
      }
      const values = {
        participantId: participant.id,
        teamId,
        name: input.name,
        phone: participant.phone,
        now: clock(),
      };
      const id = await members.join(activity, values);
      if (!id) throw new AppError('COMPETITION_TEAM_FULL');
      return toMember((await members.one(activity, id))!);
    },
  };
};
