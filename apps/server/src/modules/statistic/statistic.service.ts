import type { Deps } from '../../platform/deps.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { daysOf, ownActivity, shanghaiDayOf } from '../activity/index.js';
import { statisticRepository } from './statistic.repository.js';

export const unitUnset = '未填写';

const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : oneDecimal((part / whole) * 100));

/** The analysis page's numbers; every call starts with the ownership check. */
export const statisticService = (deps: Pick<Deps, 'db' | 'clock'>) => {
  const repo = statisticRepository(deps.db);
  const own = (user: CurrentUser, activityId: number) => ownActivity(deps.db, user, activityId);
  return {
    overview: async (user: CurrentUser, activityId: number) => {
      const activity = await own(user, activityId);
      const [joined, attempts, wins] = await Promise.all([
        repo.participantCount(activity.id),
        repo.attemptTotals(activity.id),
        repo.winTotals(activity.id),
      ]);
      return {
        participants: joined,
        attempts: attempts.attempts,
        finished: attempts.finished,
        passed: attempts.passed,
        pass_rate: percent(attempts.passed, attempts.finished),
        avg_score: oneDecimal(attempts.avgScore),
        winners: wins.winners,
        redeemed: wins.redeemed,
      };
    },

    daily: async (user: CurrentUser, input: { activity_id: number; start_time: string; end_time: string }) => {
      const activity = await own(user, input.activity_id);
      const days = daysOf(input.start_time, input.end_time, shanghaiDayOf(deps.clock()));
      const rows = new Map((await repo.daily(activity.id, days[0]!, days.at(-1)!)).map((r) => [r.day, r]));
      return days.map((day) => {
        const row = rows.get(day);
        return { day, participants: row?.participants ?? 0, attempts: row?.attempts ?? 0, passed: row?.passed ?? 0 };
      });
    },

    unit: async (user: CurrentUser, activityId: number) => {
      const activity = await own(user, activityId);
      return (await repo.units(activity.id)).map((r) => ({
        unit: r.unit || unitUnset,
        participants: r.participants,
        attempts: r.attempts,
        avg_score: oneDecimal(r.avgScore),
        pass_rate: percent(r.passed, r.attempts),
      }));
    },

    /** Hardest first: the lowest correct rate leads. */
    questions: async (user: CurrentUser, activityId: number) => {
      const activity = await own(user, activityId);
      const totals = await repo.questionTotals(activity.id);
      const drawn = await repo.drawnQuestions(
        activity.id,
        totals.map((t) => t.attemptId),
      );
      const byId = new Map(drawn.flatMap((d) => (d.question ? [[d.questionId, d.question] as const] : [])));
      return totals
        .map((t) => ({
          question_id: t.questionId,
          type: byId.get(t.questionId)?.type ?? 'single',
          stem: byId.get(t.questionId)?.stem ?? '',
          answered: t.answered,
          correct: t.correct,
          correct_rate: percent(t.correct, t.answered),
        }))
        .sort((a, b) => a.correct_rate - b.correct_rate || a.question_id - b.question_id);
    },
  };
};
