import type { Attempt, AttemptQuestion, AttemptResult, DataOf, H5Activity } from '@app/contract';
import type { themeContract } from '@app/contract/theme';
import type { LiveSession } from './live-screen.js';
import { readLiveSettings } from './live-settings.js';

/** Test data for the participant pages, shaped as the server answers. */
export const paths = {
  info: '/api/h5/activity',
  enter: '/api/h5/enter',
  wechatAuthorize: '/api/Nd/getOpenIdUrl',
  state: '/api/h5/quiz/state',
  start: '/api/h5/quiz/start',
  answer: '/api/h5/quiz/answer',
  finish: '/api/h5/quiz/finish',
  leave: '/api/CheatListen/leave',
  ranking: '/api/h5/quiz/ranking',
  turns: '/api/h5/prize/turns',
  draw: '/api/h5/prize/draw',
  mine: '/api/h5/prize/mine',
  uniq: '/api/noBanned/getUniqStr',
  sendCode: '/api/h5/sendCode',
  video: '/api/h5/video',
  videoProgress: '/api/h5/video/progress',
  more: '/api/h5/more',
  moreSubmit: '/api/h5/more/submit',
} as const;

export const liveCode = 'Ab3dE5fG7h';
export const liveTicket = 'ticket-0123456789abcdef';

export const makeInfo = (over: Partial<H5Activity> = {}): H5Activity => ({
  id: 1,
  kind: 1,
  code: liveCode,
  title: '安全知识竞答',
  cover: '',
  description: '答题赢好礼',
  state: 'running',
  state_message: '',
  show_unpublished_badge: false,
  needs_password: false,
  needs_answer_code: false,
  signed_device: false,
  needs_wechat: false,
  identity: 'device',
  signup_fields: [],
  units: [],
  start_time: null,
  end_time: null,
  media: true,
  settings: { rules: '每天可答3次', show_ranking: true, theme: { color: '#E0301E', background: '', banner: '' } },
  ...over,
});

export const makeState = (over: Record<string, unknown> = {}) => ({
  attempts_today: 0,
  attempts_left: 3,
  best_score: null,
  passed: false,
  open_level: 1,
  levels: [],
  open_attempt_id: null,
  ...over,
});

export const makeQuestion = (index: number, over: Partial<AttemptQuestion> = {}): AttemptQuestion => ({
  index,
  type: 'single',
  stem: `第${index + 1}题题干`,
  options: [
    { key: 'A', text: '北京', image: '' },
    { key: 'B', text: '上海', image: '' },
    { key: 'C', text: '广州', image: '' },
  ],
  blank_count: 0,
  score: 5,
  image: '',
  audio: '',
  video: '',
  answered: null,
  ...over,
});

export const makeAttempt = (questions: AttemptQuestion[], over: Partial<Attempt> = {}): Attempt => ({
  attempt_id: 31,
  level: 1,
  questions,
  time_mode: 'none',
  time_limit: 0,
  started_at: '2025-03-02T08:00:00.000Z',
  deadline_at: null,
  ...over,
});

export const makeResult = (over: Partial<AttemptResult> = {}): AttemptResult => ({
  attempt_id: 31,
  level: 1,
  score: 5,
  full_score: 10,
  correct_count: 1,
  total: 2,
  passed: false,
  duration_ms: 65_000,
  review: null,
  next_level: null,
  ...over,
});

export const makeTurn = (over: Record<string, unknown> = {}) => ({
  id: 4,
  name: '幸运抽奖',
  need_pass: false,
  goods: [
    { id: 7, name: '保温杯', image: '' },
    { id: 8, name: '雨伞', image: '' },
  ],
  draws_left: 1,
  can_draw: true,
  reason: '',
  ...over,
});

export const makeVideo = (over: Partial<DataOf<typeof themeContract.h5Video>> = {}) => ({
  enabled: true,
  title: '消防安全课',
  url: '/media/lesson.mp4',
  cover: '',
  min_seconds: 30,
  watched_seconds: 0,
  completed: false,
  ...over,
});

export const makeMore = (over: Partial<DataOf<typeof themeContract.h5More>> = {}) => ({
  enabled: true,
  position: 'before' as const,
  title: '参与调查',
  intro: '答题前请先回答几个问题',
  questions: [
    { id: 11, type: 'single' as const, stem: '您从哪里了解到本次活动', options: ['微信', '海报'], required: true },
    { id: 12, type: 'multiple' as const, stem: '您关心哪些话题', options: ['消防', '交通', '用电'], required: true },
    { id: 13, type: 'text' as const, stem: '您的建议', options: [], required: false },
  ],
  answers: {},
  submitted: false,
  ...over,
});

/** A joined participant's session for rendering one screen alone; `go` records where the screen sends them. */
export const makeSession = (go: LiveSession['go'], settings: Record<string, unknown> = {}): LiveSession => {
  const info = makeInfo({ settings: { ...makeInfo().settings, ...settings } });
  return { info, settings: readLiveSettings(info.settings), ticket: liveTicket, go };
};
