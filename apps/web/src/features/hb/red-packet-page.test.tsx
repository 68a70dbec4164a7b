import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  confirmDialog,
  dialogTitled,
  expectNotice,
  LocationProbe,
  renderPage,
  slow,
  stubApi,
} from '../../components/test-kit.js';
import { account, hbPaths, ledgerRow, page } from './hb-fixtures.js';
import { RedPacketPage } from './red-packet-page.js';

const rows = [
  ledgerRow(3, { reason: 'red_packet', amount: -1.88, balance_after: 88.8, remark: '红包发放（HB1）：安全知识竞赛' }),
  ledgerRow(2, { reason: 'withdraw', amount: -9.32, balance_after: 90.68, remark: '红包余额提现到账户余额' }),
  ledgerRow(1),
];
const api = (extra: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({ [hbPaths.info]: { data: account() }, [hbPaths.record]: page(rows), ...extra });

describe('RedPacketPage', () => {
  it('shows the red-packet balance and every change of it with its type', async () => {
    api();
    renderPage(<RedPacketPage />);
    expect(await screen.findByText('¥88.80', {}, slow)).toBeInTheDocument();
    const paid = (await screen.findByText('红包发放（HB1）：安全知识竞赛', {}, slow)).closest('tr')!;
    expect(within(paid).getByText('红包发放')).toBeInTheDocument();
    expect(within(paid).getByText('-1.88')).toBeInTheDocument();
    const withdrawn = screen.getByText('红包余额提现到账户余额').closest('tr')!;
    expect(within(withdrawn).getByText('提现到账户余额')).toBeInTheDocument();
  });

  it('filters the records by type', async () => {
    const { callsTo } = api();
    renderPage(<RedPacketPage />);
    await screen.findByText('红包发放（HB1）：安全知识竞赛', {}, slow);
    fireEvent.mouseDown(screen.getByLabelText('类型'));
    fireEvent.click((await screen.findAllByText('发放失败退回', {}, slow)).at(-1)!);
    fireEvent.click(screen.getByText(/^查\s?询$/));
    await waitFor(() => expect(callsTo(hbPaths.record).at(-1)?.query.get('type')).toBe('refund'), slow);
  });

  it('withdraws to the general balance, refusing an empty amount first', async () => {
    const { callsTo } = api({ [hbPaths.withdraw]: { data: { hb_money: 78.8, money: 22 } } });
    renderPage(<RedPacketPage />);
    await screen.findByText('¥88.80', {}, slow);
    fireEvent.click(screen.getByText(/^提现$/).closest('button')!);
    const dialog = await dialogTitled('红包余额提现到账户余额');
    expect(within(dialog).getByText('可提现：¥88.80')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByText('确认提现').closest('button')!);
    await expectNotice('请输入金额');
    await confirmDialog('请输入金额');
    fireEvent.change(within(dialog).getByLabelText('提现金额'), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByText('确认提现').closest('button')!);
    expect(await screen.findByText('已提现到账户余额', {}, slow)).toBeInTheDocument();
    expect(callsTo(hbPaths.withdraw).map((c) => c.body)).toEqual([{ amount: 10 }]);
    await waitFor(() => expect(callsTo(hbPaths.info).length).toBeGreaterThan(1), slow);
  });

  it('shows the server’s refusal of a withdrawal above the balance', async () => {
    api({ [hbPaths.withdraw]: { code: 400, msg: '提现金额超过红包余额' } });
    renderPage(<RedPacketPage />);
    await screen.findByText('¥88.80', {}, slow);
    fireEvent.click(screen.getByText(/^提现$/).closest('button')!);
    const dialog = await dialogTitled('红包余额提现到账户余额');
    fireEvent.change(within(dialog).getByLabelText('提现金额'), { target: { value: '100' } });
    fireEvent.click(within(dialog).getByText('确认提现').closest('button')!);
    expect(await screen.findByText('提现金额超过红包余额', {}, slow)).toBeInTheDocument();
  });

  it('goes to the top-up page', async () => {
    api();
    renderPage(
      <>
        <RedPacketPage />
        <LocationProbe />
      </>,
    );
    await screen.findByText('¥88.80', {}, slow);
    const topUp = screen.getAllByText(/^充\s?值$/).find((e) => e.closest('button'));
    fireEvent.click(topUp!.closest('button')!);
    expect(screen.getByTestId('location')).toHaveTextContent('/function/wechat_pay');
  });
});
