import type { DataOf } from '@app/contract';
import { quizContract } from '@app/contract/quiz';
import { themeContract } from '@app/contract/theme';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../app/api-error.js';
import { callLive } from '../kit/live-api.js';
import { liveKey, useLiveMutation, useLiveQuery } from '../kit/live-hooks.js';
import type { LiveSession } from '../kit/live-screen.js';

export type LiveVideo = DataOf<typeof themeContract.h5Video>;
export type MorePage = DataOf<typeof themeContract.h5More>;
export type MoreAnswers = Record<string, string[]>;

const videoKey = (ticket: string) => liveKey(themeContract.h5Video, { ticket });
const moreKey = (ticket: string) => liveKey(themeContract.h5More, { ticket });

// Silent: an activity without a video or extra questions may refuse these reads; the page then just shows neither.
export const useVideo = (ticket: string) => useLiveQuery(themeContract.h5Video, { ticket }, { silent: true });
export const useMore = (ticket: string) => useLiveQuery(themeContract.h5More, { ticket }, { silent: true });

/** The video must be watched before answering. */
export const videoPending = (video: LiveVideo | undefined) =>
  !!video?.enabled && video.min_seconds > 0 && !video.completed;

/** The extra questions come before answering and a required one has no answer yet. */
export const moreFirst = (page: MorePage | undefined) =>
  !!page?.enabled &&
  page.position === 'before' &&
  page.questions.some((q) => q.required && !(page.answers[String(q.id)]?.length ?? 0));

/** The extra questions come after answering and are still to be filled in. */
export const moreAfter = (page: MorePage | undefined) =>
  !!page?.enabled && page.position === 'after' && !page.submitted && page.questions.length > 0;

/** Reports watching; the answer updates the video's progress in place, so every screen sees it at once. */
export const useVideoProgress = (ticket: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (seconds: number) => callLive(themeContract.h5VideoProgress, { ticket, seconds }, { silent: true }),
    onSuccess: (progress) =>
      client.setQueryData<LiveVideo>(videoKey(ticket), (video) => video && { ...video, ...progress }),
  });
};

export const useMoreSubmit = (ticket: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answers: MoreAnswers) => callLive(themeContract.h5MoreSubmit, { ticket, answers }),
    onSuccess: ({ submitted }, answers) =>
      client.setQueryData<MorePage>(moreKey(ticket), (page) => page && { ...page, answers, submitted }),
  });
};

/**
 * 开始答题: the learning video and the extra questions come first when the activity asks for them; otherwise
 * a new attempt starts. Reads the cache when pressed, so a screen that just finished a step sees it done.
 */
export const useStartQuiz = ({ ticket, go }: LiveSession) => {
  const client = useQueryClient();
  useVideo(ticket);
  useMore(ticket);
  const start = useLiveMutation(quizContract.h5Start, { stale: [quizContract.h5State] });
  const run = () => {
    if (videoPending(client.getQueryData<LiveVideo>(videoKey(ticket)))) return go({ name: 'video' });
    if (moreFirst(client.getQueryData<MorePage>(moreKey(ticket)))) return go({ name: 'more', back: { name: 'home' } });
    start.mutate(
      { ticket },
      {
        onSuccess: (attempt) => go({ name: 'quiz', attempt }),
        // The page's copy was out of date: the server's word decides.
        onError: (e) => {
          if (!(e instanceof ApiError)) return;
          if (e.errorName === 'QUIZ_VIDEO_REQUIRED') go({ name: 'video' });
          if (e.errorName === 'QUIZ_MORE_REQUIRED') go({ name: 'more', back: { name: 'home' } });
        },
      },
    );
  };
  return { run, isPending: start.isPending };
};
