import type { contract, ErrorName, ParsedInputOf, QuizSettings } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { groupCommitWriter } from '../../platform/group-commit/group-commit-writer.js';
import type { ActivityRecord } from '../activity/index.js';
import { activityGateCache, participantRepository, seatCache, seatOf, shanghaiDayOf } from '../activity/index.js';
import { feeGate } from '../mch/index.js';
import { moreGate, videoGate } from '../theme/index.js';
import { answerResultOf, judgeAnswer, type KeptAnswer, writeAnswers } from './answer-batch.js';
import { type AnswerToStore, type AttemptRow, attemptRepository, type GivenAnswer } from './attempt.repository.js';
import { attemptFactsCache } from './attempt-facts.js';
import { deadlineOf } from './question-clock.js';
import { drawQuestions } from './question-pool.js';
import { toAttempt } from './quiz-play.mappers.js';
import { passScoreOf, tally, toResult } from './quiz-result.js';
import { levelToPlay, overdue, quizOfTicket, settingsOf } from './quiz-ticket.js';

type Input<E extends keyof typeof contract.quiz> = ParsedInputOf<(typeof contract.quiz)[E]>;
type Started = { attempt: AttemptRow; answers: GivenAnswer[] } | { refused: ErrorName };

export const quizPlayService = (deps: Pick<Deps, 'db' | 'bus' | 'dbKind' | 'clock' | 'config' | 'log'>) => {
  const { db } = deps;
  const { windowMs, maxRows } = deps.config.groupCommit;
  const batching = { windowMs, maxKeys: maxRows };
  const seats = seatCache(deps, batching);
  const gates = activityGateCache(deps, batching);
  const attempts = attemptFactsCache(db, batching);
  // Answers from a crowd are stored in batches, each answered after its batch committed.
  const answers = groupCommitWriter<AnswerToStore, KeptAnswer>({
    db,
    ...deps.config.groupCommit,
    inFlight: deps.dbKind === 'postgres' ? 2 : 1,
    write: writeAnswers,
    inTransaction: false,
    onError: (err) => deps.log.error({ err }, 'answer batch failed'),
  });

  const enter = (ticket: string) => quizOfTicket(db, ticket, deps.clock());

  /** Scores an attempt locked by the caller; an attempt already handed in stays as it was. */
  const handIn = async (tx: Db, attempt: AttemptRow, settings: QuizSettings, now: Date) => {
    const repo = attemptRepository(tx);
    const answers = await repo.answersOf(attempt.id);
    if (attempt.status === 'finished') return { attempt, answers };
    const outcome = tally(attempt, answers, passScoreOf(settings, attempt.level), now);
    return { attempt: await repo.finish(attempt.id, outcome, now), answers };
  };

  const finish = (participantId: number, attemptId: number, settings: QuizSettings, now: Date) =>
    db.transaction(async (tx: Db) => {
      const attempt = await attemptRepository(tx).lockMine(attemptId, participantId);
      if (!attempt) throw new AppError('QUIZ_ATTEMPT_NOT_FOUND');
      return handIn(tx, attempt, settings, now);
    });

  /**
   * Under a lock on the participant, so a double tap starts one attempt and limits hold. A refusal is
   * answered rather than thrown, so that handing in an overdue attempt on the way still commits.
   */
  const startLocked = (participantId: number, activity: ActivityRecord, settings: QuizSettings, now: Date) =>
    db.transaction(async (tx: Db): Promise<Started> => {
      await participantRepository(tx).lock(participantId);
      const repo = attemptRepository(tx);
      const open = await repo.latestOpen(participantId);
      if (open && !overdue(open, now)) return { attempt: open, answers: await repo.answersOf(open.id) };
      if (open) await handIn(tx, open, settings, now);
      const level = settings.barrier ? levelToPlay(settings, (await repo.standing(participantId)).passedLevels) : 1;
      if (level === null) return { refused: 'QUIZ_ALL_LEVELS_PASSED' };
      const counts = await repo.counts(participantId, shanghaiDayOf(now));
      if (settings.day_max > 0 && counts.today >= settings.day_max) return { refused: 'QUIZ_DAY_LIMIT' };
      if (settings.total_max > 0 && counts.total >= settings.total_max) return { refused: 'QUIZ_TOTAL_LIMIT' };
      const avoid = level > 1 ? await repo.earlierQuestionIds(participantId, level) : [];
      const questions = await drawQuestions(tx, settings, level, undefined, avoid);
      if (!questions.length) return { refused: 'QUIZ_NO_QUESTIONS' };
      const attempt = await repo.insert({
        tenantId: activity.tenantId,
        customerId: activity.customerId,
        activityId: activity.id,
        participantId,
        level,
        day: shanghaiDayOf(now),
        questions,
        startedAt: now,
        deadlineAt: deadlineOf(settings, questions.length, now),
      });
      return { attempt, answers: [] };
    });

  return {
    start: async (ticket: string) => {
      const { participant, activity } = await enter(ticket);
      if (!(await feeGate(db, activity.id, participant.id))) throw new AppError('MCH_FEE_UNPAID');
      if (!(await videoGate(db, activity.id, participant.id))) throw new AppError('QUIZ_VIDEO_REQUIRED');
      if (!(await moreGate(db, activity.id, participant.id))) throw new AppError('QUIZ_MORE_REQUIRED');
      const settings = settingsOf(activity);
      const started = await startLocked(participant.id, activity, settings, deps.clock());
      if ('refused' in started) throw new AppError(started.refused);
      attempts.keep(started.attempt);
      return toAttempt(started.attempt, started.answers, settings);
    },

    /**
     * The hot path: the ticket's seat, the activity's gate and the attempt's facts from memory, the answer judged
     * here and stored in a batch, one statement per batch.
     */
    answer: async (input: Input<'h5Answer'>) => {
      const seat = await seatOf(seats, input.ticket);
      const at = deps.clock();
      const [activity, attempt] = await Promise.all([gates.load(seat.activityId), attempts.load(input.attempt_id)]);
      const judged = judgeAnswer({ seat, activity, attempt, index: input.index, answer: input.answer, at });
      if (judged.kind === 'overdue') {
        await finish(seat.id, input.attempt_id, settingsOf(judged), at);
        throw new AppError('QUIZ_ATTEMPT_FINISHED');
      }
      return answerResultOf(judged, await answers.submit(judged.toStore));
    },

    finish: async (input: Input<'h5Finish'>) => {
      const { participant, activity } = await enter(input.ticket);
      const settings = settingsOf(activity);
      const done = await finish(participant.id, input.attempt_id, settings, deps.clock());
      return toResult(done.attempt, done.answers, settings);
    },

    leave: async (input: Input<'h5Leave'>) => {
      const { participant, activity } = await enter(input.ticket);
      const settings = settingsOf(activity);
      const limit = settings.leave_limit;
      const report = (leaves: number, finished: boolean) => ({
        leaves,
        left: limit > 0 ? Math.max(0, limit - leaves) : null,
        finished,
      });
      return db.transaction(async (tx: Db) => {
        const repo = attemptRepository(tx);
        const attempt = await repo.lockMine(input.attempt_id, participant.id);
        if (!attempt) throw new AppError('QUIZ_ATTEMPT_NOT_FOUND');
        if (attempt.status === 'finished') return report(attempt.leaves, true);
        const leaves = await repo.addLeave(attempt.id);
        const reached = limit > 0 && leaves >= limit;
        if (reached) await handIn(tx, attempt, settings, deps.clock());
        return report(leaves, reached);
      });
    },
  };
};
