import { type H5Activity, h5StateMessages, trialLimits } from '@app/contract';
import type { ActivityRecord } from './own-activity.js';

export type H5State = H5Activity['state'];

/**
 * Where a participant page stands: a draft runs as a trial until trialLimits.participants have joined;
 * a published one runs inside its time window until its paid period ends.
 */
/** What decides whether an activity can be taken part in now. */
export type ActivityWindow = Pick<ActivityRecord, 'deletedAt' | 'status' | 'expiresAt' | 'startTime' | 'endTime'>;

export const h5StateOf = (activity: ActivityWindow, now: Date, trialParticipants: number): H5State => {
  if (activity.deletedAt) return 'closed';
  if (activity.status === 'published' && activity.expiresAt && activity.expiresAt <= now) return 'expired';
  if (activity.startTime && now < activity.startTime) return 'not_started';
  if (activity.endTime && now >= activity.endTime) return 'ended';
  if (activity.status === 'draft') return trialParticipants >= trialLimits.participants ? 'trial_full' : 'trial';
  return 'running';
};

export const canTakePart = (state: H5State) => state === 'running' || state === 'trial';

export const h5StateMessage = (state: H5State) => h5StateMessages[state];
