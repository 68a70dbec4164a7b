import {
  type ActivityDetail,
  type ActivityStatus,
  type ActivitySummary,
  type publishStateSchema,
  qrcodeStyleSchema,
  trialLimits,
} from '@app/contract';
import type { z } from 'zod';
import type { ActivityRow } from './activity.repository.js';

const dayMs = 86_400_000;

/** Expiry is read from the clock, so nothing has to run when a paid period ends. */
export const statusOf = (row: ActivityRow, now: Date): ActivityStatus => {
  if (row.status === 'draft') return 'draft';
  return row.expiresAt && row.expiresAt <= now ? 'expired' : 'published';
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toActivitySummary = (row: ActivityRow, now: Date): ActivitySummary => {
  const status = statusOf(row, now);
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    cover: row.cover,
    status,
    is_online: status === 'published' ? 1 : 0,
    start_time: iso(row.startTime),
    end_time: iso(row.endTime),
    expires_at: iso(row.expiresAt),
    join_count: row.joinCount,
    created_at: row.createdAt.toISOString(),
  };
};

/** `trialJoined`: participants who joined while the activity was a draft. */
export const toActivityDetail = (row: ActivityRow, now: Date, trialJoined: number): ActivityDetail => ({
  ...toActivitySummary(row, now),
  description: row.description,
  template_id: row.templateId,
  link: row.code ? `/h5/${row.code}` : '',
  code: row.code ?? '',
  password: row.password,
  qrcode_style: qrcodeStyleSchema.parse(row.qrcodeStyle ?? {}),
  no_publish_icon: row.noPublishIcon ? 1 : 0,
  published_at: iso(row.publishedAt),
  trial_left: Math.max(0, trialLimits.participants - trialJoined),
  settings: row.settings,
});

/** `published`: paid for at least once (running or expired); `expired`: its paid period has ended. */
export const toPublishState = (row: ActivityRow, now: Date): z.infer<typeof publishStateSchema> => {
  const status = statusOf(row, now);
  const onlineUntil = status === 'published' ? row.expiresAt : null;
  return {
    status,
    published: status !== 'draft',
    expired: status === 'expired',
    expires_at: iso(row.expiresAt),
    days_left: onlineUntil ? Math.ceil((onlineUntil.getTime() - now.getTime()) / dayMs) : 0,
  };
};
