import { walletContract } from '@app/contract/wallet';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocationProbe, renderPage, stubApi } from '../../components/test-kit.js';
import { JournalPage } from './journal-page.js';

const summary = [
  { kind: 'money', balance: 100, income: 150, expense: 50, entries: 3 },
  { kind: 'dx_money', balance: 7.9, income: 8, expense: 0.1, entries: 2 },
  { kind: 'hb_money', balance: 0, income: 0, expense: 0, entries: 0 },
];

const render = () =>
  renderPage(
    <>
      <JournalPage />
      <LocationProbe />
    </>,
  );

/** Types a day into one end of the range picker and confirms it with Enter. */
const typeDay = (placeholder: string, day: string) => {
  const input = screen.getByPlaceholderText(placeholder);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: day } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
};

describe('JournalPage', () => {
  it('shows each balance with its money in and out', async () => {
    stubApi({ [walletContract.summary.path]: { data: summary } });
    render();
    const card = (await screen.findByText('账户余额')).closest<HTMLElement>('.ant-card')!;
    expect(within(card).getByText('¥100.00')).toBeInTheDocument();
    expect(within(card).getByText('¥150.00')).toBeInTheDocument();
    expect(within(card).getByText('¥50.00')).toBeInTheDocument();
    expect(within(card).getByText('共 3 笔')).toBeInTheDocument();
    const sms = screen.getByText('短信余额').closest<HTMLElement>('.ant-card')!;
    expect(within(sms).getByText('¥7.90')).toBeInTheDocument();
    expect(within(sms).getByText('¥0.10')).toBeInTheDocument();
  });

  it('asks for the totals of the chosen days', async () => {
    const { callsTo } = stubApi({ [walletContract.summary.path]: { data: summary } });
    render();
    await screen.findByText('账户余额');
    expect(Object.fromEntries(callsTo(walletContract.summary.path)[0]!.query)).toEqual({});
    typeDay('开始日期', '2025-03-01');
    typeDay('结束日期', '2025-03-31');
    await waitFor(() =>
      expect(Object.fromEntries(callsTo(walletContract.summary.path).at(-1)!.query)).toEqual({
        start_time: '2025-03-01',
        end_time: '2025-03-31',
      }),
    );
  });

  it('opens the entries of the balance whose card is clicked', async () => {
    stubApi({ [walletContract.summary.path]: { data: summary } });
    render();
    fireEvent.click(await screen.findByText('¥7.90'));
    expect(screen.getByTestId('location')).toHaveTextContent('/user/user_journalDetail?kind=dx_money');
  });
});
