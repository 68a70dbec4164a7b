import { randomBytes } from 'node:crypto';
import { type contract, type ParsedInputOf, trialLimits } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { Tenant } from '../../platform/request-context.js';
import { canTakePart, type H5State, h5StateMessage, h5StateOf } from './h5-state.js';
import type { ActivityRecord } from './own-activity.js';
import { participantViewOf, toH5Activity, toParticipant } from './participant.mappers.js';
import { type ParticipantDetails, participantRepository } from './participant.repository.js';
import { checkSignup } from './signup-fields.js';

type EnterInput = ParsedInputOf<typeof contract.activity.h5Enter>;

/** Enough for a crowd behind one office or campus address; few enough to make guessing a password slow. */
const entriesPerIpPerMinute = 60;

const unavailable = (state: H5State) => new AppError('H5_ACTIVITY_UNAVAILABLE', h5StateMessage(state));
const newTicket = () => randomBytes(24).toString('base64url');

export const participantService = (deps: Pick<Deps, 'db' | 'clock' | 'limiter'>) => {
  const { db } = deps;

  const activityOf = async (tenant: Tenant, code: string) => {
    const activity = await participantRepository(db).activityByCode(tenant.id, code);
    if (!activity) throw unavailable('closed');
    return activity;
  };

  const stateOf = async (activity: ActivityRecord) => {
    const trials = activity.status === 'draft' ? await participantRepository(db).trialCount(activity.id) : 0;
    return h5StateOf(activity, deps.clock(), trials);
  };

  /**
   * The same identity comes back as the same participant with the same ticket. A draft's trial places are
   * counted under a lock on the activity, so ten places never become eleven.
   */
  const join = (activity: ActivityRecord, identity: string, details: ParticipantDetails) =>
    db.transaction(async (tx: Db) => {
      const repo = participantRepository(tx);
      const trial = activity.status === 'draft';
      if (trial) await repo.lockActivity(activity.id);
      const known = await repo.byIdentity(activity.id, identity);
      if (known) return repo.update(known.id, details);
      if (trial && (await repo.trialCount(activity.id)) >= trialLimits.participants) throw unavailable('trial_full');
      const owner = { tenantId: activity.tenantId, customerId: activity.customerId };
      const created = await repo.insertNew({
        ...owner,
        ...details,
        activityId: activity.id,
        identity,
        trial,
        ticket: newTicket(),
      });
      if (!created) {
        const raced = await repo.byIdentity(activity.id, identity);
        return repo.update(raced!.id, details);
      }
      await repo.countJoin(activity.id);
      return created;
    });

  return {
    info: async (tenant: Tenant, code: string) => {
      const activity = await activityOf(tenant, code);
      return toH5Activity(activity, await stateOf(activity));
    },

    enter: async (tenant: Tenant, input: EnterInput, ip: string) => {
      if ((await deps.limiter.hit(`h5enter:ip:${ip}`, 60)).count > entriesPerIpPerMinute) {
        throw new AppError('TOO_MANY_REQUESTS');
      }
      const activity = await activityOf(tenant, input.code);
      const state = await stateOf(activity);
      // A full trial still lets those already in come back; `join` refuses newcomers.
      if (!canTakePart(state) && state !== 'trial_full') throw unavailable(state);
      if (activity.password !== '' && input.password !== activity.password) throw new AppError('H5_PASSWORD_WRONG');
      const fields = checkSignup(participantViewOf(activity), input.fields);
      const identity = fields.phone ? `phone:${fields.phone}` : `device:${input.device_id}`;
      const details = {
        deviceId: input.device_id,
        name: fields.name ?? '',
        phone: fields.phone ?? '',
        unit: fields.unit ?? '',
        fields,
      };
      return toParticipant(await join(activity, identity, details));
    },
  };
};
