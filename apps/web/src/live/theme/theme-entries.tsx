import { PlayCircleOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../kit/live-frame.js';
import type { LiveSession, Screen } from '../kit/live-screen.js';
import { videoPercent } from './phone-video.js';
import { moreAfter, useMore, useVideo } from './theme-hooks.js';

/** The way to the learning video on the participant's home, with how much of it is watched. */
export const VideoEntry = ({ live }: { live: LiveSession }) => {
  const { t } = useTranslation('live');
  const video = useVideo(live.ticket).data;
  if (!video?.enabled) return null;
  return (
    <Panel>
      <Flex vertical gap={8}>
        <Button size="large" block icon={<PlayCircleOutlined />} onClick={() => live.go({ name: 'video' })}>
          {t('video.title')}
        </Button>
        {video.min_seconds > 0 && (
          <Progress
            percent={videoPercent(video)}
            format={() =>
              video.completed
                ? t('video.done')
                : t('video.remaining', { n: Math.max(0, Math.ceil(video.min_seconds - video.watched_seconds)) })
            }
          />
        )}
      </Flex>
    </Panel>
  );
};

/** After answering: the extra questions still to fill in, offered until they are handed in. */
export const MoreOffer = ({ live, back }: { live: LiveSession; back: Screen }) => {
  const { t } = useTranslation('live');
  const page = useMore(live.ticket).data;
  if (!moreAfter(page)) return null;
  return (
    <Panel>
      <Flex vertical gap={8}>
        <Typography.Text>{page?.title || t('more.offer')}</Typography.Text>
        <Button type="primary" size="large" block onClick={() => live.go({ name: 'more', back })}>
          {t('more.fill')}
        </Button>
      </Flex>
    </Panel>
  );
};
