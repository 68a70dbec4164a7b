import { commandsByPhase, type ErrorName, type HostCommand, liveClock, type SessionPhase } from '@app/contract';

/** The part of a session the host's commands move. */
export type MachineState = {
  phase: SessionPhase;
  paused: boolean;
  stepIndex: number;
  openedAt: Date | null;
  deadlineAt: Date | null;
  remainingMs: number | null;
};

/** What the machine needs of the play list: its length and each step's answering time. */
export type MachinePlay = { stepCount: number; secondsOf: (index: number) => number };

export type MachineOutcome = { ok: true; state: MachineState } | { ok: false; error: ErrorName; message?: string };

/**
 * The phase as everyone should see it now: a shown step whose deadline (plus the grace for answers in flight) has
 * passed is closed, whether or not anyone said so, so correctness never waits for a timer.
 */
export const effectivePhase = (s: Pick<MachineState, 'phase' | 'paused' | 'deadlineAt'>, now: Date): SessionPhase =>
  s.phase === 'question' &&
  !s.paused &&
  s.deadlineAt !== null &&
  now.getTime() > s.deadlineAt.getTime() + liveClock.graceMs
    ? 'closed'
    : s.phase;

/** The commands the session takes now (the console enables exactly these). */
export const commandsNow = (s: MachineState, now: Date): HostCommand[] => {
  const phase = effectivePhase(s, now);
  return commandsByPhase[phase].filter(
    (c) => phase !== 'question' || (c === 'pause' ? !s.paused : c !== 'resume' || s.paused),
  );
};

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
      if (phase !== 'lobby') return at(advance(s, now, play));
      return play.stepCount === 0 ? { ok: false, error: 'GAME_NO_QUESTIONS' } : at(show(0, now, play));
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
    case 'resume':
      return at({ ...s, paused: false, deadlineAt: new Date(now.getTime() + (s.remainingMs ?? 0)), remainingMs: null });
    case 'end':
      return at(finish(s));
  }
};
