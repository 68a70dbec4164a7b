import { activityKind, onSiteKinds } from '@app/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activities } from './activity.table.js';

/**
 * The activity kinds each channel kind follows: a vote's ranking, or an on-site session (`game`, and `stage` for
 * what only its big screen and console show: public too, as the screen is).
 */
const channelKinds = new Map<string, readonly number[]>([
  ['vote', [activityKind.survey]],
  ['game', onSiteKinds],
  ['stage', onSiteKinds],
]);

/**
 * Whether a socket of this tenant may listen to a channel: only known kinds, and only for an activity of the
 * tenant that exists and is of a kind the channel belongs to. Answers why not, or null.
 */
export const channelAccess =
  (db: Db) =>
  async (tenantId: number, channel: string): Promise<string | null> => {
    const [kind, id] = channel.split(':');
    const kinds = channelKinds.get(kind ?? '');
    if (!kinds) return '频道不存在';
    const activityId = Number(id);
    if (!Number.isSafeInteger(activityId) || activityId < 1 || activityId > 2_147_483_647) return '频道不存在';
    const [row] = await db
      .select({ id: activities.id })
      .from(activities)
      .where(
        and(
          eq(activities.id, activityId),
          eq(activities.tenantId, tenantId),
          inArray(activities.kind, [...kinds]),
          isNull(activities.deletedAt),
        ),
      );
    return row ? null : '活动不存在';
  };
