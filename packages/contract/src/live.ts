import { z } from 'zod';

/**
 * Live channels over /ws. A client sends `{ type: 'subscribe', channel }` (and `unsubscribe`); the server
 * answers each subscribe with `{ type: 'subscribed', channel }` or `{ type: 'error', channel, msg }` and then
 * sends `{ type: 'event', channel, event, payload }` for every event published on it. State is written to the
 * database before an event is published, so an event only tells clients what changed or to read again.
 */
export const liveChannels = {
  /** A vote's ranking: public, as the participant page shows it too. */
  vote: (activityId: number) => `vote:${activityId}`,
} as const;

export const liveEvents = {
  /** Candidates' counts changed; `refresh` asks clients to read the whole ranking again (reset, edits). */
  'vote.tally': z.object({
    activity_id: z.number(),
    total_votes: z.number(),
    candidates: z.array(z.object({ id: z.number(), votes: z.number() })),
    refresh: z.boolean(),
  }),
} as const;
export type LiveEventName = keyof typeof liveEvents;
export type LivePayload<E extends LiveEventName> = z.infer<(typeof liveEvents)[E]>;

export const liveClientMessageSchema = z.object({
  type: z.enum(['subscribe', 'unsubscribe']),
  channel: z.string().regex(/^[a-z]+:\d{1,10}$/),
});
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;

export type LiveServerMessage =
  | { type: 'subscribed'; channel: string }
  | { type: 'error'; channel: string; msg: string }
  | { type: 'event'; channel: string; event: LiveEventName; payload: unknown };

export const livePath = '/ws';
