import {
  audienceTotalsOf,
  computeGradeResults,
  type GradeContestantResult,
  type GradeRoundResult,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.js';
import { gradeAudienceScores, gradeScores } from '../apps/server/src/modules/grade/grade.table.js';
import type { Walk } from './grade-run.js';
import { audienceScore, benchRule, type Contest, judgeScore } from './grade-seed.js';

/** What the bench had acknowledged: judges' scores as `<contestant>:<judge>`, audience's as `<contestant>:<participant>`. */
export const acceptedOf = (walk: Walk, contest: Contest) => {
  const order = contest.contestants.map((c) => c.id);
  const judges = walk.turns.flatMap((t) =>
    t.submits
      .filter((s) => s.ok)
      .map((s) => ({ ...s, contestantId: t.contestantId, judgeId: contest.judges[s.judge]!.id })),
  );
  const audience = walk.audienceAcked.map((key) => {
    const [at, participantId] = key.split(':').map(Number) as [number, number];
    return { at, contestantId: order[at]!, participantId };
  });
  return { judges, audience };
};
type Accepted = ReturnType<typeof acceptedOf>;

/**
 * The round's results as computeGradeResults gives them over the scores the bench itself sent and had
 * acknowledged, beside the server's (userData/userScore): answers the contestants whose lines differ.
 */
export const resultMismatches = (
  served: GradeRoundResult,
  contest: Contest,
  accepted: Accepted,
  phoneOf: Map<number, number>,
) => {
  const itemIds = contest.items.map((i) => i.id);
  const expected = computeGradeResults({
    rule: benchRule,
    items: contest.items,
    judges: contest.judges,
    contestants: contest.contestants,
    scores: accepted.judges.map((s) => {
      const given = judgeScore(s.judge, s.at, itemIds);
      return { contestant_id: s.contestantId, judge_id: s.judgeId, abstained: given.abstain, items: given.items };
    }),
    audience: audienceTotalsOf(
      accepted.audience.map((a) => ({
        contestant_id: a.contestantId,
        score: audienceScore(phoneOf.get(a.participantId) ?? -1, a.at),
      })),
    ),
  });
  // Every field the computation gives; the served line adds the contestant's name, group, photo and sort.
  const pick = (line: GradeContestantResult, keys: string[]) =>
    JSON.stringify(keys.map((k) => (line as Record<string, unknown>)[k]));
  const mismatches = expected.flatMap((line, i) => {
    const servedLine = served.lines[i];
    const keys = Object.keys(line);
    return servedLine && pick(servedLine, keys) === pick(line, keys) ? [] : [{ expected: line, served: servedLine }];
  });
  return { mismatches, lines: served.lines.length, expected: expected.length };
};

/** Stored rows against acknowledged ones: lost (acknowledged, not stored), doubled, unacknowledged (stored only). */
export const storedAgainst = async (db: Db, activityId: number, accepted: Accepted) => {
  const judgeRows = await db
    .select({ c: gradeScores.contestantId, j: gradeScores.judgeId })
    .from(gradeScores)
    .where(eq(gradeScores.activityId, activityId));
  const audienceRows = await db
    .select({ c: gradeAudienceScores.contestantId, p: gradeAudienceScores.participantId })
    .from(gradeAudienceScores)
    .where(eq(gradeAudienceScores.activityId, activityId));
  const compare = (stored: string[], acked: string[]) => {
    const storedSet = new Set(stored);
    const ackedSet = new Set(acked);
    return {
      acked: acked.length,
      rows: stored.length,
      lost: acked.filter((k) => !storedSet.has(k)).length,
      doubled: stored.length - storedSet.size,
      unacknowledged: stored.filter((k) => !ackedSet.has(k)).length,
    };
  };
  return {
    judges: compare(
      judgeRows.map((r) => `${r.c}:${r.j}`),
      accepted.judges.map((s) => `${s.contestantId}:${s.judgeId}`),
    ),
    audience: compare(
      audienceRows.map((r) => `${r.c}:${r.p}`),
      accepted.audience.map((a) => `${a.contestantId}:${a.participantId}`),
    ),
  };
};
export type Stored = Awaited<ReturnType<typeof storedAgainst>>;
