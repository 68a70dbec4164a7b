import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { confirmDialog, dialogTitled, expectNotice, renderPage, slow, stubApi } from '../../components/test-kit.js';
import { makeActivityOrder, makeDetail, periods } from '../../test/test-activities.js';
import { RenewalPage } from './renewal-page.js';

// A fortnight ahead, so the renewal counts on from it whatever day the test runs.
const expiresAt = dayjs().add(14, 'day').startOf('minute');
const state = (status: string) => ({
  status,
  published: status !== 'draft',
  expired: status === 'expired',
  expires_at: status === 'draft' ? null : expiresAt.toISOString(),
  days_left: status === 'published' ? 14 : 0,
});
const order = makeActivityOrder({ order_sn: 'RN7', amount: 29 });

const api = (status = 'published') =>
  stubApi({
    '/api/MyActivity/activityInfo': { data: makeDetail({ status: status as 'published' }) },
    '/api/Order/isPublishOverTime': { data: state(status) },
    '/api/RecommendAct/renewalPeriod': { data: periods },
    '/api/Order/createRenewalOrder': { data: order },
    '/api/Order/balancePay': { data: { ...order, status: 'paid', pay_method: 'balance' } },
    '/api/Pay/renewalActPay': {
      data: { order_sn: 'RN7', amount: 29, pay_url: '/pay/sandbox/RN7', expires_at: '2030-01-01T00:00:00.000Z' },
    },
    '/api/Order/payStatus': { data: { ...order, status: 'paid', pay_method: 'sandbox' } },
  });

const open = () => renderPage(<RenewalPage />, { route: '/activity/remaining_pay?activity_id=9' });
const minute = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD HH:mm');

describe('RenewalPage', () => {
  it('shows the current expiry and the expiry after the chosen period', async () => {
    api();
    open();
    expect(await screen.findByText('知识竞赛')).toBeInTheDocument();
    expect(screen.getByText(minute(expiresAt))).toBeInTheDocument();
    expect(await screen.findByText(minute(expiresAt.add(7, 'day')))).toBeInTheDocument();
    fireEvent.click(screen.getByText('30天 ¥99.00'));
    expect(await screen.findByText(minute(expiresAt.add(30, 'day')))).toBeInTheDocument();
  });

  it('renews from the balance once the amount is confirmed', async () => {
    const { callsTo } = api('expired');
    open();
    fireEvent.click(await screen.findByRole('button', { name: '余额支付' }));
    await expectNotice('确认使用账户余额支付 ¥29.00 续费活动 7 天？');
    await confirmDialog('确认使用账户余额支付 ¥29.00 续费活动 7 天？');
    expect(await screen.findByText('续费成功', {}, slow)).toBeInTheDocument();
    expect(callsTo('/api/Order/createRenewalOrder')[0]?.body).toEqual({ activity_id: 9, days: 7 });
    expect(callsTo('/api/Order/balancePay')[0]?.body).toEqual({ order_sn: 'RN7' });
  });

  it('renews online through the checkout and says so once paid', async () => {
    const { callsTo } = api();
    open();
    fireEvent.click(await screen.findByRole('button', { name: '在线支付' }));
    await dialogTitled('扫码支付');
    expect(callsTo('/api/Pay/renewalActPay')[0]?.body).toEqual({ order_sn: 'RN7' });
    expect(await screen.findByText('续费成功', {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('扫码支付')).not.toBeInTheDocument());
  });

  it('sends a draft to be published first', async () => {
    const { callsTo } = api('draft');
    open();
    expect(await screen.findByText('活动尚未发布，请先发布活动')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去发布' })).toHaveAttribute(
      'href',
      '/activity/activitySettin?activity_id=9',
    );
    expect(screen.queryByRole('button', { name: '余额支付' })).not.toBeInTheDocument();
    expect(callsTo('/api/Order/createRenewalOrder')).toHaveLength(0);
  });
});
