import { barrageFilteredWord } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { activityOwner } from '../activity/index.js';
import { toScreenMessage } from './lottery-barrage.mappers.js';
import { lotteryBarrageRepository } from './lottery-barrage.repository.js';
import type { LotteryBarrageEvents } from './lottery-barrage-events.js';
import { lotterySettingsRepository } from './lottery-settings.repository.js';
import { lotteryTickets } from './lottery-signin-ticket.js';

/**
 * A signed-in phone's barrage: its length is the contract's, then the organiser's rate per person and word
 * filter. Pre-moderation queues it; post-moderation approves it and sends it to the big screen at once.
 */
export const lotteryBarragePhoneService = (deps: Deps, events: LotteryBarrageEvents) => {
  const tickets = lotteryTickets(deps);
  return {
    send: async (ticket: string, text: string) => {
      const { activity, person } = await tickets.signedPersonOf(ticket);
      const { barrage, draw } = await lotterySettingsRepository(deps.db).read(activity.id);
      if (!barrage.enabled) throw new AppError('LOTTERY_BARRAGE_OFF');
      // Every attempt counts, refused ones too: probing the word filter is no way around the rate.
      const sent = await deps.limiter.hit(`lottery:barrage:${activity.id}:${person.id}`, 60);
      if (sent.count > barrage.rate_per_minute) throw new AppError('LOTTERY_BARRAGE_TOO_FAST');
      if (barrageFilteredWord(text, barrage.words) !== undefined) throw new AppError('LOTTERY_BARRAGE_FILTERED');
      const row = await lotteryBarrageRepository(deps.db).insert({
        ...activityOwner(activity),
        personId: person.id,
        participantId: person.participantId,
        name: person.name,
        text,
        status: barrage.moderation === 'post' ? 'approved' : 'pending',
      });
      if (row.status === 'approved') events.add(activity.id, [toScreenMessage(row, draw.masked_display)]);
      return { id: row.id, status: row.status };
    },
  };
};
