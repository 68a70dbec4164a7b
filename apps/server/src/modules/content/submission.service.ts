import type { contract, ParsedInputOf } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser, Tenant } from '../../platform/request-context.js';
import { submissionRepository } from './submission.repository.js';

type FeedbackInput = ParsedInputOf<typeof contract.content.addFeedback>;
type ApplyInput = ParsedInputOf<typeof contract.content.addAgentApply>;

export const submissionLimits = { feedbackPerUserPerDay: 20, agentApplyPerIpPerDay: 5 } as const;

/** Counters reset at midnight in China, where the organisers are. */
const chinaDay = (now: Date) => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** Feedback screenshots come from our uploads or a web address, never a script url. */
const imageUrl = /^(\/uploads\/|https?:\/\/)[^\s"'<>]+$/i;

export const submissionService = (deps: Pick<Deps, 'db' | 'clock' | 'limiter'>) => {
  const repo = submissionRepository(deps.db);
  const withinDailyLimit = async (key: string, max: number) => {
    const { count } = await deps.limiter.hit(`${key}:${chinaDay(deps.clock())}`, 86_400);
    if (count > max) throw new AppError('TOO_MANY_REQUESTS', '今日提交次数已达上限，请明天再试');
  };
  return {
    addFeedback: async (tenant: Tenant, user: CurrentUser, input: FeedbackInput) => {
      if (!input.images.every((url) => imageUrl.test(url))) throw new AppError('VALIDATION_FAILED', '图片地址无效');
      await withinDailyLimit(`feedback:${tenant.id}:${user.id}`, submissionLimits.feedbackPerUserPerDay);
      const row = await repo.insertFeedback({
        tenantId: tenant.id,
        customerId: user.ownerId,
        actorId: user.id,
        type: input.type,
        content: input.content,
        images: input.images,
        contact: input.contact,
      });
      return { id: row.id };
    },
    addAgentApply: async (tenant: Tenant, user: CurrentUser | null, ip: string, input: ApplyInput) => {
      await withinDailyLimit(`agent-apply:${tenant.id}:${ip}`, submissionLimits.agentApplyPerIpPerDay);
      const row = await repo.insertApplicationUnlessPending({
        tenantId: tenant.id,
        customerId: user?.ownerId ?? null,
        name: input.name,
        phone: input.phone,
        company: input.company,
        city: input.city,
        remark: input.remark,
      });
      if (!row) throw new AppError('CONTENT_AGENT_APPLY_PENDING');
      return { id: row.id };
    },
  };
};
