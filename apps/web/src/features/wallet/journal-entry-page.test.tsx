import { walletContract } from '@app/contract/wallet';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, stubApi } from '../../components/test-kit.js';
import { JournalEntryPage } from './journal-entry-page.js';
import { ledgerEntry } from './wallet-fixtures.js';

const path = walletContract.detail.path;

describe('JournalEntryPage', () => {
  it('shows the entry and links to the order that caused it', async () => {
    const { callsTo } = stubApi({ [path]: { data: ledgerEntry() } });
    renderPage(<JournalEntryPage />, { route: '/user/user_journalDetailNext?id=11' });
    expect(await screen.findByText('+100.00')).toBeInTheDocument();
    expect(screen.getByText('充值')).toBeInTheDocument();
    expect(screen.getByText('¥0.00')).toBeInTheDocument();
    expect(screen.getByText('¥100.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看订单' })).toHaveAttribute('href', '/user/user_orderDetail?id=5');
    expect(callsTo(path)[0]?.query.get('id')).toBe('11');
  });

  it('shows no order link for a change without an order', async () => {
    stubApi({ [path]: { data: ledgerEntry({ amount: -0.1, reason: 'sms', order_id: null, order_sn: '' }) } });
    renderPage(<JournalEntryPage />, { route: '/user/user_journalDetailNext?id=12' });
    expect(await screen.findByText('-0.10')).toBeInTheDocument();
    expect(screen.getByText('短信发送')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '查看订单' })).toBeNull();
  });
});
