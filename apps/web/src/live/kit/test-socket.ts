import type { LiveClientMessage } from '@app/contract';
import { act } from '@testing-library/react';

/** The browser's WebSocket, driven by the test. */
export class FakeSocket {
  static last: FakeSocket | undefined;
  /** Every socket opened since the last `reset`, one per channel listener. */
  static all: FakeSocket[] = [];
  static reset() {
    FakeSocket.all = [];
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
