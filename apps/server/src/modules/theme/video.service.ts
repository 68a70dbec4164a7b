import { activityKind, type contract, type ParsedInputOf } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { ownActivity } from '../activity/index.js';
import { quizOfTicket } from '../quiz/index.js';
import { ownerOf } from '../wallet/index.js';
import { toThemeVideo } from './video.mappers.js';
import { type ThemeVideoRow, type VideoViewRow, videoRepository } from './video.repository.js';
import { isCompleted, watchedAfter } from './video-progress.js';

type Input<E extends keyof typeof contract.theme> = ParsedInputOf<(typeof contract.theme)[E]>;

const toProgress = (video: ThemeVideoRow | null, view: VideoViewRow | null) => ({
  watched_seconds: Math.floor(view?.watchedSeconds ?? 0),
  completed: isCompleted(video, view),
});

/** The learning video an online quiz may ask participants to watch before answering. */
export const videoService = (deps: Pick<Deps, 'db' | 'clock'>) => {
  const { db } = deps;
  const repo = videoRepository(db);
  return {
    info: async (user: CurrentUser, activityId: number) => {
      await ownActivity(db, user, activityId, activityKind.onlineQuiz);
      return toThemeVideo(await repo.videoOf(activityId));
    },
    save: async (user: CurrentUser, input: Input<'videoSave'>) => {
      const { activity_id: activityId, ...video } = input;
      await ownActivity(db, user, activityId, activityKind.onlineQuiz);
      if (video.enabled && !video.url) throw new AppError('VALIDATION_FAILED', '请上传学习视频');
      await repo.save(ownerOf(user), activityId, video);
      return toThemeVideo(await repo.videoOf(activityId));
    },

    h5Video: async (ticket: string) => {
      const { participant, activity } = await quizOfTicket(db, ticket, deps.clock());
      const [video, view] = await Promise.all([repo.videoOf(activity.id), repo.viewOf(activity.id, participant.id)]);
      return { ...toThemeVideo(video), ...toProgress(video, view) };
    },
    progress: async (input: Input<'h5VideoProgress'>) => {
      const { participant, activity } = await quizOfTicket(db, input.ticket, deps.clock());
      const video = await repo.videoOf(activity.id);
      // A switched-off video has nothing to count; the page only learns where it stands.
      if (!video?.enabled) return toProgress(video, await repo.viewOf(activity.id, participant.id));
      const now = deps.clock();
      const view = await db.transaction(async (tx: Db) => {
        const txRepo = videoRepository(tx);
        const locked = await txRepo.lockView(activity.id, participant.id);
        const counted = watchedAfter(locked, input.seconds, now);
        const reached = counted.watchedSeconds >= video.minSeconds;
        return txRepo.updateView(locked.id, { ...counted, completedAt: locked.completedAt ?? (reached ? now : null) });
      });
      return toProgress(video, view);
    },
  };
};
