import { displayName, type LotteryMessage, type LotteryScreenMessage, lotteryVerifyCodes } from '@app/contract';
import type { MessageRow } from './lottery-barrage.repository.js';

export const toMessage = (row: MessageRow): LotteryMessage => ({
  id: row.id,
  activity_id: row.activityId,
  person_id: row.personId,
  name: row.name,
  text: row.text,
  status: row.status,
  is_verify: lotteryVerifyCodes[row.status],
  system: row.system,
  created_at: row.createdAt.toISOString(),
});

/** A message as it flies across the public screen: the sender's name masked when the screen masks names. */
export const toScreenMessage = (
  row: Pick<MessageRow, 'id' | 'name' | 'text' | 'system'>,
  masked: boolean,
): LotteryScreenMessage => ({
  id: row.id,
  name: row.system ? row.name : displayName(row.name, masked),
  text: row.text,
  system: row.system,
});
