import type { contract, ParsedInputOf } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { candidateRepository } from './vote-candidate.repository.js';
import { ownVote } from './vote-settings.js';

type ScreenInput = ParsedInputOf<typeof contract.vote.screen>;
type RankingRow = Awaited<ReturnType<ReturnType<typeof candidateRepository>['ranking']>>[number];

/** Ranked as sports do: ties share a rank and the next rank skips (1, 1, 3). Rows come most votes first. */
export const rankRows = (rows: RankingRow[]) => {
  let rank = 0;
  return rows.map((r, i) => {
    if (i === 0 || rows[i - 1]!.votes !== r.votes) rank = i + 1;
    return {
      rank,
      id: r.id,
      number: r.number,
      name: r.name,
      cover: r.cover,
      category_id: r.categoryId,
      votes: r.votes,
    };
  });
};

/**
 * The big screen: the organiser's view, so counts always show (the participants' show_votes does not apply);
 * live changes arrive on the vote channel.
 */
export const voteScreenService = (deps: Pick<Deps, 'db'>) => {
  const candidates = candidateRepository(deps.db);
  return {
    screen: async (user: CurrentUser, input: ScreenInput) => {
      const activity = await ownVote(deps.db, user, input.activity_id);
      const [totals, rows] = await Promise.all([
        candidates.totals(activity.id),
        candidates.ranking(activity.id, input.category_id || null, input.top),
      ]);
      return { title: activity.title, code: activity.code ?? '', totals, ranking: rankRows(rows) };
    },
  };
};
