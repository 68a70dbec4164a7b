import type { contract, ParsedInputOf } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { ownerOf } from '../wallet/index.js';
import { gameReportRepository } from './game-report.repository.js';
import { ownGame } from './game-setup.service.js';

type Input<E extends keyof typeof contract.game> = ParsedInputOf<(typeof contract.game)[E]>;

/** What an on-site quiz's session left: per question and per player. Before a session has run, nothing. */
export const gameReportService = (deps: Pick<Deps, 'db'>) => {
  const { db } = deps;
  const repo = gameReportRepository(db);

  type Session = NonNullable<Awaited<ReturnType<typeof repo.session>>>;
  type Paging = { page: number; limit: number };
  /** A page of what the activity's session left; an empty one before it has run. */
  const sessionPage = async <T>(
    user: CurrentUser,
    input: { activity_id: number } & Paging,
    read: (session: Session, paging: Paging) => Promise<{ list: T[]; total: number }>,
  ) => {
    await ownGame(db, user, input.activity_id);
    const paging = { page: input.page, limit: input.limit };
    const session = await repo.session(ownerOf(user), input.activity_id);
    return { ...(session ? await read(session, paging) : { list: [], total: 0 }), ...paging };
  };

  return {
    /** Every step shown so far, in play order: answers, right answers (and their share), mean time, skipped. */
    questionStats: async (user: CurrentUser, activityId: number) => {
      await ownGame(db, user, activityId);
      const session = await repo.session(ownerOf(user), activityId);
      if (!session) return [];
      const totals = new Map((await repo.stepTotals(session.id)).map((s) => [s.stepIndex, s]));
      return session.steps.slice(0, session.stepIndex + 1).map(({ view }, index) => {
        const step = totals.get(index);
        const answered = step?.answered ?? 0;
        const correct = step?.correct ?? 0;
        return {
          step_index: index,
          round_name: view.round_name,
          type: view.type,
          stem: view.stem,
          answered,
          correct,
          correct_rate: answered ? Math.round((correct / answered) * 1000) / 1000 : 0,
          average_ms: Math.round(step?.averageMs ?? 0),
          skipped: session.skipped.includes(index),
        };
      });
    },

    answerRecords: (user: CurrentUser, input: Input<'answerRecords'>) =>
      sessionPage(user, input, async (session, paging) => {
        const { rows, total } = await repo.answerPage(session.id, input.keywords, paging);
        const list = rows.map(({ answer, nickname, phone }) => ({
          player_id: answer.playerId,
          nickname,
          phone,
          step_index: answer.stepIndex,
          stem: session.steps[answer.stepIndex]?.view.stem ?? '',
          answer: answer.answer,
          correct: answer.correct,
          points: answer.points,
          elapsed_ms: answer.elapsedMs,
          answered_at: answer.receivedAt.toISOString(),
        }));
        return { list, total };
      }),

    extraScores: (user: CurrentUser, input: Input<'extraScores'>) =>
      sessionPage(user, input, async (session, paging) => {
        const { rows, total } = await repo.extraScorePage(session.id, input.keywords, paging);
        const list = rows.map(({ given, nickname, phone, givenBy }) => ({
          id: given.id,
          player_id: given.playerId,
          nickname,
          phone,
          points: given.points,
          reason: given.reason,
          given_by: givenBy,
          given_at: given.createdAt.toISOString(),
        }));
        return { list, total };
      }),
  };
};
