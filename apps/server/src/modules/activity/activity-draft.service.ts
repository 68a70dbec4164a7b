import { activityKind, type contract, type ParsedInputOf, trialLimits } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { gameSetupRepository } from '../game/index.js';
import { copyGrade } from '../grade/index.js';
import { copyLottery } from '../lottery/index.js';
import { copyPrizes } from '../prize/index.js';
import { ownerOf } from '../wallet/index.js';
import { toActivityDetail } from './activity.mappers.js';
import { type ActivityRow, activityRepository, type NewActivity } from './activity.repository.js';
import { withFreshCode } from './activity-code.js';
import { initialSettings, templateBankCodes } from './draft-settings.js';
import { draftSourceRepository } from './draft-source.repository.js';
import { requireOpenKind } from './kind-gate.js';
import { ownActivity } from './own-activity.js';
import { addTemplateContent } from './template-content.js';

type CreateInput = ParsedInputOf<typeof contract.activity.create>;

const untitled = '未命名活动';
const titleMax = 50;
const copySuffix = ' 副本';

/** What a draft made from a template, or blank, starts with. */
const fromTemplate = async (tx: Db, input: CreateInput): Promise<NewActivity> => {
  const sources = draftSourceRepository(tx);
  if (!input.tpl_id)
    return { kind: input.type, title: input.title || untitled, settings: initialSettings(input.type, null, []) };
  const template = await sources.template(input.tpl_id);
  if (!template || template.kind !== input.type) throw new AppError('ACTIVITY_TEMPLATE_NOT_FOUND');
  await sources.countTemplateUse(template.id);
  const banks = await sources.publicBanks(templateBankCodes(template.kind, template.settings));
  return {
    kind: template.kind,
    title: input.title || template.title,
    cover: template.cover,
    description: template.description,
    templateId: template.id,
    settings: initialSettings(template.kind, template.settings, banks),
  };
};

/** New drafts: created blank or from a template, or copied. Each counts against the trial's draft limit. */
export const activityDraftService = (deps: Pick<Deps, 'db' | 'clock'>) => {
  /** `fill` adds what belongs to the new draft in other tables, in the same transaction. */
  const startDraft = (
    user: CurrentUser,
    build: (tx: Db) => Promise<NewActivity>,
    fill?: (tx: Db, draft: ActivityRow) => Promise<void>,
  ) =>
    deps.db.transaction(async (tx) => {
      const owner = ownerOf(user);
      const drafts = activityRepository(tx);
      await drafts.lockDrafts(owner);
      if ((await drafts.countDrafts(owner)) >= trialLimits.drafts) throw new AppError('ACTIVITY_TRIAL_LIMIT');
      const fields = await build(tx);
      const row = await withFreshCode(tx, (sp, code) => activityRepository(sp).insert(owner, { ...fields, code }));
      await fill?.(tx, row);
      return toActivityDetail(row, deps.clock(), 0);
    });

  return {
    create: async (user: CurrentUser, input: CreateInput) => {
      requireOpenKind(input.type);
      return startDraft(user, (tx) => fromTemplate(tx, input), addTemplateContent);
    },

    /**
     * The same set-up, prizes, on-site rounds and a lottery's settings and tiers under a new link; participants,
     * answers, draws and payments stay behind.
     */
    copy: async (user: CurrentUser, activityId: number) => {
      const original = await ownActivity(deps.db, user, activityId);
      requireOpenKind(original.kind);
      return startDraft(
        user,
        async () => ({
          kind: original.kind,
          title: `${original.title.slice(0, titleMax - copySuffix.length)}${copySuffix}`,
          cover: original.cover,
          description: original.description,
          templateId: original.templateId,
          password: original.password,
          qrcodeStyle: original.qrcodeStyle,
          noPublishIcon: original.noPublishIcon,
          settings: original.settings,
          startTime: original.startTime,
          endTime: original.endTime,
        }),
        async (tx, draft) => {
          await copyPrizes(tx, original, draft);
          await gameSetupRepository(tx).copyRounds(ownerOf(user), original.id, draft.id);
          if (original.kind === activityKind.lottery) await copyLottery(tx, original, draft);
          if (original.kind === activityKind.grade) await copyGrade(tx, original, draft);
        },
      );
    },
  };
};
