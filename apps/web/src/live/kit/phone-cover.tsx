import type { H5Activity } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../components/date-text.js';
import { Panel } from './live-frame.js';
import { canTakePart, type LiveSettings } from './live-settings.js';
import { PhoneAlert } from './phone-alert.js';
import { PhoneButton } from './phone-button.js';

type Props = {
  info: H5Activity;
  settings: LiveSettings;
  starting: boolean;
  /** The way in is WeChat's sign-in (a vote that requires WeChat). */
  viaWechat?: boolean;
  onStart: () => void;
};

/** The banner image, or a band in the theme colour when the organiser has none; a ribbon while unpublished. */
const Banner = ({
  src,
  title,
  color,
  unpublished,
}: {
  src: string;
  title: string;
  color: string;
  unpublished: boolean;
}) => {
  const { t } = useTranslation('live');
  return (
    <div className="ph-banner">
      {src ? (
        <img src={src} alt={title} />
      ) : (
        <div style={{ height: 140, background: `linear-gradient(160deg, ${color}, ${color}99)` }} />
      )}
      {unpublished && <span className="ph-ribbon">{t('unpublished')}</span>}
    </div>
  );
};

const TimeWindow = ({ info }: { info: H5Activity }) => {
  const { t } = useTranslation('live');
  const text =
    info.start_time || info.end_time
      ? `${dateText(info.start_time, true)} ~ ${dateText(info.end_time, true)}`
      : t('anyTime');
  return <span className="ph-muted">{t('timeWindow', { text })}</span>;
};

/** The activity's front page: what it is, when, its rules, and the way in (or why there is none now). */
export const CoverScreen = ({ info, settings, starting, viaWechat = false, onStart }: Props) => {
  const { t } = useTranslation('live');
  const stopped = !canTakePart(info.state);
  return (
    <>
      <Banner
        src={settings.theme.banner || info.cover}
        title={info.title}
        color={settings.theme.color}
        unpublished={info.show_unpublished_badge}
      />
      <Panel>
        <div className="ph-stack">
          <h1 className="ph-title">{info.title}</h1>
          <TimeWindow info={info} />
        </div>
      </Panel>
      {(info.description || settings.rules) && (
        <Panel>
          <h2 className="ph-subtitle">{t('rules')}</h2>
          {[info.description, settings.rules].filter(Boolean).map((text) => (
            <p key={text} className="ph-text">
              {text}
            </p>
          ))}
        </Panel>
      )}
      <Panel>
        {stopped ? (
          <PhoneAlert tone="warning" text={t(`state.${info.state}`)} />
        ) : (
          <PhoneButton kind="primary" block busy={starting} onClick={onStart}>
            {viaWechat ? t('wechatTakePart') : t('takePart')}
          </PhoneButton>
        )}
      </Panel>
    </>
  );
};
