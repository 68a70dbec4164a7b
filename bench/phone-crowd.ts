import http from 'node:http';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { livePath, type SessionSnapshot } from '@app/contract';
import type { ClientSocket } from '../apps/server/src/platform/live/ws-client.js';
import { percentile } from './bench-database.js';
import { postJson, postJsonRetried } from './http-load.js';

const { WebSocket } = createRequire(import.meta.url)('ws') as {
  WebSocket: new (url: string, options: { headers: Record<string, string> }) => ClientSocket;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What a phone makes of a message on its channel: the step it shows and the state shown, or null to ignore it. */
export type Heard<S> = (text: string) => { step: number; shown: S } | null;

/** An interactive quiz's question: a `session.state` event in the `question` phase, keyed by its step index. */
export const questionHeard: Heard<SessionSnapshot> = (text) => {
  if (!text.includes('"session.state"')) return null;
  const shown = (JSON.parse(text) as { payload: SessionSnapshot }).payload;
  return shown.phase === 'question' ? { step: shown.step_index, shown } : null;
};

export type CrowdOptions<S> = {
  port: number;
  channel: string;
  phones: number;
  /** Seats phone `index` before its socket opens: the ticket it answers with and its seat (player id). */
  seat: (index: number) => Promise<{ ticket: string; id: number }>;
  /** Which messages show a step to answer (each step is answered once, when first heard). */
  heard: Heard<S>;
  answerPath: string;
  /**
   * A cheap call that opens the answer pool's connections before the first question: real phones answer over the
   * connection they joined on, and a thousand connections opened during a question would overflow the server's
   * accept queue (511: SYNs retried after 1 s, 3 s, …), measuring the kernel rather than the server.
   */
  warmPath: string;
  /** Whether phone `index` answers step `step` (every phone every step unless given). */
  answers?: (index: number, step: number) => boolean;
  /** Phone `index`'s answer to the step the state shows. */
  answerBody: (ticket: string, shown: S, index: number) => string;
  /** Phones answer spread evenly over this long after hearing the question, as a hall does. */
  spreadMs: number;
  /** Connections the answers share (keep-alive), as a bounded client pool. */
  pool: number;
  /** Phones being seated at once. */
  setupConcurrency: number;
};

/** `waitMs`: how long, within `ms`, the answer waited for a pooled connection and for this process's event loop. */
type Answered = { ms: number; waitMs: number; ackAt: number; ok: boolean; error: string };
type Phone = {
  ticket: string;
  id: number;
  socket: ClientSocket;
  /** When the phone heard each step shown, by step index. */
  heard: Map<number, number>;
  answered: Map<number, Answered>;
};

export type QuestionResult = {
  step: number;
  /** The host's call, from sending it to its answer. */
  showMs: number;
  /** From sending the host's call to each phone hearing the question, sorted. */
  fanOut: number[];
  missed: number;
  /** Acknowledged answers' latencies (sent → acknowledged), sorted. */
  acks: number[];
  /** Of which waiting on this side (a pooled connection, this process's event loop), sorted. */
  poolWaits: number[];
  failed: number;
  firstError: string;
  /** From sending the host's call to the last acknowledgement. */
  lastAckMs: number;
};

/** Spreads phones evenly but not in index order over [0, 1): the golden-ratio sequence. */
const spreadOf = (index: number) => (index * 0.6180339887498949) % 1;

/** Opens a phone's socket on the channel and settles once the server said `subscribed`. */
const connect = <S>(
  port: number,
  channel: string,
  phone: Omit<Phone, 'socket'>,
  heard: Heard<S>,
  onShown: (step: number, shown: S) => void,
) =>
  new Promise<ClientSocket>((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}${livePath}`, { headers: { host: 'localhost' } });
    socket.on('error', reject);
    socket.on('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    socket.on('open', () => socket.send(JSON.stringify({ type: 'subscribe', channel })));
    socket.on('message', (data) => {
      // The time first: what a phone does with the event after hearing it is not the server's.
      const at = performance.now();
      const text = data.toString();
      if (text.startsWith('{"type":"subscribed"')) return resolve(socket);
      if (text.startsWith('{"type":"error"')) return reject(new Error(text));
      const shown = heard(text);
      if (!shown || phone.heard.has(shown.step)) return;
      phone.heard.set(shown.step, at);
      onShown(shown.step, shown.shown);
    });
  });

/**
 * `phones` simulated phones: each is seated (`seat`), holds a /ws socket on the channel, and answers every
 * step it hears shown (`heard`: a quiz's question, a contestant on stage) once, after its share of `spreadMs`,
 * over HTTP through a bounded keep-alive pool. `question` runs one step and measures it.
 */
export const phoneCrowd = async <S>(opts: CrowdOptions<S>) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.pool });
  const phones: Phone[] = [];
  const answers = opts.answers ?? (() => true);

  const answer = async (phone: Phone, index: number, step: number, shown: S) => {
    const sentAt = performance.now();
    let waitMs = 0;
    const onSocket = () => {
      waitMs = performance.now() - sentAt;
    };
    const body = opts.answerBody(phone.ticket, shown, index);
    const result = await postJsonRetried(agent, opts.port, opts.answerPath, body, onSocket).then(
      (res) => {
        const envelope = res.text.startsWith('{') ? (JSON.parse(res.text) as { code: number; msg: string }) : null;
        const ok = res.status === 200 && envelope?.code === 200;
        return { ok, error: `${res.status} ${envelope?.msg ?? res.text.slice(0, 200)}` };
      },
      (err: Error) => ({ ok: false, error: err.message }),
    );
    const ackAt = performance.now();
    phone.answered.set(step, { ...result, ms: ackAt - sentAt, waitMs, ackAt });
  };

  const seatOne = async (index: number) => {
    const phone = { ...(await opts.seat(index)), heard: new Map(), answered: new Map() };
    const socket = await connect(opts.port, opts.channel, phone, opts.heard, (step, shown) => {
      if (!answers(index, step)) return;
      setTimeout(() => void answer(phones[index]!, index, step, shown), spreadOf(index) * opts.spreadMs);
    });
    phones[index] = { ...phone, socket };
  };

  const seating = performance.now();
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < opts.phones; i = next++) await seatOne(i);
  };
  await Promise.all(Array.from({ length: opts.setupConcurrency }, worker));
  const seatSeconds = (performance.now() - seating) / 1000;
  // All at once, so each takes a connection of its own; SYNs the accept queue drops are retried, off the clock.
  await Promise.all(Array.from({ length: opts.pool }, () => postJson(agent, opts.port, opts.warmPath, '{}')));

  const waitFor = async (done: () => boolean, ms: number) => {
    for (let waited = 0; !done() && waited < ms; waited += 20) await sleep(20);
  };

  return {
    seatSeconds,
    /** `show` is the host's call that shows step `step`; settles once every phone heard it and those answering it were answered. */
    question: async (step: number, show: () => Promise<void>): Promise<QuestionResult> => {
      const t0 = performance.now();
      await show();
      const showMs = performance.now() - t0;
      await waitFor(() => phones.every((p) => p.heard.has(step)), 15_000);
      const answering = phones.filter((_, index) => answers(index, step));
      await waitFor(() => answering.every((p) => !p.heard.has(step) || p.answered.has(step)), 30_000 + opts.spreadMs);
      const fanOut = phones.flatMap((p) => (p.heard.has(step) ? [p.heard.get(step)! - t0] : []));
      const answered = phones.flatMap((p) => (p.answered.has(step) ? [p.answered.get(step)!] : []));
      const acked = answered.filter((a) => a.ok);
      return {
        step,
        showMs,
        fanOut: fanOut.sort((a, b) => a - b),
        missed: phones.length - fanOut.length,
        acks: acked.map((a) => a.ms).sort((a, b) => a - b),
        poolWaits: acked.map((a) => a.waitMs).sort((a, b) => a - b),
        failed: answering.length - acked.length,
        firstError: answered.find((a) => !a.ok)?.error ?? '',
        lastAckMs: Math.max(0, ...acked.map((a) => a.ackAt - t0)),
      };
    },
    /** Every acknowledged answer as `<step>:<player id>`. */
    acknowledged: () =>
      phones.flatMap((p) => [...p.answered].flatMap(([step, a]) => (a.ok ? [`${step}:${p.id}`] : []))),
    close: () => {
      for (const p of phones) p.socket.terminate();
      agent.destroy();
    },
  };
};

/** Every question of a run together: what the targets are judged on. */
export const summarise = (questions: QuestionResult[]) => {
  const acks = questions.flatMap((q) => q.acks).sort((a, b) => a - b);
  const fanOut = questions.flatMap((q) => q.fanOut).sort((a, b) => a - b);
  const poolWaits = questions.flatMap((q) => q.poolWaits).sort((a, b) => a - b);
  return {
    acked: acks.length,
    failed: questions.reduce((n, q) => n + q.failed, 0),
    missed: questions.reduce((n, q) => n + q.missed, 0),
    firstError: questions.find((q) => q.firstError)?.firstError ?? '',
    ackP50: percentile(acks, 0.5),
    ackP99: percentile(acks, 0.99),
    poolWaitP99: percentile(poolWaits, 0.99),
    /** The host's call sent → the first phone heard it: the server's work before it sends. */
    fanOutFirst: Math.max(...questions.map((q) => q.fanOut[0] ?? 0)),
    fanOutP50: percentile(fanOut, 0.5),
    fanOutMax: fanOut.at(-1) ?? 0,
    showMaxMs: Math.max(...questions.map((q) => q.showMs)),
    lastAckMs: Math.max(...questions.map((q) => q.lastAckMs)),
  };
};
