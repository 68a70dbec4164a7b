import { z } from 'zod';
import type { GradeStage } from './grade-schemas.js';
import { sessionSnapshotSchema } from './live-session.js';
import { lotteryBarrageEventSchema, lotteryStageSchema, lotteryWallEventSchema } from './lottery-schemas.js';

/**
 * Live channels over /ws. A client sends `{ type: 'subscribe', channel }` (and `unsubscribe`); the server
 * answers each subscribe with `{ type: 'subscribed', channel }` or `{ type: 'error', channel, msg }` and then
 * sends `{ type: 'event', channel, event, payload }` for every event published on it. State is written to the
 * database before an event is published, so an event only tells clients what changed or to read again.
 */
export const liveChannels = {
  /** A vote's ranking: public, as the participant page shows it too. */
  vote: (activityId: number) => `vote:${activityId}`,
  /** An on-site session (live-session.ts): public, as the big screen and every phone follow it. */
  game: (activityId: number) => `game:${activityId}`,
  /**
   * What only the big screen and the host's console of an on-site session show (counts, names arriving on the
   * lobby or sign-in wall, barrage): kept off `game:<id>` so a hall of phones is not sent frames it never draws.
   */
  stage: (activityId: number) => `stage:${activityId}`,
} as const;

/** A vote's tally event, on its own: a vote's phone parses it without carrying every other event's schema. */
export const voteTallyEventSchema = z.object({
  activity_id: z.number(),
  total_votes: z.number(),
  candidates: z.array(z.object({ id: z.number(), votes: z.number() })),
  refresh: z.boolean(),
});

export const liveEvents = {
  /** Candidates' counts changed; `refresh` asks clients to read the whole ranking again (reset, edits). */
  'vote.tally': voteTallyEventSchema,
  /** A session transition: the whole public state, so no client ever replays events. */
  'session.state': sessionSnapshotSchema,
  /** Joined and answered counts between transitions (at most a few per second per session), on `stage:<id>`. */
  'session.counts': z.object({
    activity_id: z.number(),
    version: z.number().int(),
    joined: z.number().int(),
    answered: z.number().int(),
  }),
  /** Names that just joined, for the lobby wall (batched), on `stage:<id>`. */
  'session.lobby': z.object({ activity_id: z.number(), names: z.array(z.string()) }),
  /** Players removed by the host: those phones show why (kicked may join again, banned may not). */
  'session.removed': z.object({ activity_id: z.number(), player_ids: z.array(z.number()), banned: z.boolean() }),
  /** A lottery host command (on `game:<id>`): the whole public stage, so phones and screens never replay. */
  'lottery.stage': lotteryStageSchema,
  /**
   * Judge scoring's stage (on `game:<id>`): after each host command, and after a judge's score changes what the
   * stage shows (the judges' progress on stage), so screens and phones never replay.
   */
  // Typed only: every phone page carries this module, and a schema here would carry judge scoring's shapes to all.
  'grade.stage': z.custom<GradeStage>(),
  /** People who just signed in, for the sign-in wall (on `stage:<id>`, batched). */
  'lottery.wall': lotteryWallEventSchema,
  /** Approved barrage messages for the big screen (on `stage:<id>`, batched). */
  'lottery.barrage': lotteryBarrageEventSchema,
  /** A device asked to take over a roster row (on `stage:<id>`): the console reads its requests again. */
  'lottery.takeover': z.object({ activity_id: z.number(), pending: z.number().int() }),
} as const;
export type LiveEventName = keyof typeof liveEvents;
export type LivePayload<E extends LiveEventName> = z.infer<(typeof liveEvents)[E]>;

export const liveClientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.enum(['subscribe', 'unsubscribe']),
    channel: z.string().regex(/^[a-z]+:\d{1,10}$/),
  }),
  /**
   * Clock sync (liveClock in live-session.ts): the client sends its clock `t` (ms); the server answers at once
   * with `t` and its own clock `server`. offset ≈ server − (t + now) / 2 over the round trip with the least delay.
   */
  z.object({ type: z.literal('time'), t: z.number().finite() }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;

export type LiveServerMessage =
  | { type: 'subscribed'; channel: string }
  | { type: 'time'; t: number; server: number }
  | { type: 'error'; channel: string; msg: string }
  | { type: 'event'; channel: string; event: LiveEventName; payload: unknown };

export const livePath = '/ws';
