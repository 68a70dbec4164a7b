import { smsPriceFen, smsSegmentChars, toYuan } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser, Tenant } from '../../platform/request-context.js';
import { changeBalance } from './balance.repository.js';
import { ownerOf } from './organiser.js';
import { smsRepository } from './sms.repository.js';
import { toSmsRecord } from './wallet.mappers.js';

/** Characters as a phone counts them (code points), split into billed segments. */
export const smsSegments = (content: string) => Math.ceil([...content].length / smsSegmentChars);

export const smsService = (deps: Pick<Deps, 'db' | 'sms' | 'log'>) => {
  const records = smsRepository(deps.db);
  return {
    list: async (user: CurrentUser, input: { page: number; limit: number; phone?: string }) => {
      const paging = { page: input.page, limit: input.limit };
      const { rows, total } = await records.page(ownerOf(user), { phone: input.phone || undefined }, paging);
      return { list: rows.map(toSmsRecord), total, ...paging };
    },

    /**
     * Debit, record and send happen in one transaction, and the send comes last in it. The debit's
     * guarded UPDATE locks the account row, so a concurrent spend waits instead of racing a balance
     * check, and a short balance stops us before anything is sent. A failed send rolls the debit and
     * the record back, so no money is taken for a message that did not go out, and there is no refund
     * step that could itself fail. The one leftover window (sent, then the commit fails) gives the
     * organiser a free message rather than charging for nothing or twice. The price is holding the
     * account row for the length of one provider call, which the provider's own timeout bounds.
     */
    sendTest: async (user: CurrentUser, tenant: Tenant, input: { phone: string }) => {
      const content = `【${tenant.title}】这是一条测试短信，收到即表示短信通道正常。`;
      const segments = smsSegments(content);
      const cost = segments * smsPriceFen;
      const owner = ownerOf(user);
      return deps.db.transaction(async (tx) => {
        const entry = await changeBalance(tx, {
          ...owner,
          kind: 'dx_money',
          amount: -cost,
          reason: 'sms',
          remark: `测试短信 ${input.phone}`,
          actorId: user.id,
        });
        const record = await smsRepository(tx).insert({
          ...owner,
          phone: input.phone,
          content,
          segments,
          cost,
          status: 'sent',
          actorId: user.id,
        });
        await deps.sms.send({ phone: input.phone, type: 'notice', content }).catch((err: unknown) => {
          deps.log.warn({ err, phone: input.phone }, 'test sms was not sent');
          throw new AppError('WALLET_SMS_SEND_FAILED');
        });
        return { record: toSmsRecord(record), dx_money: toYuan(entry.balanceAfter) };
      });
    },
  };
};
