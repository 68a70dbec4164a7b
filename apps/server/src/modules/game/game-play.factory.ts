import { contract, type GamePointsMode, type HostCommand, type QuestionType, questionInputSchema } from '@app/contract';
import type { makeCustomer } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import { makeActivity } from '../activity/activity.factory.js';
import { makeLiveActivity } from '../activity/live-activity.factory.js';
import { enterAs, newDevice } from '../activity/participant.factory.js';
import { questions, toQuestionRow } from '../question/index.js';
import { makeBank, sampleQuestion } from '../question/question.factory.js';
import { gameRounds } from './game-round.table.js';

type Organiser = Awaited<ReturnType<typeof makeCustomer>>;

/**
 * The answers sampleQuestion's questions take: right and wrong. Single B, multiple A+B, true/false T,
 * fill-in 氢 and 氧, ordering B C A.
 */
export const rightAnswer: Record<string, string[]> = {
  single: ['B'],
  multiple: ['A', 'B'],
  judge: ['T'],
  blank: ['氢', '氧'],
  sort: ['B', 'C', 'A'],
};
export const wrongAnswer: Record<string, string[]> = {
  single: ['A'],
  multiple: ['A'],
  judge: ['F'],
  blank: ['氢', '水'],
  sort: ['C', 'B', 'A'],
};

type GameOptions = {
  types?: QuestionType[];
  draft?: boolean;
  seconds?: number;
  pointsMode?: GamePointsMode;
  streakBonus?: boolean;
};

/**
 * An interactive quiz of the organiser's with one round of sample questions (single-choice ones by default),
 * published and open for 30 days from the test clock unless a draft is asked for.
 */
export const makeGame = async (t: TestApp, organiser: Organiser, opts: GameOptions = {}) => {
  const owner = organiser.customer;
  const activity = opts.draft ? await makeActivity(t, owner, { kind: 3 }) : await makeLiveActivity(t, owner, 3);
  const bank = await makeBank(t, owner);
  const types = opts.types ?? ['single', 'single', 'single'];
  const made = await t.deps.db
    .insert(questions)
    .values(
      types.map((type, i) => ({
        ...toQuestionRow(questionInputSchema.parse(sampleQuestion(type, { stem: `第${i + 1}题` }))),
        bankId: bank.id,
        tenantId: owner.tenantId,
        customerId: owner.id,
        sort: i + 1,
      })),
    )
    .returning({ id: questions.id });
  await t.deps.db.insert(gameRounds).values({
    tenantId: owner.tenantId,
    customerId: owner.id,
    activityId: activity.id,
    name: '第一轮',
    questionIds: made.map((q) => q.id),
    seconds: opts.seconds ?? 20,
    pointsMode: opts.pointsMode ?? 'speed',
    basePoints: 1000,
    streakBonus: opts.streakBonus ?? true,
  });
  return { activity, types };
};

/** A participant who entered the activity and asked for a seat; `joined` is game/join's answer. */
export const joinGame = async (
  t: TestApp,
  activity: { code: string | null },
  nickname: string,
  opts: { device?: ReturnType<typeof newDevice>; fields?: Record<string, string>; smsCode?: string } = {},
) => {
  const participant = await enterAs(t, activity, { ...opts, device: opts.device ?? newDevice() });
  const joined = await t.call(contract.game.join, { ticket: participant.ticket, nickname });
  return { ticket: participant.ticket, joined };
};

/** A host command from the organiser's console, on the version the console shows now. */
export const hostCommand = async (t: TestApp, token: string, activityId: number, command: HostCommand) => {
  const opened = await t.call(contract.game.init, { activity_id: activityId }, { token });
  const version = opened.body.data.snapshot.version;
  return t.call(contract.game.switch, { activity_id: activityId, command, from_version: version }, { token });
};
