import { type H5Activity, quizSettingsSchema } from '@app/contract';
import type { z } from 'zod';

const liveSettingsSchema = quizSettingsSchema.pick({
  rules: true,
  theme: true,
  show_ranking: true,
  no_copy: true,
  leave_limit: true,
  barrier: true,
});
export type LiveSettings = z.infer<typeof liveSettingsSchema>;

/** What the participant pages read of the quiz settings; settings the page cannot read fall back to defaults. */
export const readLiveSettings = (settings: H5Activity['settings']): LiveSettings => {
  const parsed = liveSettingsSchema.safeParse(settings);
  return parsed.success ? parsed.data : liveSettingsSchema.parse({});
};

/** Only these states let a participant take part; the others come with a message instead. */
export const canTakePart = (state: H5Activity['state']) => state === 'running' || state === 'trial';

/** Seconds and milliseconds as a clock reads: 1:05, or 1:02:03 past an hour. */
export const clockText = (ms: number) => {
  const total = Math.max(0, Math.round(ms / 1000));
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
};
