import { gameContract } from '@app/contract/game';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../components/test-kit.js';
import { callLive } from './live-api.js';
import { makeSnapshot } from './session-fixtures.js';
import { FakeSocket } from './test-socket.js';
import { useLiveSession } from './use-live-session.js';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);
const screenPath = gameContract.screen.path;

const renderSession = (activityId: number | null, { onLobby = vi.fn(), stage = false } = {}) =>
  renderHook(
    () =>
      useLiveSession({
        activityId,
        queryKey: ['screen', 'ABC123'],
        read: (signal) => callLive(gameContract.screen, { code: 'ABC123' }, { signal, silent: true }),
        snapshotOf: (d) => d.snapshot,
        stage,
        onLobby,
      }),
    { wrapper },
  );

const screenData = (over = {}) => ({
  title: '年会',
  code: 'ABC123',
  link: '/h5/ABC123',
  site: {},
  recent: [],
  snapshot: makeSnapshot(over),
});

describe('useLiveSession', () => {
  beforeEach(() => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('subscribes a screen to the session and its stage before it reads, then follows transitions, counts and lobby names without reading again', async () => {
    const { callsTo } = stubApi({ [screenPath]: { data: screenData({ joined: 2 }) } });
    const onLobby = vi.fn();
    const { result } = renderSession(5, { onLobby, stage: true });
    await waitFor(() => expect(FakeSocket.last?.channels()).toEqual(['game:5', 'stage:5']));
    FakeSocket.last!.receive({ type: 'subscribed', channel: 'game:5' });
    // Not before both channels are heard: a count sent meanwhile would be lost.
    await new Promise((r) => setTimeout(r, 50));
    expect(callsTo(screenPath)).toHaveLength(0);

    FakeSocket.last!.receive({ type: 'subscribed', channel: 'stage:5' });
    await waitFor(() => expect(result.current.snapshot?.joined).toBe(2));
    expect(callsTo(screenPath)).toHaveLength(1);

    const event = (name: string, payload: unknown, channel = 'game:5') =>
      FakeSocket.last!.receive({ type: 'event', channel, event: name, payload });
    event('session.counts', { activity_id: 5, version: 1, joined: 7, answered: 0 }, 'stage:5');
    expect(result.current.snapshot?.joined).toBe(7);
    event('session.lobby', { activity_id: 5, names: ['小明', '小红'] }, 'stage:5');
    expect(onLobby).toHaveBeenCalledWith(['小明', '小红']);
    event('session.state', makeSnapshot({ version: 3, phase: 'question', joined: 7 }));
    expect(result.current.snapshot?.phase).toBe('question');
    event('session.state', makeSnapshot({ version: 2, phase: 'lobby' }));
    expect(result.current.snapshot?.version).toBe(3);
    event('session.counts', { activity_id: 5, version: 2, joined: 1, answered: 1 }, 'stage:5');
    expect(result.current.snapshot?.joined).toBe(7);
    expect(callsTo(screenPath)).toHaveLength(1);
  });

  it('reads again when counts name a version it has not seen (a transition it missed)', async () => {
    const { callsTo } = stubApi({ [screenPath]: { data: screenData() } });
    const { result } = renderSession(5, { stage: true });
    await waitFor(() => expect(FakeSocket.last).toBeDefined());
    for (const channel of ['game:5', 'stage:5']) FakeSocket.last!.receive({ type: 'subscribed', channel });
    await waitFor(() => expect(result.current.snapshot).not.toBeNull());
    FakeSocket.last!.receive({
      type: 'event',
      channel: 'stage:5',
      event: 'session.counts',
      payload: { activity_id: 5, version: 4, joined: 3, answered: 1 },
    });
    await waitFor(() => expect(callsTo(screenPath)).toHaveLength(2));
  });

  it('learns the activity from its first read, and reads again once the channel is heard, and after a reconnect', async () => {
    const { callsTo } = stubApi({ [screenPath]: { data: screenData() } });
    const { result } = renderSession(null);
    await waitFor(() => expect(result.current.snapshot?.activity_id).toBe(5));
    await waitFor(() => expect(FakeSocket.last?.sent[0]).toEqual({ type: 'subscribe', channel: 'game:5' }));
    FakeSocket.last!.receive({ type: 'subscribed', channel: 'game:5' });
    await waitFor(() => expect(callsTo(screenPath)).toHaveLength(2));

    const first = FakeSocket.last!;
    act(() => first.onclose?.());
    expect(result.current.connected).toBe(false);
    await waitFor(() => expect(FakeSocket.last).not.toBe(first), { timeout: 3000 });
    await waitFor(() => expect(FakeSocket.last?.sent[0]).toEqual({ type: 'subscribe', channel: 'game:5' }));
    FakeSocket.last!.receive({ type: 'subscribed', channel: 'game:5' });
    await waitFor(() => expect(callsTo(screenPath)).toHaveLength(3));
  });

  it('sets its clock from the /ws time answers, trusting the fastest round trip', async () => {
    stubApi({ [screenPath]: { data: screenData() } });
    const { result } = renderSession(5);
    await waitFor(() => expect(FakeSocket.last?.sent).toContainEqual(expect.objectContaining({ type: 'time' })));
    const now = Date.now();
    FakeSocket.last!.receive({ type: 'time', t: now - 400, server: now + 10_000 });
    FakeSocket.last!.receive({ type: 'time', t: now - 20, server: now + 4990 });
    expect(result.current.now() - Date.now()).toBeGreaterThanOrEqual(4990);
    expect(result.current.now() - Date.now()).toBeLessThanOrEqual(5010);
  });
});
