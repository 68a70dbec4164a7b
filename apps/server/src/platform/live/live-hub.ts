import { type LiveEventName, type LiveServerMessage, liveEvents } from '@app/contract';
import type { Bus, BusEventName } from '../bus/bus.js';
import { type LiveSocket, socketOpen } from './live-socket.js';

/** A socket this far behind on reading is dropped rather than buffered without end. */
const maxBufferedBytes = 1 << 20;

type Channel = { sockets: Set<LiveSocket>; stop: () => void };
/** Sockets hear live events only; the bus also carries events between instances. */
const isLiveEvent = (event: BusEventName): event is LiveEventName => event in liveEvents;
/** A bus that can tell when a new subscription is in place (Redis confirms it a moment later). */
export type LiveBus = Bus & { ready?: (channel: string) => Promise<void> };

/**
 * The channels this process's sockets listen to. Each channel holds one bus subscription, however many
 * sockets listen, taken with the first socket and released with the last; an event is serialised once and
 * sent to every socket on the channel.
 */
export const liveHub = (bus: LiveBus) => {
  const channels = new Map<string, Channel>();
  const bySocket = new Map<LiveSocket, Set<string>>();

  const fanOut = (sockets: Set<LiveSocket>, message: LiveServerMessage) => {
    const text = JSON.stringify(message);
    for (const socket of sockets) {
      if (socket.readyState !== socketOpen) continue;
      if (socket.bufferedAmount > maxBufferedBytes) {
        socket.terminate();
        continue;
      }
      socket.send(text);
    }
  };

  const leave = (socket: LiveSocket, name: string) => {
    bySocket.get(socket)?.delete(name);
    const channel = channels.get(name);
    if (!channel?.sockets.delete(socket) || channel.sockets.size > 0) return;
    channels.delete(name);
    channel.stop();
  };

  return {
    /** Settles once events published on the channel reach the socket. */
    join: async (socket: LiveSocket, name: string) => {
      let channel = channels.get(name);
      if (!channel) {
        const sockets = new Set<LiveSocket>();
        const stop = bus.subscribe(name, (m) => {
          if (isLiveEvent(m.event))
            fanOut(sockets, { type: 'event', channel: m.channel, event: m.event, payload: m.payload });
        });
        channel = { sockets, stop };
        channels.set(name, channel);
      }
      channel.sockets.add(socket);
      const mine = bySocket.get(socket) ?? new Set<string>();
      mine.add(name);
      bySocket.set(socket, mine);
      await bus.ready?.(name);
    },
    leave,
    /** When a socket closes. */
    leaveAll: (socket: LiveSocket) => {
      for (const name of [...(bySocket.get(socket) ?? [])]) leave(socket, name);
      bySocket.delete(socket);
    },
    channelsOf: (socket: LiveSocket) => bySocket.get(socket)?.size ?? 0,
    holds: (socket: LiveSocket, name: string) => bySocket.get(socket)?.has(name) ?? false,
    /** Channels with a bus subscription in this process. */
    openChannels: () => channels.size,
    close: () => {
      for (const channel of channels.values()) channel.stop();
      channels.clear();
      bySocket.clear();
    },
  };
};

export type LiveHub = ReturnType<typeof liveHub>;
