import { type GradeJudgePage, gradePagesSchema } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { type ActivityRecord, h5StateOf } from '../activity/index.js';
import { rehearsedOrLive } from './grade-activity.js';
import { gradeJudgeKeyRepository, type JudgeOfKey } from './grade-judge-key.repository.js';
import { gradeResultRepository } from './grade-result.repository.js';
import { settingsOf, toGradeItem } from './grade-round.mappers.js';
import { toContestantCard, toMine } from './grade-score.mappers.js';

/**
 * Judges score while the activity is published (or a draft: the rehearsal before it is paid for) and neither deleted
 * nor past its paid period. Its start and end times bound the audience's page, not the judges' links: a judge may
 * still be finishing when the audience's closes.
 */
const judging = (activity: ActivityRecord, now: Date) =>
  rehearsedOrLive(activity) && !['closed', 'expired'].includes(h5StateOf(activity, now, 0));

/** The judge a link's key belongs to, or GRADE_JUDGE_LINK_INVALID (a revoked key, a removed judge, a closed activity). */
export const judgeOfKey = async (db: Db, key: string, now: Date): Promise<JudgeOfKey> => {
  const found = await gradeJudgeKeyRepository(db).find(key);
  if (!found || !judging(found.activity, now)) throw new AppError('GRADE_JUDGE_LINK_INVALID');
  return found;
};

/** What a judge's phone shows: their round, its items and contestants, their own scores and, if allowed, others'. */
export const gradeJudgePageService = (deps: Pick<Deps, 'db' | 'clock'>) => ({
  page: async (key: string): Promise<GradeJudgePage> => {
    const { judge, round, activity, settings } = await judgeOfKey(deps.db, key, deps.clock());
    const repo = gradeResultRepository(deps.db);
    const [items, entries, scores] = await Promise.all([
      repo.items(activity, round.id),
      repo.entries(activity, round.id),
      repo.scores(activity, round.id),
    ]);
    const roundSettings = settingsOf(round);
    const scoresOf = new Map<number, typeof scores>();
    for (const s of scores) {
      const list = scoresOf.get(s.score.contestantId);
      if (list) list.push(s);
      else scoresOf.set(s.score.contestantId, [s]);
    }
    return {
      activity: { id: activity.id, title: activity.title },
      page: gradePagesSchema.parse(settings?.pages ?? {}).judge,
      round: {
        id: round.id,
        name: round.name,
        comment: roundSettings.comment,
        judges_see_others: roundSettings.judges_see_others,
      },
      judge: { id: judge.id, name: judge.name, title: judge.title },
      items: items.map(toGradeItem),
      fields: settings?.fields ?? [],
      contestants: entries.map(({ sort, contestant, groupName }) => {
        const ofContestant = scoresOf.get(contestant.id) ?? [];
        const mine = ofContestant.find((s) => s.score.judgeId === judge.id);
        return {
          ...toContestantCard(contestant, groupName),
          sort,
          mine: mine ? toMine(mine.score) : null,
          others: roundSettings.judges_see_others
            ? ofContestant
                .filter((s) => s.score.judgeId !== judge.id)
                .map((s) => ({
                  judge_name: s.judgeName,
                  total: s.score.abstained ? null : s.score.total,
                  abstained: s.score.abstained,
                }))
            : [],
        };
      }),
    };
  },
});
