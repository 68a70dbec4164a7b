import { customerContract } from '@app/contract/customer';
import { walletContract } from '@app/contract/wallet';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNotice, LocationProbe, renderPage, stubApi } from '../../components/test-kit.js';
import { NoteManagePage } from './note-manage-page.js';
import { account, listOf } from './wallet-fixtures.js';

const w = walletContract;
const sms = (over: Record<string, unknown> = {}) => ({
  id: 1,
  phone: '13900000001',
  content: '【智答云】这是一条测试短信',
  segments: 1,
  cost: 0.1,
  status: 'sent',
  created_at: '2025-03-01T08:00:00.000Z',
  ...over,
});

const api = () =>
  stubApi({
    [customerContract.info.path]: { data: account({ dx_money: 8 }) },
    [w.smsRecord.path]: listOf([sms(), sms({ id: 2, phone: '13900000002', status: 'failed', cost: 0 })]),
    [w.smsTest.path]: (c) => ({ data: { record: sms({ phone: (c.body as { phone: string }).phone }), dx_money: 7.9 } }),
  });

const render = () =>
  renderPage(
    <>
      <NoteManagePage />
      <LocationProbe />
    </>,
  );

describe('NoteManagePage', () => {
  it('shows the SMS balance and leads to the SMS top-up', async () => {
    api();
    render();
    expect(await screen.findByText('¥8.00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '充值' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/function/note_pay');
  });

  it('checks the phone with the spec messages before sending', async () => {
    const { callsTo } = api();
    render();
    await screen.findByText('¥8.00');
    const send = screen.getByRole('button', { name: '发送测试短信' });
    fireEvent.click(send);
    await expectNotice('请输入手机号');
    fireEvent.change(screen.getByLabelText('接收手机号'), { target: { value: '23800000000' } });
    fireEvent.click(send);
    await expectNotice('手机号格式错误');
    expect(callsTo(w.smsTest.path)).toHaveLength(0);
  });

  it('sends a test message, tells its cost and refreshes the balance and records', async () => {
    const { callsTo } = api();
    render();
    await screen.findByText('¥8.00');
    const records = callsTo(w.smsRecord.path).length;
    fireEvent.change(screen.getByLabelText('接收手机号'), { target: { value: '13900000009' } });
    fireEvent.click(screen.getByRole('button', { name: '发送测试短信' }));
    expect(await screen.findByText('发送成功，扣费 ¥0.10')).toBeInTheDocument();
    expect(callsTo(w.smsTest.path)[0]?.body).toEqual({ phone: '13900000009' });
    await waitFor(() => expect(callsTo(w.smsRecord.path).length).toBeGreaterThan(records));
  });

  it('lists the messages with their cost and filters by phone', async () => {
    const { callsTo } = api();
    render();
    const row = (await screen.findByText('13900000002')).closest('tr')!;
    expect(within(row).getByText('发送失败')).toBeInTheDocument();
    expect(within(screen.getByText('13900000001').closest('tr')!).getByText('¥0.10')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13900000002' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(callsTo(w.smsRecord.path).at(-1)?.query.get('phone')).toBe('13900000002'));
  });
});
