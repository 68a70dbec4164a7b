import { WechatOutlined } from '@ant-design/icons';
import type { H5Activity } from '@app/contract';
import { Alert, Badge, Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../components/date-text.js';
import { Panel } from './live-frame.js';
import { canTakePart, type LiveSettings } from './live-settings.js';

type Props = {
  info: H5Activity;
  settings: LiveSettings;
  starting: boolean;
  /** The way in is WeChat's sign-in (a vote that requires WeChat). */
  viaWechat?: boolean;
  onStart: () => void;
};

/** The banner image, or a band in the theme colour when the organiser has none. */
const Banner = ({ src, title, color }: { src: string; title: string; color: string }) =>
  src ? (
    <img src={src} alt={title} style={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }} />
  ) : (
    <div style={{ height: 140, background: `linear-gradient(160deg, ${color}, ${color}99)` }} />
  );

const Ribbon = ({ shown, children }: { shown: boolean; children: ReactNode }) => {
  const { t } = useTranslation('live');
  return shown ? (
    <Badge.Ribbon text={t('unpublished')} color="red">
      {children}
    </Badge.Ribbon>
  ) : (
    children
  );
};

const TimeWindow = ({ info }: { info: H5Activity }) => {
  const { t } = useTranslation('live');
  const text =
    info.start_time || info.end_time
      ? `${dateText(info.start_time, true)} ~ ${dateText(info.end_time, true)}`
      : t('anyTime');
  return <Typography.Text type="secondary">{t('timeWindow', { text })}</Typography.Text>;
};

/** The activity's front page: what it is, when, its rules, and the way in (or why there is none now). */
export const CoverScreen = ({ info, settings, starting, viaWechat = false, onStart }: Props) => {
  const { t } = useTranslation('live');
  const stopped = !canTakePart(info.state);
  return (
    <>
      <Ribbon shown={info.show_unpublished_badge}>
        <Banner src={settings.theme.banner || info.cover} title={info.title} color={settings.theme.color} />
      </Ribbon>
      <Panel>
        <Flex vertical gap={8}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {info.title}
          </Typography.Title>
          <TimeWindow info={info} />
        </Flex>
      </Panel>
      {(info.description || settings.rules) && (
        <Panel>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t('rules')}
          </Typography.Title>
          {[info.description, settings.rules].filter(Boolean).map((text) => (
            <Typography.Paragraph key={text} style={{ whiteSpace: 'pre-wrap' }}>
              {text}
            </Typography.Paragraph>
          ))}
        </Panel>
      )}
      <Panel>
        {stopped ? (
          <Alert type="warning" showIcon title={t(`state.${info.state}`)} />
        ) : (
          <Button
            type="primary"
            size="large"
            block
            loading={starting}
            icon={viaWechat ? <WechatOutlined /> : undefined}
            onClick={onStart}
          >
            {viaWechat ? t('wechatTakePart') : t('takePart')}
          </Button>
        )}
      </Panel>
    </>
  );
};
