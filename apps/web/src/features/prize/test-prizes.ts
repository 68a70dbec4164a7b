import type { PrizeGoods, PrizeTurn, PrizeWin } from '@app/contract';
import { fireEvent, within } from '@testing-library/react';

/** Turns, goods and wins in the server's shapes, and small helpers, for the prize page's tests. */
export const makeGoods = (id: number, over: Partial<PrizeGoods> = {}): PrizeGoods => ({
  id,
  turn_id: 1,
  name: `奖品${id}`,
  image: '',
  stock: 10,
  won: 0,
  probability: 10,
  sort: id,
  ...over,
});

export const makeTurn = (id: number, over: Partial<PrizeTurn> = {}): PrizeTurn => ({
  id,
  activity_id: 5,
  name: `抽奖${id}`,
  need_pass: true,
  day_limit: 1,
  total_limit: 0,
  status: 'on',
  goods: [],
  ...over,
});

export const makeWin = (over: Partial<PrizeWin> = {}): PrizeWin => ({
  id: 1,
  code: 'ABCD2345',
  activity_id: 5,
  turn_name: '幸运转盘',
  goods_name: '保温杯',
  goods_image: '',
  participant_id: 3,
  name: '张三',
  phone: '13900000001',
  unit: '财务部',
  won_at: '2026-06-01T02:00:00.000Z',
  redeemed_at: null,
  ...over,
});

/** Tests render without the app's button config, so antd may space a two-character label ("保 存"). */
const spaced = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);
export const clickButton = (name: string, scope: HTMLElement = document.body) =>
  fireEvent.click(within(scope).getByRole('button', { name: spaced(name) }));

export const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
