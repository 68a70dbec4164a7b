import { activityKind, type contract, gradePagesSchema, maskPhone, type ParsedInputOf } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { type ParticipantRecord, resolveTicket, ticketReader } from '../activity/index.js';
import { gradeAudienceRepository } from './grade-audience.repository.js';
import { audienceScoreWriterOf } from './grade-audience-writer.js';
import { gradeResultRepository } from './grade-result.repository.js';

type AudienceScoreInput = ParsedInputOf<typeof contract.gradePhone.audienceScore>;

/** How the back office names an audience member: their nickname, else their phone masked. */
const whoOf = (p: ParticipantRecord) => p.name || maskPhone(p.phone) || `观众${p.id}`;

/** The audience's phones: the rounds open to them and their one score per contestant. */
export const gradeAudienceService = (deps: Deps) => {
  const { db, clock } = deps;
  const audience = gradeAudienceRepository(db);
  const rounds = gradeResultRepository(db);
  const writer = audienceScoreWriterOf(deps);
  const tickets = ticketReader(db, {
    windowMs: deps.config.groupCommit.windowMs,
    maxKeys: deps.config.groupCommit.maxRows,
  });

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

    /** Checked and stored in the writer's batch, against the stage as it is when the batch is written. */
    score: async (input: AudienceScoreInput) => {
      const { participant, activity } = await tickets.resolve(input.ticket, clock());
      if (activity.kind !== activityKind.grade) throw new AppError('ACTIVITY_KIND_MISMATCH');
      const score = await writer.submit({
        activity,
        participantId: participant.id,
        who: whoOf(participant),
        roundId: input.round_id,
        contestantId: input.contestant_id,
        score: input.score,
      });
      return { contestant_id: input.contestant_id, score };
    },
  };
};
