import { type HostCommand, hostCommands, liveClock, type SessionPhase } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { applyCommand, commandsNow, effectivePhase, type MachineState } from './session-machine.js';

const t0 = new Date('2026-06-01T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const play = { stepCount: 3, secondsOf: (i: number) => [20, 10, 30][i]!, leaderboardEvery: 0 };

const lobby: MachineState = {
  phase: 'lobby',
  paused: false,
  stepIndex: -1,
  openedAt: null,
  deadlineAt: null,
  remainingMs: null,
};
/** Step 1 shown at t0 with its 10 s. */
const question: MachineState = { ...lobby, phase: 'question', stepIndex: 1, openedAt: t0, deadlineAt: at(10_000) };
const paused: MachineState = { ...question, paused: true, deadlineAt: null, remainingMs: 4_000 };
const closed: MachineState = { ...question, phase: 'closed' };
const reveal: MachineState = { ...question, phase: 'reveal' };
const leaderboard: MachineState = { ...question, phase: 'leaderboard' };
const finished: MachineState = { ...lobby, phase: 'finished', stepIndex: 2 };

const states: Record<string, MachineState> = { lobby, question, paused, closed, reveal, leaderboard, finished };

/** What each state takes; everything else is refused with the message given for it. */
const expected: Record<string, { allowed: HostCommand[]; refused: string }> = {
  lobby: { allowed: ['start', 'next', 'end'], refused: '请先开始本场' },
  question: { allowed: ['close', 'pause', 'skip', 'end'], refused: '' },
  paused: { allowed: ['close', 'resume', 'skip', 'end'], refused: '' },
  closed: { allowed: ['reveal', 'leaderboard', 'next', 'end'], refused: '' },
  reveal: { allowed: ['leaderboard', 'next', 'end'], refused: '' },
  leaderboard: { allowed: ['next', 'end'], refused: '' },
  finished: { allowed: [], refused: '本场已结束，请重置后再开始' },
};
const messages: Partial<Record<string, Partial<Record<HostCommand, string>>>> = {
  question: {
    start: '本场已开始',
    next: '请先停止作答或跳过本题',
    reveal: '请先停止作答',
    leaderboard: '请先停止作答',
    resume: '本题未暂停',
  },
  paused: { start: '本场已开始', next: '请先停止作答或跳过本题', reveal: '请先停止作答', pause: '本题已暂停' },
  closed: { start: '本场已开始', close: '本题已停止作答', pause: '只能在作答时暂停', skip: '只能跳过正在作答的题目' },
  reveal: { reveal: '本题答案已公布', resume: '只能在作答时继续', close: '本题已停止作答' },
  leaderboard: { leaderboard: '已在显示排行榜', reveal: '本题答案已公布', skip: '只能跳过正在作答的题目' },
};

describe('session machine', () => {
  const now = at(3_000);

  for (const [name, state] of Object.entries(states)) {
    for (const command of hostCommands) {
      const { allowed, refused } = expected[name]!;
      if (allowed.includes(command)) {
        it(`takes ${command} in ${name}`, () => {
          expect(applyCommand(state, command, now, play).ok).toBe(true);
        });
        continue;
      }
      const message = messages[name]?.[command] ?? refused;
      it(`refuses ${command} in ${name}${message ? `: ${message}` : ''}`, () => {
        const outcome = applyCommand(state, command, now, play);
        expect(outcome).toMatchObject({ ok: false, error: 'GAME_COMMAND_OUT_OF_ORDER' });
        if (message) expect(outcome).toMatchObject({ message });
        else expect(outcome).toHaveProperty('message');
      });
    }
    it(`offers the console exactly what ${name} takes`, () => {
      expect(new Set(commandsNow(state, now))).toEqual(new Set(expected[name]!.allowed));
    });
  }

  it('starts on the first step with its deadline', () => {
    expect(applyCommand(lobby, 'start', now, play)).toEqual({
      ok: true,
      state: { ...lobby, phase: 'question', stepIndex: 0, openedAt: now, deadlineAt: at(23_000) },
    });
    expect(applyCommand(lobby, 'next', now, play)).toEqual(applyCommand(lobby, 'start', now, play));
  });

  it('cannot start a session without steps', () => {
    expect(applyCommand(lobby, 'start', now, { ...play, stepCount: 0 })).toEqual({
      ok: false,
      error: 'GAME_NO_QUESTIONS',
    });
  });

  it('keeps the remaining time over a pause and moves the deadline on resume', () => {
    const pausedNow = applyCommand(question, 'pause', at(6_000), play);
    expect(pausedNow).toMatchObject({ ok: true, state: { paused: true, deadlineAt: null, remainingMs: 4_000 } });
    if (!pausedNow.ok) return;
    // A minute on the pause does not close the step.
    expect(effectivePhase(pausedNow.state, at(66_000))).toBe('question');
    const resumed = applyCommand(pausedNow.state, 'resume', at(66_000), play);
    expect(resumed).toMatchObject({ ok: true, state: { paused: false, deadlineAt: at(70_000), remainingMs: null } });
  });

  it('times answers after a pause as if the step had not stopped: the pause counts for nobody', () => {
    const pausedNow = applyCommand(question, 'pause', at(6_000), play);
    if (!pausedNow.ok) throw new Error('not paused');
    const resumed = applyCommand(pausedNow.state, 'resume', at(66_000), play);
    // 6 s ran before the pause: the step is opened 6 s before the resume, 10 s before its deadline.
    expect(resumed).toMatchObject({ ok: true, state: { openedAt: at(60_000), deadlineAt: at(70_000) } });
  });

  it('skips to the next step with its own time, and past the last step finishes', () => {
    expect(applyCommand(question, 'skip', now, play)).toMatchObject({
      ok: true,
      state: { phase: 'question', stepIndex: 2, openedAt: now, deadlineAt: at(33_000) },
    });
    const last = { ...question, stepIndex: 2 };
    expect(applyCommand(last, 'skip', now, play)).toMatchObject({ ok: true, state: { phase: 'finished' } });
  });

  it('finishes after the last step on next, and at once on end', () => {
    expect(applyCommand({ ...reveal, stepIndex: 2 }, 'next', now, play)).toMatchObject({
      ok: true,
      state: { phase: 'finished', stepIndex: 2, deadlineAt: null },
    });
    expect(applyCommand(question, 'end', now, play)).toMatchObject({ ok: true, state: { phase: 'finished' } });
  });

  it('closes a step once its deadline and the grace have passed, without a command', () => {
    const graceEnd = 10_000 + liveClock.graceMs;
    expect(effectivePhase(question, at(graceEnd))).toBe('question');
    expect(effectivePhase(question, at(graceEnd + 1))).toBe('closed');
    expect(applyCommand(question, 'reveal', at(graceEnd + 1), play)).toMatchObject({
      ok: true,
      state: { phase: 'reveal' },
    });
    expect(applyCommand(question, 'close', at(graceEnd + 1), play)).toMatchObject({ message: '本题已停止作答' });
  });

  it('stops answers at the close, or at the deadline if that came first', () => {
    expect(applyCommand(question, 'close', now, play)).toMatchObject({
      ok: true,
      state: { phase: 'closed', deadlineAt: now },
    });
    expect(applyCommand(paused, 'close', now, play)).toMatchObject({
      ok: true,
      state: { phase: 'closed', paused: false, deadlineAt: now, remainingMs: null },
    });
    expect(applyCommand(question, 'close', at(10_200), play)).toMatchObject({ state: { deadlineAt: at(10_000) } });
  });

  it.each<[SessionPhase, HostCommand]>([
    ['closed', 'next'],
    ['leaderboard', 'next'],
  ])('shows the next step from %s on %s', (phase, command) => {
    expect(applyCommand({ ...question, phase }, command, now, play)).toMatchObject({
      ok: true,
      state: { phase: 'question', stepIndex: 2 },
    });
  });

  describe('with the leaderboard every 2 steps', () => {
    const everyTwo = { stepCount: 5, secondsOf: () => 20, leaderboardEvery: 2 };
    const second = { ...reveal, stepIndex: 1 };

    it('shows the leaderboard on the next after the 2nd step, then the 3rd step on the next after that', () => {
      const board = applyCommand(second, 'next', now, everyTwo);
      expect(board).toEqual({ ok: true, state: { ...second, phase: 'leaderboard' } });
      if (!board.ok) return;
      expect(applyCommand(board.state, 'next', now, everyTwo)).toMatchObject({
        ok: true,
        state: { phase: 'question', stepIndex: 2, openedAt: now, deadlineAt: at(23_000) },
      });
    });

    it('shows it too when the host goes on without revealing, or when the deadline closed the step', () => {
      expect(applyCommand({ ...second, phase: 'closed' }, 'next', now, everyTwo)).toMatchObject({
        state: { phase: 'leaderboard', stepIndex: 1 },
      });
      const ranOut: MachineState = { ...second, phase: 'question', deadlineAt: at(-10_000) };
      expect(applyCommand(ranOut, 'next', now, everyTwo)).toMatchObject({
        state: { phase: 'leaderboard', stepIndex: 1 },
      });
    });

    it('goes straight on after the steps between, and after a leaderboard the host asked for', () => {
      for (const stepIndex of [0, 2]) {
        expect(applyCommand({ ...reveal, stepIndex }, 'next', now, everyTwo)).toMatchObject({
          state: { phase: 'question', stepIndex: stepIndex + 1 },
        });
      }
      expect(applyCommand({ ...second, phase: 'leaderboard' }, 'next', now, everyTwo)).toMatchObject({
        state: { phase: 'question', stepIndex: 2 },
      });
    });

    it('finishes after the last step, where the podium ranks everyone', () => {
      expect(applyCommand({ ...reveal, stepIndex: 3 }, 'next', now, { ...everyTwo, stepCount: 4 })).toMatchObject({
        state: { phase: 'finished' },
      });
    });

    it('never shows it by itself when the kind sets 0', () => {
      expect(applyCommand(second, 'next', now, { ...everyTwo, leaderboardEvery: 0 })).toMatchObject({
        state: { phase: 'question', stepIndex: 2 },
      });
    });
  });
});
