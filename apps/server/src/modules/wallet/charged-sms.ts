import { smsPriceFen, smsSegmentChars } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import type { SmsMessage } from '../../platform/sms/sms-sender.js';
import { changeBalance } from './balance.repository.js';
import type { Owner } from './organiser.js';
import { smsRepository } from './sms.repository.js';

/** Characters as a phone counts them (code points), split into billed segments. */
export const smsSegments = (content: string) => Math.ceil([...content].length / smsSegmentChars);

type ChargedSms = {
  message: SmsMessage;
  /** The text the phone receives, which is what is billed. */
  text: string;
  /** The text the organiser's SMS records show (a code is masked there). */
  recorded: string;
  remark: string;
  actorId: number | null;
};

/**
 * Debit, record and send happen in one transaction, and the send comes last in it. The debit's guarded UPDATE
 * locks the account row, so a concurrent spend waits instead of racing a balance check, and a short balance stops
 * us before anything is sent (WALLET_SMS_BALANCE_NOT_ENOUGH). A failed send rolls the debit and the record back,
 * so no money is taken for a message that did not go out, and there is no refund step that could itself fail. The
 * one leftover window (sent, then the commit fails) gives the organiser a free message rather than charging for
 * nothing or twice. The price is holding the account row for the length of one provider call, which the
 * provider's own timeout bounds. `onSendFailed` is what the caller's user is told then.
 */
export const sendChargedSms = (
  deps: Pick<Deps, 'db' | 'sms'>,
  owner: Owner,
  sms: ChargedSms,
  onSendFailed: (err: unknown) => never,
) => {
  const segments = smsSegments(sms.text);
  const cost = segments * smsPriceFen;
  return deps.db.transaction(async (tx: Db) => {
    const entry = await changeBalance(tx, {
      ...owner,
      kind: 'dx_money',
      amount: -cost,
      reason: 'sms',
      remark: sms.remark,
      actorId: sms.actorId,
    });
    const record = await smsRepository(tx).insert({
      ...owner,
      phone: sms.message.phone,
      content: sms.recorded,
      segments,
      cost,
      status: 'sent',
      actorId: sms.actorId,
    });
    await deps.sms.send(sms.message).catch(onSendFailed);
    return { entry, record };
  });
};
