import type { contract, DataOf, List, ParsedInputOf } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { ownActivity } from '../activity/index.js';
import { shanghaiStamp } from '../order/index.js';
import { xlsxMime } from '../question/index.js';
import { ownerOf } from '../wallet/index.js';
import { type AnswerCodeRow, answerCodeRepository, answerCodeRequired } from './answer-code.repository.js';
import { unusedCodesSheet } from './answer-code-sheet.js';
import { newRedemptionCode } from './redemption-code.js';

type Input<E extends keyof typeof contract.prize> = ParsedInputOf<(typeof contract.prize)[E]>;
type AnswerCode = DataOf<typeof contract.prize.answerCodeList>['list'][number];

const chunkSize = 500;
/** Clashes among 32^8 codes are rare; this many rounds without progress means something else is wrong. */
const maxRounds = 20;

const toAnswerCode = (row: AnswerCodeRow): AnswerCode => ({
  id: row.id,
  code: row.code,
  batch: row.batch,
  used: row.participantId !== null,
  name: row.name ?? '',
  phone: row.phone ?? '',
  used_at: row.usedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** Distinct fresh codes; clashes with stored ones are caught by the insert. */
const freshCodes = (n: number) => {
  const codes = new Set<string>();
  while (codes.size < n) codes.add(newRedemptionCode());
  return [...codes];
};

/** The organiser's answer codes: whether joining needs one, making, listing, deleting and downloading them. */
export const answerCodeService = (deps: Pick<Deps, 'db' | 'clock'>) => {
  const { db } = deps;
  /** Every call starts here: the activity must be the caller's organiser's online quiz. */
  const own = async (user: CurrentUser, activityId: number) => {
    await ownActivity(db, user, activityId, 1);
    return answerCodeRepository(db, ownerOf(user));
  };

  return {
    config: async (user: CurrentUser, input: Input<'answerCodeConfig'>) => {
      const repo = await own(user, input.activity_id);
      if (input.required !== undefined) await repo.setRequired(input.activity_id, input.required);
      return { required: await answerCodeRequired(db, input.activity_id), ...(await repo.counts(input.activity_id)) };
    },
    /** Inserts chunk by chunk; codes that clash are skipped and made again until `count` went in. */
    generate: async (user: CurrentUser, input: Input<'answerCodeGenerate'>) => {
      const repo = await own(user, input.activity_id);
      let created = 0;
      for (let round = 0; created < input.count; round += 1) {
        if (round >= maxRounds) throw new AppError('INTERNAL');
        const want = Math.min(chunkSize, input.count - created);
        created += await repo.insertNew(input.activity_id, input.batch, freshCodes(want), deps.clock());
      }
      return { created };
    },
    list: async (user: CurrentUser, input: Input<'answerCodeList'>): Promise<List<AnswerCode>> => {
      const repo = await own(user, input.activity_id);
      const { page, limit, keywords, used } = input;
      const { rows, total } = await repo.page(input.activity_id, { keywords, used }, { page, limit });
      return { list: rows.map(toAnswerCode), total, page, limit };
    },
    delete: async (user: CurrentUser, input: Input<'answerCodeDelete'>) => {
      const repo = await own(user, input.activity_id);
      return { deleted: await repo.deleteUnused(input.activity_id, input.ids) };
    },
    download: async (user: CurrentUser, activityId: number) => {
      const repo = await own(user, activityId);
      const content = new Uint8Array(await unusedCodesSheet(repo, activityId));
      return { name: `答题码_${activityId}_${shanghaiStamp(deps.clock())}.xlsx`, mime: xlsxMime, content };
    },
  };
};
