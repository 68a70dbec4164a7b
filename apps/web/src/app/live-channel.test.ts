import { liveClock } from '@app/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryDelay, useLiveChannel } from './live-channel.js';

/** Stands in for the browser's WebSocket: the test opens, answers and drops it by hand. */
class FakeSocket {
  static all: FakeSocket[] = [];
  sent: unknown[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    if (this.closed) return;
    this.closed = true;
    this.onclose?.();
  }
  open() {
    act(() => this.onopen?.());
  }
  receive(message: unknown) {
    act(() => this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) }));
  }
  drop() {
    act(() => this.close());
  }
}
const last = () => FakeSocket.all.at(-1)!;
const tally = { activity_id: 5, total_votes: 2, candidates: [{ id: 1, votes: 2 }], refresh: false };

describe('useLiveChannel', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('subscribes on the same origin and hands over the events of its channel only', () => {
    const handler = vi.fn();
    const { result } = renderHook(() => useLiveChannel('vote:5', handler));
    expect(last().url).toBe(`ws://${window.location.host}/ws`);
    last().open();
    expect(last().sent).toEqual([{ type: 'subscribe', channel: 'vote:5' }]);
    expect(result.current.connected).toBe(false);
    last().receive({ type: 'subscribed', channel: 'vote:5' });
    expect(result.current.connected).toBe(true);

    last().receive({ type: 'event', channel: 'vote:5', event: 'vote.tally', payload: tally });
    last().receive({ type: 'event', channel: 'vote:6', event: 'vote.tally', payload: tally });
    last().receive('garbage');
    expect(handler.mock.calls).toEqual([['vote.tally', tally]]);
  });

  it('listens to several channels over one socket, heard once the server confirmed each, again after a drop', () => {
    const handler = vi.fn();
    const onResubscribed = vi.fn();
    const { result } = renderHook(() => useLiveChannel(['game:5', 'stage:5'], handler, { onResubscribed }));
    last().open();
    expect(last().sent).toEqual([
      { type: 'subscribe', channel: 'game:5' },
      { type: 'subscribe', channel: 'stage:5' },
    ]);
    last().receive({ type: 'subscribed', channel: 'game:5' });
    expect(result.current.connected).toBe(false);
    last().receive({ type: 'subscribed', channel: 'stage:5' });
    expect(result.current.connected).toBe(true);

    last().receive({ type: 'event', channel: 'stage:5', event: 'vote.tally', payload: tally });
    last().receive({ type: 'event', channel: 'game:5', event: 'vote.tally', payload: tally });
    last().receive({ type: 'event', channel: 'stage:6', event: 'vote.tally', payload: tally });
    expect(handler).toHaveBeenCalledTimes(2);

    last().drop();
    act(() => vi.advanceTimersByTime(1250));
    expect(FakeSocket.all).toHaveLength(2);
    last().open();
    last().receive({ type: 'subscribed', channel: 'stage:5' });
    expect(result.current.connected).toBe(false);
    last().receive({ type: 'subscribed', channel: 'game:5' });
    expect(result.current.connected).toBe(true);
    expect(onResubscribed).toHaveBeenCalledTimes(1);
  });

  it('gives up on every channel of the socket when the server refuses one', () => {
    renderHook(() => useLiveChannel(['game:5', 'stage:5'], () => {}));
    last().open();
    last().receive({ type: 'subscribed', channel: 'game:5' });
    last().receive({ type: 'error', channel: 'stage:5', msg: '活动不存在' });
    expect(last().closed).toBe(true);
    act(() => vi.advanceTimersByTime(120_000));
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('reconnects with growing waits after drops, subscribes again and says it was away', () => {
    const onResubscribed = vi.fn();
    const { result } = renderHook(() => useLiveChannel('vote:5', () => {}, { onResubscribed }));
    last().open();
    last().receive({ type: 'subscribed', channel: 'vote:5' });
    last().drop();
    expect(result.current.connected).toBe(false);
    expect(FakeSocket.all).toHaveLength(1);

    act(() => vi.advanceTimersByTime(1250));
    expect(FakeSocket.all).toHaveLength(2);
    last().drop();
    act(() => vi.advanceTimersByTime(1300));
    // The second wait is about 2 s: not yet.
    expect(FakeSocket.all).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1300));
    expect(FakeSocket.all).toHaveLength(3);

    last().open();
    expect(last().sent).toEqual([{ type: 'subscribe', channel: 'vote:5' }]);
    expect(onResubscribed).not.toHaveBeenCalled();
    last().receive({ type: 'subscribed', channel: 'vote:5' });
    expect(onResubscribed).toHaveBeenCalledTimes(1);
    expect(result.current.connected).toBe(true);
  });

  it('asks the server clock on connect and every sync period, and hands each answer over with its arrival time', () => {
    const onTime = vi.fn();
    const handler = vi.fn();
    vi.setSystemTime(10_000);
    renderHook(() => useLiveChannel('game:5', handler, { onTime }));
    last().open();
    expect(last().sent).toEqual([
      { type: 'subscribe', channel: 'game:5' },
      { type: 'time', t: 10_000 },
    ]);
    vi.setSystemTime(10_040);
    last().receive({ type: 'time', t: 10_000, server: 50_020 });
    expect(onTime).toHaveBeenCalledWith({ t: 10_000, server: 50_020, at: 10_040 });
    expect(handler).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(liveClock.syncEveryMs));
    expect(last().sent.at(-1)).toEqual({ type: 'time', t: 10_040 + liveClock.syncEveryMs });
  });

  it('sends no clock messages for a listener that does not measure time', () => {
    renderHook(() => useLiveChannel('vote:5', () => {}));
    last().open();
    act(() => vi.advanceTimersByTime(liveClock.syncEveryMs * 2));
    expect(last().sent).toEqual([{ type: 'subscribe', channel: 'vote:5' }]);
  });

  it('gives up on a channel the server refuses', () => {
    renderHook(() => useLiveChannel('vote:404', () => {}));
    last().open();
    last().receive({ type: 'error', channel: 'vote:404', msg: '活动不存在' });
    expect(last().closed).toBe(true);
    act(() => vi.advanceTimersByTime(120_000));
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('closes its socket when unmounted or switched off, and never reconnects after', () => {
    const { rerender, unmount } = renderHook(({ channel }) => useLiveChannel(channel, () => {}), {
      initialProps: { channel: 'vote:5' as string | null },
    });
    const first = last();
    rerender({ channel: null });
    expect(first.closed).toBe(true);
    rerender({ channel: 'vote:6' });
    expect(FakeSocket.all).toHaveLength(2);
    unmount();
    expect(last().closed).toBe(true);
    act(() => vi.advanceTimersByTime(120_000));
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('waits at most about 30 s between attempts', () => {
    expect(retryDelay(0, () => 0.5)).toBe(1000);
    expect(retryDelay(3, () => 0.5)).toBe(8000);
    expect(retryDelay(20, () => 1)).toBe(37_500);
    expect(retryDelay(20, () => 0)).toBe(22_500);
  });
});
