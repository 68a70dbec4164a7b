import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, slow, stubApi } from '../../components/test-kit.js';
import { liveTicket, makeInfo, paths } from '../kit/live-fixtures.js';
import { LivePage } from '../kit/live-page.js';
import { FakeSocket } from '../kit/test-socket.js';
import { lotteryCode, lotteryPaths, makePhoneData, resultStage, signedMe } from './lottery-fixtures.js';

const info = makeInfo({ id: 9, kind: 5, code: lotteryCode, title: '年会抽奖', settings: {} });
const entered = { data: { ticket: liveTicket, id: 3, name: '', phone: '', unit: '' } };
const renderPhone = () => renderPage(<LivePage />, { route: `/h5/${lotteryCode}`, path: '/h5/:code' });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const win = {
  winner_id: 71,
  tier_name: '一等奖',
  prize_title: '扫地机器人',
  prize_image: '',
  status: 'won' as const,
  claim: null,
  redeemed_at: null,
  won_at: '2030-01-01T00:00:00.000Z',
};

describe('the lottery on a phone', () => {
  beforeEach(() => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('enters by itself, then signs in with the organiser’s fields, each checked before it is sent', async () => {
    const signed = makePhoneData({ me: signedMe });
    const { callsTo } = stubApi({
      [paths.info]: { data: info },
      [paths.enter]: entered,
      [lotteryPaths.info]: { data: makePhoneData() },
      [lotteryPaths.signIn]: { data: signed },
    });
    renderPhone();
    expect(await screen.findByText('填写以下信息完成签到，即可参与现场抽奖', {}, slow)).toBeInTheDocument();
    expect(localStorage.getItem(`live:ticket:${lotteryCode}`)).toBe(liveTicket);
    expect(callsTo(lotteryPaths.info)[0]?.body).toEqual({ ticket: liveTicket });

    press('签到');
    expect(screen.getByText('请输入姓名')).toBeInTheDocument();
    expect(screen.getByText('请填写手机号')).toBeInTheDocument();
    type('姓名', '张三');
    type('手机号', '1380000');
    press('签到');
    expect(screen.getByText('手机号格式错误')).toBeInTheDocument();
    expect(callsTo(lotteryPaths.signIn)).toHaveLength(0);

    type('手机号', '13800001234');
    type('部门', '市场部');
    press('签到');
    expect(await screen.findByText('张三，签到成功', {}, slow)).toBeInTheDocument();
    expect(callsTo(lotteryPaths.signIn)[0]?.body).toEqual({
      ticket: liveTicket,
      name: '张三',
      values: { phone: '13800001234', department: '市场部' },
      photo_url: '',
      sms_code: '',
    });
    expect(screen.getByText('请留意大屏，抽奖即将开始')).toBeInTheDocument();
  });

  it('says a proven number is asked, sends the code to the number typed, and signs in with it', async () => {
    const proving = makePhoneData({ signin: { ...makePhoneData().signin, identity: 'phone' } });
    const { callsTo } = stubApi({
      [paths.info]: { data: info },
      [paths.enter]: entered,
      [lotteryPaths.info]: { data: proving },
      [lotteryPaths.sendCode]: { data: { resend_after: 60 } },
      [lotteryPaths.signIn]: { data: makePhoneData({ me: signedMe }) },
    });
    renderPhone();
    expect(await screen.findByText(/验证后，换手机验证同一号码仍是您本人/, {}, slow)).toBeInTheDocument();
    type('姓名', '张三');
    type('手机号', '13800001234');
    press('签到');
    expect(screen.getByText('请输入短信验证码')).toBeInTheDocument();
    expect(callsTo(lotteryPaths.signIn)).toHaveLength(0);

    press('获取验证码');
    expect(await screen.findByText('验证码已发送，请查收短信')).toBeInTheDocument();
    expect(callsTo(lotteryPaths.sendCode)[0]?.body).toEqual({ ticket: liveTicket, phone: '13800001234' });
    expect(screen.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
    type('短信验证码', '123456');
    press('签到');
    expect(await screen.findByText('张三，签到成功', {}, slow)).toBeInTheDocument();
    expect(callsTo(lotteryPaths.signIn)[0]?.body).toMatchObject({ sms_code: '123456' });
  });

  it('tells a phone asking for a taken roster row that the host decides, and asks again until the answer', async () => {
    const roster = { ...makePhoneData().signin, identity: 'roster' as const };
    let answered = false;
    const { callsTo } = stubApi({
      [paths.info]: { data: info },
      [paths.enter]: entered,
      [lotteryPaths.info]: () => ({
        data: answered
          ? makePhoneData({ signin: roster, me: signedMe })
          : makePhoneData({ signin: roster, takeover: { id: 4, status: 'pending', name: '王建国' } }),
      }),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderPhone();
      expect(await screen.findByText(/“王建国”已在另一台手机上签到/, {}, slow)).toBeInTheDocument();
      expect(screen.getByLabelText('短信验证码')).toBeInTheDocument();
      answered = true;
      await vi.advanceTimersByTimeAsync(3100);
      expect(await screen.findByText('张三，签到成功', {}, slow)).toBeInTheDocument();
      expect(callsTo(lotteryPaths.info).length).toBeGreaterThan(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says what the barrage takes, and why the server refused a message', async () => {
    let refuse = true;
    const { callsTo } = stubApi({
      [paths.info]: { data: info },
      [lotteryPaths.info]: { data: makePhoneData({ me: signedMe }) },
      [lotteryPaths.barrage]: () =>
        refuse
          ? { code: 400, msg: '弹幕包含不允许发送的词语，请修改后再发', data: null }
          : { data: { id: 5, status: 'pending' } },
    });
    localStorage.setItem(`live:ticket:${lotteryCode}`, liveTicket);
    renderPhone();
    const box = await screen.findByRole('textbox', { name: '发弹幕' }, slow);
    expect(screen.getByText('0/40 字，每分钟最多 6 条，审核通过后上墙')).toBeInTheDocument();
    press('发送');
    expect(screen.getByText('请输入弹幕内容')).toBeInTheDocument();

    fireEvent.change(box, { target: { value: '某某词' } });
    press('发送');
    expect(await screen.findByText('弹幕包含不允许发送的词语，请修改后再发', {}, slow)).toBeInTheDocument();
    refuse = false;
    fireEvent.change(box, { target: { value: '新年快乐' } });
    press('发送');
    expect(await screen.findByText('已发送，审核通过后显示在大屏', {}, slow)).toBeInTheDocument();
    expect(callsTo(lotteryPaths.barrage)[1]?.body).toEqual({ ticket: liveTicket, text: '新年快乐' });
    expect(box).toHaveValue('');
  });

  it('reads my prizes again when the winners show, and takes my claim form', async () => {
    let wins: (typeof win)[] = [];
    const { callsTo } = stubApi({
      [paths.info]: { data: info },
      [lotteryPaths.info]: () => ({ data: makePhoneData({ me: signedMe, wins }) }),
      [lotteryPaths.claim]: (c) => {
        const { name, phone, address } = c.body as Record<string, string>;
        return { data: { ...win, claim: { name, phone, address } } };
      },
    });
    localStorage.setItem(`live:ticket:${lotteryCode}`, liveTicket);
    renderPhone();
    await screen.findByText('张三，签到成功', {}, slow);
    await waitFor(() => expect(FakeSocket.last?.channels()).toEqual(['game:9']));

    wins = [win];
    FakeSocket.last!.receive({
      type: 'event',
      channel: 'game:9',
      event: 'lottery.stage',
      payload: resultStage({ version: 5 }),
    });
    expect(screen.getByText('恭喜你中奖了！')).toBeInTheDocument();
    expect(await screen.findByText('扫地机器人', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByLabelText('收货人')).toHaveValue('张三');
    expect(screen.getByLabelText('联系电话')).toHaveValue('13800001234');

    press('提交领奖信息');
    expect(screen.getByText('请输入地址')).toBeInTheDocument();
    type('收货地址', '上海市浦东新区世纪大道1号');
    press('提交领奖信息');
    expect(await screen.findByText('领奖信息已提交', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('上海市浦东新区世纪大道1号')).toBeInTheDocument();
    expect(callsTo(lotteryPaths.claim)[0]?.body).toEqual({
      ticket: liveTicket,
      winner_id: 71,
      name: '张三',
      phone: '13800001234',
      address: '上海市浦东新区世纪大道1号',
    });
  });
});
