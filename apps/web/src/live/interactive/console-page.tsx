import { Button, Result, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActivityId } from '../../components/use-activity-id.js';
import { ConsoleBoard } from './console-board.js';
import { ConsoleHostLink } from './console-host-link.js';
import { ConsolePlayers } from './console-players.js';
import type { Host } from './host-call.js';
import { useConsole } from './use-console.js';
import './interactive-messages.js';
import './console.css';

/** The console of one host: the organiser (with the host link to hand out) or whoever holds that link. */
export const Console = ({ host, organiser }: { host: Host; organiser: boolean }) => {
  const { t } = useTranslation('liveInteractive');
  const live = useConsole(host);
  const { data, snapshot } = live;
  if (!data || !snapshot) {
    if (live.error) return <Result status="warning" title={live.error.message} />;
    return <Spin size="large" style={{ display: 'block', marginTop: '40vh' }} />;
  }
  const tick = `${snapshot.version}:${snapshot.joined}:${snapshot.answered}`;
  return (
    <div className="ic">
      <header className="ic-head">
        <h1>
          {t('console.title')} · {data.title}
        </h1>
        <span style={{ color: live.connected ? '#52c41a' : '#8c8c8c' }}>
          ● {live.connected ? t('console.live') : t('console.offline')}
        </span>
        <Space wrap>
          <Button href={`/screen/interactive/${data.code}`} target="_blank" type="primary" ghost>
            {t('console.openScreen')}
          </Button>
          <Button href={data.link} target="_blank">
            {t('console.joinLink')}
          </Button>
          {organiser && (
            <Link to="/activity/manage">
              <Button type="text">{t('console.back')}</Button>
            </Link>
          )}
        </Space>
      </header>
      <div className="ic-grid">
        <ConsoleBoard
          data={data}
          snapshot={snapshot}
          now={live.now}
          commands={live.commands}
          busy={live.busy}
          onCommand={live.send}
          onReset={live.reset}
        />
        <div className="ic-side">
          <ConsolePlayers host={host} tick={tick} />
          {organiser && 'activity_id' in host && (
            <ConsoleHostLink activityId={host.activity_id} hostKey={data.host_key} onChanged={live.reload} />
          )}
        </div>
      </div>
    </div>
  );
};

/** /activity/console?activity_id=: the organiser's console, opened from My activities. */
export const ConsolePage = () => {
  const { t } = useTranslation('liveInteractive');
  const activityId = useActivityId();
  if (!activityId) return <Result status="info" title={t('console.noActivity')} />;
  return <Console host={{ activity_id: activityId }} organiser />;
};
