import type { Deps } from '../../platform/deps.js';
import { shanghaiDayOf } from '../activity/index.js';
import { attemptRepository } from './attempt.repository.js';
import { toRankingEntry } from './quiz-play.mappers.js';
import { levelToPlay, overdue, quizOfTicket, settingsOf } from './quiz-ticket.js';
import { rankingRepository } from './ranking.repository.js';

const rankingSize = 50;

/** What a participant reads about where they stand: attempts left, levels, an attempt to resume, the ranking. */
export const quizStandingService = (deps: Pick<Deps, 'db' | 'clock'>) => {
  const { db } = deps;
  const enter = (ticket: string) => quizOfTicket(db, ticket, deps.clock());

  return {
    state: async (ticket: string) => {
      const { participant, activity } = await enter(ticket);
      const settings = settingsOf(activity);
      const now = deps.clock();
      const repo = attemptRepository(db);
      const counts = await repo.counts(participant.id, shanghaiDayOf(now));
      const standing = await repo.standing(participant.id);
      const open = await repo.latestOpen(participant.id);
      const left = [
        settings.day_max > 0 ? settings.day_max - counts.today : null,
        settings.total_max > 0 ? settings.total_max - counts.total : null,
      ].filter((n): n is number => n !== null);
      const levels = settings.barrier ? settings.levels : [];
      return {
        attempts_today: counts.today,
        attempts_left: left.length ? Math.max(0, Math.min(...left)) : null,
        best_score: standing.best,
        passed: standing.passed,
        // Once every level is passed, the last one stays the highest open.
        open_level: settings.barrier ? (levelToPlay(settings, standing.passedLevels) ?? Math.max(1, levels.length)) : 1,
        levels: levels.map((l, i) => ({ title: l.title, passed: standing.passedLevels.has(i + 1) })),
        open_attempt_id: open && !overdue(open, now) ? open.id : null,
      };
    },

    ranking: async (ticket: string) => {
      const { participant, activity } = await enter(ticket);
      if (!settingsOf(activity).show_ranking) return { list: [], mine: null };
      const rows = await rankingRepository(db).top(activity.id, rankingSize, participant.id);
      const mine = rows.find((r) => r.participantId === participant.id);
      return {
        list: rows.filter((r) => r.rank <= rankingSize).map(toRankingEntry),
        mine: mine ? toRankingEntry(mine) : null,
      };
    },
  };
};
