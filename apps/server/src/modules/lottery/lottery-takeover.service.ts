import { type LotteryTakeover, liveChannels, maskEmployeeNo, maskPhone } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { ActivityRecord } from '../activity/index.js';
import { lotteryPeopleRepository, type PersonRow } from './lottery-people.repository.js';
import { lotteryTakeoverRepository } from './lottery-takeover.repository.js';

/**
 * A second device's request for a roster row another device signed in as ("X asks to take over 王建国's seat"):
 * it waits on the host's console until the host approves it (the row, its seat and its prizes move to the asking
 * device) or refuses it (nothing moves). The requests stay as the record of who moved whom.
 */
export const lotteryTakeoverService = (deps: Pick<Deps, 'db' | 'clock' | 'bus'>) => {
  const { db, clock } = deps;

  /** The console reads its requests again; the count is all the public channel carries. */
  const announce = async (activity: ActivityRecord) => {
    const pending = await lotteryTakeoverRepository(db).pendingCount(activity);
    await deps.bus.publish(liveChannels.stage(activity.id), 'lottery.takeover', { activity_id: activity.id, pending });
  };

  return {
    ask: async (activity: ActivityRecord, person: PersonRow, seat: { participantId: number; playerId: number }) => {
      const request = await lotteryTakeoverRepository(db).ask(activity, { personId: person.id, ...seat });
      await announce(activity);
      return { id: request.id, status: request.status, name: person.name };
    },

    /** What the asking phone shows: its request while it waits, or the host's no (an approval signs it in). */
    askOf: async (activity: ActivityRecord, participantId: number) => {
      const latest = await lotteryTakeoverRepository(db).latestOf(activity, participantId);
      if (!latest || latest.request.status === 'approved') return null;
      return { id: latest.request.id, status: latest.request.status, name: latest.name };
    },

    waiting: async (activity: ActivityRecord): Promise<LotteryTakeover[]> =>
      (await lotteryTakeoverRepository(db).waiting(activity)).map(({ request, person }) => ({
        id: request.id,
        status: request.status,
        name: person.name,
        person_id: person.id,
        phone: maskPhone(person.phone),
        employee_no: maskEmployeeNo(person.employeeNo),
        asked_at: request.createdAt.toISOString(),
      })),

    /**
     * Approves or refuses a waiting request, once. An asking device that has meanwhile signed in as someone else
     * cannot hold a second row: its request is refused instead.
     */
    decide: async (activity: ActivityRecord, takeoverId: number, approve: boolean) => {
      await db.transaction(async (tx: Db) => {
        const takeovers = lotteryTakeoverRepository(tx);
        const people = lotteryPeopleRepository(tx);
        const now = clock();
        const request = await takeovers.waitingById(activity, takeoverId);
        if (!request) throw new AppError('LOTTERY_TAKEOVER_NOT_FOUND');
        const moves = approve && !(await people.byParticipant(activity, request.participantId));
        // Decided only if still waiting: of two hosts answering at once, one decides.
        if (!(await takeovers.decide(activity, takeoverId, moves ? 'approved' : 'refused', now))) {
          throw new AppError('LOTTERY_TAKEOVER_NOT_FOUND');
        }
        if (!moves) return;
        await people.update(activity, request.personId, {
          participantId: request.participantId,
          playerId: request.playerId,
        });
        await takeovers.refuseOthers(activity, request.personId, request.id, now);
      });
      await announce(activity);
    },
  };
};
