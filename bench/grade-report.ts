import { percentile } from './bench-database.js';
import type { StageSeen, Turn, Walk } from './grade-run.js';
import type { Stored } from './grade-verify.js';
import { summarise } from './phone-crowd.js';

export type Targets = { submitP99Ms: number; screenP99Ms: number };
export type Checked = { stored: Stored; mismatches: number; lines: number; firstMismatch: string };
type Verdict = { text: string; ok: boolean };

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const ms = (n: number) => n.toFixed(1);

/** Each accepted submit → the first `grade.stage` the screen heard showing that judge submitted for that contestant. */
const screenLags = (walk: Walk, turns: Turn[]) => {
  const byContestant = new Map<number | null, StageSeen[]>();
  for (const s of walk.seen) byContestant.set(s.contestantId, [...(byContestant.get(s.contestantId) ?? []), s]);
  const lags: number[] = [];
  let never = 0;
  for (const turn of turns) {
    for (const s of turn.submits.filter((x) => x.ok)) {
      const id = walk.judgeIds[s.judge]!;
      const shown = byContestant.get(turn.contestantId)?.find((e) => e.at >= s.sentAt && e.submitted.has(id));
      if (shown) lags.push(shown.at - s.sentAt);
      else never += 1;
    }
  }
  return { lags: sorted(lags), never };
};

/** A walk's figures, or those of a stretch of its turns. */
export const summariseWalk = (walk: Walk, load: string, turns = walk.turns) => {
  const submits = turns.flatMap((t) => t.submits);
  const accepted = sorted(submits.filter((s) => s.ok).map((s) => s.ms));
  const { lags, never } = screenLags(walk, turns);
  const audience = summarise(turns.map((t) => t.crowd));
  const seen = new Set(turns.map((t) => t.contestantId));
  return {
    label: walk.label,
    contestants: turns.length,
    submits: submits.length,
    submitFailed: submits.length - accepted.length,
    firstSubmitError: submits.find((s) => !s.ok)?.error ?? '',
    submitP50: percentile(accepted, 0.5),
    submitP99: percentile(accepted, 0.99),
    submitMax: accepted.at(-1) ?? 0,
    screenP50: percentile(lags, 0.5),
    screenP99: percentile(lags, 0.99),
    screenMax: lags.at(-1) ?? 0,
    never,
    events: walk.seen.filter((e) => e.contestantId !== null && seen.has(e.contestantId)).length,
    audience,
    revealMax: Math.max(0, ...turns.map((t) => t.revealMs)),
    seconds: turns.reduce((sum, t) => sum + t.ms, 0) / 1000,
    cpuPerContestant: turns.reduce((sum, t) => sum + t.cpuMs, 0) / Math.max(1, turns.length),
    load,
  };
};
export type WalkSummary = ReturnType<typeof summariseWalk>;

export const rowOf = (s: WalkSummary) => ({
  case: s.label,
  contestants: s.contestants,
  'submit p50': ms(s.submitP50),
  'submit p99': ms(s.submitP99),
  '→ screen p50': ms(s.screenP50),
  '→ screen p99': ms(s.screenP99),
  '→ screen max': ms(s.screenMax),
  'screen events': s.events,
  'audience acked': s.audience.acked,
  'audience p50': ms(s.audience.ackP50),
  'audience p99': ms(s.audience.ackP99),
  'show → phones max': ms(s.audience.fanOutMax),
  'show max': ms(s.audience.showMaxMs),
  'reveal max': ms(s.revealMax),
  s: s.seconds.toFixed(0),
  'CPU ms/contestant': s.cpuPerContestant.toFixed(0),
  load: s.load,
});

/** The walk in tenths, to see it slow down as the round's scores pile up. */
export const stretchesOf = (walk: Walk) => {
  const size = Math.ceil(walk.turns.length / 10);
  return Array.from({ length: Math.ceil(walk.turns.length / size) }, (_, k) => {
    const turns = walk.turns.slice(k * size, (k + 1) * size);
    const s = summariseWalk(walk, '', turns);
    return {
      case: walk.label,
      contestants: `${k * size + 1}–${k * size + turns.length}`,
      'submit p99': ms(s.submitP99),
      '→ screen p99': ms(s.screenP99),
      'audience p99': ms(s.audience.ackP99),
      'show max': ms(s.audience.showMaxMs),
      'reveal max': ms(s.revealMax),
      's/contestant': (s.seconds / turns.length).toFixed(1),
      'CPU ms/contestant': s.cpuPerContestant.toFixed(0),
    };
  });
};

/** The targets of one app case, its bare run's figures beside them. */
export const verdictsOf = (app: WalkSummary, bare: WalkSummary, checked: Checked, targets: Targets): Verdict[] => {
  const { judges, audience } = checked.stored;
  const beside = (a: number, b: number) => `bare ${ms(b)} ms, ${(a / b).toFixed(1)}×`;
  const expectedAudience = app.audience.acked + app.audience.failed;
  return [
    {
      text: `submit p99 ${ms(app.submitP99)} ms (${beside(app.submitP99, bare.submitP99)}) (≤ ${targets.submitP99Ms} ms)`,
      ok: app.submitP99 <= targets.submitP99Ms,
    },
    {
      text:
        `submit → screen p99 ${ms(app.screenP99)} ms (${beside(app.screenP99, bare.screenP99)}) ` +
        `(≤ ${targets.screenP99Ms} ms)`,
      ok: app.screenP99 <= targets.screenP99Ms,
    },
    {
      text:
        `judges' submits: ${app.submits - app.submitFailed}/${app.submits} accepted, ${app.never} never shown on the ` +
        `screen${app.firstSubmitError ? ` (first refusal: ${app.firstSubmitError})` : ''}`,
      ok: app.submitFailed === 0 && app.never === 0,
    },
    {
      text:
        `audience: ${app.audience.acked}/${expectedAudience} accepted, ${app.audience.missed} never heard the stage` +
        `${app.audience.firstError ? ` (first refusal: ${app.audience.firstError})` : ''}`,
      ok: app.audience.failed === 0 && app.audience.missed === 0,
    },
    {
      text:
        `0 lost: judges ${judges.acked} acknowledged, ${judges.rows} stored, ${judges.lost} lost, ${judges.doubled} ` +
        `doubled, ${judges.unacknowledged} unacknowledged; audience ${audience.acked} / ${audience.rows} / ` +
        `${audience.lost} / ${audience.doubled} / ${audience.unacknowledged}`,
      ok: [judges, audience].every((c) => c.lost + c.doubled + c.unacknowledged === 0 && c.rows === c.acked),
    },
    {
      text:
        `every result equals its recomputation: ${checked.mismatches} of ${checked.lines} lines differ` +
        `${checked.firstMismatch ? ` (first: ${checked.firstMismatch})` : ''}`,
      ok: checked.mismatches === 0 && checked.lines === app.contestants,
    },
  ].map((v) => ({ ...v, text: `${app.label}: ${v.ok ? 'ok  ' : 'MISS'} ${v.text}` }));
};
