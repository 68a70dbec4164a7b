import type { GradeConsole, GradeResultLine, GradeRoundResult, GradeStage } from '@app/contract';
import type { gradeContestants, gradeScores } from './grade.table.js';
import { toContestantCard, toGradeScore } from './grade-score.mappers.js';
import type { GradeEntryOnStage, GradeStageRow } from './grade-stage.repository.js';

type ContestantRow = typeof gradeContestants.$inferSelect;

/** What the stage shows: the stage row and its version, the round shown with its result, the contestant on stage. */
export type GradeStageParts = {
  stage: GradeStageRow;
  version: number;
  result: GradeRoundResult | null;
  contestant: { contestant: ContestantRow; groupName: string | null } | null;
};

/** A round that reveals only the total keeps each judge's scores off every screen. */
const forScreen = (result: GradeRoundResult, line: GradeResultLine): GradeResultLine =>
  result.round.reveal === 'total' ? { ...line, judges: [] } : line;

const listedIds = (result: GradeRoundResult) => new Set(result.judges.filter((j) => !j.removed).map((j) => j.id));

export const lineOf = (result: GradeRoundResult | null, contestantId: number | undefined) =>
  result?.lines.find((l) => l.contestant_id === contestantId);

export const toGradeStage = (p: GradeStageParts): GradeStage => {
  const { stage, result } = p;
  const line = lineOf(result, p.contestant?.contestant.id);
  const stateOf = new Map(line?.judges.map((j) => [j.judge_id, j.state]));
  const ranked = stage.phase === 'ranking' || stage.phase === 'finished';
  return {
    activity_id: stage.activityId,
    version: p.version,
    phase: stage.phase,
    round: result ? { id: result.round.id, name: result.round.name, reveal: result.round.reveal } : null,
    contestant: p.contestant ? toContestantCard(p.contestant.contestant, p.contestant.groupName) : null,
    judges: (result?.judges ?? [])
      .filter((j) => !j.removed)
      .map((j) => ({ id: j.id, name: j.name, title: j.title, state: stateOf.get(j.id) ?? 'missing' })),
    result: stage.phase === 'revealed' && result && line ? forScreen(result, line) : null,
    ranking: ranked && result ? result.lines.filter((l) => l.final !== null).map((l) => forScreen(result, l)) : [],
    rule_text: result?.rule_text ?? '',
    groups: result?.groups ?? [],
  };
};

/** A round's contestants in stage order as the console lists them, with the judges' progress and the result. */
export const toConsoleRound = (
  result: GradeRoundResult,
  entries: GradeEntryOnStage[],
  shown: ReadonlySet<number>,
): GradeConsole['rounds'][number] => {
  const listed = listedIds(result);
  return {
    id: result.round.id,
    name: result.round.name,
    contestants: entries.flatMap((e) => {
      const line = lineOf(result, e.contestantId);
      if (!line) return [];
      return [
        {
          id: e.contestantId,
          name: line.name,
          group_name: line.group_name,
          scored: line.judges.filter((j) => listed.has(j.judge_id) && j.state !== 'missing').length,
          judges: listed.size,
          final: line.final,
          shown: shown.has(e.id),
        },
      ];
    }),
  };
};

/** Judges far from the others for the contestant on stage (the result line's flags), for the host to look at. */
export const toFlagged = (result: GradeRoundResult | null, line: GradeResultLine | undefined) => {
  const nameOf = new Map(result?.judges.map((j) => [j.id, j.name]));
  return (line?.judges ?? [])
    .filter((j) => j.flagged && j.total !== null)
    .map((j) => ({ judge_id: j.judge_id, name: nameOf.get(j.judge_id) ?? '', total: j.total! }));
};

export const toConsoleScore = (row: { score: typeof gradeScores.$inferSelect; judgeName: string }) => ({
  ...toGradeScore(row.score, row.judgeName),
  locked: row.score.locked,
});
