/**
 * The part of a `ws` socket the live channels use. The `ws` package ships no types here, so the server names
 * what it relies on instead of leaving the socket untyped.
 */
export type LiveSocket = {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send: (data: string) => void;
  ping: () => void;
  close: (code?: number, reason?: string) => void;
  terminate: () => void;
  on(event: 'message', listener: (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => void): unknown;
  on(event: 'pong' | 'close', listener: () => void): unknown;
};

/** ws's readyState for an open socket. */
export const socketOpen = 1;
