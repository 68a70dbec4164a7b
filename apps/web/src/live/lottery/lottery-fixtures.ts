import type { LotteryConsole, LotteryPhone, LotteryStage, LotteryTier } from '@app/contract';
import type { ScreenData } from './screen-lottery.js';

/** Test data for the lottery's live pages, shaped as the server answers. */
export const lotteryPaths = {
  screen: '/api/lottery/screen',
  stage: '/api/lottery/stage',
  command: '/api/lottery/command',
  hostLink: '/api/lottery/hostLink',
  takeover: '/api/lottery/takeover',
  hostKind: '/api/live/hostKind',
  exclude: '/api/lottery/exclude',
  info: '/api/h5/lottery/info',
  signIn: '/api/h5/lottery/signIn',
  sendCode: '/api/h5/lottery/sendCode',
  barrage: '/api/h5/lottery/barrage',
  claim: '/api/h5/lottery/claim',
} as const;

export const lotteryCode = 'Lt3dE5fG7h';
const commitment = 'c'.repeat(64);

export const makeStage = (over: Partial<LotteryStage> = {}): LotteryStage => ({
  activity_id: 9,
  version: 1,
  phase: 'wall',
  tier_id: null,
  draw_id: null,
  redraw_of: null,
  count: 0,
  commitment: '',
  pool_size: 0,
  pool_hash: '',
  seed: '',
  winners: [],
  page: 1,
  page_count: 0,
  barrage_on: true,
  signed_count: 2,
  server_time: '2030-01-01T00:00:00.000Z',
  ...over,
});

/** A tier opened for `count` winners: its commitment is shown, nothing is decided yet. */
export const readyStage = (over: Partial<LotteryStage> = {}) =>
  makeStage({ version: 2, phase: 'ready', tier_id: 11, draw_id: 21, count: 2, commitment, ...over });

export const resultStage = (over: Partial<LotteryStage> = {}) =>
  readyStage({
    version: 4,
    phase: 'result',
    pool_size: 50,
    pool_hash: 'a'.repeat(64),
    seed: 'b'.repeat(64),
    winners: [
      { person_id: 31, name: '张*三', phone: '138****1234', photo: '', department: '市场部', status: 'won' },
      { person_id: 32, name: '李*四', phone: '', photo: '', department: '', status: 'won' },
    ],
    page_count: 1,
    ...over,
  });

export const makeTier = (over: Partial<LotteryTier> = {}): LotteryTier => ({
  id: 11,
  activity_id: 9,
  name: '一等奖',
  prize_title: '扫地机器人',
  prize_image: '',
  count: 2,
  per_spin: 2,
  groups: [],
  sort: 0,
  won: 0,
  confirmed: 0,
  remaining: 2,
  draws: 0,
  ...over,
});

export const makeScreenData = (stage = makeStage(), over: Partial<ScreenData> = {}): ScreenData => ({
  activity_id: 9,
  title: '年会抽奖',
  code: lotteryCode,
  link: `/h5/${lotteryCode}`,
  look: {
    title: '',
    logo: '',
    background: '',
    background_kind: 'image',
    music: '',
    animation: 'sphere',
    theme_color: '#D4380D',
  },
  signin: { open: true, identity: 'device', wall_title: '扫码签到', show_photos: true },
  barrage: { enabled: true, speed: 'normal' },
  page_size: 50,
  masked_display: true,
  stage,
  tiers: [{ id: 11, name: '一等奖', prize_title: '扫地机器人', prize_image: '', count: 2, won: 0, remaining: 2 }],
  wall: [
    { id: 2, name: '小红', photo: '' },
    { id: 1, name: '小明', photo: '' },
  ],
  messages: [],
  ...over,
});

export const makeLotteryConsole = (stage = makeStage(), over: Partial<LotteryConsole> = {}): LotteryConsole => ({
  stage,
  commands: ['open', 'barrage', 'end'],
  tiers: [makeTier(), makeTier({ id: 12, name: '二等奖', prize_title: '保温杯', count: 5, per_spin: 5, remaining: 5 })],
  draw_winners: [],
  people_count: 50,
  signed_count: 2,
  eligible_count: 50,
  takeovers: [],
  same_name: [],
  host_key: 'hostkey-0123456789abcdefghijklmn',
  code: lotteryCode,
  link: `/h5/${lotteryCode}`,
  title: '年会抽奖',
  rehearsal: false,
  page_size: 50,
  ...over,
});

export const makePhoneData = (over: Partial<LotteryPhone> = {}): LotteryPhone => ({
  activity_id: 9,
  title: '年会抽奖',
  signin: { open: true, identity: 'device', wall_title: '扫码签到', show_photos: false },
  fields: [
    { key: 'phone', kind: 'phone', label: '手机号', required: true },
    { key: 'department', kind: 'department', label: '部门', required: false },
  ],
  barrage: { enabled: true, moderation: 'pre', rate_per_minute: 6, max_length: 40 },
  me: null,
  takeover: null,
  wins: [],
  stage: makeStage(),
  ...over,
});

export const signedMe = {
  person_id: 31,
  name: '张三',
  values: { phone: '13800001234' },
  signed_at: '2030-01-01T00:00:00.000Z',
};
