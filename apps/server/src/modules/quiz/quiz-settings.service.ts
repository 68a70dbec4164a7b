import { activityKind, type contract, type ParsedInputOf, type QuizSettings, quizSettingsSchema } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { ownActivity } from '../activity/index.js';
import { ownerOf } from '../wallet/index.js';
import { quizSettingsRepository } from './quiz-settings.repository.js';
import { checkSettings, summarize } from './settings-source.js';

type Input<E extends keyof typeof contract.quiz> = ParsedInputOf<(typeof contract.quiz)[E]>;

export const barrierTypes = [
  { value: false, name: '普通模式', description: '每次答题出一套题，达到及格分即为通过' },
  { value: true, name: '闯关模式', description: '设置多个关卡，通过一关才能进入下一关' },
];

export const checkPointTypes = [
  { value: 'none', name: '不计时' },
  { value: 'question', name: '每题计时' },
  { value: 'attempt', name: '整场计时' },
];

/** The caller's online quiz and its settings; a blank settings object reads as the defaults. */
const ownQuiz = async (db: Db, user: CurrentUser, activityId: number) => {
  const row = await ownActivity(db, user, activityId, activityKind.onlineQuiz);
  return { row, settings: quizSettingsSchema.parse(row.settings) };
};

const view = async (db: Db, user: CurrentUser, activityId: number, settings: QuizSettings) => ({
  activity_id: activityId,
  settings,
  ...(await summarize(db, ownerOf(user), settings)),
});

/** An online quiz's settings page: its rules, questions, timing, limits and anti-cheat switches. */
export const quizSettingsService = (deps: Pick<Deps, 'db'>) => {
  const { db } = deps;
  return {
    baseInfo: async (user: CurrentUser, activityId: number) => {
      const { settings } = await ownQuiz(db, user, activityId);
      return view(db, user, activityId, settings);
    },
    saveSettings: async (user: CurrentUser, input: Input<'saveSettings'>) => {
      await ownActivity(db, user, input.activity_id, activityKind.onlineQuiz);
      const settings = await checkSettings(db, ownerOf(user), input.settings);
      await quizSettingsRepository(db).save(ownerOf(user), input.activity_id, settings);
      return view(db, user, input.activity_id, settings);
    },
    barrierTypes: async () => barrierTypes,
    checkPointTypes: async () => checkPointTypes,
    unitList: async (user: CurrentUser, activityId: number) => (await ownQuiz(db, user, activityId)).settings.units,
    dayMax: async (user: CurrentUser, input: Input<'dayMax'>) => {
      await ownQuiz(db, user, input.activity_id);
      await quizSettingsRepository(db).setDayMax(ownerOf(user), input.activity_id, input.day_max);
      return { day_max: input.day_max };
    },
  };
};
