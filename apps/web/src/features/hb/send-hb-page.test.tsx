import { hbRuleInputSchema } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type ApiCall,
  confirmDialog,
  expectNotice,
  pick,
  renderPage,
  slow,
  stubApi,
} from '../../components/test-kit.js';
import { hbPaths, hbRule, page, payout } from './hb-fixtures.js';
import { SendHbPage } from './send-hb-page.js';

const payouts = [
  payout(2, { participant_name: '李四', status: 'failed', channel: 'wechatpay', fail_reason: '商户运营账户余额不足' }),
  payout(1),
];
const api = (extra: Parameters<typeof stubApi>[0] = {}, rule = hbRule()) =>
  stubApi({
    [hbPaths.activityInfo]: { data: { id: 8, kind: 1, title: '安全知识竞赛' } },
    [hbPaths.rule]: { data: rule },
    [hbPaths.payouts]: page(payouts),
    ...extra,
  });
const renderSendHb = () => renderPage(<SendHbPage />, { route: '/activity/sendHb?activity_id=8' });
const save = () => fireEvent.click(screen.getByText(/^保\s?存$/).closest('button')!);
const bodyOf = async (calls: ReturnType<typeof stubApi>) => {
  await waitFor(() => expect(calls.callsTo(hbPaths.ruleSave)).toHaveLength(1), slow);
  return calls.callsTo(hbPaths.ruleSave)[0]!.body;
};

describe('SendHbPage', { timeout: 60_000 }, () => {
  it('shows the rule, the balance and what was paid, the sandbox note and the payouts', async () => {
    api();
    renderSendHb();
    expect(await screen.findByLabelText('单个金额（元）', {}, slow)).toHaveValue('1.88');
    expect(screen.getByText('红包余额：¥88.80')).toBeInTheDocument();
    expect(screen.getByText('已发放 ¥3.76（2 个），预算剩余 ¥46.24')).toBeInTheDocument();
    expect(screen.getByText('未设置红包商户：红包通过沙箱发放，不产生真实转账。')).toBeInTheDocument();
    const failed = (await screen.findByText('李四', {}, slow)).closest('tr')!;
    for (const text of ['发放失败', '微信支付', '商户运营账户余额不足', '¥1.88']) {
      expect(within(failed).getByText(text)).toBeInTheDocument();
    }
  });

  it('filters the payouts by status, still for this activity', async () => {
    const calls = api();
    renderSendHb();
    await screen.findByText('李四', {}, slow);
    const card = screen.getByText('发放记录').closest('.ant-card') as HTMLElement;
    await pick(card, '状态', '发放失败');
    fireEvent.click(within(card).getByRole('button', { name: /查\s*询/ }));
    const last = () => calls.callsTo(hbPaths.payouts).at(-1)!.query;
    await waitFor(() => expect(last().get('status')).toBe('failed'), slow);
    expect(last().get('activity_id')).toBe('8');
  });

  it('names the red-packet merchant when the activity has one', async () => {
    api({}, hbRule({ merchant: { id: 3, name: '红包商户' } }));
    renderSendHb();
    expect(await screen.findByText('发放商户：红包商户', {}, slow)).toBeInTheDocument();
  });

  it('saves random amounts for the top N, leaving the fixed amount out', async () => {
    const saved = (c: ApiCall) => {
      const rule = hbRuleInputSchema.parse(c.body);
      return {
        data: hbRule({ ...rule, amount: 0, min_amount: Number(rule.min_amount), max_amount: Number(rule.max_amount) }),
      };
    };
    const calls = api({ [hbPaths.ruleSave]: saved });
    renderSendHb();
    await screen.findByLabelText('单个金额（元）', {}, slow);
    fireEvent.click(screen.getByLabelText('随机金额'));
    fireEvent.change(await screen.findByLabelText('最小金额（元）', {}, slow), { target: { value: '0.5' } });
    fireEvent.change(screen.getByLabelText('最大金额（元）'), { target: { value: '5' } });
    fireEvent.click(screen.getByLabelText('排行榜前N名'));
    fireEvent.change(await screen.findByLabelText('前N名', {}, slow), { target: { value: '20' } });
    save();
    expect(await bodyOf(calls)).toEqual({
      activity_id: 8,
      enabled: true,
      mode: 'random',
      amount: '',
      min_amount: 0.5,
      max_amount: 5,
      budget: 50,
      per_person: 1,
      qualify: 'top',
      top_n: 20,
      wish: '恭喜你获得答题红包',
    });
    expect(await screen.findByText('红包规则已保存', {}, slow)).toBeInTheDocument();
  });

  it('says what is wrong before asking the server', async () => {
    const calls = api();
    renderSendHb();
    await screen.findByLabelText('单个金额（元）', {}, slow);
    fireEvent.click(screen.getByLabelText('随机金额'));
    fireEvent.change(await screen.findByLabelText('最小金额（元）', {}, slow), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('最大金额（元）'), { target: { value: '1' } });
    save();
    await expectNotice('最小金额不能大于最大金额');
    await confirmDialog('最小金额不能大于最大金额');
    expect(calls.callsTo(hbPaths.ruleSave)).toHaveLength(0);
  });

  it('shows the server’s refusal of a budget the balance does not cover', async () => {
    api({ [hbPaths.ruleSave]: { code: 400, msg: '红包余额不足以支付该预算，请先充值红包余额或调低预算' } });
    renderSendHb();
    fireEvent.change(await screen.findByLabelText('总预算（元）', {}, slow), { target: { value: '500' } });
    save();
    expect(
      await screen.findByText('红包余额不足以支付该预算，请先充值红包余额或调低预算', {}, slow),
    ).toBeInTheDocument();
  });
});
