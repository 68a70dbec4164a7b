import {
  type DataOf,
  type LotteryAuditDraw,
  type LotteryClaim,
  type LotteryMessage,
  type LotteryPerson,
  type LotteryTier,
  lotterySettingsSchema,
} from '@app/contract';
import type { lotteryContract } from '@app/contract/lottery';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { stubApi } from '../../components/test-kit.js';
import { makeDetail } from '../../test/test-activities.js';

/** Lottery objects in the server's shapes, and small helpers, for the lottery pages' tests. */
export const lotteryActivity = makeDetail({
  id: 8,
  kind: 5,
  title: '2026 年会抽奖',
  created_at: '2026-01-01T00:00:00.000Z',
  trial_left: 10,
});

export const makeTier = (id: number, over: Partial<LotteryTier> = {}): LotteryTier => ({
  id,
  activity_id: 8,
  name: `${id}等奖`,
  prize_title: `奖品${id}`,
  prize_image: '',
  count: 3,
  per_spin: 3,
  groups: [],
  sort: 0,
  won: 0,
  confirmed: 0,
  remaining: 3,
  draws: 0,
  ...over,
});

export const makeSettings = (
  over: Partial<DataOf<typeof lotteryContract.settings>> = {},
): DataOf<typeof lotteryContract.settings> => ({
  activity_id: 8,
  title: '2026 年会抽奖',
  code: 'Ab3dE5fG7h',
  link: '/h5/Ab3dE5fG7h',
  settings: lotterySettingsSchema.parse({}),
  tiers: [makeTier(1), makeTier(2, { count: 10, per_spin: 10, remaining: 10 })],
  capacity: 10,
  ...over,
});

export const makePerson = (id: number, over: Partial<LotteryPerson> = {}): LotteryPerson => ({
  id,
  activity_id: 8,
  name: `员工${id}`,
  phone: `1380000000${id % 10}`,
  department: '研发部',
  employee_no: `E${id}`,
  group: 'A组',
  photo_url: '',
  fields: {},
  source: 'imported',
  signed: false,
  signed_at: null,
  participant_id: null,
  eligible: true,
  won_tiers: [],
  same_name: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

export const makeMessage = (id: number, over: Partial<LotteryMessage> = {}): LotteryMessage => ({
  id,
  activity_id: 8,
  person_id: 100 + id,
  name: `员工${id}`,
  text: `弹幕${id}`,
  status: 'pending',
  is_verify: 0,
  system: false,
  created_at: '2026-01-01T12:00:00.000Z',
  ...over,
});

export const makeDraw = (over: Partial<LotteryAuditDraw> = {}): LotteryAuditDraw => ({
  draw_id: 7,
  tier_id: 1,
  tier_name: '一等奖',
  state: 'stopped',
  count: 2,
  pool_ids: [1, 2, 3, 10, 25],
  pool_hash: '7f21f085bc3ebd21030337751658e4e00d6fb4c5c93239157706d54f29623daf',
  commitment: '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
  seed: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f',
  winner_ids: [10, 3],
  winners: [
    { winner_id: 51, person_id: 10, name: '员工10', phone: '13800000000', department: '研发部', status: 'won' },
    { winner_id: 52, person_id: 3, name: '员工3', phone: '13800000003', department: '市场部', status: 'absent' },
  ],
  redraw_of: null,
  absent_ids: [3],
  pool_changes: [],
  takeovers: [],
  opened_at: '2026-01-01T12:00:00.000Z',
  spun_at: '2026-01-01T12:01:00.000Z',
  stopped_at: '2026-01-01T12:01:10.000Z',
  abandoned_at: null,
  ...over,
});

export const makeClaim = (winnerId: number, over: Partial<LotteryClaim> = {}): LotteryClaim => ({
  winner_id: winnerId,
  draw_id: 7,
  tier_id: 1,
  tier_name: '一等奖',
  prize_title: '扫地机器人',
  prize_image: '',
  person_id: winnerId + 100,
  name: `员工${winnerId}`,
  phone: '13800000001',
  department: '研发部',
  status: 'won',
  claim: null,
  claimed_at: null,
  redeemed_at: null,
  won_at: '2026-01-01T12:01:10.000Z',
  ...over,
});

export const page = <T>(list: T[], extra: object = {}) => ({
  data: { list, total: list.length, page: 1, limit: 10, ...extra },
});

/** The machine running tests is shared: a whole antd page can take long to appear. */
export const patient = { timeout: 15_000 };

/**
 * Presses the button labelled `name` once it shows. Tests render without the app's button config, so antd may space
 * a two-character label ("保 存"); the label is found by text (role queries over a whole antd page are slow in jsdom).
 */
export const press = async (name: string, scope: HTMLElement = document.body) => {
  const label = new RegExp(`^${name.split('').join('\\s*')}$`);
  const button = (await within(scope).findByText(label, { selector: 'button, button *' }, patient)).closest('button');
  fireEvent.click(button!);
};

/** The body of the one call made to `path`, once it is made. */
export const bodyOf = async (api: ReturnType<typeof stubApi>, path: string) => {
  await waitFor(() => expect(api.callsTo(path)).toHaveLength(1), patient);
  return api.callsTo(path)[0]!.body as Record<string, unknown>;
};

/** Picks `option` in an antd Select. */
export const choose = async (select: HTMLElement, option: string) => {
  fireEvent.mouseDown(select);
  const items = await screen.findAllByTitle(option, {}, patient);
  fireEvent.click(items.at(-1)!);
};
