import { customerContract } from '@app/contract/customer';
import { walletContract } from '@app/contract/wallet';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, dialogTitled, expectNotice, renderPage, stubApi } from '../../components/test-kit.js';
import { RechargePage } from './recharge-page.js';
import { account, listOf, rechargeRecord } from './wallet-fixtures.js';

const w = walletContract;
const checkout = {
  order_sn: 'R202503010009',
  amount: 100,
  pay_url: '/pay/sandbox/R202503010009?sign=abc',
  expires_at: '2030-01-01T00:30:00.000Z',
};

/** The provider confirms on the second poll: the first answer is unpaid. */
const paidOnSecondPoll = () => {
  let polls = 0;
  return (c: ApiCall) => {
    polls += 1;
    const status = polls >= 2 ? 'paid' : 'unpaid';
    return {
      data: { ...rechargeRecord({ order_sn: (c.body as { order_sn: string }).order_sn, status }), balance: 100 },
    };
  };
};

const api = (over: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    [customerContract.info.path]: { data: account({ money: 12.5, dx_money: 8 }) },
    [w.recharge.path]: listOf(
      [rechargeRecord(), rechargeRecord({ id: 2, order_sn: 'R2', kind: 'dx_money', status: 'unpaid', paid_at: null })],
      12,
    ),
    [w.createRecharge.path]: { data: checkout },
    [w.rechargeStatus.path]: paidOnSecondPoll(),
    ...over,
  });

/** These tests wait for the page's real 2-second polls. */
const pollingTimeout = 45_000;

const submit = () => fireEvent.click(screen.getByRole('button', { name: '立即充值' }));

describe('RechargePage', () => {
  it('preselects the balance named by ?kind and shows what it holds', async () => {
    api();
    renderPage(<RechargePage />, { route: '/user/user_recharge?kind=dx_money' });
    expect(await screen.findByText('¥8.00')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '短信余额' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: '账户余额' }));
    expect(await screen.findByText('¥12.50')).toBeInTheDocument();
  });

  it('refuses a bad custom amount with the contract message in the 提示 dialog', async () => {
    const { callsTo } = api();
    renderPage(<RechargePage />);
    await screen.findByText('¥12.50');
    const custom = screen.getByLabelText('其他金额');
    fireEvent.change(custom, { target: { value: '1.234' } });
    submit();
    await expectNotice('金额最多保留两位小数');
    fireEvent.change(custom, { target: { value: '0' } });
    submit();
    await expectNotice('金额必须大于0');
    expect(callsTo(w.createRecharge.path)).toHaveLength(0);
  });

  it(
    'pays a preset amount through the checkout dialog and refreshes the balances when paid',
    async () => {
      const { callsTo } = api();
      renderPage(<RechargePage />);
      await screen.findByText('¥12.50');
      fireEvent.click(screen.getByRole('radio', { name: '500元' }));
      fireEvent.click(screen.getByRole('radio', { name: '100元' }));
      submit();

      const dialog = await dialogTitled('扫码支付');
      expect(within(dialog).getByText('扫码支付')).toBeInTheDocument();
      expect(within(dialog).getByText('¥100.00')).toBeInTheDocument();
      const open = within(dialog).getByRole('link', { name: '打开收银台' });
      expect(open).toHaveAttribute('href', `${window.location.origin}${checkout.pay_url}`);
      expect(open).toHaveAttribute('target', '_blank');
      expect(dialog.querySelector('svg')).not.toBeNull();
      expect(callsTo(w.createRecharge.path)[0]?.body).toEqual({ kind: 'money', amount: 100 });

      const infoCalls = callsTo(customerContract.info.path).length;
      expect(await screen.findByText('充值成功', {}, { timeout: 5000 })).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText('扫码支付')).toBeNull());
      expect(callsTo(w.rechargeStatus.path)[0]?.body).toEqual({ order_sn: 'R202503010009' });
      await waitFor(() => expect(callsTo(customerContract.info.path).length).toBeGreaterThan(infoCalls));
    },
    pollingTimeout,
  );

  it('tops up a custom amount of the red-packet balance', async () => {
    const { callsTo } = api();
    renderPage(<RechargePage />);
    await screen.findByText('¥12.50');
    fireEvent.click(screen.getByRole('radio', { name: '红包余额' }));
    fireEvent.change(screen.getByLabelText('其他金额'), { target: { value: ' 66.6 ' } });
    submit();
    await dialogTitled('扫码支付');
    expect(callsTo(w.createRecharge.path)[0]?.body).toEqual({ kind: 'hb_money', amount: 66.6 });
  });

  it(
    'says the order is closed and stops asking',
    async () => {
      const { callsTo } = api({
        [w.rechargeStatus.path]: { data: { ...rechargeRecord({ status: 'closed', paid_at: null }), balance: 0 } },
      });
      renderPage(<RechargePage />);
      await screen.findByText('¥12.50');
      submit();
      expect(await screen.findByText('订单已关闭，请重新下单')).toBeInTheDocument();
      await new Promise((r) => setTimeout(r, 2500));
      expect(callsTo(w.rechargeStatus.path)).toHaveLength(1);
    },
    pollingTimeout,
  );

  it('lists the top-ups and filters them by balance and order number', async () => {
    const { callsTo } = api();
    renderPage(<RechargePage />);
    const row = (await screen.findByText('R202503010001')).closest('tr')!;
    expect(within(row).getByText('已支付')).toBeInTheDocument();
    expect(within(row).getByText('¥100.00')).toBeInTheDocument();
    expect(within(screen.getByText('R2').closest('tr')!).getByText('待支付')).toBeInTheDocument();
    expect(screen.getByText('共 12 条')).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByLabelText('充值账户'));
    const options = await screen.findAllByTitle('短信余额');
    fireEvent.click(options[options.length - 1]!);
    fireEvent.change(screen.getByLabelText('订单号'), { target: { value: ' R2 ' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(Object.fromEntries(callsTo(w.recharge.path).at(-1)!.query)).toEqual({
        page: '1',
        limit: '10',
        source: 'dx_money',
        order_sn: 'R2',
      }),
    );
  });
});
