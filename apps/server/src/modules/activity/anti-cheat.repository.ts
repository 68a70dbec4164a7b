import type { AntiCheatSettings } from '@app/contract';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Owner } from '../wallet/index.js';
import { antiCheatConfigs, participants } from './activity.table.js';

export type AntiCheatConfigRow = typeof antiCheatConfigs.$inferSelect;

/** An activity's anti-cheat settings and its banned participants; callers have checked the activity is theirs. */
export const antiCheatRepository = (db: Db) => ({
  configOf: async (activityId: number): Promise<AntiCheatConfigRow | null> =>
    (await db.select().from(antiCheatConfigs).where(eq(antiCheatConfigs.activityId, activityId)))[0] ?? null,
  saveConfig: async (owner: Owner, activityId: number, settings: AntiCheatSettings) => {
    const fields = {
      signedDevice: settings.signed_device,
      oneDevicePerPhone: settings.one_device_per_phone,
      ipDayMax: settings.ip_day_max,
    };
    await db
      .insert(antiCheatConfigs)
      .values({ ...owner, activityId, ...fields })
      .onConflictDoUpdate({ target: antiCheatConfigs.activityId, set: fields });
  },
  /** Newest ban first. */
  bannedOf: (activityId: number) =>
    db
      .select()
      .from(participants)
      .where(and(eq(participants.activityId, activityId), isNotNull(participants.bannedAt)))
      .orderBy(desc(participants.bannedAt), desc(participants.id)),
  participantOf: async (activityId: number, participantId: number) =>
    (
      await db
        .select()
        .from(participants)
        .where(and(eq(participants.id, participantId), eq(participants.activityId, activityId)))
    )[0] ?? null,
  setBan: async (participantId: number, bannedAt: Date | null, reason: string) =>
    (
      await db
        .update(participants)
        .set({ bannedAt, banReason: reason })
        .where(eq(participants.id, participantId))
        .returning()
    )[0]!,
});
