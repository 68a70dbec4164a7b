import { activityContract } from '@app/contract/activity';
import { customerContract } from '@app/contract/customer';
import { walletContract } from '@app/contract/wallet';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { confirmDialog, dialogTitled, renderPage, slow, stubApi } from '../../components/test-kit.js';
import { PeriodPayment } from './period-payment.js';

const confirmText = '确认使用账户余额支付 ¥29.00 发布活动 30 天？';
const choice = { periods: [{ days: 30, price: 29 }], days: 30, price: 29, setDays: () => {} };
const checkout = {
  order_sn: 'R202611240001',
  amount: 19,
  pay_url: '/pay/sandbox/R202611240001?sign=abc',
  expires_at: '2030-01-01T00:30:00.000Z',
};

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
});
