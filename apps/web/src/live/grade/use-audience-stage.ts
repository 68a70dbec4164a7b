import { type DataOf, type GradeStage, liveChannels } from '@app/contract';
import type { gradePhoneContract } from '@app/contract/grade';
import { useLiveChannel } from '../../app/live-channel.js';

type AudiencePage = DataOf<typeof gradePhoneContract.audience>;
type OnStage = AudiencePage['on_stage'];

/** Who the audience may score in this stage: the contestant on stage while the judges score, in a round open to it. */
export const onStageOf = (stage: GradeStage, page: AudiencePage): OnStage => {
  const { phase, round, contestant } = stage;
  if (phase !== 'scoring' || !round || !contestant) return null;
  const open = page.rounds.find((r) => r.id === round.id);
  return open?.contestants.some((c) => c.id === contestant.id)
    ? { round_id: round.id, contestant_id: contestant.id }
    : null;
};

/**
 * The audience's phone follows the stage (`grade.stage` on `game:<id>`) without asking the server: each judge's score
 * publishes the stage again, and a hall of phones reading their page on each would be thousands of calls a second.
 * A round opened meanwhile shows with the page's next read.
 */
export const useAudienceStage = (page: AudiencePage | undefined, onMoved: (onStage: OnStage) => void) => {
  useLiveChannel(page ? liveChannels.game(page.activity_id) : null, (event, payload) => {
    if (event !== 'grade.stage' || !page) return;
    const next = onStageOf(payload as GradeStage, page);
    const now = page.on_stage;
    if (next?.round_id !== now?.round_id || next?.contestant_id !== now?.contestant_id) onMoved(next);
  });
};
