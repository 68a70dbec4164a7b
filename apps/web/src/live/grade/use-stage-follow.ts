import { type GradeStage, liveChannels } from '@app/contract';
import { useRef } from 'react';
import { useLiveChannel } from '../../app/live-channel.js';

/**
 * A judge's phone follows the stage (`grade.stage` on `game:<id>`): each stage heard reads the page again (the
 * judges' progress, an unlock), and a newer stage that puts a contestant of the judge's round on opens their sheet,
 * so the hall's judges turn to the same contestant as the host does.
 */
export const useStageFollow = (
  activityId: number | undefined,
  roundId: number | undefined,
  onStage: (contestantId: number) => void,
  onHeard: () => void,
) => {
  const shown = useRef<string>('');
  useLiveChannel(activityId ? liveChannels.game(activityId) : null, (event, payload) => {
    if (event !== 'grade.stage') return;
    const stage = payload as GradeStage;
    onHeard();
    const { round, contestant } = stage;
    if (stage.phase !== 'scoring' || !round || round.id !== roundId || !contestant) return;
    // A score of another judge publishes the same stage again: only a new contestant on stage moves the page.
    const onNow = `${round.id}:${contestant.id}`;
    if (onNow === shown.current) return;
    shown.current = onNow;
    onStage(contestant.id);
  });
};
