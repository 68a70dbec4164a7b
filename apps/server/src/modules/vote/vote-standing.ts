import type { VoteSettings } from '@app/contract';
import type { Db } from '../../db/client.js';
import { resolveTicket, shanghaiDayOf } from '../activity/index.js';
import { ballotRepository } from './vote-ballot.repository.js';
import { assertVote, voteSettingsOf } from './vote-settings.js';

/** The participant, their vote and its settings; a ticket for a survey of the same kind is refused. */
export const voteOfTicket = async (db: Db, ticket: string, now: Date) => {
  const { participant, activity } = await resolveTicket(db, ticket, now);
  assertVote(activity);
  return { participant, activity, settings: voteSettingsOf(activity) };
};

export const quotaSinceOf = (settings: VoteSettings) => (settings.quota_since ? new Date(settings.quota_since) : null);

/** A limit of 0 is no limit (null); otherwise what is left of it, never below 0. */
const leftOf = (limit: number, used: number) => (limit === 0 ? null : Math.max(0, limit - used));

export const toStanding = (settings: VoteSettings, used: { today: number; total: number }, gatePassed: boolean) => ({
  today_left: leftOf(settings.votes_per_day, used.today),
  total_left: leftOf(settings.votes_total, used.total),
  // Without a gate there is nothing to pass, so the page never asks.
  gate_passed: !settings.gate.enabled || gatePassed,
});

/** What a voter has left today and in all, and whether the gate stands in their way. */
export const standingOf = async (
  db: Db,
  activityId: number,
  participantId: number,
  settings: VoteSettings,
  now: Date,
) => {
  const ballots = ballotRepository(db);
  const [used, passed] = await Promise.all([
    ballots.voterCounts(activityId, participantId, shanghaiDayOf(now), quotaSinceOf(settings)),
    settings.gate.enabled ? ballots.gatePassed(activityId, participantId) : Promise.resolve(true),
  ]);
  return toStanding(settings, used, passed);
};
