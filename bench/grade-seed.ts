import {
  activityKind,
  type GradeContestant,
  type GradeItem,
  type GradeJudge,
  type GradeRound,
  type GradeRule,
} from '@app/contract';
import type { Db } from '../apps/server/src/db/client.js';
import { makeLiveActivity } from '../apps/server/src/modules/activity/live-activity.factory.js';
import { seedHost } from './bench-seed.js';
import { benchCall } from './game-hall.js';

export type ContestSize = { contestants: number; judges: number; items: number };
export type SeededGrade = { activityId: number; code: string; token: string };

/** Before the server starts: a logged-in organiser who may seat the hall, and a published judge-scoring activity. */
export const seedGrade = async (db: Db, capacity: number): Promise<SeededGrade> => {
  const { organiser, token } = await seedHost(db, capacity);
  const clock = { now: () => new Date() };
  const activity = await makeLiveActivity({ deps: { db }, clock }, organiser, activityKind.grade);
  return { activityId: activity.id, code: activity.code ?? '', token };
};

/** Trims two judges at each end, counts the audience for a fifth and flags outliers, so all of it is recomputed. */
export const benchRule: GradeRule = {
  method: 'trimmed_mean',
  trim: 2,
  decimals: 2,
  missing: 'skip',
  audience_weight: 20,
  outlier_percent: 20,
};
const weights = [1, 1.5, 2, 0.5];

export type Contest = {
  roundId: number;
  items: GradeItem[];
  judges: GradeJudge[];
  /** The round's contestants in stage order, with their sort. */
  contestants: { id: number; sort: number }[];
};

/**
 * One round open to the audience, set up through the organiser's API as the back office does: the rule, `items`
 * items of 0…10 on half points with weights 0.5…2, `contestants` contestants in the round in that order, `judges`
 * judges with their links.
 */
export const setUpContest = async (port: number, seeded: SeededGrade, size: ContestSize): Promise<Contest> => {
  const call = <T>(route: string, body: Record<string, unknown>) => benchCall<T>(port, route, body, seeded.token);
  const activity_id = seeded.activityId;
  const round = await call<GradeRound>('/api/GradeRound/addSetting', {
    activity_id,
    name: '初赛',
    audience_open: true,
  });
  await call('/api/GradeRound/saveRule', { id: round.id, ...benchRule });
  const items: GradeItem[] = [];
  for (let k = 0; k < size.items; k += 1) {
    const item = { round_id: round.id, name: `评分项${k + 1}`, min: 0, max: 10, step: 0.5, weight: weights[k % 4] };
    items.push(await call<GradeItem>('/api/GradeRound/addScoringItems', item));
  }
  const contestants: Contest['contestants'] = [];
  for (let i = 0; i < size.contestants; i += 1) {
    const added = await call<GradeContestant>('/api/GradeActivity/addUser', {
      activity_id,
      name: `选手${i + 1}`,
      round_ids: [round.id],
    });
    contestants.push({ id: added.id, sort: added.rounds.find((r) => r.round_id === round.id)?.sort ?? i });
  }
  const judges: GradeJudge[] = [];
  for (let j = 0; j < size.judges; j += 1) {
    judges.push(await call<GradeJudge>('/api/grade/saveJudge', { round_id: round.id, name: `评委${j + 1}` }));
  }
  return { roundId: round.id, items, judges, contestants };
};

/** What judge `judge` gives the contestant at stage position `at`: an abstention now and then, else a half point per item. */
export const judgeScore = (judge: number, at: number, itemIds: number[]) =>
  (at * 3 + judge) % 41 === 0
    ? { abstain: true, items: [] }
    : {
        abstain: false,
        items: itemIds.map((item_id, k) => ({
          item_id,
          score: ((judge * 7 + at * 13 + k * 5 + ((judge * at) % 11)) % 21) / 2,
        })),
      };

/** What audience phone `phone` gives the contestant at stage position `at` (1…10). */
export const audienceScore = (phone: number, at: number) => 1 + ((phone * 7 + at * 3) % 10);
