import type { AntiCheatSettings } from '@app/contract';
import type { participants } from './activity.table.js';
import type { AntiCheatConfigRow } from './anti-cheat.repository.js';

type ParticipantRow = typeof participants.$inferSelect;

/** No saved row reads as everything off. */
export const toAntiCheatSettings = (row: AntiCheatConfigRow | null): AntiCheatSettings => ({
  signed_device: row?.signedDevice ?? false,
  one_device_per_phone: row?.oneDevicePerPhone ?? false,
  ip_day_max: row?.ipDayMax ?? 0,
});

export const toBannedParticipant = (row: ParticipantRow) => ({
  participant_id: row.id,
  name: row.name,
  phone: row.phone,
  unit: row.unit,
  reason: row.banReason,
  banned_at: row.bannedAt?.toISOString() ?? '',
});
