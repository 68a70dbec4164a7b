import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, stubApi } from '../../components/test-kit.js';
import { AuditPage } from './audit-page.js';
import { lotteryActivity, makeDraw, page, patient, press } from './test-lottery.js';

const stubAudit = (draws = [makeDraw()]) =>
  stubApi({
    '/api/MyActivity/activityInfo': { data: lotteryActivity },
    '/api/lottery/audit': page(draws),
  });
const renderAudit = () => renderPage(<AuditPage />, { route: '/LargeScreenLottery/audit?activity_id=8' });
const drawCard = async (id: number) =>
  (await screen.findByText(`第 ${id} 次抽奖`, {}, patient)).closest('.ant-card') as HTMLElement;

describe('AuditPage', { timeout: 60_000 }, () => {
  it('states the rule a draw follows, with the command that checks the whole activity', async () => {
    stubAudit();
    renderAudit();
    expect(await screen.findByText('每一次抽奖都可以验证', {}, patient)).toBeInTheDocument();
    expect(screen.getByText(/npm run lottery:verify -- 8/)).toBeInTheDocument();
  });

  it('lists a draw with its commitment, pool hash, seed and winners, absentees marked', async () => {
    stubAudit();
    renderAudit();
    const card = await drawCard(7);
    expect(within(card).getByText('一等奖')).toBeInTheDocument();
    expect(within(card).getByText(/抽取 2 人 · 奖池 5 人/)).toBeInTheDocument();
    expect(within(card).getByText(makeDraw().commitment)).toBeInTheDocument();
    expect(within(card).getByText(makeDraw().seed)).toBeInTheDocument();
    expect(within(card).getByText('#10 员工10')).toBeInTheDocument();
    expect(within(card).getByText('#3 员工3 · 缺席')).toBeInTheDocument();
  });

  it('names who was left out of the pool by hand before the draw, by whom and when', async () => {
    const pool_changes = [
      { person_id: 4, name: '张三', change: 'excluded' as const, by: 'host' as const, at: '2026-01-01T12:00:00.000Z' },
    ];
    stubAudit([makeDraw({ pool_changes })]);
    renderAudit();
    const card = await drawCard(7);
    expect(within(card).getByText('开奖前调整名单')).toBeInTheDocument();
    expect(within(card).getByText(/主持人将 #4 张三 设为不参与/)).toBeInTheDocument();
  });

  it('names the takeovers the host decided before the draw', async () => {
    const takeovers = [
      {
        id: 3,
        person_id: 5,
        name: '王建国',
        status: 'approved' as const,
        asked_at: '2026-01-01T11:59:00.000Z',
        decided_at: '2026-01-01T12:00:00.000Z',
      },
    ];
    stubAudit([makeDraw({ takeovers })]);
    renderAudit();
    const card = await drawCard(7);
    expect(within(card).getByText('开奖前换机申请')).toBeInTheDocument();
    expect(within(card).getByText(/主持人同意另一台手机接替 #5 王建国 的签到/)).toBeInTheDocument();
  });

  it('recomputes a revealed draw in the browser and says whether it matches', async () => {
    stubAudit([makeDraw(), makeDraw({ draw_id: 8, redraw_of: 7, count: 1, winner_ids: [25], winners: [] })]);
    renderAudit();
    const good = await drawCard(7);
    await press('验证', good);
    expect(
      await within(good).findByText('验证通过：承诺值、奖池哈希和中奖名单都与公布的一致', {}, patient),
    ).toBeInTheDocument();
    const forged = await drawCard(8);
    expect(within(forged).getByText('缺席重抽（重抽自第 7 次）')).toBeInTheDocument();
    await press('验证', forged);
    expect(await within(forged).findByText('验证不通过：中奖名单不一致', {}, patient)).toBeInTheDocument();
  });

  it('shows a draw left unspun as abandoned, and checks its revealed seed against the commitment only', async () => {
    const abandoned = makeDraw({
      state: 'abandoned',
      pool_ids: [],
      pool_hash: '',
      winner_ids: [],
      winners: [],
      absent_ids: [],
      spun_at: null,
      stopped_at: null,
      abandoned_at: '2026-01-01T12:00:30.000Z',
    });
    stubAudit([abandoned, { ...abandoned, draw_id: 6, commitment: 'f'.repeat(64) }]);
    renderAudit();
    const card = await drawCard(7);
    expect(within(card).getByText('作废（未开奖）')).toBeInTheDocument();
    expect(within(card).getByText(/作废于 .*，未开奖，没有中奖者/)).toBeInTheDocument();
    expect(within(card).queryByText(/尚未揭晓/)).not.toBeInTheDocument();
    expect(within(card).getByText(abandoned.seed)).toBeInTheDocument();
    await press('验证', card);
    expect(
      await within(card).findByText('验证通过：公布的种子与承诺值一致（作废的抽奖没有抽出任何人）', {}, patient),
    ).toBeInTheDocument();
    const forged = await drawCard(6);
    await press('验证', forged);
    expect(await within(forged).findByText('验证不通过：承诺值不一致', {}, patient)).toBeInTheDocument();
  });

  it('cannot verify a draw whose seed is not revealed yet', async () => {
    stubAudit([makeDraw({ seed: '', stopped_at: null, winners: [], winner_ids: [] })]);
    renderAudit();
    const card = await drawCard(7);
    expect(within(card).getAllByText('尚未揭晓').length).toBeGreaterThan(0);
    expect(
      within(card)
        .getByText(/^验\s*证$/, { selector: 'button *' })
        .closest('button'),
    ).toBeDisabled();
  });
});
