import type { HostCommand, SessionPlayer } from '@app/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser, Tenant } from '../../platform/request-context.js';
import type { ActivityRecord } from '../activity/index.js';
import { extraScoreRepository } from './extra-score.repository.js';
import type { LiveSessionEngine } from './live-session-engine.js';
import { type PlayerFilter, type PlayerRow, playerRepository } from './player.repository.js';
import { sessionRepository } from './session.repository.js';
import { type HostInput, hostedActivity, newHostKey } from './session-host.js';
import { leaderboardEveryOf } from './session-kind.js';
import { toConsole } from './session-snapshot.js';

export const toSessionPlayer = (p: PlayerRow, rank: number): SessionPlayer => ({
  id: p.id,
  participant_id: p.participantId,
  nickname: p.nickname,
  phone: p.phone,
  score: p.score,
  rank,
  correct: p.correct,
  answered: p.answered,
  status: p.status,
  joined_at: p.joinedAt.toISOString(),
});

export type RemoveMode = 'kick' | 'ban' | 'unban';
/** Points a host gives a player by hand; `givenBy` is the organiser's or staff member's account. */
export type ExtraScore = { playerId: number; points: number; reason: string; givenBy: number };
/** Kicked players may sit down again, banned ones may not; unbanning lets them (as if kicked). */
const moves = {
  kick: { from: ['playing'], to: 'kicked' },
  ban: { from: ['playing', 'kicked'], to: 'banned' },
  unban: { from: ['banned'], to: 'kicked' },
} as const;

/** The host's side of a session: the console, the commands, the players. Every call names its activity first. */
export const sessionConsole = (engine: LiveSessionEngine) => {
  const { db, clock } = engine.deps;

  const consoleOf = async (activity: ActivityRecord) =>
    toConsole(await engine.view(activity), activity, clock(), leaderboardEveryOf(engine.kind, activity));
  const sessionIdOf = async (activity: ActivityRecord) => (await engine.view(activity)).id;

  return {
    host: (tenant: Tenant, user: CurrentUser | null, input: HostInput) =>
      hostedActivity(db, engine.kind.kinds, tenant, user, input),

    /** Opening the console in the lobby takes the play list as set up now, so the count shown is current. */
    open: async (activity: ActivityRecord) => {
      const view = await engine.view(activity);
      if (view.phase === 'lobby') {
        await sessionRepository(db).update(view.id, { steps: await engine.kind.steps(db, activity) });
      }
      return consoleOf(activity);
    },

    command: async (activity: ActivityRecord, command: HostCommand, fromVersion: number) => {
      await engine.ensure(activity);
      const applied = await engine.transitions.command(activity, command, fromVersion);
      return { applied, console: await consoleOf(activity) };
    },

    reset: async (activity: ActivityRecord, fromVersion: number) => {
      await engine.ensure(activity);
      const applied = await engine.transitions.reset(activity, fromVersion);
      return { applied, console: await consoleOf(activity) };
    },

    players: async (activity: ActivityRecord, filter: PlayerFilter) => {
      const { list, total } = await playerRepository(db).page(await sessionIdOf(activity), filter);
      return {
        list: list.map((r) => toSessionPlayer(r.player, r.rank)),
        total,
        page: filter.page,
        limit: filter.limit,
      };
    },

    remove: async (activity: ActivityRecord, playerIds: number[], mode: RemoveMode) => {
      const move = moves[mode];
      const moved = await playerRepository(db).setStatus(
        await sessionIdOf(activity),
        playerIds,
        [...move.from],
        move.to,
      );
      if (moved.length && mode !== 'unban') {
        await engine.events.removed(activity.id, moved, mode === 'ban');
        engine.events.touchCounts(activity.id);
      }
      return { affected: moved.length };
    },

    /** A new key (the old link stops working at once), or none. */
    hostLink: async (activity: ActivityRecord, revoke: boolean) => {
      const hostKey = revoke ? null : newHostKey();
      await sessionRepository(db).update(await sessionIdOf(activity), { hostKey });
      return { host_key: hostKey ?? '' };
    },

    /** Points by hand, recorded with the reason and the account that gave them, in one transaction. */
    extraScore: async (activity: ActivityRecord, given: ExtraScore) => {
      const sessionId = await sessionIdOf(activity);
      const found = await db.transaction(async (tx: Db) => {
        const players = playerRepository(tx);
        const moved = await players.addScore(sessionId, given.playerId, given.points);
        if (!moved.length) throw new AppError('GAME_PLAYER_NOT_FOUND');
        await extraScoreRepository(tx).add({ sessionId, activityId: activity.id, ...given, createdAt: clock() });
        // The score just moved, so the player is there to rank.
        return (await players.withRank(sessionId, given.playerId))!;
      });
      return toSessionPlayer(found.player, found.rank);
    },
  };
};

export type SessionConsoleService = ReturnType<typeof sessionConsole>;
