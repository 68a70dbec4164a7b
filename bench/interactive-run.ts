import os from 'node:os';
import type { SessionSnapshot } from '@app/contract';
import { monotonicMicros } from './cpu-profile.js';
import { rightKey, wrongKey } from './interactive-seed.js';
import { type CrowdOptions, phoneCrowd, type QuestionResult, questionHeard, summarise } from './phone-crowd.js';
import { cpuMsOf, type ServerProcess } from './server-process.js';

export type Settings = { phones: number; questions: number; spreadMs: number; pool: number; setupConcurrency: number };

const load = () => os.loadavg()[0]!.toFixed(1);
const percent = (share: number) => `${Math.round(100 * share)} %`;

/** Half the phones answer right, half wrong, so both are judged and scored. */
const answerBody = (ticket: string, shown: SessionSnapshot, index: number) =>
  JSON.stringify({ ticket, step_index: shown.step_index, answer: [index % 2 ? wrongKey : rightKey] });

export type Run = {
  case: string;
  server: ServerProcess;
  channel: string;
  seat: CrowdOptions<SessionSnapshot>['seat'];
  answerPath: string;
  warmPath: string;
  /** Shows step `step`, after whatever must come before it that is not timed (closing the step before). */
  before: (step: number) => Promise<void>;
  show: (step: number) => Promise<void>;
};

/** Seats the crowd, measures the server's memory growth, runs the questions, closes the crowd. */
export const runCrowd = async (run: Run, settings: Settings) => {
  const { phones, spreadMs, pool, setupConcurrency } = settings;
  const pid = run.server.child.pid ?? 0;
  const loadBefore = load();
  const before = await run.server.memory();
  const crowd = await phoneCrowd({
    port: run.server.port,
    channel: run.channel,
    phones,
    seat: run.seat,
    heard: questionHeard,
    answerPath: run.answerPath,
    warmPath: run.warmPath,
    answerBody,
    spreadMs,
    pool,
    setupConcurrency,
  });
  const after = await run.server.memory();
  console.log(`${run.case}: ${phones} phones seated in ${crowd.seatSeconds.toFixed(1)} s (load ${load()})`);
  const questions: QuestionResult[] = [];
  /** The server's CPU time (ms) from showing each question to its last answer. */
  const serverCpu: number[] = [];
  /** When each question was shown and until its last answer, on the clock CPU profiles are stamped with. */
  const windows: { fanOut: [number, number]; all: [number, number] }[] = [];
  try {
    for (let step = 0; step < settings.questions; step += 1) {
      await run.before(step);
      const from = monotonicMicros();
      const cpuBefore = { server: cpuMsOf(pid), phones: process.cpuUsage() };
      const q = await crowd.question(step, () => run.show(step));
      const wallMs = (monotonicMicros() - from) / 1000;
      const serverCpuMs = cpuMsOf(pid) - cpuBefore.server;
      serverCpu.push(serverCpuMs);
      const busy = {
        server: serverCpuMs / wallMs,
        phones: Object.values(process.cpuUsage(cpuBefore.phones)).reduce((a, b) => a + b, 0) / 1000 / wallMs,
      };
      questions.push(q);
      const s = summarise([q]);
      console.log(
        `${run.case}: question ${step + 1}: fan-out first ${s.fanOutFirst.toFixed(1)} / max ${s.fanOutMax.toFixed(1)} ms, ` +
          `ack p50 ${s.ackP50.toFixed(1)} / p99 ${s.ackP99.toFixed(1)} ms (pool wait p99 ${s.poolWaitP99.toFixed(1)}), ` +
          `last ack ${s.lastAckMs.toFixed(0)} ms, failed ${s.failed}; server CPU ${(serverCpuMs / phones).toFixed(2)} ` +
          `ms/answer; CPU busy: server ${percent(busy.server)}, ` +
          `phones ${percent(busy.phones)} (load ${load()})`,
      );
      windows.push({ fanOut: [from, from + 1000 * (q.fanOut.at(-1) ?? 0)], all: [from, monotonicMicros()] });
    }
    return {
      case: run.case,
      seatPerSecond: phones / crowd.seatSeconds,
      rssPerPhone: (after.rss - before.rss) / phones,
      heapPerPhone: (after.heapUsed + after.external - before.heapUsed - before.external) / phones,
      rssAfter: after.rss,
      questions,
      windows,
      /** Server CPU per answer over the questions: what a core can take, whatever else the machine runs. */
      cpuPerAnswerMs: serverCpu.reduce((a, b) => a + b, 0) / (phones * settings.questions),
      acknowledged: crowd.acknowledged(),
      load: `${loadBefore}–${load()}`,
    };
  } finally {
    crowd.close();
  }
};
export type Measured = Awaited<ReturnType<typeof runCrowd>> & { stored: Set<string> | null };
