import type { CompetitionEntry, CompetitionMember, CompetitionTeam } from '@app/contract';
import type { ShownEntry } from './competition-entry.repository.js';
import type { MemberRow } from './competition-member.repository.js';
import type { TeamRow } from './competition-team.repository.js';

export const toTeam = (r: { team: TeamRow; memberCount: number; total: number }): CompetitionTeam => ({
  id: r.team.id,
  activity_id: r.team.activityId,
  name: r.team.name,
  color: r.team.color,
  sort: r.team.sort,
  join_code: r.team.joinCode,
  member_count: r.memberCount,
  total: r.total,
});

export const toMember = (r: { member: MemberRow; teamName: string; total: number }): CompetitionMember => ({
  id: r.member.id,
  activity_id: r.member.activityId,
  team_id: r.member.teamId,
  team_name: r.teamName,
  name: r.member.name,
  phone: r.member.phone,
  joined_at: r.member.joinedAt.toISOString(),
  total: r.total,
});

export const toEntry = (r: ShownEntry): CompetitionEntry => ({
  id: r.entry.id,
  activity_id: r.entry.activityId,
  team_id: r.entry.teamId,
  team_name: r.teamName,
  member_id: r.entry.memberId,
  member_name: r.memberName,
  round_name: r.entry.roundName,
  delta: r.entry.delta,
  reason: r.entry.reason,
  source: r.entry.source,
  undoes: r.entry.undoes,
  undone_by: r.undoneBy,
  given_by: r.givenBy,
  created_at: r.entry.createdAt.toISOString(),
});
