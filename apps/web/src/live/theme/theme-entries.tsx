import { useTranslation } from 'react-i18next';
import { Panel } from '../kit/live-frame.js';
import type { LiveSession, Screen } from '../kit/live-screen.js';
import { PhoneButton } from '../kit/phone-button.js';
import { PhoneProgress } from '../kit/phone-progress.js';
import { videoPercent } from './phone-video.js';
import { moreAfter, useMore, useVideo } from './theme-hooks.js';
import './theme-messages.js';

/** The way to the learning video on the participant's home, with how much of it is watched. */
export const VideoEntry = ({ live }: { live: LiveSession }) => {
  const { t } = useTranslation('liveTheme');
  const video = useVideo(live.ticket).data;
  if (!video?.enabled) return null;
  return (
    <Panel>
      <div className="ph-stack">
        <PhoneButton block onClick={() => live.go({ name: 'video' })}>
          <span aria-hidden="true">▶</span>
          {t('video.title')}
        </PhoneButton>
        {video.min_seconds > 0 && (
          <PhoneProgress percent={videoPercent(video)} label={t('video.title')}>
            <span className="ph-muted">
              {video.completed
                ? t('video.done')
                : t('video.remaining', { n: Math.max(0, Math.ceil(video.min_seconds - video.watched_seconds)) })}
            </span>
          </PhoneProgress>
        )}
      </div>
    </Panel>
  );
};

/** After answering: the extra questions still to fill in, offered until they are handed in. */
export const MoreOffer = ({ live, back }: { live: LiveSession; back: Screen }) => {
  const { t } = useTranslation('liveTheme');
  const page = useMore(live.ticket).data;
  if (!moreAfter(page)) return null;
  return (
    <Panel>
      <div className="ph-stack">
        <span>{page?.title || t('more.offer')}</span>
        <PhoneButton kind="primary" block onClick={() => live.go({ name: 'more', back })}>
          {t('more.fill')}
        </PhoneButton>
      </div>
    </Panel>
  );
};
