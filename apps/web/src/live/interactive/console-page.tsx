import type { SessionSnapshot } from '@app/contract';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useActivityId } from '../../components/use-activity-id.js';
import { ConsoleFrame, ConsoleLoading } from '../kit/console-frame.js';
import { ConsoleHostLink } from '../kit/console-host-link.js';
import { ConsoleScreenPasscode } from '../kit/console-screen-passcode.js';
import type { Host } from '../kit/host-call.js';
import { ConsoleBoard } from './console-board.js';
import { ConsolePlayers } from './console-players.js';
import { useConsole } from './use-console.js';
import './interactive-messages.js';
import './console.css';

/** Questions asked so far: those shown, the open one counted once it closes (a player's 答对 n / m is of these). */
const askedOf = (snapshot: SessionSnapshot) => {
  if (snapshot.phase === 'lobby') return 0;
  return snapshot.phase === 'question' ? snapshot.step_index : snapshot.step_index + 1;
};

/** The console of one host: the organiser (with the host link to hand out) or whoever holds that link. */
export const Console = ({ host, organiser }: { host: Host; organiser: boolean }) => {
  const live = useConsole(host);
  const { data, snapshot } = live;
  if (!data || !snapshot) return <ConsoleLoading error={live.error} />;
  const tick = `${snapshot.version}:${snapshot.joined}:${snapshot.answered}`;
  return (
    <ConsoleFrame
      ns="liveInteractive"
      title={data.title}
      connected={live.connected}
      screenUrl={`/screen/interactive/${data.code}`}
      link={data.link}
      linkLabel="console.joinLink"
      backTo={organiser ? '/activity/manage' : null}
    >
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
        <ConsolePlayers host={host} tick={tick} asked={askedOf(snapshot)} />
        {organiser && 'activity_id' in host && (
          <>
            <ConsoleHostLink activityId={host.activity_id} hostKey={data.host_key} onChanged={live.reload} />
            <ConsoleScreenPasscode activityId={host.activity_id} />
          </>
        )}
      </div>
    </ConsoleFrame>
  );
};

/** /activity/console?activity_id=: the organiser's console, opened from My activities. */
export const ConsolePage = () => {
  const { t } = useTranslation('liveInteractive');
  const activityId = useActivityId();
  if (!activityId) return <Result status="info" title={t('console.noActivity')} />;
  return <Console host={{ activity_id: activityId }} organiser />;
};
