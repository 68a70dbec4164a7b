import { type GradeCommand, gradeCommandsByPhase } from '@app/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { ActivityRecord } from '../activity/index.js';
import type { GradeStageChanges, GradeStageRow } from './grade-stage.repository.js';
import { gradeStageRepository } from './grade-stage.repository.js';

export type GradeCommandInput = {
  command: GradeCommand;
  round_id?: number | undefined;
  contestant_id?: number | undefined;
};

/** What a command runs on: the transaction (the session row is locked) and the stage as it is. */
export type GradeCommandContext = { tx: Db; activity: ActivityRecord; stage: GradeStageRow };

const commandTitles: Record<GradeCommand, string> = {
  show: '上台',
  reveal: '亮分',
  ranking: '显示排名',
  finish: '结束比赛',
};

/** The round named, else the round on stage, else the first in show order; GRADE_ROUND_NOT_FOUND when none. */
const roundFor = async (c: GradeCommandContext, roundId: number | undefined) => {
  const rounds = await gradeStageRepository(c.tx).rounds(c.activity);
  const round =
    roundId !== undefined
      ? rounds.find((r) => r.id === roundId)
      : (rounds.find((r) => r.id === c.stage.roundId) ?? rounds[0]);
  if (!round) throw new AppError('GRADE_ROUND_NOT_FOUND');
  return round;
};

/**
 * Puts a contestant of the round on stage: the one named, or the next in the round's order after the one on stage
 * (the first when nobody of this round is on stage).
 */
const show = async (c: GradeCommandContext, input: GradeCommandInput): Promise<GradeStageChanges> => {
  const round = await roundFor(c, input.round_id);
  const entries = await gradeStageRepository(c.tx).entries(c.activity, round.id);
  let entry: (typeof entries)[number] | undefined;
  if (input.contestant_id !== undefined) {
    entry = entries.find((e) => e.contestantId === input.contestant_id);
    if (!entry) throw new AppError('GRADE_CONTESTANT_NOT_IN_ROUND');
  } else {
    const onStage = c.stage.roundId === round.id ? c.stage.contestantId : null;
    const at = entries.findIndex((e) => e.contestantId === onStage);
    entry = entries[at + 1];
    if (!entry) throw new AppError('GRADE_NO_NEXT_CONTESTANT');
  }
  const shown = c.stage.shownEntryIds.includes(entry.id) ? c.stage.shownEntryIds : [...c.stage.shownEntryIds, entry.id];
  return { phase: 'scoring', roundId: round.id, contestantId: entry.contestantId, shownEntryIds: shown };
};

const reveal = async (c: GradeCommandContext): Promise<GradeStageChanges> => {
  const { roundId, contestantId } = c.stage;
  if (roundId === null || contestantId === null) throw new AppError('GRADE_NOTHING_TO_REVEAL');
  if (!(await gradeStageRepository(c.tx).hasScore(c.activity, roundId, contestantId))) {
    throw new AppError('GRADE_NOTHING_TO_REVEAL');
  }
  return { phase: 'revealed' };
};

/** The round's ranking; the contestant on stage stays only when the round does, so `show` goes on after them. */
const ranking = async (c: GradeCommandContext, input: GradeCommandInput): Promise<GradeStageChanges> => {
  const round = await roundFor(c, input.round_id);
  return {
    phase: 'ranking',
    roundId: round.id,
    contestantId: round.id === c.stage.roundId ? c.stage.contestantId : null,
  };
};

/**
 * Applies a host command to the stage inside the caller's transaction and answers what the stage row becomes.
 * A command the phase does not take is refused naming the command.
 */
export const applyGradeCommand = async (
  c: GradeCommandContext,
  input: GradeCommandInput,
): Promise<GradeStageChanges> => {
  if (!gradeCommandsByPhase[c.stage.phase].includes(input.command)) {
    throw new AppError('GRADE_COMMAND_OUT_OF_ORDER', `当前环节不能进行此操作：${commandTitles[input.command]}`);
  }
  switch (input.command) {
    case 'show':
      return show(c, input);
    case 'reveal':
      return reveal(c);
    case 'ranking':
      return ranking(c, input);
    case 'finish':
      return { phase: 'finished' };
  }
};
