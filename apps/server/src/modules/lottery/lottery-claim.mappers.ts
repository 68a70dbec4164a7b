import type { LotteryClaim, LotteryMyWin } from '@app/contract';
import type { ClaimRow } from './lottery-claim.repository.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toLotteryClaim = (r: ClaimRow): LotteryClaim => ({
  winner_id: r.winner.id,
  draw_id: r.winner.drawId,
  tier_id: r.winner.tierId,
  tier_name: r.tierName,
  prize_title: r.prizeTitle,
  prize_image: r.prizeImage,
  person_id: r.winner.personId,
  name: r.name,
  phone: r.phone,
  department: r.department,
  status: r.winner.status,
  claim: r.winner.claim,
  claimed_at: iso(r.winner.claimedAt),
  redeemed_at: iso(r.winner.redeemedAt),
  won_at: iso(r.wonAt) ?? '',
});

export const toMyWin = (r: ClaimRow): LotteryMyWin => {
  const c = toLotteryClaim(r);
  return {
    winner_id: c.winner_id,
    tier_name: c.tier_name,
    prize_title: c.prize_title,
    prize_image: c.prize_image,
    status: c.status,
    claim: c.claim,
    redeemed_at: c.redeemed_at,
    won_at: c.won_at,
  };
};
