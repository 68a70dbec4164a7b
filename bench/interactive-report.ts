import type { Measured } from './interactive-run.js';
import { summarise } from './phone-crowd.js';

/** Absolute targets (bench/README.md); a case without `ackP99Ms` reports its ack p99 without being judged on it. */
export type Targets = { ackP99Ms?: number; fanOutMs: number; answeredWithinMs: number };
/** An app case, the targets it is judged by and the bare run beside it for context. */
export type Result = Measured & { bare?: Measured; targets?: Targets };
type Verdict = { text: string; ok: boolean };

const ms = (n: number) => n.toFixed(1);

/** The targets checked for one app case, with its bare run's figures beside them. */
const verdictsOf = (r: Result, bareRun: Measured, targets: Targets): Verdict[] => {
  const s = summarise(r.questions);
  const bare = summarise(bareRun.questions);
  const stored = r.stored ?? new Set<string>();
  const lost = r.acknowledged.filter((k) => !stored.has(k)).length;
  const unacknowledged = stored.size - (r.acknowledged.length - lost);
  const bareOf = (app: number, bareValue: number) => `bare ${ms(bareValue)} ms, ${(app / bareValue).toFixed(2)}×`;
  const { ackP99Ms } = targets;
  return [
    {
      text:
        `ack p99 ${ms(s.ackP99)} ms (${bareOf(s.ackP99, bare.ackP99)}) ` +
        (ackP99Ms === undefined ? '(not judged here)' : `(≤ ${ackP99Ms} ms)`),
      ok: ackP99Ms === undefined || s.ackP99 <= ackP99Ms,
    },
    {
      text: `fan-out max ${ms(s.fanOutMax)} ms (${bareOf(s.fanOutMax, bare.fanOutMax)}) (≤ ${targets.fanOutMs} ms)`,
      ok: s.fanOutMax <= targets.fanOutMs,
    },
    {
      text: `last ack ${ms(s.lastAckMs)} ms after the question (≤ ${targets.answeredWithinMs})`,
      ok: s.lastAckMs <= targets.answeredWithinMs,
    },
    {
      text: `lost ${lost}, stored unacknowledged ${unacknowledged}, failed ${s.failed}, missed ${s.missed}`,
      ok: lost + unacknowledged + s.failed + s.missed === 0,
    },
  ].map((v) => ({ ...v, text: `${r.case}: ${v.ok ? 'ok  ' : 'MISS'} ${v.text}` }));
};

const rowOf = (r: Result) => {
  const s = summarise(r.questions);
  return {
    case: r.case,
    'seated/s': Math.round(r.seatPerSecond),
    'RSS KB/phone': (r.rssPerPhone / 1024).toFixed(1),
    'heap KB/phone': (r.heapPerPhone / 1024).toFixed(1),
    'RSS MB': Math.round(r.rssAfter / 1024 / 1024),
    'fan-out first': ms(s.fanOutFirst),
    'fan-out p50': ms(s.fanOutP50),
    'fan-out max': ms(s.fanOutMax),
    'switch max': ms(s.showMaxMs),
    'ack p50': ms(s.ackP50),
    'ack p99': ms(s.ackP99),
    'pool wait p99': ms(s.poolWaitP99),
    'CPU ms/answer': r.cpuPerAnswerMs.toFixed(2),
    acknowledged: s.acked,
    stored: r.stored ? r.stored.size : '–',
    failed: s.failed,
    load: r.load,
  };
};

/** Prints every case, then each question, then the targets; answers the verdicts. */
export const report = (results: Result[], seconds: number) => {
  console.table(results.map(rowOf));
  console.table(
    results.flatMap((r) =>
      r.questions.map((q) => ({
        case: r.case,
        question: q.step + 1,
        'switch ms': ms(q.showMs),
        'fan-out first': ms(q.fanOut[0] ?? 0),
        'fan-out max': ms(q.fanOut.at(-1) ?? 0),
        'ack p99': ms(summarise([q]).ackP99),
        'last ack ms': ms(q.lastAckMs),
        failed: q.failed,
      })),
    ),
  );
  for (const r of results) {
    const first = summarise(r.questions).firstError;
    if (first) console.log(`${r.case}: first failure: ${first}`);
  }
  const verdicts = results.flatMap((r) => (r.bare && r.targets ? verdictsOf(r, r.bare, r.targets) : []));
  console.log(verdicts.map((v) => v.text).join('\n'));
  console.log(
    `\nfan-out = host's call sent → each phone heard the question (first: the server's work before it sends); ` +
      `ack = answer sent → acknowledged, with the wait for a pooled connection and for the phones' own event loop ` +
      `("pool wait"); KB/phone = the server's growth while the phones joined and subscribed (after a full GC) / ` +
      `phones; CPU ms/answer = the server's CPU from each question shown to its last ack / answers; total ${seconds} s`,
  );
  return verdicts;
};
