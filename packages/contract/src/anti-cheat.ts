import { z } from 'zod';
import { activityCodeSchema } from './activity.js';
import { activityEndpoint, endpoint } from './endpoint.js';
import { idSchema } from './fields.js';

/**
 * Anti-cheat of an activity (spec: noBanned): who may join and how often, and the participants the organiser has
 * banned. Leaving the page during an attempt is CheatListen (quiz contract).
 */
export const antiCheatSettingsSchema = z.object({
  /** Joining takes a device string the server issued (getUniqStr), so a page cannot invent new devices at will. */
  signed_device: z.boolean().default(false),
  /** A phone joins from the first device it used only. */
  one_device_per_phone: z.boolean().default(false),
  /** New participants per IP address per day (Asia/Shanghai); 0 for no limit. */
  ip_day_max: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type AntiCheatSettings = z.infer<typeof antiCheatSettingsSchema>;

export const bannedParticipantSchema = z.object({
  participant_id: z.number(),
  name: z.string(),
  phone: z.string(),
  unit: z.string(),
  reason: z.string(),
  banned_at: z.string(),
});

const activityIdInput = z.object({ activity_id: idSchema });

export const antiCheatContract = {
  info: activityEndpoint({
    method: 'POST',
    path: '/api/noBanned/info',
    effect: 'read',
    input: activityIdInput,
    data: z.object({ settings: antiCheatSettingsSchema, banned: z.array(bannedParticipantSchema) }),
  }),
  setting: activityEndpoint({
    method: 'POST',
    path: '/api/noBanned/setting',
    input: activityIdInput.extend(antiCheatSettingsSchema.shape),
    data: antiCheatSettingsSchema,
  }),
  /** Bans a participant: their ticket stops working and they cannot join again. Their records stay. */
  ban: activityEndpoint({
    method: 'POST',
    path: '/api/noBanned/ban',
    input: activityIdInput.extend({
      participant_id: idSchema,
      reason: z.string().trim().max(100, { error: '原因不能超过100个字' }).default(''),
    }),
    data: bannedParticipantSchema,
  }),
  unban: activityEndpoint({
    method: 'POST',
    path: '/api/noBanned/unban',
    input: activityIdInput.extend({ participant_id: idSchema }),
    data: z.null(),
  }),
  /** Participant: a device string signed by the server, to join with when the activity asks for one. */
  uniqStr: endpoint({
    method: 'POST',
    path: '/api/noBanned/getUniqStr',
    auth: 'public',
    input: z.object({ code: activityCodeSchema }),
    data: z.object({ uniq: z.string() }),
  }),
};
