import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  type ApiCall,
  confirmDialog,
  dialogTitled,
  expectNotice,
  LocationProbe,
  renderPage,
  slow,
  stubApi,
} from '../../components/test-kit.js';
import { makeActivityOrder, makeDetail, periods } from '../../test/test-activities.js';
import { ActivitySettingsPage } from './activity-settings-page.js';

const draftState = { status: 'draft', published: false, expired: false, expires_at: null, days_left: 0 };
const publishedState = {
  status: 'published',
  published: true,
  expired: false,
  expires_at: '2025-04-01T08:00:00.000Z',
  days_left: 12,
};

const echo = (c: ApiCall) => ({ data: makeDetail(c.body as object) });
const api = (detail = makeDetail(), state: object = draftState) =>
  stubApi({
    '/api/MyActivity/activityInfo': { data: detail },
    '/api/RecommendAct/isPublish': { data: state },
    '/api/RecommendAct/renewalPeriod': { data: periods },
    '/api/MyActivity/saveActivity': echo,
    '/api/MyActivity/setPassword': echo,
    '/api/MyActivity/updateQrcodeStyle': echo,
    '/api/MyActivity/saveNoPublishIcon': echo,
    '/api/Order/publishBalancePay': { data: makeActivityOrder({ status: 'paid', pay_method: 'balance' }) },
    '/api/Order/publishOnlineSave': { data: makeActivityOrder({ amount: 29 }) },
    '/api/Pay/publishActPay': {
      data: { order_sn: 'AC31', amount: 29, pay_url: '/pay/sandbox/AC31', expires_at: '2030-01-01T00:00:00.000Z' },
    },
    '/api/Order/payStatus': { data: makeActivityOrder({ status: 'paid', pay_method: 'sandbox' }) },
  });

const open = () =>
  renderPage(
    <>
      <ActivitySettingsPage />
      <LocationProbe />
    </>,
    { route: '/activity/activitySettin?activity_id=9' },
  );
const cardTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-card-head-title' }, slow)).closest('.ant-card') as HTMLElement;

describe('ActivitySettingsPage', () => {
  it('saves the base info', async () => {
    const { callsTo } = api();
    open();
    const card = await cardTitled('基本信息');
    expect(screen.getByRole('tab', { name: '活动设置' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.change(within(card).getByLabelText('活动名称'), { target: { value: '消防知识竞赛' } });
    fireEvent.change(within(card).getByLabelText('活动说明'), { target: { value: '全员参与' } });
    fireEvent.click(within(card).getByRole('button', { name: '保 存' }));

    expect(await screen.findByText('保存成功', {}, slow)).toBeInTheDocument();
    expect(callsTo('/api/MyActivity/saveActivity')[0]?.body).toEqual({
      activity_id: 9,
      title: '消防知识竞赛',
      cover: '',
      description: '全员参与',
      start_time: '',
      end_time: '',
    });
  });

  it('shows the participant link and its QR code, copies the link and saves the code style', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { callsTo } = api(
      makeDetail({ qrcode_style: { fg_color: '#ff0000', bg_color: '#ffffff', dot_style: 'square', logo: '' } }),
    );
    open();
    const card = await cardTitled('活动链接');
    const url = `${window.location.origin}/h5/Ab3dE5fG7h`;
    expect(within(card).getByText(url)).toBeInTheDocument();
    const qr = within(card).getByRole('img', { name: '知识竞赛的二维码' });
    expect(qr.querySelectorAll('rect[fill="#ff0000"]').length).toBeGreaterThan(50);

    fireEvent.click(within(card).getByRole('button', { name: '复制链接' }));
    expect(await screen.findByText('链接已复制')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(url);

    fireEvent.click(within(card).getByLabelText('圆点'));
    await waitFor(() => expect(qr.querySelectorAll('rect[rx="0.5"]').length).toBeGreaterThan(10));
    fireEvent.click(within(card).getByRole('button', { name: '保存二维码样式' }));
    expect(await screen.findByText('二维码样式已保存', {}, slow)).toBeInTheDocument();
    expect(callsTo('/api/MyActivity/updateQrcodeStyle')[0]?.body).toEqual({
      activity_id: 9,
      fg_color: '#ff0000',
      bg_color: '#ffffff',
      dot_style: 'dots',
      logo: '',
    });
  });

  it('sets a password of letters and digits, and refuses other characters', async () => {
    const { callsTo } = api();
    open();
    const card = await cardTitled('访问设置');
    fireEvent.change(within(card).getByLabelText('活动密码'), { target: { value: 'ab-1' } });
    fireEvent.click(within(card).getByRole('button', { name: '保存密码' }));
    expect(await within(card).findByText('密码为1-12位字母或数字')).toBeInTheDocument();
    expect(callsTo('/api/MyActivity/setPassword')).toHaveLength(0);

    fireEvent.change(within(card).getByLabelText('活动密码'), { target: { value: 'abc123' } });
    fireEvent.click(within(card).getByRole('button', { name: '保存密码' }));
    expect(await screen.findByText('密码已设置', {}, slow)).toBeInTheDocument();
    expect(callsTo('/api/MyActivity/setPassword')[0]?.body).toEqual({ activity_id: 9, password: 'abc123' });
  });

  it('turns the unpublished badge off', async () => {
    const { callsTo } = api();
    open();
    const card = await cardTitled('访问设置');
    fireEvent.click(within(card).getByRole('switch', { name: '未发布标识' }));
    await waitFor(() =>
      expect(callsTo('/api/MyActivity/saveNoPublishIcon')[0]?.body).toEqual({ activity_id: 9, no_publish_icon: 0 }),
    );
  });

  it('publishes a draft from the balance for the chosen period once the amount is confirmed', async () => {
    const { callsTo } = api();
    open();
    const card = await cardTitled('发布活动');
    expect(within(card).getByText('草稿')).toBeInTheDocument();
    expect(within(card).getByText('8人')).toBeInTheDocument();
    fireEvent.click(await within(card).findByText('30天 ¥99.00'));
    expect(within(card).getByText('¥99.00', { selector: 'strong' })).toBeInTheDocument();

    fireEvent.click(within(card).getByRole('button', { name: '余额支付' }));
    await expectNotice('确认使用账户余额支付 ¥99.00 发布活动 30 天？');
    expect(callsTo('/api/Order/publishBalancePay')).toHaveLength(0);
    await confirmDialog('确认使用账户余额支付 ¥99.00 发布活动 30 天？');

    expect(await screen.findByText('发布成功', {}, slow)).toBeInTheDocument();
    expect(callsTo('/api/Order/publishBalancePay')[0]?.body).toEqual({ activity_id: 9, days: 30 });
    await waitFor(() => expect(callsTo('/api/MyActivity/activityInfo').length).toBeGreaterThan(1));
  });

  it('publishes a draft online through the checkout', async () => {
    const { callsTo } = api();
    open();
    const card = await cardTitled('发布活动');
    await within(card).findByText('7天 ¥29.00');
    fireEvent.click(within(card).getByRole('button', { name: '在线支付' }));
    await dialogTitled('扫码支付');
    expect(callsTo('/api/Order/publishOnlineSave')[0]?.body).toEqual({ activity_id: 9, days: 7 });
    expect(callsTo('/api/Pay/publishActPay')[0]?.body).toEqual({ order_sn: 'AC31' });
    expect(await screen.findByText('发布成功', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('shows when a published activity expires and leads to its renewal', async () => {
    api(makeDetail({ status: 'published', is_online: 1, expires_at: publishedState.expires_at }), publishedState);
    open();
    const card = await cardTitled('发布活动');
    expect(await within(card).findByText('已发布')).toBeInTheDocument();
    expect(within(card).getByText('12天')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: '余额支付' })).not.toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: '续 费' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/activity/remaining_pay?activity_id=9');
  });
});
