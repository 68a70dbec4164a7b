import type { LiveClientMessage } from '@app/contract';
import { act, waitFor } from '@testing-library/react';

/** The browser's WebSocket, driven by the test. */
export class FakeSocket {
  static last: FakeSocket | undefined;
  /** Every socket opened since the last `reset`, one per channel listener. */
  static all: FakeSocket[] = [];
  static reset() {
    FakeSocket.all = [];
    FakeSocket.last = undefined;
  }
  /**
   * Waits for the page to follow a channel: a page may show its first data before its effects open the socket,
   * and an event sent before that would be lost.
   */
  static following(channel: string) {
    return waitFor(() => {
      const socket = FakeSocket.all.find((s) => s.channels().includes(channel));
      if (!socket) throw new Error(`no socket follows ${channel}`);
      return socket;
    });
  }
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  sent: LiveClientMessage[] = [];
  constructor(readonly url: string) {
    FakeSocket.last = this;
    FakeSocket.all.push(this);
    queueMicrotask(() => this.onopen?.());
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {}
  /** The channels this socket asked for, in order. */
  channels() {
    return this.sent.flatMap((m) => (m.type === 'subscribe' ? [m.channel] : []));
  }
  receive(message: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
}
