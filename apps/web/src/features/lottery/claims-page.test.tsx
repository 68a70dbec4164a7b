import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, confirmDialog, renderPage, stubApi } from '../../components/test-kit.js';
import { ClaimsPage } from './claims-page.js';
import { bodyOf, lotteryActivity, makeClaim, makeSettings, page, patient, press } from './test-lottery.js';

const claims = [
  makeClaim(1, {
    name: '韩梅梅',
    claim: { name: '韩梅梅', phone: '13900000000', address: '上海市浦东新区 1 号' },
    claimed_at: '2026-01-01T13:00:00.000Z',
  }),
  makeClaim(2, { name: '李雷', redeemed_at: '2026-01-02T09:00:00.000Z', status: 'confirmed' }),
];

const stubClaims = () =>
  stubApi({
    '/api/MyActivity/activityInfo': { data: lotteryActivity },
    '/api/lottery/settings': { data: makeSettings() },
    '/api/lottery/claims': page(claims),
    '/api/lottery/claimVerify': (c: ApiCall) => ({
      data: { ...claims[0]!, redeemed_at: '2026-01-03T00:00:00.000Z', ...(c.body as object) },
    }),
  });
const rowOf = async (name: string) =>
  (await screen.findByText(new RegExp(`^${name} · 138`), {}, patient)).closest('tr')!;

describe('ClaimsPage', { timeout: 60_000 }, () => {
  it('lists the winners with the claim form they filled in and whether the prize was handed over', async () => {
    stubClaims();
    renderPage(<ClaimsPage />, { route: '/LargeScreenLottery/claims?activity_id=8' });
    const claimed = await rowOf('韩梅梅');
    expect(within(claimed).getByText('韩梅梅 · 13900000000 · 上海市浦东新区 1 号')).toBeInTheDocument();
    expect(within(claimed).getByText('扫地机器人')).toBeInTheDocument();
    const redeemed = await rowOf('李雷');
    expect(within(redeemed).getByText('未填写')).toBeInTheDocument();
    expect(within(redeemed).getByText('已确认')).toBeInTheDocument();
    expect(within(redeemed).getByText(/已核销/)).toBeInTheDocument();
  });

  it('marks a prize handed over once confirmed', async () => {
    const api = stubClaims();
    renderPage(<ClaimsPage />, { route: '/LargeScreenLottery/claims?activity_id=8' });
    await press('核销', await rowOf('韩梅梅'));
    await confirmDialog('确认「韩梅梅」已领取「扫地机器人」吗？核销后不能撤销。');
    expect(await bodyOf(api, '/api/lottery/claimVerify')).toEqual({ activity_id: 8, winner_id: 1 });
  });
});
