import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, confirmDialog, renderPage, stubApi } from '../../components/test-kit.js';
import { ModerationPage } from './moderation-page.js';
import { bodyOf, lotteryActivity, makeMessage, makeSettings, page, patient, press } from './test-lottery.js';

const byStatus: Record<string, ReturnType<typeof makeMessage>[]> = {
  0: [makeMessage(1, { text: '新年快乐' }), makeMessage(2, { text: '抽我抽我' })],
  1: [makeMessage(3, { text: '恭喜发财', status: 'approved', is_verify: 1 })],
  2: [],
};

const stubModeration = () =>
  stubApi({
    '/api/MyActivity/activityInfo': { data: lotteryActivity },
    '/api/lottery/settings': { data: makeSettings() },
    '/api/PrizeTurnMsg/list': (c: ApiCall) => page(byStatus[String((c.body as { is_verify: number }).is_verify)]!),
    '/api/PrizeTurnMsg/verify': (c: ApiCall) => ({ data: { affected: (c.body as { ids: number[] }).ids.length } }),
    '/api/PrizeCommon/barrageList': {
      data: [makeMessage(9, { text: '欢迎各位来宾', system: true, status: 'approved', is_verify: 1, name: '' })],
    },
    '/api/PrizeCommon/barrageAdd': (c: ApiCall) => ({
      data: makeMessage(10, { text: (c.body as { text: string }).text }),
    }),
    '/api/PrizeCommon/barrageDelete': { data: null },
  });

const renderModeration = () => renderPage(<ModerationPage />, { route: '/LargeScreenLottery/barrage?activity_id=8' });
const rowOf = async (text: string) => (await screen.findByText(text, {}, patient)).closest('tr') as HTMLElement;

describe('ModerationPage', { timeout: 60_000 }, () => {
  it('says how messages are moderated and queues the pending ones', async () => {
    stubModeration();
    renderModeration();
    expect(await screen.findByText('当前审核方式：先审后发', {}, patient)).toBeInTheDocument();
    expect(await rowOf('新年快乐')).toBeInTheDocument();
    expect(screen.getByText('抽我抽我')).toBeInTheDocument();
    expect(screen.queryByText('恭喜发财')).toBeNull();
  });

  it('approves one message, and rejects a selection', async () => {
    const api = stubModeration();
    renderModeration();
    await press('通过', await rowOf('新年快乐'));
    expect(await bodyOf(api, '/api/PrizeTurnMsg/verify')).toEqual({ turn_id: 8, ids: [1], is_verify: 1 });
    fireEvent.click((await rowOf('抽我抽我')).querySelector('.ant-checkbox-input')!);
    await press('拒绝选中');
    await waitFor(() => expect(api.callsTo('/api/PrizeTurnMsg/verify')).toHaveLength(2), patient);
    expect(api.callsTo('/api/PrizeTurnMsg/verify')[1]!.body).toEqual({ turn_id: 8, ids: [2], is_verify: 2 });
  });

  it('takes an approved message down from its tab', async () => {
    const api = stubModeration();
    renderModeration();
    fireEvent.click(await screen.findByText('已通过', { selector: '.ant-tabs-tab-btn' }, patient));
    await press('撤下', await rowOf('恭喜发财'));
    expect(await bodyOf(api, '/api/PrizeTurnMsg/verify')).toEqual({ turn_id: 8, ids: [3], is_verify: 2 });
  });

  it('sends a system message to the screen and deletes one once confirmed', async () => {
    const api = stubModeration();
    renderModeration();
    const box = (await screen.findByText('系统弹幕', {}, patient)).closest('.ant-card') as HTMLElement;
    expect(await within(box).findByText('欢迎各位来宾', {}, patient)).toBeInTheDocument();
    fireEvent.change(within(box).getByLabelText('系统弹幕'), { target: { value: '抽奖马上开始' } });
    await press('发送到大屏', box);
    expect(await bodyOf(api, '/api/PrizeCommon/barrageAdd')).toEqual({ activity_id: 8, text: '抽奖马上开始' });
    await press('删除', box);
    await confirmDialog('确定删除这条系统弹幕吗？');
    expect(await bodyOf(api, '/api/PrizeCommon/barrageDelete')).toEqual({ activity_id: 8, id: 9 });
  });
});
