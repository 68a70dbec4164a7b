import { describe, expect, it } from 'vitest';
import type { Bus } from '../bus/bus.js';
import { memoryBus } from '../bus/memory-bus.js';
import { keepAlive } from './keep-alive.js';
import { liveHub } from './live-hub.js';
import type { LiveSocket } from './live-socket.js';

/** A socket that records what it was sent and whether it was pinged or terminated. */
const fakeSocket = (opts: { bufferedAmount?: number } = {}) => {
  const sent: string[] = [];
  const on: Record<string, (() => void) | undefined> = {};
  const state = { pings: 0, terminated: false };
  const socket: LiveSocket = {
    readyState: 1,
    bufferedAmount: opts.bufferedAmount ?? 0,
    send: (data) => void sent.push(data),
    ping: () => {
      state.pings += 1;
    },
    close: () => {},
    terminate: () => {
      state.terminated = true;
    },
    on: ((event: string, listener: () => void) => {
      on[event] = listener;
    }) as LiveSocket['on'],
  };
  return { socket, sent, state, pong: () => on.pong?.() };
};

/** A memory bus that counts its live subscriptions. */
const countingBus = () => {
  const inner = memoryBus();
  let subscriptions = 0;
  const bus: Bus = {
    ...inner,
    subscribe: (channel, listener) => {
      subscriptions += 1;
      const stop = inner.subscribe(channel, listener);
      return () => {
        subscriptions -= 1;
        stop();
      };
    },
  };
  return { bus, subscriptions: () => subscriptions };
};
const tally = { activity_id: 1, total_votes: 1, candidates: [], refresh: true };

describe('live hub', () => {
  it('holds one bus subscription per channel however many sockets listen, and drops it with the last', async () => {
    const { bus, subscriptions } = countingBus();
    const hub = liveHub(bus);
    const [a, b] = [fakeSocket(), fakeSocket()];
    await hub.join(a.socket, 'vote:1');
    await hub.join(b.socket, 'vote:1');
    await hub.join(b.socket, 'vote:2');
    expect(subscriptions()).toBe(2);

    await bus.publish('vote:1', 'vote.tally', tally);
    expect(a.sent).toEqual([JSON.stringify({ type: 'event', channel: 'vote:1', event: 'vote.tally', payload: tally })]);
    expect(b.sent).toEqual(a.sent);

    hub.leave(a.socket, 'vote:1');
    expect(subscriptions()).toBe(2);
    hub.leaveAll(b.socket);
    expect(subscriptions()).toBe(0);
    expect(hub.openChannels()).toBe(0);
    await bus.publish('vote:1', 'vote.tally', tally);
    expect(a.sent).toHaveLength(1);
  });

  it('drops a socket that stopped reading instead of buffering for it without end', async () => {
    const bus = memoryBus();
    const hub = liveHub(bus);
    const [slow, fast] = [fakeSocket({ bufferedAmount: 2 << 20 }), fakeSocket()];
    await hub.join(slow.socket, 'vote:1');
    await hub.join(fast.socket, 'vote:1');
    await bus.publish('vote:1', 'vote.tally', tally);
    expect(slow.state.terminated).toBe(true);
    expect(slow.sent).toEqual([]);
    expect(fast.sent).toHaveLength(1);
  });
});

describe('keep-alive', () => {
  it('pings every socket and terminates one that did not answer the previous ping', () => {
    const pings = keepAlive(3_600_000);
    const [answering, dead] = [fakeSocket(), fakeSocket()];
    pings.watch(answering.socket);
    pings.watch(dead.socket);
    pings.tick();
    expect([answering.state.pings, dead.state.pings]).toEqual([1, 1]);
    answering.pong();
    pings.tick();
    expect(answering.state).toEqual({ pings: 2, terminated: false });
    expect(dead.state).toEqual({ pings: 1, terminated: true });
    pings.stop();
  });
});
