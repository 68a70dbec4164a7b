import { sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.js';

/**
 * How PK's answer batch reads its answers (pk-answer-batch.ts; the quiz's answers read nothing per batch since
 * answer-batch.ts judges them from memory), and the deadline grace both share. An answer as a batch reads it:
 * whose seat (participant-seats.ts) in which activity, which PK match (challenge) and which question of it.
 */
export type Asked = { activityId: number; participantId: number; challengeId: number; index: number };

export const answerKey = (a: Asked) => `${a.activityId}:${a.participantId}:${a.challengeId}:${a.index}`;

/** The batch's answers as a `values` list of (activity_id, participant_id, challenge_id, idx) for its one read. */
export const askedValues = (asked: Asked[]) =>
  sql.join(
    asked.map((a) => sql`(${a.activityId}::int, ${a.participantId}::int, ${a.challengeId}::int, ${a.index}::int)`),
    sql`, `,
  );

/** A phone's clock and the network lag behind ours: answers this late after a play's deadline still count. */
export const deadlineGraceMs = 5_000;

/** An answer's verdict, or the refusal its check threw, so that a refused answer fails alone in its batch. */
export const verdictOrRefusal = <V>(check: () => V): V | { kind: 'refused'; error: AppError } => {
  try {
    return check();
  } catch (err) {
    if (err instanceof AppError) return { kind: 'refused', error: err };
    throw err;
  }
};
