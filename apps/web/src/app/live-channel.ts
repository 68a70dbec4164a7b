import { type LiveEventName, type LiveServerMessage, liveClock, livePath } from '@app/contract';
import { useEffect, useRef, useState } from 'react';

export type LiveHandler = (event: LiveEventName, payload: unknown) => void;
export type LiveChannelOptions = {
  /** Called when the channel is heard again after the connection dropped: events in between were missed. */
  onResubscribed?: () => void;
  /**
   * Measures the server clock over this connection: a `time` message goes out once the socket opens and every
   * liveClock.syncEveryMs, and each answer comes here with the local time it arrived (use-server-clock.ts).
   */
  onTime?: (sample: TimeSample) => void;
};
/** One clock round trip: the local time it was sent (`t`), the server's clock, the local time it came back (`at`). */
export type TimeSample = { t: number; server: number; at: number };

const firstRetryMs = 1000;
const maxRetryMs = 30_000;

/** Waits before the nth reconnect: doubling up to 30 s, with jitter so a crowd does not come back at once. */
export const retryDelay = (attempt: number, random = Math.random) =>
  Math.round(Math.min(maxRetryMs, firstRetryMs * 2 ** attempt) * (0.75 + random() * 0.5));

const liveUrl = () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${livePath}`;

/**
 * Listens to a live channel (live.ts), or several over one socket, over /ws on the page's own origin: subscribes,
 * hands every event to `handler`, and reconnects with backoff (subscribing again) when the connection drops. A
 * channel the server refuses is not retried. `null` listens to nothing. `connected` is true while every channel
 * is being heard.
 */
export const useLiveChannel = (
  channel: string | readonly string[] | null,
  handler: LiveHandler,
  options: LiveChannelOptions = {},
) => {
  const [connected, setConnected] = useState(false);
  const handlerRef = useRef(handler);
  const optionsRef = useRef(options);
  handlerRef.current = handler;
  optionsRef.current = options;

  // A caller may build its list anew on every render: the socket follows the channels' names, not the array.
  const key = channel === null ? '' : typeof channel === 'string' ? channel : channel.join(' ');

  useEffect(() => {
    if (!key) return;
    const channels = key.split(' ');
    let heard = new Set<string>();
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let heardBefore = false;
    let stopped = false;
    let open = false;
    const askTime = () => {
      if (open && optionsRef.current.onTime) socket?.send(JSON.stringify({ type: 'time', t: Date.now() }));
    };
    const clock = setInterval(askTime, liveClock.syncEveryMs);

    const retry = () => {
      if (stopped || timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        connect();
      }, retryDelay(attempt));
      attempt += 1;
    };
    const onMessage = (e: MessageEvent) => {
      let message: LiveServerMessage;
      try {
        message = JSON.parse(String(e.data)) as LiveServerMessage;
      } catch {
        return;
      }
      if (message.type === 'time') {
        optionsRef.current.onTime?.({ t: message.t, server: message.server, at: Date.now() });
        return;
      }
      if (!channels.includes(message.channel)) return;
      if (message.type === 'event') handlerRef.current(message.event, message.payload);
      else if (message.type === 'subscribed') {
        if (heard.has(message.channel)) return;
        heard.add(message.channel);
        if (heard.size < channels.length) return;
        attempt = 0;
        setConnected(true);
        if (heardBefore) optionsRef.current.onResubscribed?.();
        heardBefore = true;
      } else {
        stopped = true;
        socket?.close();
      }
    };
    const connect = () => {
      if (stopped) return;
      const ws = new WebSocket(liveUrl());
      socket = ws;
      ws.onopen = () => {
        open = true;
        heard = new Set();
        for (const name of channels) ws.send(JSON.stringify({ type: 'subscribe', channel: name }));
        askTime();
      };
      ws.onmessage = onMessage;
      ws.onclose = () => {
        if (socket !== ws) return;
        socket = null;
        open = false;
        setConnected(false);
        retry();
      };
    };
    // A phone back on the network should not wait out a long backoff.
    const onOnline = () => {
      if (socket || stopped) return;
      clearTimeout(timer);
      timer = undefined;
      connect();
    };

    connect();
    window.addEventListener('online', onOnline);
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearInterval(clock);
      window.removeEventListener('online', onOnline);
      const ws = socket;
      socket = null;
      ws?.close();
      setConnected(false);
    };
  }, [key]);

  return { connected };
};
