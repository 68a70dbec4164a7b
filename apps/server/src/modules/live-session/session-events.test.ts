import { liveChannels } from '@app/contract';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BusMessage } from '../../platform/bus/bus.js';
import { memoryBus } from '../../platform/bus/memory-bus.js';
import type { SessionView } from './session.repository.js';
import { sessionEvents } from './session-events.js';

const t0 = new Date('2026-06-01T10:00:00Z');

/** A session shown its first step at t0 with 10 s to answer. */
const view = (fields: Partial<SessionView> = {}): SessionView => ({
  id: 1,
  createdAt: t0,
  updatedAt: t0,
  tenantId: 1,
  customerId: 1,
  activityId: 7,
  kind: 3,
  phase: 'question',
  paused: false,
  version: 1,
  stepIndex: 0,
  skipped: [],
  openedAt: t0,
  deadlineAt: new Date(t0.getTime() + 10_000),
  remainingMs: null,
  hostKey: null,
  fullRefusals: 0,
  reveal: null,
  leaderboard: null,
  startedAt: t0,
  finishedAt: null,
  step: null,
  stepCount: 3,
  joined: 2,
  answered: 1,
  capacity: 200,
  ...fields,
});

describe('session events', () => {
  let current: SessionView;
  let heard: BusMessage[];
  let events: ReturnType<typeof sessionEvents>;
  const reads = vi.fn(async () => current);

  beforeEach(() => {
    vi.useFakeTimers({ now: t0 });
    current = view();
    heard = [];
    reads.mockClear();
    const bus = memoryBus();
    bus.subscribe(liveChannels.game(7), (m) => heard.push(m));
    bus.subscribe(liveChannels.stage(7), (m) => heard.push(m));
    events = sessionEvents({ bus, clock: () => new Date(), log: pino({ level: 'silent' }) }, reads);
  });
  afterEach(() => {
    events.stop();
    vi.useRealTimers();
  });

  it('announces the closed step once its deadline and the grace have passed', async () => {
    events.watchDeadline(7, 1, current.deadlineAt!);
    await vi.advanceTimersByTimeAsync(10_500);
    expect(heard).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({ event: 'session.state', payload: { phase: 'closed', version: 1 } });
  });

  it('says nothing at the deadline when the session moved on meanwhile', async () => {
    events.watchDeadline(7, 1, current.deadlineAt!);
    current = view({ version: 2, paused: true, deadlineAt: null, remainingMs: 4_000 });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(heard).toEqual([]);
  });

  it("tells the first answer's count at once and a burst after it in one count, read when it goes out", async () => {
    const counts = (answered: number) => ({
      channel: liveChannels.stage(7),
      event: 'session.counts',
      payload: { activity_id: 7, version: 1, joined: 2, answered },
    });
    events.touchCounts(7);
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toEqual([counts(1)]);
    for (let i = 0; i < 50; i += 1) events.touchCounts(7);
    current = view({ answered: 51 });
    await vi.advanceTimersByTimeAsync(249);
    expect(heard).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(heard).toEqual([counts(1), counts(51)]);
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('shows the first names on the lobby wall at once, then the newest of a burst in one event', async () => {
    const names = Array.from({ length: 90 }, (_, i) => `玩家${i}`);
    events.addNames(7, names.slice(0, 30));
    events.addNames(7, names.slice(30, 60));
    events.addNames(7, names.slice(60));
    await vi.advanceTimersByTimeAsync(250);
    expect(heard.map((m) => [m.channel, m.event])).toEqual([
      [liveChannels.stage(7), 'session.lobby'],
      [liveChannels.stage(7), 'session.lobby'],
    ]);
    expect(heard.map((m) => m.payload)).toEqual([
      { activity_id: 7, names: names.slice(0, 30) },
      { activity_id: 7, names: names.slice(40) },
    ]);
  });
});
