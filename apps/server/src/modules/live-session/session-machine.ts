import {
  commandsAt,
  type ErrorName,
  type HostCommand,
  nextShown,
  type PhaseClock,
  phaseAt,
  type SessionPhase,
} from '@app/contract';

/** The part of a session the host's commands move. */
export type MachineState = {
  phase: SessionPhase;
  paused: boolean;
  stepIndex: number;
  openedAt: Date | null;
  deadlineAt: Date | null;
  remainingMs: number | null;
};

/**
 * What the machine needs of the play: the list's length, each step's answering time, and after how many steps the
 * leaderboard comes by itself (0: only when the host asks), as the kind sets it.
 */
export type MachinePlay = { stepCount: number; secondsOf: (index: number) => number; leaderboardEvery: number };

export type MachineOutcome = { ok: true; state: MachineState } | { ok: false; error: ErrorName; message?: string };

const clockOf = (s: Pick<MachineState, 'phase' | 'paused' | 'deadlineAt'>): PhaseClock => ({
  phase: s.phase,
  paused: s.paused,
  deadlineMs: s.deadlineAt?.getTime() ?? null,
});

/** The phase as everyone should see it now (the contract's rule, shared with the console). */
export const effectivePhase = (s: Pick<MachineState, 'phase' | 'paused' | 'deadlineAt'>, now: Date): SessionPhase =>
  phaseAt(clockOf(s), now.getTime());

/** The commands the session takes now (the console enables exactly these). */
export const commandsNow = (s: MachineState, now: Date): HostCommand[] => commandsAt(clockOf(s), now.getTime());

const ended = '本场已结束，请重置后再开始';

/** What to do first, said so the host knows which button to press. */
const refusalOf = (phase: SessionPhase, command: HostCommand): string => {
  if (phase === 'finished') return ended;
  if (phase === 'lobby') return '请先开始本场';
  switch (command) {
    case 'start':
      return '本场已开始';
    case 'next':
      return '请先停止作答或跳过本题';
    case 'close':
      return '本题已停止作答';
    case 'reveal':
      return phase === 'question' ? '请先停止作答' : '本题答案已公布';
    case 'leaderboard':
      return phase === 'question' ? '请先停止作答' : '已在显示排行榜';
    case 'pause':
      return phase === 'question' ? '本题已暂停' : '只能在作答时暂停';
    case 'resume':
      return phase === 'question' ? '本题未暂停' : '只能在作答时继续';
    case 'skip':
      return '只能跳过正在作答的题目';
    case 'end':
      return ended;
  }
};

const show = (index: number, now: Date, play: MachinePlay): MachineState => ({
  phase: 'question',
  paused: false,
  stepIndex: index,
  openedAt: now,
  deadlineAt: new Date(now.getTime() + play.secondsOf(index) * 1000),
  remainingMs: null,
});

const finish = (s: MachineState): MachineState => ({
  ...s,
  phase: 'finished',
  paused: false,
  openedAt: null,
  deadlineAt: null,
  remainingMs: null,
});

/** The step after the current one, or the end after the last. */
const advance = (s: MachineState, now: Date, play: MachinePlay) =>
  s.stepIndex + 1 < play.stepCount ? show(s.stepIndex + 1, now, play) : finish(s);

/**
 * One host command against the state: the next state, or why not. Pure: the engine reads the state, asks here
 * and writes the answer with a compare-and-set on the version.
 */
export const applyCommand = (s: MachineState, command: HostCommand, now: Date, play: MachinePlay): MachineOutcome => {
  const phase = effectivePhase(s, now);
  const allowed = commandsNow(s, now).includes(command);
  if (!allowed) return { ok: false, error: 'GAME_COMMAND_OUT_OF_ORDER', message: refusalOf(phase, command) };
  const at = (state: MachineState): MachineOutcome => ({ ok: true, state });
  switch (command) {
    case 'start':
    case 'next':
      if (phase === 'lobby') {
        return play.stepCount === 0 ? { ok: false, error: 'GAME_NO_QUESTIONS' } : at(show(0, now, play));
      }
      if (
        nextShown({ phase, stepIndex: s.stepIndex, stepCount: play.stepCount }, play.leaderboardEvery) === 'leaderboard'
      )
        return at({ ...s, phase: 'leaderboard' });
      return at(advance(s, now, play));
    case 'skip':
      return at(advance(s, now, play));
    case 'close': {
      // Answers already on their way when the host stops still get the grace; none after.
      const deadline = s.deadlineAt && !s.paused ? Math.min(s.deadlineAt.getTime(), now.getTime()) : now.getTime();
      return at({ ...s, phase: 'closed', paused: false, deadlineAt: new Date(deadline), remainingMs: null });
    }
    case 'reveal':
      return at({ ...s, phase: 'reveal' });
    case 'leaderboard':
      return at({ ...s, phase: 'leaderboard' });
    case 'pause':
      return at({
        ...s,
        paused: true,
        remainingMs: Math.max(0, (s.deadlineAt?.getTime() ?? now.getTime()) - now.getTime()),
        deadlineAt: null,
      });
    case 'resume': {
      // The step is opened again as if it had run without the pause: answers are timed from that moment, so the
      // time on the pause counts for nobody's speed, and the deadline keeps the step's own length from it.
      const deadline = now.getTime() + (s.remainingMs ?? 0);
      const openedAt = new Date(deadline - play.secondsOf(s.stepIndex) * 1000);
      return at({ ...s, paused: false, openedAt, deadlineAt: new Date(deadline), remainingMs: null });
    }
    case 'end':
      return at(finish(s));
  }
};
