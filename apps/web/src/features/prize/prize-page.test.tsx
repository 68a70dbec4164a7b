import type { PrizeTurn } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { confirmDialog, dialogTitled, expectNotice, renderPage, slow, stubApi } from '../../components/test-kit.js';
import { PrizePage } from './prize-page.js';
import { clickButton, makeGoods, makeTurn, makeWin, type } from './test-prizes.js';

const listPath = '/api/PrizeTurn/list';
const activity = { id: 5, kind: 1, title: '安全知识竞赛' };

const stubPage = (turns: PrizeTurn[], extra: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    '/api/MyActivity/activityInfo': { data: activity },
    [listPath]: () => ({ data: turns }),
    // The answer-code card on this page has tests of its own (answer-code-card.test.tsx).
    '/api/PrizeAnswerCode/config': { data: { required: false, total: 0, used: 0 } },
    '/api/PrizeAnswerCode/list': { data: { list: [], total: 0, page: 1, limit: 10 } },
    ...extra,
  });

const renderPrize = () =>
  renderPage(
    <Routes>
      <Route path="/activity/prize" element={<PrizePage />} />
    </Routes>,
    { route: '/activity/prize?activity_id=5' },
  );

const cardOf = async (name: string) =>
  (await screen.findByText(name, { selector: '.ant-card-head-title' }, slow)).closest('.ant-card') as HTMLElement;

describe('PrizePage', { timeout: 60_000 }, () => {
  it('shows the activity’s tabs and its turns with their rules and goods', async () => {
    const turn = makeTurn(1, {
      name: '幸运转盘',
      day_limit: 2,
      goods: [makeGoods(1, { name: '保温杯', stock: 8, won: 2, probability: 12.5 })],
    });
    const { callsTo } = stubPage([turn]);
    renderPrize();
    const card = await cardOf('幸运转盘');
    expect(await screen.findByRole('tab', { name: '奖品设置' }, slow)).toHaveAttribute('aria-selected', 'true');
    for (const text of ['需及格', '每人每日抽奖次数：每日 2 次', '每人总抽奖次数：不限', '保温杯', '8', '2', '12.5%']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(callsTo(listPath)[0]?.body).toEqual({ activity_id: 5 });
  });

  it('asks for the name, then adds a turn and shows it', async () => {
    const turns: PrizeTurn[] = [];
    const { callsTo } = stubPage(turns, {
      '/api/PrizeTurn/add': (c) => {
        const added = makeTurn(7, c.body as object);
        turns.push(added);
        return { data: added };
      },
    });
    renderPrize();
    expect(await screen.findByText('还没有抽奖，点击“添加抽奖”开始设置', {}, slow)).toBeInTheDocument();
    clickButton('添加抽奖');
    const dialog = await dialogTitled('添加抽奖');
    clickButton('保存', dialog);
    await expectNotice('请输入抽奖名称');
    expect(callsTo('/api/PrizeTurn/add')).toHaveLength(0);

    type(dialog, '抽奖名称', '答题抽大奖');
    type(dialog, '每人总抽奖次数', '3');
    clickButton('保存', dialog);
    expect(await cardOf('答题抽大奖')).toBeInTheDocument();
    expect(callsTo('/api/PrizeTurn/add')[0]?.body).toEqual({
      activity_id: 5,
      name: '答题抽大奖',
      need_pass: true,
      day_limit: 1,
      total_limit: 3,
    });
  });

  it('adds goods to a turn, checking the chance first, and shows the remaining chance', async () => {
    const turn = makeTurn(1, { name: '幸运转盘', goods: [makeGoods(1, { probability: 30 })] });
    const { callsTo } = stubPage([turn], {
      '/api/PrizeTurn/goodsSave': (c) => {
        const saved = makeGoods(2, c.body as object);
        turn.goods.push(saved);
        return { data: saved };
      },
    });
    renderPrize();
    const card = await cardOf('幸运转盘');
    expect(within(card).getByText('“谢谢参与”概率：70%')).toBeInTheDocument();
    clickButton('添加奖品', card);
    const dialog = await dialogTitled('添加奖品');
    type(dialog, '奖品名称', '蓝牙耳机');
    type(dialog, '剩余数量', '5');
    type(dialog, '中奖概率(%)', '12.345');
    clickButton('保存', dialog);
    await expectNotice('中奖概率最多两位小数');
    expect(callsTo('/api/PrizeTurn/goodsSave')).toHaveLength(0);

    type(dialog, '中奖概率(%)', '12.35');
    clickButton('保存', dialog);
    await waitFor(() => expect(callsTo('/api/PrizeTurn/goodsSave')).toHaveLength(1), slow);
    expect(callsTo('/api/PrizeTurn/goodsSave')[0]?.body).toEqual({
      turn_id: 1,
      name: '蓝牙耳机',
      image: '',
      stock: 5,
      probability: 12.35,
    });
    expect(await within(card).findByText('蓝牙耳机', {}, slow)).toBeInTheDocument();
    expect(within(card).getByText('“谢谢参与”概率：57.65%')).toBeInTheDocument();
  });

  it('moves goods down by sending the turn’s new order', async () => {
    const turn = makeTurn(1, { name: '幸运转盘', goods: [makeGoods(1), makeGoods(2), makeGoods(3)] });
    const { callsTo } = stubPage([turn], { '/api/PrizeSetting/sort': { data: [] } });
    renderPrize();
    const row = (await within(await cardOf('幸运转盘')).findByText('奖品1')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: '上移' })).toBeDisabled();
    clickButton('下移', row);
    await waitFor(() => expect(callsTo('/api/PrizeSetting/sort')[0]?.body).toEqual({ turn_id: 1, ids: [2, 1, 3] }));
  });

  it('turns a turn off and deletes one after confirming', async () => {
    const turn = makeTurn(1, { name: '幸运转盘', day_limit: 2 });
    const { callsTo } = stubPage([turn], {
      '/api/PrizeTurn/config': (c) => ({ data: makeTurn(1, c.body as object) }),
      '/api/PrizeTurn/delete': { data: null },
    });
    renderPrize();
    const card = await cardOf('幸运转盘');
    within(card).getByRole('switch', { name: '抽奖状态' }).click();
    await waitFor(() =>
      expect(callsTo('/api/PrizeTurn/config')[0]?.body).toEqual({
        turn_id: 1,
        name: '幸运转盘',
        need_pass: true,
        day_limit: 2,
        total_limit: 0,
        status: 'off',
      }),
    );
    clickButton('删除', card.querySelector('.ant-card-extra') as HTMLElement);
    await confirmDialog('确定删除抽奖“幸运转盘”吗？已中奖记录会保留。');
    await waitFor(() => expect(callsTo('/api/PrizeTurn/delete')[0]?.body).toEqual({ turn_id: 1 }));
  });

  it('looks a code up, shows the win and redeems it', async () => {
    const { callsTo } = stubPage([], {
      '/api/prizecode/check': { data: makeWin() },
      '/api/PrizeWin/verify': { data: makeWin({ redeemed_at: '2026-06-02T03:00:00.000Z' }) },
    });
    renderPrize();
    const box = (await screen.findByText('兑奖核销', {}, slow)).closest('.ant-card') as HTMLElement;
    clickButton('查询', box);
    await expectNotice('请输入兑奖码');
    expect(callsTo('/api/prizecode/check')).toHaveLength(0);

    type(box, '兑奖码', 'abcd2345');
    clickButton('查询', box);
    expect(await within(box).findByText('张三', {}, slow)).toBeInTheDocument();
    for (const text of ['保温杯', '13900000001', '财务部', '幸运转盘']) {
      expect(within(box).getByText(text)).toBeInTheDocument();
    }
    expect(callsTo('/api/prizecode/check')[0]?.body).toEqual({ code: 'abcd2345' });
    clickButton('确认核销', box);
    expect(await within(box).findByText(/^已于 2026-06-02 \d\d:00 核销$/, {}, slow)).toBeInTheDocument();
    expect(callsTo('/api/PrizeWin/verify')[0]?.body).toEqual({ code: 'ABCD2345' });
    expect((await screen.findAllByText('核销成功', {}, slow))[0]).toBeInTheDocument();
  });
});
