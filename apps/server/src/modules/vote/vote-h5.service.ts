import type { contract, ParsedInputOf } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { shanghaiDayOf } from '../activity/index.js';
import { toCategory, toPublicCandidate } from './vote.mappers.js';
import { ballotRepository } from './vote-ballot.repository.js';
import { candidateRepository } from './vote-candidate.repository.js';
import { categoryRepository } from './vote-category.repository.js';
import { quotaSinceOf, standingOf, voteOfTicket } from './vote-standing.js';

type Input<E extends keyof typeof contract.vote> = ParsedInputOf<(typeof contract.vote)[E]>;

const rankingSize = 100;

/** The participant's vote page: settings, candidates, ranking and the gate question. */
export const voteH5Service = (deps: Pick<Deps, 'db' | 'clock'>) => {
  const { db } = deps;
  const candidates = candidateRepository(db);
  const ticketOf = (ticket: string) => voteOfTicket(db, ticket, deps.clock());

  return {
    home: async (ticket: string) => {
      const { participant, activity, settings } = await ticketOf(ticket);
      const { gate, quota_since: _q, anti_stuffing: _a, ...page } = settings;
      const [categories, totals, mine] = await Promise.all([
        categoryRepository(db).list(activity.id),
        candidates.totals(activity.id),
        standingOf(db, activity.id, participant.id, settings, deps.clock()),
      ]);
      return {
        // The right answer stays on the server.
        settings: { ...page, gate: { enabled: gate.enabled, question: gate.question, options: gate.options } },
        categories: categories.map((r) => toCategory(r.category, r.n)),
        totals: settings.show_votes ? totals : { ...totals, votes: 0 },
        mine,
      };
    },
    candidates: async (input: Input<'h5Candidates'>) => {
      const { activity, settings } = await ticketOf(input.ticket);
      const filter = { categoryId: input.category_id || null, keywords: input.keywords };
      const page = { offset: (input.page - 1) * input.limit, limit: input.limit };
      const { rows, total } = await candidates.page(activity.id, filter, page, true);
      const list = rows.map((r) => toPublicCandidate(r, settings.show_votes));
      return { list, total, page: input.page, limit: input.limit };
    },
    candidate: async (input: Input<'h5Candidate'>) => {
      const { participant, activity, settings } = await ticketOf(input.ticket);
      const found = await candidates.byId(activity.id, input.id);
      if (found?.review !== 'approved' || found.status !== 'shown') {
        throw new AppError('VOTE_CANDIDATE_NOT_FOUND');
      }
      const now = deps.clock();
      const [rank, used] = await Promise.all([
        candidates.rankOf(activity.id, found.votes),
        ballotRepository(db).voterCounts(
          activity.id,
          participant.id,
          shanghaiDayOf(now),
          quotaSinceOf(settings),
          found.id,
        ),
      ]);
      return { ...toPublicCandidate(found, settings.show_votes), rank, my_votes_today: used.candidateToday };
    },
    /** Ties share a rank; hidden counts read 0 but keep their order. */
    ranking: async (input: Input<'h5Ranking'>) => {
      const { activity, settings } = await ticketOf(input.ticket);
      if (!settings.show_ranking) return [];
      const rows = await candidates.ranking(activity.id, input.category_id || null, rankingSize);
      return rows.map((r, i) => {
        const firstTied = rows.findIndex((o) => o.votes === r.votes);
        return {
          rank: (firstTied < 0 ? i : firstTied) + 1,
          id: r.id,
          number: r.number,
          name: r.name,
          cover: r.cover,
          category_id: r.categoryId,
          votes: settings.show_votes ? r.votes : 0,
        };
      });
    },
    gate: async (input: Input<'h5Gate'>) => {
      const { participant, activity, settings } = await ticketOf(input.ticket);
      if (settings.gate.enabled) {
        if (input.answer !== settings.gate.answer) throw new AppError('VOTE_GATE_WRONG');
        await ballotRepository(db).passGate(activity.id, participant.id);
      }
      return standingOf(db, activity.id, participant.id, settings, deps.clock());
    },
  };
};
