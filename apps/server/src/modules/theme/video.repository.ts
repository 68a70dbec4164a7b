import type { ThemeVideo } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Owner } from '../wallet/index.js';
import { themeVideos, videoViews } from './theme.table.js';

export type ThemeVideoRow = typeof themeVideos.$inferSelect;
export type VideoViewRow = typeof videoViews.$inferSelect;

const viewOf = (activityId: number, participantId: number) =>
  and(eq(videoViews.activityId, activityId), eq(videoViews.participantId, participantId));

/** The learning video of an activity and how far each participant has watched it. */
export const videoRepository = (db: Db) => ({
  videoOf: async (activityId: number): Promise<ThemeVideoRow | null> =>
    (await db.select().from(themeVideos).where(eq(themeVideos.activityId, activityId)))[0] ?? null,
  save: async (owner: Owner, activityId: number, video: ThemeVideo) => {
    const fields = {
      enabled: video.enabled,
      title: video.title,
      url: video.url,
      cover: video.cover,
      minSeconds: video.min_seconds,
    };
    await db
      .insert(themeVideos)
      .values({ ...owner, activityId, ...fields })
      .onConflictDoUpdate({ target: themeVideos.activityId, set: fields });
  },

  viewOf: async (activityId: number, participantId: number): Promise<VideoViewRow | null> =>
    (await db.select().from(videoViews).where(viewOf(activityId, participantId)))[0] ?? null,
  /** Creates the participant's view when missing and locks it, so reports sent at once are counted one by one. */
  lockView: async (activityId: number, participantId: number): Promise<VideoViewRow> => {
    await db.insert(videoViews).values({ activityId, participantId }).onConflictDoNothing();
    const [row] = await db.select().from(videoViews).where(viewOf(activityId, participantId)).for('update');
    if (!row) throw new Error('video view vanished after insert');
    return row;
  },
  updateView: async (id: number, fields: Pick<VideoViewRow, 'watchedSeconds' | 'lastReportAt' | 'completedAt'>) => {
    const [row] = await db.update(videoViews).set(fields).where(eq(videoViews.id, id)).returning();
    if (!row) throw new Error('video view vanished while locked');
    return row;
  },
});
