import type { GradeCommand } from '@app/contract';
import { gradeStageContract } from '@app/contract/grade';
import { useState } from 'react';
import { ConsoleFrame, ConsoleLoading } from '../kit/console-frame.js';
import { ConsoleHostLink } from '../kit/console-host-link.js';
import { ConsoleScreenPasscode } from '../kit/console-screen-passcode.js';
import { type Host, isOrganiser } from '../kit/host-call.js';
import { ConsoleLinks } from './console-links.js';
import { ConsoleRounds } from './console-rounds.js';
import { ConsoleFlagged, ConsoleScores } from './console-scores.js';
import { ConsoleGradeStage } from './console-stage.js';
import { useConsoleKeys } from './use-console-keys.js';
import { type GradeCommandExtra, useGradeConsole } from './use-grade-console.js';
import './grade-live-messages.js';
import './grade-console.css';

/**
 * Judge scoring's console (kind 6) at /activity/console?activity_id= for the organiser and /h5/host/<key> for
 * whoever holds the host link: the stage, the big buttons (and N, R, L), every round's running order, the judges
 * far from the others and the submitted scores, which only the organiser may unlock.
 */
export const GradeConsole = ({ host, organiser }: { host: Host; organiser: boolean }) => {
  const live = useGradeConsole(host);
  const { data, stage } = live;
  // The round the host picked, while the stage stays in the round it was picked in; otherwise the stage's round.
  const [picked, setPicked] = useState<{ id: number; from: number | null } | null>(null);
  const stageRound = stage?.round?.id ?? null;
  const roundId = picked && picked.from === stageRound ? picked.id : (stageRound ?? data?.rounds[0]?.id ?? null);
  const round: GradeCommandExtra = roundId === null ? {} : { round_id: roundId };

  const press = (command: GradeCommand, extra?: GradeCommandExtra) => {
    if (!live.busy && live.commands.includes(command)) live.send(command, extra);
  };
  useConsoleKeys({
    next: () => press('show', round),
    reveal: () => press('reveal'),
    ranking: () => press('ranking', round),
  });

  if (!data || !stage) return <ConsoleLoading error={live.error} />;
  const organiserHost = organiser && isOrganiser(host) ? host : null;
  return (
    <ConsoleFrame
      ns="gradeLive"
      title={data.title}
      connected={live.connected}
      screenUrl={data.screen_link}
      link={data.link}
      linkLabel="console.audienceLink"
      backTo={organiserHost ? `/activity/score?activity_id=${organiserHost.activity_id}` : null}
    >
      <div className="ic-side">
        <ConsoleGradeStage
          stage={stage}
          commands={live.commands}
          busy={live.busy}
          round={round}
          onCommand={live.send}
        />
        {data.flagged.length > 0 && <ConsoleFlagged flagged={data.flagged} />}
        {stage.contestant && (
          <ConsoleScores
            scores={data.scores}
            contestant={stage.contestant.name}
            canUnlock={organiserHost !== null}
            onUnlocked={live.reload}
          />
        )}
      </div>
      <div className="ic-side">
        <ConsoleRounds
          rounds={data.rounds}
          roundId={roundId}
          stage={stage}
          canShow={!live.busy && live.commands.includes('show')}
          onRound={(id) => setPicked({ id, from: stageRound })}
          onShow={(roundOf, contestantId) => live.send('show', { round_id: roundOf, contestant_id: contestantId })}
        />
        <ConsoleLinks screenLink={data.screen_link} link={data.link} />
        {organiserHost && (
          <>
            <ConsoleHostLink
              activityId={organiserHost.activity_id}
              hostKey={data.host_key}
              onChanged={live.reload}
              endpoint={gradeStageContract.hostLink}
            />
            <ConsoleScreenPasscode activityId={organiserHost.activity_id} />
          </>
        )}
      </div>
    </ConsoleFrame>
  );
};
