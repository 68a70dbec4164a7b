import { activityContract } from '@app/contract/activity';
import { customerContract } from '@app/contract/customer';
import { orderContract } from '@app/contract/order';
import { walletContract } from '@app/contract/wallet';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { confirmDialog, dialogTitled, pick, renderPage, slow, stubApi } from '../../components/test-kit.js';
import { PeriodPayment } from './period-payment.js';
import { usePublishAddOns } from './publish-add-ons.js';

const confirmText = '确认使用账户余额支付 ¥29.00 发布活动 30 天？';
const choice = { periods: [{ days: 30, price: 29 }], days: 30, price: 29, setDays: () => {} };
const checkout = {
  order_sn: 'R202611240001',
  amount: 19,
  pay_url: '/pay/sandbox/R202611240001?sign=abc',
  expires_at: '2030-01-01T00:30:00.000Z',
};

/** Publishing with the add-ons chosen on the same card. */
const WithAddOns = () => <PeriodPayment activityId={5} mode="publish" choice={choice} addOns={usePublishAddOns()} />;

describe('PeriodPayment', () => {
  it('offers a top-up of the difference when the balance falls short, then offers the same payment again', async () => {
    let balance = 10;
    let polls = 0;
    const { callsTo } = stubApi({
      [customerContract.info.path]: () => ({ data: { money: balance, dx_money: 0, hb_money: 0 } }),
      [activityContract.publishBalancePay.path]: () =>
        balance < 29
          ? { code: 400, msg: '账户余额不足，请先充值', error: 'WALLET_BALANCE_NOT_ENOUGH' }
          : { data: null },
      [walletContract.createRecharge.path]: { data: checkout },
      // The provider confirms on the second poll, as the checkout waits for it.
      [walletContract.rechargeStatus.path]: () => {
        polls += 1;
        if (polls >= 2) balance = 29;
        const status = polls >= 2 ? 'paid' : 'unpaid';
        return { data: { order_sn: checkout.order_sn, status, balance } };
      },
    });
    renderPage(<PeriodPayment activityId={5} mode="publish" choice={choice} />);
    fireEvent.click(screen.getByRole('button', { name: '余额支付' }));
    await confirmDialog(confirmText);

    const offer = await dialogTitled('账户余额不足');
    await within(offer).findByText(/还差 ¥19.00/, {}, slow);
    fireEvent.click(within(offer).getByText('立即充值 ¥19.00'));
    await waitFor(() => expect(callsTo(walletContract.createRecharge.path)).toHaveLength(1), slow);
    await dialogTitled('扫码支付');
    expect(callsTo(walletContract.createRecharge.path)[0]?.body).toEqual({ kind: 'money', amount: 19 });
    expect(callsTo(activityContract.publishBalancePay.path)).toHaveLength(1);
    await waitFor(() => expect(polls).toBe(2), { timeout: 8000 });
    // The same confirmation comes back once the top-up is in (the first one may linger in jsdom).
    await waitFor(() => expect(screen.getAllByText(confirmText)).toHaveLength(2), slow);

    await confirmDialog(confirmText);
    await waitFor(() => expect(callsTo(activityContract.publishBalancePay.path)).toHaveLength(2), slow);
    const [first, again] = callsTo(activityContract.publishBalancePay.path);
    expect(again?.body).toEqual(first?.body);
    expect(await screen.findByText('发布成功', {}, slow)).toBeInTheDocument();
  }, 30_000);

  describe('with value-added services bought together', () => {
    const catalogue = [
      {
        id: 3,
        code: 'remove_branding',
        name: '去除平台版权',
        description: '',
        price: 298,
        duration_days: 365,
        unit: '年',
      },
      {
        id: 4,
        code: 'data_export_plus',
        name: '数据导出增强',
        description: '',
        price: 98,
        duration_days: 365,
        unit: '年',
      },
    ];
    const union = { order_sn: 'U202611290001', type: 'union', status: 'unpaid', amount: 177, parts: [] };
    const chooseAddOns = async () => {
      fireEvent.click(await screen.findByText('数据导出增强 ¥98.00/年'));
      await pick(document.body, '在线人数扩容', '+500人 ¥50.00');
      expect(await screen.findByText('¥177.00')).toBeInTheDocument();
    };

    it('pays the period, the services and the capacity from the balance as one union order', async () => {
      const { callsTo } = stubApi({
        [customerContract.info.path]: { data: { money: 500, dx_money: 0, hb_money: 0 } },
        [orderContract.serviceList.path]: { data: catalogue },
        [activityContract.unionCreate.path]: { data: union },
        [orderContract.balancePay.path]: { data: { ...union, status: 'paid' } },
      });
      renderPage(<WithAddOns />);
      await chooseAddOns();
      fireEvent.click(screen.getByRole('button', { name: '余额支付' }));
      await confirmDialog('确认使用账户余额支付 ¥177.00 发布活动 30 天，并购买所选的增值服务？');
      expect(await screen.findByText('发布成功', {}, slow)).toBeInTheDocument();
      expect(callsTo(activityContract.unionCreate.path)[0]?.body).toEqual({
        activity_id: 5,
        days: 30,
        services: [{ id: 4, quantity: 1 }],
        online_num: 500,
      });
      expect(callsTo(orderContract.balancePay.path)[0]?.body).toEqual({ order_sn: union.order_sn });
      expect(callsTo(activityContract.publishBalancePay.path)).toHaveLength(0);
    }, 20_000);

    it('opens the checkout of the union order when paid online', async () => {
      const { callsTo } = stubApi({
        [orderContract.serviceList.path]: { data: catalogue },
        [activityContract.unionCreate.path]: { data: union },
        [activityContract.createActPay.path]: { data: { ...checkout, order_sn: union.order_sn, amount: 177 } },
        [orderContract.payStatus.path]: { data: union },
      });
      renderPage(<WithAddOns />);
      await chooseAddOns();
      fireEvent.click(screen.getByRole('button', { name: '在线支付' }));
      await dialogTitled('扫码支付');
      expect(callsTo(activityContract.createActPay.path)[0]?.body).toEqual({ order_sn: union.order_sn });
      expect(callsTo(activityContract.publishOnlineSave.path)).toHaveLength(0);
    }, 20_000);
  });
});
