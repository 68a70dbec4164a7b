import type { LiveSocket } from './live-socket.js';

/**
 * Pings every socket each interval; one that has not answered the previous ping is dead (a phone that lost
 * its network never sends a close) and is terminated, which fires its close and frees its channels.
 */
export const keepAlive = (intervalMs: number) => {
  const alive = new Map<LiveSocket, boolean>();
  const tick = () => {
    for (const [socket, answered] of alive) {
      if (!answered) {
        alive.delete(socket);
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    watch: (socket: LiveSocket) => {
      alive.set(socket, true);
      socket.on('pong', () => {
        if (alive.has(socket)) alive.set(socket, true);
      });
    },
    forget: (socket: LiveSocket) => void alive.delete(socket),
    tick,
    stop: () => {
      clearInterval(timer);
      alive.clear();
    },
  };
};
