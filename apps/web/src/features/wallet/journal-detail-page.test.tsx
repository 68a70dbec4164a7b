import { walletContract } from '@app/contract/wallet';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocationProbe, renderPage, stubApi } from '../../components/test-kit.js';
import { JournalDetailPage } from './journal-detail-page.js';
import { ledgerEntry, listOf } from './wallet-fixtures.js';

const path = walletContract.list.path;
const entries = [
  ledgerEntry(),
  ledgerEntry({
    id: 12,
    kind: 'dx_money',
    amount: -0.1,
    balance_before: 8,
    balance_after: 7.9,
    reason: 'sms',
    remark: '测试短信 13900000009',
    order_id: null,
    order_sn: '',
  }),
];

const render = (route = '/user/user_journalDetail') =>
  renderPage(
    <>
      <JournalDetailPage />
      <LocationProbe />
    </>,
    { route },
  );

const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const items = await screen.findAllByTitle(option);
  fireEvent.click(items[items.length - 1]!);
};

describe('JournalDetailPage', () => {
  it('lists each change with its sign, reason, balances and order', async () => {
    stubApi({ [path]: listOf(entries) });
    render();
    const credit = (await screen.findByText('+100.00')).closest('tr')!;
    expect(within(credit).getByText('充值')).toBeInTheDocument();
    expect(within(credit).getByText('账户余额')).toBeInTheDocument();
    expect(within(credit).getByText('¥0.00')).toBeInTheDocument();
    expect(within(credit).getByText('¥100.00')).toBeInTheDocument();
    expect(within(credit).getByText('R202503010001')).toBeInTheDocument();
    const debit = screen.getByText('-0.10').closest('tr')!;
    expect(within(debit).getByText('短信发送')).toBeInTheDocument();
    expect(within(debit).getByText('测试短信 13900000009')).toBeInTheDocument();
    expect(screen.getByText('+100.00')).toHaveStyle({ color: '#389e0d' });
    expect(screen.getByText('-0.10')).toHaveStyle({ color: '#cf1322' });
  });

  it('starts filtered to the balance named by ?kind and filters by reason', async () => {
    const { callsTo } = stubApi({ [path]: listOf(entries) });
    render('/user/user_journalDetail?kind=dx_money');
    await screen.findByText('+100.00');
    expect(callsTo(path)[0]?.query.get('kind')).toBe('dx_money');
    await choose('变动原因', '短信发送');
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(Object.fromEntries(callsTo(path).at(-1)!.query)).toEqual({
        page: '1',
        limit: '10',
        kind: 'dx_money',
        reason: 'sms',
      }),
    );
  });

  it('opens an entry when its row is clicked', async () => {
    stubApi({ [path]: listOf(entries) });
    render();
    fireEvent.click(await screen.findByText('-0.10'));
    expect(screen.getByTestId('location')).toHaveTextContent('/user/user_journalDetailNext?id=12');
  });
});
