import { lotteryContract } from '@app/contract/lottery';
import { ConsoleFrame, ConsoleLoading } from '../kit/console-frame.js';
import { ConsoleHostLink } from '../kit/console-host-link.js';
import { ConsoleScreenPasscode } from '../kit/console-screen-passcode.js';
import { type Host, isOrganiser } from '../kit/host-call.js';
import { ConsoleSameName } from './console-same-name.js';
import { ConsoleStage } from './console-stage.js';
import { ConsoleTakeovers } from './console-takeovers.js';
import { ConsoleWinners } from './console-winners.js';
import { useLotteryConsole } from './use-lottery-console.js';
import './lottery-live-messages.js';
import './console.css';

/** The big screen this console drives: a host-link console hands its key on, so that screen's keyboard hosts too. */
const screenUrl = (code: string, host: Host) =>
  `/screen/lottery/${code}${isOrganiser(host) ? '' : `?host_key=${encodeURIComponent(host.host_key)}`}`;

/**
 * The lottery's console (kind 5) at /activity/console?activity_id= for the organiser and /h5/host/<key> for whoever
 * holds the host link: the stage, the tier picker, the big buttons and the shown draw's winners.
 */
export const LotteryConsole = ({ host, organiser }: { host: Host; organiser: boolean }) => {
  const live = useLotteryConsole(host);
  const { data, stage } = live;
  if (!data || !stage) return <ConsoleLoading error={live.error} />;
  return (
    <ConsoleFrame
      ns="lotteryLive"
      title={data.title}
      connected={live.connected}
      screenUrl={screenUrl(data.code, host)}
      link={data.link}
      linkLabel="console.signinLink"
      backTo={organiser ? '/LargeScreenLottery/LargeScreenLottery' : null}
    >
      <ConsoleStage
        data={data}
        stage={stage}
        signed={live.signedCount}
        commands={live.commands}
        busy={live.busy}
        onCommand={live.send}
      />
      <div className="ic-side">
        {data.takeovers.length > 0 && <ConsoleTakeovers host={host} takeovers={data.takeovers} />}
        {data.same_name.length > 0 && (
          <ConsoleSameName host={host} groups={data.same_name} canExclude={stage.phase !== 'spinning'} />
        )}
        <ConsoleWinners
          winners={data.draw_winners}
          canMarkAbsent={live.commands.includes('absent')}
          busy={live.busy}
          onAbsent={(personId) => live.send('absent', { person_ids: [personId] })}
        />
        {organiser && isOrganiser(host) && (
          <>
            <ConsoleHostLink
              activityId={host.activity_id}
              hostKey={data.host_key}
              onChanged={live.reload}
              endpoint={lotteryContract.hostLink}
            />
            <ConsoleScreenPasscode activityId={host.activity_id} />
          </>
        )}
      </div>
    </ConsoleFrame>
  );
};
