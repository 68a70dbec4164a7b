import {
  displayName,
  type LotteryDrawWinner,
  type LotterySettings,
  type LotteryStage,
  type LotteryStageWinner,
  maskPhone,
} from '@app/contract';
import type { LotteryDrawRow, WinnerWithPerson } from './lottery-draw.repository.js';
import type { LotteryStageRow } from './lottery-stage.repository.js';

/** What the stage shows: the stage row, its version, the shown draw and its winners, and the signed-in count. */
export type StageParts = {
  stage: LotteryStageRow;
  version: number;
  draw: LotteryDrawRow | undefined;
  winners: WinnerWithPerson[];
  settings: LotterySettings;
  signed: number;
};

const drawShown = (phase: LotteryStage['phase']) => phase === 'ready' || phase === 'spinning' || phase === 'result';

export const pageCountOf = (winners: number, pageSize: number) => Math.max(1, Math.ceil(winners / pageSize));

/** A winner as the public screen shows them: the phone is always masked, the name when the options say so. */
const toStageWinner = (w: WinnerWithPerson, masked: boolean): LotteryStageWinner => ({
  person_id: w.winner.personId,
  name: displayName(w.name, masked),
  phone: maskPhone(w.phone),
  photo: w.photo,
  department: w.department,
  status: w.winner.status,
});

export const toDrawWinner = (w: WinnerWithPerson): LotteryDrawWinner => ({
  winner_id: w.winner.id,
  person_id: w.winner.personId,
  name: w.name,
  phone: w.phone,
  department: w.department,
  status: w.winner.status,
});

/**
 * The public stage. The commitment shows from `open`, the pool from `spin`; the seed and the winners only once
 * the draw is stopped, so nothing decided is seen before the screen stops on it.
 */
export const toStage = (p: StageParts, now: Date): LotteryStage => {
  const { stage, draw } = p;
  const shown = drawShown(stage.phase) ? draw : undefined;
  const revealed = stage.phase === 'result' && shown?.stoppedAt ? p.winners : [];
  return {
    activity_id: stage.activityId,
    version: p.version,
    phase: stage.phase,
    tier_id: shown ? shown.tierId : null,
    draw_id: shown ? shown.id : null,
    redraw_of: shown?.redrawOf ?? null,
    count: shown?.count ?? 0,
    commitment: shown?.commitment ?? '',
    pool_size: shown?.spunAt ? shown.poolIds.length : 0,
    pool_hash: shown?.poolHash ?? '',
    seed: shown?.stoppedAt ? shown.seed : '',
    winners: revealed.map((w) => toStageWinner(w, p.settings.draw.masked_display)),
    page: stage.page,
    page_count: stage.phase === 'result' ? pageCountOf(revealed.length, p.settings.draw.page_size) : 0,
    barrage_on: stage.barrageOn,
    signed_count: p.signed,
    server_time: now.toISOString(),
  };
};
