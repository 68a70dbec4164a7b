import type { contract, ErrorName, ParsedInputOf } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { groupCommitWriter } from '../../platform/group-commit/group-commit-writer.js';
import type { ActivityRecord, ParticipantRecord } from '../activity/index.js';
import { participantRepository, seatCache, seatOf, shanghaiDayOf } from '../activity/index.js';
import { feeGate } from '../mch/index.js';
import type { ChallengeRow } from './challenge.repository.js';
import { toOpponent, toPkConfig, toPkLevelState } from './pk.mappers.js';
import { pkRepository } from './pk.repository.js';
import { type PendingPkAnswer, type PkAnsweredOutcome, writePkAnswers } from './pk-answer-batch.js';
import { type PkAnswer, pkPlayRepository } from './pk-play.repository.js';
import { durationOf, levelStates, matchesLeft, matchWon } from './pk-rules.js';
import { drawQuestions } from './question-pool.js';
import { shownName, toAttemptQuestions } from './quiz-play.mappers.js';
import { overdue, quizOfTicket, settingsOf } from './quiz-ticket.js';

type Input<E extends keyof typeof contract.pk> = ParsedInputOf<(typeof contract.pk)[E]>;
type Started = { match: ChallengeRow; answers: PkAnswer[] } | { refused: ErrorName };

/** The participant's levels in order, each with its state and their best right answers there. */
const boardOf = async (db: Db, activityId: number, participantId: number) => {
  const levels = await pkRepository(db).levelsOf(activityId);
  const standing = await pkPlayRepository(db).standing(participantId);
  const best = new Map(standing.map((s) => [s.levelId, s.best]));
  const won = new Set(standing.filter((s) => s.won).map((s) => s.levelId));
  return levelStates(levels, won).map((l) => toPkLevelState(l, l.state, best.get(l.id)));
};

/** Settles a match locked by the caller; one settled already (or voided) stays as it is. */
const settle = async (tx: Db, match: ChallengeRow, now: Date) => {
  if (match.status !== 'open') return match;
  const repo = pkPlayRepository(tx);
  const correct = (await repo.answersOf(match.id)).filter((a) => a.correct).length;
  const durationMs = durationOf(match.startedAt ?? match.createdAt, match.deadlineAt, now);
  const level = await pkRepository(tx).levelOfActivity(match.activityId, match.levelId, false);
  const opponent =
    match.opponentId === null
      ? null
      : { correct: match.opponentCorrect ?? 0, durationMs: match.opponentDurationMs ?? 0 };
  const won = matchWon({ correct, durationMs }, level?.winCorrect ?? match.total, opponent);
  return repo.finish(match.id, { status: won ? 'won' : 'lost', correctCount: correct, durationMs, finishedAt: now });
};

/** PK mode for a participant: the levels, and a match at the open one against the best run there. */
export const pkPlayService = (deps: Pick<Deps, 'db' | 'bus' | 'dbKind' | 'clock' | 'config' | 'log'>) => {
  const { db } = deps;
  const { windowMs, maxRows } = deps.config.groupCommit;
  const seats = seatCache(deps, { windowMs, maxKeys: maxRows });
  // Answers from a crowd are checked and stored in batches, each answered after its batch committed.
  const answers = groupCommitWriter<PendingPkAnswer, PkAnsweredOutcome>({
    db,
    ...deps.config.groupCommit,
    inFlight: deps.dbKind === 'postgres' ? 2 : 1,
    write: writePkAnswers,
    inTransaction: false,
    onError: (err) => deps.log.error({ err }, 'PK answer batch failed'),
  });

  const enter = async (ticket: string) => {
    const found = await quizOfTicket(db, ticket, deps.clock());
    const config = await pkRepository(db).configOf(found.activity.id);
    if (!config?.enabled) throw new AppError('PK_NOT_ENABLED');
    return { ...found, config };
  };

  const finishLocked = (participantId: number, challengeId: number, now: Date) =>
    db.transaction(async (tx: Db) => {
      const match = await pkPlayRepository(tx).lockMine(challengeId, participantId);
      if (!match) throw new AppError('PK_CHALLENGE_NOT_FOUND');
      return settle(tx, match, now);
    });

  /**
   * Under a lock on the participant, so a double tap starts one match and the daily limit holds. A refusal is
   * answered rather than thrown, so that settling an overdue match on the way still commits.
   */
  const startLocked = (participant: ParticipantRecord, activity: ActivityRecord, levelId: number, dayMax: number) =>
    db.transaction(async (tx: Db): Promise<Started> => {
      const now = deps.clock();
      await participantRepository(tx).lock(participant.id);
      const level = await pkRepository(tx).levelOfActivity(activity.id, levelId);
      if (!level) return { refused: 'PK_LEVEL_NOT_FOUND' };
      const repo = pkPlayRepository(tx);
      const open = await repo.openMatch(participant.id, level.id);
      if (open && !overdue(open, now)) return { match: open, answers: await repo.answersOf(open.id) };
      if (open) await settle(tx, open, now);
      const board = await boardOf(tx, activity.id, participant.id);
      if (board.find((l) => l.id === level.id)?.state !== 'open') return { refused: 'PK_LEVEL_LOCKED' };
      const day = shanghaiDayOf(now);
      if (matchesLeft(dayMax, await repo.countOn(participant.id, day)) === 0) return { refused: 'PK_DAY_LIMIT' };
      const settings = { ...settingsOf(activity), per_attempt: level.questionCount, barrier: false, levels: [] };
      const questions = await drawQuestions(tx, settings, 1);
      if (!questions.length) return { refused: 'QUIZ_NO_QUESTIONS' };
      const opponent = await repo.opponent(activity.id, level.id, participant.id);
      const match = await repo.insert({
        tenantId: activity.tenantId,
        customerId: activity.customerId,
        activityId: activity.id,
        levelId: level.id,
        kind: 'match',
        participantId: participant.id,
        day,
        questions,
        total: questions.length,
        opponentId: opponent?.id ?? null,
        opponentName: opponent ? shownName(opponent.name, opponent.phone) : '',
        opponentCorrect: opponent?.correctCount ?? null,
        opponentDurationMs: opponent?.durationMs ?? null,
        startedAt: now,
        deadlineAt: level.timeLimit > 0 ? new Date(now.getTime() + level.timeLimit * 1000) : null,
      });
      return { match, answers: [] };
    });

  return {
    index: async (ticket: string) => {
      const { participant, activity, config } = await enter(ticket);
      const levels = await boardOf(db, activity.id, participant.id);
      const today = await pkPlayRepository(db).countOn(participant.id, shanghaiDayOf(deps.clock()));
      return { config: toPkConfig(config), levels, matches_left: matchesLeft(config.dayMax, today) };
    },

    start: async (input: Input<'h5Start'>) => {
      const { participant, activity, config } = await enter(input.ticket);
      if (!(await feeGate(db, activity.id, participant.id))) throw new AppError('MCH_FEE_UNPAID');
      const started = await startLocked(participant, activity, input.level_id, config.dayMax);
      if ('refused' in started) throw new AppError(started.refused);
      const { match, answers } = started;
      const level = (await boardOf(db, activity.id, participant.id)).find((l) => l.id === match.levelId);
      if (!level) throw new AppError('PK_LEVEL_NOT_FOUND');
      return {
        challenge_id: match.id,
        level,
        questions: toAttemptQuestions(match.questions, answers),
        correct_count: answers.filter((a) => a.correct).length,
        opponent: toOpponent(match),
        started_at: (match.startedAt ?? match.createdAt).toISOString(),
        deadline_at: match.deadlineAt?.toISOString() ?? null,
      };
    },

    /** The hot path: the ticket's seat from memory after its first answer; the rest read and stored in a batch. */
    answer: async (input: Input<'h5Answer'>) => {
      const seat = await seatOf(seats, input.ticket);
      const at = deps.clock();
      const { challenge_id: challengeId, index, answer } = input;
      const outcome = await answers.submit({ seat, challengeId, index, answer, at });
      if (outcome.kind === 'answered') return outcome.result;
      await finishLocked(outcome.participantId, outcome.challengeId, at);
      throw new AppError('PK_CHALLENGE_FINISHED');
    },

    finish: async (input: Input<'h5Finish'>) => {
      const { participant, activity } = await enter(input.ticket);
      const match = await finishLocked(participant.id, input.challenge_id, deps.clock());
      const won = match.status === 'won';
      const level = won ? await pkRepository(db).levelOfActivity(activity.id, match.levelId, false) : null;
      return {
        challenge_id: match.id,
        won,
        correct_count: match.correctCount,
        total: match.total,
        duration_ms: match.durationMs,
        opponent: toOpponent(match),
        next_level_id: level ? await pkRepository(db).levelAfter(level) : null,
      };
    },
  };
};
