import { useTranslation } from 'react-i18next';
import { Panel, ScreenBar } from '../kit/live-frame.js';
import type { LiveSession } from '../kit/live-screen.js';
import { PhoneButton } from '../kit/phone-button.js';
import { PhoneProgress } from '../kit/phone-progress.js';
import { PhoneSpinner } from '../kit/phone-result.js';
import '../kit/quiz-kit.css';
import './theme-phone.css';
import { type LiveVideo, useStartQuiz, useVideo, useVideoProgress, videoPending } from './theme-hooks.js';
import { useVideoWatch } from './use-video-watch.js';
import './theme-messages.js';

/** Watched so far against what the organiser asks for, as a percentage. */
export const videoPercent = (video: LiveVideo) =>
  video.completed || video.min_seconds === 0
    ? 100
    : Math.min(99, Math.floor((video.watched_seconds / video.min_seconds) * 100));

const Player = ({ video, ticket }: { video: LiveVideo; ticket: string }) => {
  const { t } = useTranslation('liveTheme');
  const progress = useVideoProgress(ticket);
  const watch = useVideoWatch(video.watched_seconds, (seconds) => progress.mutate(seconds));
  return (
    <video
      src={video.url}
      poster={video.cover || undefined}
      controls
      playsInline
      preload="metadata"
      aria-label={video.title || t('video.title')}
      className="qz-video"
      {...watch}
    />
  );
};

const WatchState = ({ video }: { video: LiveVideo }) => {
  const { t } = useTranslation('liveTheme');
  if (video.min_seconds === 0) return <span className="ph-muted">{t('video.optional')}</span>;
  if (video.completed) {
    return (
      <span className="qz-success">
        <span aria-hidden="true">✓</span> {t('video.done')}
      </span>
    );
  }
  const left = Math.max(0, Math.ceil(video.min_seconds - video.watched_seconds));
  return <span className="qz-warning">{t('video.remaining', { n: left })}</span>;
};

/** The learning video: watched long enough (when the organiser asks for it), the quiz opens. */
export const VideoScreen = ({ live }: { live: LiveSession }) => {
  const { t } = useTranslation('liveTheme');
  const video = useVideo(live.ticket);
  const quiz = useStartQuiz(live);
  const back = () => live.go({ name: 'home' });
  if (!video.data) {
    return video.isError ? (
      <ScreenBar title={t('video.title')} onBack={back} />
    ) : (
      <PhoneSpinner label={t('common:loading')} />
    );
  }
  const v = video.data;
  return (
    <>
      <ScreenBar title={v.title || t('video.title')} onBack={back} />
      <Panel>
        <div className="ph-form" style={{ gap: 12 }}>
          <Player video={v} ticket={live.ticket} />
          <PhoneProgress percent={videoPercent(v)} label={t('video.title')} />
          <WatchState video={v} />
        </div>
      </Panel>
      <Panel>
        <PhoneButton kind="primary" block disabled={videoPending(v)} busy={quiz.isPending} onClick={quiz.run}>
          {t('live:startQuiz')}
        </PhoneButton>
      </Panel>
    </>
  );
};
