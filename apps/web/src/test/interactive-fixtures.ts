import type { SessionConsole, SessionMe, SessionPlayer, SessionSnapshot } from '@app/contract';
import { makeSnapshot } from '../live/kit/session-fixtures.js';

/** Test data for the interactive quiz's surfaces, shaped as the server answers. */
export const gamePaths = {
  init: '/api/game/init',
  switch: '/api/game/switch',
  reset: '/api/game/resetRound',
  players: '/api/game/joinUser',
  remove: '/api/game/joinUserDel',
  hostLink: '/api/game/hostLink',
  extra: '/api/userData/interactionExtraScore',
  screen: '/api/game/screen',
  join: '/api/game/join',
  me: '/api/game/me',
  answer: '/api/game/answer',
} as const;

export const makeMe = (over: Partial<SessionMe> = {}): SessionMe => ({
  player_id: 31,
  nickname: '小明',
  score: 0,
  rank: 1,
  streak: 0,
  answer: null,
  last: null,
  ...over,
});

export const phoneData = (snapshot: Partial<SessionSnapshot> | SessionSnapshot = {}, me: Partial<SessionMe> = {}) => ({
  snapshot: 'version' in snapshot && 'server_time' in snapshot ? snapshot : makeSnapshot(snapshot),
  me: makeMe(me),
  phone_site: { background: '', show_rank: true, show_answer: true },
});

export const makeConsole = (snapshot: Partial<SessionSnapshot> = {}, over: Partial<SessionConsole> = {}) => ({
  snapshot: makeSnapshot(snapshot),
  commands: ['start', 'next', 'end'],
  full_refusals: 0,
  host_key: 'hostkey-0123456789abcdefghijklmn',
  code: 'Ab3dE5fG7h',
  link: '/h5/Ab3dE5fG7h',
  title: '年会互动答题',
  rehearsal: false,
  leaderboard_every: 0,
  ...over,
});

export const makePlayer = (over: Partial<SessionPlayer> = {}): SessionPlayer => ({
  id: 31,
  participant_id: 8,
  nickname: '小明',
  phone: '',
  score: 1870,
  rank: 1,
  correct: 2,
  answered: 2,
  status: 'playing',
  joined_at: '2030-01-01T00:00:00.000Z',
  ...over,
});
