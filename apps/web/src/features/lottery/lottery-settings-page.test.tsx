import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type ApiCall,
  confirmDialog,
  dialogTitled,
  expectNotice,
  renderPage,
  stubApi,
} from '../../components/test-kit.js';
import { LotterySettingsPage } from './lottery-settings-page.js';
import { bodyOf, lotteryActivity, makePerson, makeSettings, makeTier, page, patient, press } from './test-lottery.js';

const echo = (c: ApiCall) => ({ data: c.body });

const stubSettings = (settings = makeSettings()) =>
  stubApi({
    '/api/lottery/settings': { data: settings },
    '/api/MyActivity/activityInfo': { data: lotteryActivity },
    '/api/lottery/people': (c: ApiCall) =>
      (c.body as { signed?: number }).signed === 1
        ? page([makePerson(1)], { total: 7, groups: ['A组'] })
        : page([makePerson(1), makePerson(2)], { groups: ['A组', 'B组'] }),
    '/api/Nd/site': echo,
    '/api/Nd/config': echo,
    '/api/Nd/add': (c: ApiCall) => ({ data: makeTier(9, c.body as object) }),
    '/api/Nd/delete': { data: null },
    '/api/PrizeTurnWxq/saveSite': echo,
    '/api/PrizeTurnWxq/customerField': (c: ApiCall) => ({ data: (c.body as { fields: unknown }).fields }),
    '/api/PrizeTurnBarrage/save': echo,
  });

const renderSettings = (tab = '') =>
  renderPage(<LotterySettingsPage />, {
    route: `/LargeScreenLottery/LargeScreenSettin?activity_id=8${tab ? `&tab=${tab}` : ''}`,
  });
const preview = () => screen.findByRole('figure', { name: '大屏预览' }, patient);

describe('LotterySettingsPage', { timeout: 60_000 }, () => {
  it('sums up the tiers and sign-ins, and previews the sign-in wall with the newest people', async () => {
    stubSettings();
    renderSettings();
    expect(
      await screen.findByText('2 个奖项，共 13 个名额 · 已签到 7 人 · 本场最多 10 人签到', {}, patient),
    ).toBeInTheDocument();
    expect(screen.getByText('草稿试用期间最多10人签到，发布后按在线人数套餐')).toBeInTheDocument();
    const screenShown = await preview();
    expect(within(screenShown).getByText('2026 年会抽奖')).toBeInTheDocument();
    expect(within(screenShown).getByText('扫码签到')).toBeInTheDocument();
    expect(await within(screenShown).findByText('员工2', {}, patient)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '现场控制台' })).toHaveAttribute('href', '/activity/console?activity_id=8');
  });

  it('previews the look as it is typed and saves it', async () => {
    const api = stubSettings();
    renderSettings();
    const screenShown = await preview();
    fireEvent.change(await screen.findByLabelText('大屏标题', {}, patient), { target: { value: '星光之夜' } });
    expect(await within(screenShown).findByText('星光之夜', {}, patient)).toBeInTheDocument();
    fireEvent.click(screen.getByText('照片墙'));
    await press('保存大屏外观');
    expect(await bodyOf(api, '/api/Nd/site')).toEqual({
      activity_id: 8,
      title: '星光之夜',
      logo: '',
      background: '',
      background_kind: 'image',
      music: '',
      animation: 'wall',
      theme_color: '#D4380D',
    });
  });

  it('closes sign-in, signs in by the roster and retitles the wall, previewed before it is saved', async () => {
    const api = stubSettings();
    renderSettings('signin');
    fireEvent.click(await screen.findByLabelText('开放签到', {}, patient));
    expect(screen.getByText(/在另一台手机上填写已签到的号码会被拒绝/)).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('按导入名单（一人一次）'));
    expect(await screen.findByText(/需主持人在控制台批准/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('签到墙标题'), { target: { value: '欢迎签到' } });
    expect(await within(await preview()).findByText('欢迎签到', {}, patient)).toBeInTheDocument();
    await press('保存签到设置');
    expect(await bodyOf(api, '/api/PrizeTurnWxq/saveSite')).toEqual({
      activity_id: 8,
      open: false,
      identity: 'roster',
      wall_title: '欢迎签到',
      show_photos: true,
    });
  });

  it('asks for a phone number and a custom field, in the order set', async () => {
    const api = stubSettings();
    renderSettings('signin');
    await press('手机号');
    await press('自定义项');
    fireEvent.change(screen.getByDisplayValue('自定义项'), { target: { value: '桌号' } });
    fireEvent.click(screen.getByLabelText('手机号必填'));
    fireEvent.click(screen.getByLabelText('上移 桌号'));
    expect(screen.getByText('手机号', { selector: 'button *' }).closest('button')).toBeDisabled();
    await press('保存签到项');
    expect(await bodyOf(api, '/api/PrizeTurnWxq/customerField')).toEqual({
      activity_id: 8,
      fields: [
        { key: 'custom_1', kind: 'text', label: '桌号', required: false },
        { key: 'phone', kind: 'phone', label: '手机号', required: true },
      ],
    });
  });

  it('sets post-moderation, blocked words and the rate of the barrage', async () => {
    const api = stubSettings();
    renderSettings('barrage');
    fireEvent.click(await screen.findByText('先发后审：发出即上大屏，可随时撤下', {}, patient));
    const words = screen.getByLabelText('屏蔽词');
    fireEvent.change(words, { target: { value: '广告' } });
    fireEvent.keyDown(words, { key: 'Enter', keyCode: 13 });
    fireEvent.change(screen.getByLabelText('每人每分钟最多'), { target: { value: '3' } });
    await press('保存弹幕设置');
    expect(await bodyOf(api, '/api/PrizeTurnBarrage/save')).toEqual({
      activity_id: 8,
      enabled: true,
      moderation: 'post',
      words: ['广告'],
      rate_per_minute: 3,
      speed: 'normal',
    });
  });

  it('adds a tier for some groups only, letting the server choose the per-spin count', async () => {
    const api = stubSettings();
    renderSettings('tiers');
    await press('添加奖项');
    const dialog = await dialogTitled('添加奖项');
    fireEvent.change(within(dialog).getByLabelText('奖项'), { target: { value: '特等奖' } });
    fireEvent.change(within(dialog).getByLabelText('奖品'), { target: { value: '汽车' } });
    fireEvent.change(within(dialog).getByLabelText('中奖人数'), { target: { value: '1' } });
    const groups = within(dialog).getByLabelText('可中奖分组');
    fireEvent.change(groups, { target: { value: 'B组' } });
    fireEvent.keyDown(groups, { key: 'Enter', keyCode: 13 });
    await press('保存', dialog);
    expect(await bodyOf(api, '/api/Nd/add')).toEqual({
      activity_id: 8,
      name: '特等奖',
      prize_title: '汽车',
      prize_image: '',
      count: 1,
      groups: ['B组'],
      sort: 10,
    });
  });

  it('says what is missing instead of saving a tier without a name', async () => {
    const api = stubSettings();
    renderSettings('tiers');
    await press('添加奖项');
    await press('保存', await dialogTitled('添加奖项'));
    await expectNotice('请输入奖项名称');
    expect(api.callsTo('/api/Nd/add')).toHaveLength(0);
  });

  it('moves a tier down by numbering the tiers afresh, and deletes one once confirmed', async () => {
    const api = stubSettings();
    renderSettings('tiers');
    fireEvent.click(await screen.findByLabelText('下移 1等奖', {}, patient));
    await waitFor(() => expect(api.callsTo('/api/Nd/add')).toHaveLength(2), patient);
    expect(api.callsTo('/api/Nd/add').map((c) => c.body)).toMatchObject([
      { id: 2, sort: 10 },
      { id: 1, sort: 20 },
    ]);
    fireEvent.click(screen.getAllByText(/^删\s*除$/, { selector: 'button *' })[0]!);
    await confirmDialog('确定删除奖项「1等奖」吗？');
    expect(await bodyOf(api, '/api/Nd/delete')).toEqual({ activity_id: 8, id: 1 });
  });

  it('masks the names on the preview once the draw rules say so, and saves the rules', async () => {
    const api = stubSettings();
    renderSettings('draw');
    const screenShown = await preview();
    expect(await within(screenShown).findByText('员工1', {}, patient)).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('隐藏部分姓名和手机号'));
    expect(await within(screenShown).findByText('员*1', {}, patient)).toBeInTheDocument();
    fireEvent.click(screen.getByText('仅现场签到的人'));
    fireEvent.change(screen.getByLabelText('每页显示中奖者'), { target: { value: '20' } });
    await press('保存抽奖规则');
    expect(await bodyOf(api, '/api/Nd/config')).toEqual({
      activity_id: 8,
      pool_source: 'signed',
      one_win_per_person: true,
      random_prize_order: false,
      page_size: 20,
      masked_display: true,
    });
  });

  it('previews the draw of the tier picked, as a sphere of names', async () => {
    stubSettings();
    renderSettings();
    const screenShown = await preview();
    fireEvent.click(screen.getByText('抽奖', { selector: '.ant-segmented-item-label' }));
    expect(await within(screenShown).findByRole('heading', { name: '1等奖' }, patient)).toBeInTheDocument();
    expect(within(screenShown).getByText('奖品1')).toBeInTheDocument();
  });
});
