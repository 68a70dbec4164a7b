import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Flex, Progress, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel, ScreenBar } from '../kit/live-frame.js';
import type { LiveSession } from '../kit/live-screen.js';
import { type LiveVideo, useStartQuiz, useVideo, useVideoProgress, videoPending } from './theme-hooks.js';
import { useVideoWatch } from './use-video-watch.js';

/** Watched so far against what the organiser asks for, as a percentage. */
export const videoPercent = (video: LiveVideo) =>
  video.completed || video.min_seconds === 0
    ? 100
    : Math.min(99, Math.floor((video.watched_seconds / video.min_seconds) * 100));

const Player = ({ video, ticket }: { video: LiveVideo; ticket: string }) => {
  const { t } = useTranslation('live');
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
      style={{ display: 'block', width: '100%', borderRadius: 8, background: '#000' }}
      {...watch}
    />
  );
};

const WatchState = ({ video }: { video: LiveVideo }) => {
  const { t } = useTranslation('live');
  if (video.min_seconds === 0) return <Typography.Text type="secondary">{t('video.optional')}</Typography.Text>;
  if (video.completed) {
    return (
      <Typography.Text type="success">
        <CheckCircleFilled /> {t('video.done')}
      </Typography.Text>
    );
  }
  const left = Math.max(0, Math.ceil(video.min_seconds - video.watched_seconds));
  return <Typography.Text type="warning">{t('video.remaining', { n: left })}</Typography.Text>;
};

/** The learning video: watched long enough (when the organiser asks for it), the quiz opens. */
export const VideoScreen = ({ live }: { live: LiveSession }) => {
  const { t } = useTranslation('live');
  const video = useVideo(live.ticket);
  const quiz = useStartQuiz(live);
  const back = () => live.go({ name: 'home' });
  if (!video.data) {
    return video.isError ? (
      <ScreenBar title={t('video.title')} onBack={back} />
    ) : (
      <Spin style={{ display: 'block', margin: 48 }} />
    );
  }
  const v = video.data;
  return (
    <>
      <ScreenBar title={v.title || t('video.title')} onBack={back} />
      <Panel>
        <Flex vertical gap={12}>
          <Player video={v} ticket={live.ticket} />
          <Progress percent={videoPercent(v)} showInfo={false} />
          <WatchState video={v} />
        </Flex>
      </Panel>
      <Panel>
        <Button
          type="primary"
          size="large"
          block
          disabled={videoPending(v)}
          loading={quiz.isPending}
          onClick={quiz.run}
        >
          {t('startQuiz')}
        </Button>
      </Panel>
    </>
  );
};
