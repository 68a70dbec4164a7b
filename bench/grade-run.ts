import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { GradeStage } from '@app/contract';
import { monotonicMicros } from './cpu-profile.js';
import { postJsonRetried } from './http-load.js';
import { sleep, watchChannel } from './lottery-hall.js';
import { type CrowdOptions, type Heard, phoneCrowd, type QuestionResult } from './phone-crowd.js';
import { cpuMsOf, type ServerProcess } from './server-process.js';

/** What the run drives: the app's judge scoring, or the bare server standing in for it. */
export type GradeTarget = {
  label: string;
  server: ServerProcess;
  channel: string;
  /** Contestant ids in stage order. */
  order: number[];
  judgeIds: number[];
  /** The judges open their pages before the first contestant is shown. */
  open: () => Promise<void>;
  /** The host puts the contestant on stage; settles once the server answered. */
  show: (contestantId: number) => Promise<void>;
  /** The host reveals the contestant's result once everybody scored. */
  reveal: (contestantId: number) => Promise<void>;
  /** Judge `judge`'s submit for the contestant at stage position `at`: the route and the body. */
  submit: (judge: number, at: number) => { path: string; body: string };
  seat: CrowdOptions<number>['seat'];
  audiencePath: string;
  audienceBody: (ticket: string, at: number, phone: number) => string;
  warmPath: string;
};
export type GradeSettings = {
  audience: number;
  /** The share of the audience that scores each contestant (a different share each time; 1: every phone). */
  share: number;
  spreadMs: number;
  pool: number;
  setupConcurrency: number;
};

/** A `grade.stage` event as the screen heard it: who is on stage and which judges it shows as having submitted. */
export type StageSeen = { at: number; phase: GradeStage['phase']; contestantId: number | null; submitted: Set<number> };
export type Submit = { judge: number; at: number; sentAt: number; ms: number; ok: boolean; error: string };
export type Turn = {
  at: number;
  contestantId: number;
  crowd: QuestionResult;
  submits: Submit[];
  revealMs: number;
  /** The turn's wall time and the server's CPU in it. */
  ms: number;
  cpuMs: number;
};

/** An audience phone scores the contestant it hears put on stage (phase scoring); ids map to stage positions. */
const onStageHeard =
  (positionOf: Map<number, number>): Heard<number> =>
  (text) => {
    if (!text.includes('"grade.stage"') || !text.includes('"phase":"scoring"')) return null;
    const at = positionOf.get(Number(/"contestant":\{"id":(\d+)/.exec(text)?.[1]));
    return at === undefined ? null : { step: at, shown: at };
  };

const waitFor = async (done: () => boolean, ms: number) => {
  for (let waited = 0; !done() && waited < ms; waited += 10) await sleep(10);
};

/**
 * The host's walk through the round: each contestant shown, every judge submitting for them at once (as fast as
 * the server takes them) while the audience phones score them spread over `spreadMs` after hearing them shown,
 * then, once the screen shows every judge's submit, revealed, and the next shown.
 */
export const walkContest = async (target: GradeTarget, settings: GradeSettings) => {
  const { port } = target.server;
  const seen: StageSeen[] = [];
  const screen = await watchChannel(port, target.channel, (event, payload, at) => {
    if (event !== 'grade.stage') return;
    const stage = payload as GradeStage;
    const submitted = stage.judges.filter((j) => j.state !== 'missing').map((j) => j.id);
    seen.push({ at, phase: stage.phase, contestantId: stage.contestant?.id ?? null, submitted: new Set(submitted) });
  });
  const crowd = await phoneCrowd({
    port,
    channel: target.channel,
    phones: settings.audience,
    seat: target.seat,
    heard: onStageHeard(new Map(target.order.map((id, at) => [id, at]))),
    answers: (phone, at) => (phone + at * 7919) % settings.audience < settings.share * settings.audience,
    answerPath: target.audiencePath,
    warmPath: target.warmPath,
    answerBody: (ticket, at, phone) => target.audienceBody(ticket, at, phone),
    spreadMs: settings.spreadMs,
    pool: settings.pool,
    setupConcurrency: settings.setupConcurrency,
  });
  // Each judge's phone on a connection of its own.
  const judgesAgent = new http.Agent({ keepAlive: true, maxSockets: target.judgeIds.length });
  const submit = async (judge: number, at: number): Promise<Submit> => {
    const { path, body } = target.submit(judge, at);
    const sentAt = performance.now();
    const res = await postJsonRetried(judgesAgent, port, path, body).then(
      (r) => ({
        ok: r.status === 200 && r.text.startsWith('{') && (JSON.parse(r.text) as { code: number }).code === 200,
        error: `${r.status} ${r.text.slice(0, 200)}`,
      }),
      (err: Error) => ({ ok: false, error: err.message }),
    );
    return { judge, at, sentAt, ms: performance.now() - sentAt, ...res };
  };

  const turns: Turn[] = [];
  const pid = target.server.child.pid ?? 0;
  const from = monotonicMicros();
  try {
    await target.open();
    for (const [at, contestantId] of target.order.entries()) {
      const turnAt = performance.now();
      const turnCpu = cpuMsOf(pid);
      let submitting: Promise<Submit[]> = Promise.resolve([]);
      const crowdTurn = await crowd.question(at, async () => {
        await target.show(contestantId);
        submitting = Promise.all(target.judgeIds.map((_, judge) => submit(judge, at)));
      });
      const submits = await submitting;
      const ids = submits.filter((s) => s.ok).map((s) => target.judgeIds[s.judge]!);
      const shownAll = (s: StageSeen) => s.contestantId === contestantId && ids.every((id) => s.submitted.has(id));
      await waitFor(() => seen.some(shownAll), 3000);
      const revealAt = performance.now();
      await target.reveal(contestantId);
      const ms = performance.now() - turnAt;
      const revealMs = performance.now() - revealAt;
      turns.push({ at, contestantId, crowd: crowdTurn, submits, revealMs, ms, cpuMs: cpuMsOf(pid) - turnCpu });
      if ((at + 1) % Math.ceil(target.order.length / 10) === 0) {
        console.log(
          `${target.label}: ${at + 1}/${target.order.length} contestants (${(ms / 1000).toFixed(1)} s the last; load ${os.loadavg()[0]!.toFixed(1)})`,
        );
      }
    }
  } finally {
    crowd.close();
    screen.close();
    judgesAgent.destroy();
  }
  return {
    label: target.label,
    judgeIds: target.judgeIds,
    turns,
    seen,
    /** Every acknowledged audience score as `<stage position>:<participant id>`. */
    audienceAcked: crowd.acknowledged(),
    seatSeconds: crowd.seatSeconds,
    /** The walk on the clock CPU profiles are stamped with. */
    window: [from, monotonicMicros()] as [number, number],
  };
};
export type Walk = Awaited<ReturnType<typeof walkContest>>;
