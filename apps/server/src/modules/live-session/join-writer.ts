import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { groupCommitWriter, type ItemOutcome } from '../../platform/group-commit/group-commit-writer.js';
import { type PlayerInsert, type PlayerRow, playerRepository } from './player.repository.js';
import { sessionRepository } from './session.repository.js';
import type { SessionEvents } from './session-events.js';

/** A participant asking for a seat in their activity's session. */
export type SeatRequest = { activityId: number; participantId: number; nickname: string; phone: string; now: Date };
/** `sat` when the player took a seat they did not hold a moment ago (new, or back after a kick). */
export type Seat = { player: PlayerRow; sat: boolean };

type Pending = { item: SeatRequest; at: number };

/**
 * The seats asked for in one batch for one session, against its capacity: the session is locked so batches on
 * every instance count seats one at a time. A seat already held is given back (a reload, a new phone of the same
 * person) with its score; a kicked player sits down again if there is room; a banned one is refused.
 */
const seatSession = async (tx: Db, activityId: number, requests: Pending[], outcomes: ItemOutcome<Seat>[]) => {
  const view = await sessionRepository(tx).lockView(activityId);
  if (!view) {
    for (const { at } of requests) outcomes[at] = { ok: false, error: new AppError('GAME_NOT_STARTED') };
    return;
  }
  const players = playerRepository(tx);
  const held = new Map(
    (
      await players.ofParticipants(
        view.id,
        requests.map((r) => r.item.participantId),
      )
    ).map((p) => [p.participantId, p]),
  );
  let seated = view.joined;
  let refused = 0;
  const fresh: Pending[] = [];
  const decided = new Map<number, Pending>();
  for (const r of requests) {
    const known = held.get(r.item.participantId);
    const earlier = decided.get(r.item.participantId);
    if (known?.status === 'banned') {
      outcomes[r.at] = { ok: false, error: new AppError('H5_BANNED') };
      continue;
    }
    // Holding a seat, or asked for one earlier in this batch: the same seat again, no new place taken.
    if (known?.status === 'playing' || earlier) {
      decided.set(r.item.participantId, r);
      continue;
    }
    if (seated >= view.capacity) {
      refused += 1;
      outcomes[r.at] = { ok: false, error: new AppError('GAME_FULL') };
      continue;
    }
    seated += 1;
    decided.set(r.item.participantId, r);
    if (!known) fresh.push(r);
  }
  const rows: PlayerInsert[] = fresh.map(({ item }) => ({
    sessionId: view.id,
    activityId,
    participantId: item.participantId,
    nickname: item.nickname,
    phone: item.phone,
    joinedAt: item.now,
  }));
  const inserted = new Map(
    (rows.length ? await players.insert(rows) : []).map((p) => [p.participantId, { player: p, sat: true }]),
  );
  for (const [participantId, last] of decided) {
    const known = held.get(participantId);
    const seat = inserted.get(participantId) ?? {
      player: await players.reseat(known!.id, last.item.nickname),
      sat: known!.status !== 'playing',
    };
    for (const r of requests) {
      if (r.item.participantId === participantId && !outcomes[r.at]) outcomes[r.at] = { ok: true, value: seat };
    }
  }
  if (refused) await sessionRepository(tx).addFullRefusals(view.id, refused);
};

/** Joins from a crowd, seated in batches; each answered once its batch committed. */
export const joinWriter = (deps: Pick<Deps, 'db' | 'dbKind' | 'config' | 'log'>, events: SessionEvents) =>
  groupCommitWriter<SeatRequest, Seat>({
    db: deps.db,
    ...deps.config.groupCommit,
    write: async (tx, items) => {
      const outcomes: ItemOutcome<Seat>[] = new Array(items.length);
      const byActivity = new Map<number, Pending[]>();
      for (const [at, item] of items.entries()) {
        byActivity.set(item.activityId, [...(byActivity.get(item.activityId) ?? []), { item, at }]);
      }
      // In a fixed order, so two batches on several sessions cannot wait on each other.
      for (const [activityId, requests] of [...byActivity].sort(([a], [b]) => a - b)) {
        await seatSession(tx, activityId, requests, outcomes);
      }
      return outcomes;
    },
    afterCommit: async (done) => {
      const names = new Map<number, string[]>();
      const seen = new Set<number>();
      for (const { item, outcome } of done) {
        if (!outcome.ok) continue;
        events.touchCounts(item.activityId);
        const { player, sat } = outcome.value;
        if (!sat || seen.has(player.id)) continue;
        seen.add(player.id);
        names.set(item.activityId, [...(names.get(item.activityId) ?? []), player.nickname]);
      }
      for (const [activityId, joined] of names) events.addNames(activityId, joined);
    },
    onError: (err) => deps.log.error({ err }, 'join batch failed'),
  });
