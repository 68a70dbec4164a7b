import type { ThemeVideoRow, VideoViewRow } from './video.repository.js';

/** A page may run this far ahead of real time: network lag and timer jitter. */
const slackMs = 2_000;

/**
 * Seconds watched after a report of `seconds`, never less than before. The gain is capped by the real time since
 * the view was last counted to (`lastReportAt`; the first report starts the count). That mark moves on by the gain
 * when the slack is used, so the slack is allowed once and cannot pile up over reports sent in quick succession.
 */
export const watchedAfter = (
  view: Pick<VideoViewRow, 'watchedSeconds' | 'lastReportAt'>,
  seconds: number,
  now: Date,
) => {
  const countedTo = view.lastReportAt?.getTime() ?? now.getTime();
  const allowed = Math.max(0, (now.getTime() - countedTo + slackMs) / 1000);
  const watchedSeconds = Math.max(view.watchedSeconds, Math.min(seconds, view.watchedSeconds + allowed));
  const gainedMs = (watchedSeconds - view.watchedSeconds) * 1000;
  return { watchedSeconds, lastReportAt: new Date(Math.max(now.getTime(), countedTo + gainedMs)) };
};

/** Watched long enough: once reached it stays so, even if the organiser raises the bar later. */
export const isCompleted = (
  video: Pick<ThemeVideoRow, 'minSeconds'> | null,
  view: Pick<VideoViewRow, 'watchedSeconds' | 'completedAt'> | null,
) => view?.completedAt != null || (view?.watchedSeconds ?? 0) >= (video?.minSeconds ?? 0);
