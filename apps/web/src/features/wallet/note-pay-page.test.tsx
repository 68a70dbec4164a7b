import { customerContract } from '@app/contract/customer';
import { walletContract } from '@app/contract/wallet';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, stubApi } from '../../components/test-kit.js';
import { NotePayPage } from './note-pay-page.js';
import { account, listOf, rechargeRecord } from './wallet-fixtures.js';

const w = walletContract;

describe('NotePayPage', () => {
  it('tops up the SMS balance with the price per message and what the amount buys', async () => {
    const { callsTo } = stubApi({
      [customerContract.info.path]: { data: account({ dx_money: 3.2 }) },
      [w.recharge.path]: listOf([rechargeRecord({ kind: 'dx_money' })]),
      [w.createRecharge.path]: {
        data: { order_sn: 'R9', amount: 50, pay_url: '/pay/sandbox/R9', expires_at: '2030-01-01T00:00:00.000Z' },
      },
      [w.rechargeStatus.path]: { data: { ...rechargeRecord({ status: 'unpaid' }), balance: 3.2 } },
    });
    renderPage(<NotePayPage />);
    expect(await screen.findByText('¥3.20')).toBeInTheDocument();
    expect(screen.getByText('短信单价 ¥0.10/条，每 70 字计 1 条')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '账户余额' })).toBeNull();
    expect(screen.getByText('本次充值约可发送 1000 条短信')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: '50元' }));
    expect(screen.getByText('本次充值约可发送 500 条短信')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '立即充值' }));
    await screen.findByText('扫码支付');
    expect(callsTo(w.createRecharge.path)[0]?.body).toEqual({ kind: 'dx_money', amount: 50 });
  });

  it('lists only the SMS top-ups', async () => {
    const { callsTo } = stubApi({
      [customerContract.info.path]: { data: account() },
      [w.recharge.path]: listOf([rechargeRecord({ kind: 'dx_money' })]),
    });
    renderPage(<NotePayPage />);
    await screen.findByText('R202503010001');
    await waitFor(() => expect(callsTo(w.recharge.path)[0]?.query.get('source')).toBe('dx_money'));
    expect(screen.queryByLabelText('充值账户')).toBeNull();
  });
});
