import { toYuan } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser, Tenant } from '../../platform/request-context.js';
import { sendChargedSms } from './charged-sms.js';
import { ownerOf } from './organiser.js';
import { smsRepository } from './sms.repository.js';
import { toSmsRecord } from './wallet.mappers.js';

export const smsService = (deps: Pick<Deps, 'db' | 'sms' | 'log'>) => {
  const records = smsRepository(deps.db);
  return {
    list: async (user: CurrentUser, input: { page: number; limit: number; phone?: string }) => {
      const paging = { page: input.page, limit: input.limit };
      const { rows, total } = await records.page(ownerOf(user), { phone: input.phone || undefined }, paging);
      return { list: rows.map(toSmsRecord), total, ...paging };
    },

    sendTest: async (user: CurrentUser, tenant: Tenant, input: { phone: string }) => {
      const content = `【${tenant.title}】这是一条测试短信，收到即表示短信通道正常。`;
      const sms = {
        message: { phone: input.phone, type: 'notice' as const, content },
        text: content,
        recorded: content,
        remark: `测试短信 ${input.phone}`,
        actorId: user.id,
      };
      const { entry, record } = await sendChargedSms(deps, ownerOf(user), sms, (err) => {
        deps.log.warn({ err, phone: input.phone }, 'test sms was not sent');
        throw new AppError('WALLET_SMS_SEND_FAILED');
      });
      return { record: toSmsRecord(record), dx_money: toYuan(entry.balanceAfter) };
    },
  };
};
