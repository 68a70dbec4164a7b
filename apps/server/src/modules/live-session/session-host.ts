import { randomBytes } from 'node:crypto';
import { activityPageGrant } from '@app/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { type CurrentUser, holdsGrant, type Tenant } from '../../platform/request-context.js';
import { activities, ownActivity } from '../activity/index.js';
import { sessionRepository } from './session.repository.js';

/** 32 random bytes: the host link is a bearer secret, so it must not be guessable. */
export const newHostKey = () => randomBytes(32).toString('base64url');

export type HostInput = { activity_id?: number; host_key?: string };

/**
 * The activity a host command is for. With the host link's key, its session's activity on this site (the key is the
 * whole credential, so a phone can be the console without logging in). Otherwise the caller's own activity: the
 * organiser, or staff whose role grants the activity page.
 */
export const hostedActivity = async (
  db: Db,
  kinds: readonly number[],
  tenant: Tenant,
  user: CurrentUser | null,
  input: HostInput,
) => {
  if (input.host_key) {
    const session = await sessionRepository(db).byHostKey(input.host_key);
    const [activity] = session
      ? await db
          .select()
          .from(activities)
          .where(
            and(
              eq(activities.id, session.activityId),
              eq(activities.tenantId, tenant.id),
              isNull(activities.deletedAt),
            ),
          )
      : [];
    if (!activity || (input.activity_id !== undefined && input.activity_id !== activity.id)) {
      throw new AppError('GAME_HOST_KEY_INVALID');
    }
    // A host link opens only its own kind's console: the host page asks each kind's console in turn.
    if (!kinds.includes(activity.kind)) throw new AppError('ACTIVITY_KIND_MISMATCH');
    return activity;
  }
  if (!user) throw new AppError('AUTH_NOT_LOGGED_IN');
  if (!holdsGrant(user, activityPageGrant)) throw new AppError('AUTH_FORBIDDEN');
  const activity = await ownActivity(db, user, input.activity_id ?? 0);
  if (!kinds.includes(activity.kind)) throw new AppError('ACTIVITY_KIND_MISMATCH');
  return activity;
};
