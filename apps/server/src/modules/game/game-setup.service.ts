import {
  type contract,
  type GameConfig,
  gameLimits,
  gameQuestionTypes,
  gameThemePalette,
  gameThemes,
  type ParsedInputOf,
} from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { ownActivity } from '../activity/index.js';
import { type Owner, ownerOf } from '../wallet/index.js';
import { gameKind } from './game-kind.js';
import { gameSettingsOf, toGameRound, toRoundFields } from './game-setup.mappers.js';
import { type GameRoundRow, type GameSettingParts, gameSetupRepository } from './game-setup.repository.js';
import { sessionRunning } from './game-setup.session.js';

type Input<E extends keyof typeof contract.game> = ParsedInputOf<(typeof contract.game)[E]>;

/** The caller's on-site quiz, or ACTIVITY_NOT_FOUND / ACTIVITY_KIND_MISMATCH. */
export const ownGame = async (db: Db, user: CurrentUser, activityId: number) => {
  const activity = await ownActivity(db, user, activityId);
  if (!gameKind.kinds.includes(activity.kind)) throw new AppError('ACTIVITY_KIND_MISMATCH');
  return activity;
};

const supported = new Set<string>(gameQuestionTypes);

/** Every question must be the organiser's own or public, and of a type a phone answers in seconds. */
const checkQuestions = async (db: Db, owner: Owner, ids: number[]) => {
  const found = await gameSetupRepository(db).readableTypes(owner, ids);
  if (found.length !== new Set(ids).size) throw new AppError('QUESTION_NOT_FOUND');
  if (found.some((q) => !supported.has(q.type))) throw new AppError('GAME_QUESTION_UNSUITABLE');
};

/** The play list cannot change under a session that is showing it; before the start or after the end it can. */
const requireIdle = async (db: Db, activityId: number) => {
  if (await sessionRunning(db, activityId)) throw new AppError('GAME_SESSION_RUNNING');
};

const listed = async (db: Db, rows: GameRoundRow[]) => {
  const existing = new Set(await gameSetupRepository(db).existingIds([...new Set(rows.flatMap((r) => r.questionIds))]));
  return rows.map((row) => toGameRound(row, existing));
};

/** An on-site quiz's set-up: its rounds of bank questions, its big screen, its phone page and its join fields. */
export const gameSetupService = (deps: Pick<Deps, 'db'>) => {
  const { db } = deps;
  const repo = gameSetupRepository(db);

  /** The caller's round and its activity, which must still be theirs. */
  const ownRound = async (user: CurrentUser, id: number) => {
    const round = await repo.round(ownerOf(user), id);
    if (!round) throw new AppError('GAME_ROUND_NOT_FOUND');
    await ownGame(db, user, round.activityId);
    return round;
  };

  const saveSettings = async <P extends GameSettingParts>(user: CurrentUser, activityId: number, parts: P) => {
    await ownGame(db, user, activityId);
    await repo.saveSettings(ownerOf(user), activityId, parts);
    return parts;
  };

  return {
    rounds: async (user: CurrentUser, activityId: number) => {
      await ownGame(db, user, activityId);
      return listed(db, await repo.rounds(ownerOf(user), activityId));
    },

    roundDetail: async (user: CurrentUser, id: number) => {
      const round = await ownRound(user, id);
      const byId = new Map((await repo.questions(round.questionIds)).map((q) => [q.id, q]));
      const present = round.questionIds.flatMap((qid) => byId.get(qid) ?? []);
      return {
        ...toGameRound(round, new Set(byId.keys())),
        questions: present.map((q) => ({
          id: q.id,
          type: q.type,
          stem: q.stem,
          options: q.options.map((o) => ({ key: o.key, text: o.text, image: o.image })),
          answer: q.answer,
          blanks: q.blanks,
        })),
      };
    },

    roundAdd: async (user: CurrentUser, input: Input<'roundAdd'>) => {
      const owner = ownerOf(user);
      await ownGame(db, user, input.activity_id);
      await requireIdle(db, input.activity_id);
      if ((await repo.countRounds(owner, input.activity_id)) >= gameLimits.rounds)
        throw new AppError('VALIDATION_FAILED', `每场最多${gameLimits.rounds}轮`);
      await checkQuestions(db, owner, input.question_ids);
      return (await listed(db, [await repo.insertRound(owner, input.activity_id, toRoundFields(input))]))[0]!;
    },

    roundEdit: async (user: CurrentUser, input: Input<'roundEdit'>) => {
      const round = await ownRound(user, input.id);
      await requireIdle(db, round.activityId);
      await checkQuestions(db, ownerOf(user), input.question_ids);
      return (await listed(db, [await repo.updateRound(ownerOf(user), round.id, toRoundFields(input))]))[0]!;
    },

    roundDel: async (user: CurrentUser, id: number) => {
      const round = await ownRound(user, id);
      await requireIdle(db, round.activityId);
      await repo.deleteRound(ownerOf(user), round.id);
      return null;
    },

    themes: async () => gameThemes.map((key) => ({ key, ...gameThemePalette[key] })),

    site: async (user: CurrentUser, { activity_id, ...site }: Input<'site'>) =>
      (await saveSettings(user, activity_id, { site })).site,
    phoneSite: async (user: CurrentUser, { activity_id, ...phone }: Input<'phoneSite'>) =>
      (await saveSettings(user, activity_id, { phone_site: phone })).phone_site,
    /** A field asked twice is asked once, as first listed. */
    fieldSite: async (user: CurrentUser, { activity_id, fields, identity }: Input<'fieldSite'>) => {
      const unique = fields.filter((f, i) => fields.findIndex((g) => g.key === f.key) === i);
      return saveSettings(user, activity_id, { fields: unique, identity });
    },
    fieldGet: async (user: CurrentUser, activityId: number) => {
      const { fields, identity } = gameSettingsOf((await ownGame(db, user, activityId)).settings);
      return { fields, identity };
    },

    gameConfig: async (user: CurrentUser, activityId: number): Promise<GameConfig> => {
      const activity = await ownGame(db, user, activityId);
      const rounds = await listed(db, await repo.rounds(ownerOf(user), activityId));
      const settings = gameSettingsOf(activity.settings);
      return {
        activity_id: activity.id,
        rounds,
        question_count: rounds.reduce((n, r) => n + r.question_count, 0),
        site: settings.site,
        phone_site: settings.phone_site,
        fields: settings.fields,
        identity: settings.identity,
        capacity: await repo.capacity(activity.id),
      };
    },
  };
};
