import { activityKind, type contract, gradePagesSchema, maskPhone, type ParsedInputOf } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { activityOwner, type ParticipantRecord, resolveTicket } from '../activity/index.js';
import { gradeAudienceRepository } from './grade-audience.repository.js';
import { gradeResultRepository } from './grade-result.repository.js';
import { settingsOf } from './grade-round.mappers.js';

type AudienceScoreInput = ParsedInputOf<typeof contract.gradePhone.audienceScore>;

/** How the back office names an audience member: their nickname, else their phone masked. */
const whoOf = (p: ParticipantRecord) => p.name || maskPhone(p.phone) || `观众${p.id}`;

/** The audience's phones: the rounds open to them and their one score per contestant. */
export const gradeAudienceService = (deps: Pick<Deps, 'db' | 'clock'>) => {
  const { db, clock } = deps;
  const audience = gradeAudienceRepository(db);
  const rounds = gradeResultRepository(db);

  /** The ticket's participant, in a judge-scoring activity that can be taken part in now (not banned). */
  const audienceOf = async (ticket: string) => {
    const found = await resolveTicket(db, ticket, clock());
    if (found.activity.kind !== activityKind.grade) throw new AppError('ACTIVITY_KIND_MISMATCH');
    return found;
  };

  return {
    page: async (ticket: string) => {
      const { participant, activity } = await audienceOf(ticket);
      const [pages, open, mine, onStage] = await Promise.all([
        audience.pages(activity),
        audience.openRounds(activity),
        audience.ofParticipant(activity, participant.id),
        audience.onStage(activity),
      ]);
      const entries = await Promise.all(open.map((round) => rounds.entries(activity, round.id)));
      const mineOf = new Map(mine.map((m) => [`${m.roundId}:${m.contestantId}`, m.score]));
      const scoredNow = onStage && open.some((round) => round.id === onStage.roundId);
      return {
        activity_id: activity.id,
        page: gradePagesSchema.parse(pages).audience,
        on_stage: scoredNow ? { round_id: onStage.roundId, contestant_id: onStage.contestantId } : null,
        rounds: open.map((round, i) => ({
          id: round.id,
          name: round.name,
          contestants: entries[i]!.map(({ contestant, groupName }) => ({
            id: contestant.id,
            name: contestant.name,
            photo: contestant.photo,
            group_name: groupName ?? '',
            mine: mineOf.get(`${round.id}:${contestant.id}`) ?? null,
          })),
        })),
      };
    },

    score: async (input: AudienceScoreInput) => {
      const { participant, activity } = await audienceOf(input.ticket);
      const round = await rounds.round(activity, input.round_id);
      if (!round) throw new AppError('GRADE_ROUND_NOT_FOUND');
      if (!settingsOf(round).audience_open) throw new AppError('GRADE_AUDIENCE_CLOSED');
      const onStage = await audience.onStage(activity);
      if (onStage?.roundId !== round.id || onStage.contestantId !== input.contestant_id) {
        throw new AppError('GRADE_AUDIENCE_NOT_ON_STAGE');
      }
      const stored = await audience.insert({
        ...activityOwner(activity),
        roundId: round.id,
        contestantId: input.contestant_id,
        participantId: participant.id,
        who: whoOf(participant),
        score: input.score,
      });
      if (!stored) throw new AppError('GRADE_AUDIENCE_SCORED');
      return { contestant_id: stored.contestantId, score: stored.score };
    },
  };
};
