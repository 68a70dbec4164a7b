import type { SessionSnapshot, SessionStep } from '@app/contract';

/** Test data: a shown step of the live-session engine. */
export const makeStep = (over: Partial<SessionStep> = {}): SessionStep => ({
  index: 0,
  type: 'single',
  stem: '中国的首都是哪座城市？',
  image: '',
  options: [
    { key: 'A', text: '北京', image: '' },
    { key: 'B', text: '上海', image: '' },
    { key: 'C', text: '广州', image: '' },
    { key: 'D', text: '深圳', image: '' },
  ],
  blank_count: 0,
  seconds: 20,
  round_name: '热身：百科常识',
  ...over,
});

/** Test data: a session snapshot (in the lobby unless told). */
export const makeSnapshot = (over: Partial<SessionSnapshot> = {}): SessionSnapshot => ({
  activity_id: 5,
  version: 1,
  phase: 'lobby',
  paused: false,
  step_index: -1,
  step_count: 3,
  step: null,
  opened_at: null,
  deadline_at: null,
  remaining_ms: null,
  joined: 0,
  answered: 0,
  capacity: 200,
  reveal: null,
  leaderboard: null,
  server_time: new Date().toISOString(),
  ...over,
});

/** Test data: the snapshot of a step shown at `openedAt` (epoch ms) for its seconds. */
export const questionSnapshot = (openedAt: number, over: Partial<SessionSnapshot> = {}) => {
  const step = makeStep(over.step ?? {});
  return makeSnapshot({
    version: 2,
    phase: 'question',
    step_index: step.index,
    step,
    opened_at: new Date(openedAt).toISOString(),
    deadline_at: new Date(openedAt + step.seconds * 1000).toISOString(),
    server_time: new Date(openedAt).toISOString(),
    ...over,
  });
};
