import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialogTitled, expectNotice, renderPage, slow, stubApi } from '../../components/test-kit.js';
import { ReceiptPage } from './receipt-page.js';
import { listOf, makeOrder } from './test-orders.js';

const paid = { status: 'paid' as const, pay_method: 'sandbox', paid_at: '2025-01-02T03:04:00.000Z' };
const invoiceable = [
  makeOrder({ id: 1, order_sn: 'SV1', amount: 30.1, ...paid }),
  makeOrder({ id: 2, order_sn: 'RC2', type: 'recharge', title: '账户余额充值', amount: 100, ...paid }),
  makeOrder({ id: 3, order_sn: 'ON3', type: 'online_num', title: '在线人数扩容 +500人', amount: 50, ...paid }),
];
const invoice = {
  id: 9,
  title: '杭州某某科技有限公司',
  tax_no: '91330100MA2XXXXX1X',
  email: 'fin@example.com',
  amount: 130.1,
  status: 'pending',
  order_sns: ['SV1', 'RC2'],
  remark: '',
  issued_at: null,
  created_at: '2025-01-05T00:00:00.000Z',
};

const api = () =>
  stubApi({
    '/api/receipt/orders': listOf(invoiceable),
    '/api/receipt/list': listOf([invoice, { ...invoice, id: 8, status: 'issued', tax_no: '', order_sns: ['ON0'] }]),
    '/api/receipt/apply': { data: invoice },
    '/api/Web/kpRule': {
      data: { title: '开票须知', rules: ['每个订单只能开一次发票，一次最多选择50个订单合并开具。'] },
    },
  });

const tick = async (sn: string) => {
  const row = (await screen.findByText(sn, {}, slow)).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('checkbox'));
};
const field = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByText(/^提\s?交$/));

describe('ReceiptPage', () => {
  it('totals the chosen orders and sends one invoice request for them, then shows the records', async () => {
    const { callsTo } = api();
    renderPage(<ReceiptPage />);
    await tick('SV1');
    await tick('RC2');
    expect(screen.getByText('已选 2 个订单，合计 ¥130.10')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '申请开票' }));
    const dialog = await dialogTitled('申请开票');
    submit(dialog);
    expect(await within(dialog).findByText('请输入发票抬头', {}, slow)).toBeInTheDocument();
    expect(await within(dialog).findByText('请输入邮箱', {}, slow)).toBeInTheDocument();

    field(dialog, '发票抬头', ' 杭州某某科技有限公司 ');
    field(dialog, '税号', '12ab');
    field(dialog, '邮箱', 'fin@');
    submit(dialog);
    expect(await within(dialog).findByText('税号格式错误', {}, slow)).toBeInTheDocument();
    expect(await within(dialog).findByText('请输入正确的邮箱', {}, slow)).toBeInTheDocument();
    expect(callsTo('/api/receipt/apply')).toHaveLength(0);

    field(dialog, '税号', '91330100ma2xxxxx1x');
    field(dialog, '邮箱', 'fin@example.com');
    field(dialog, '备注', '请尽快开具');
    submit(dialog);
    expect(await screen.findByText('开票申请已提交', {}, slow)).toBeInTheDocument();
    expect(callsTo('/api/receipt/apply')[0]?.body).toEqual({
      order_sns: ['SV1', 'RC2'],
      title: ' 杭州某某科技有限公司 ',
      tax_no: '91330100MA2XXXXX1X',
      email: 'fin@example.com',
      remark: '请尽快开具',
    });
    const record = (await screen.findByText('SV1, RC2', {}, slow)).closest('tr') as HTMLElement;
    expect(within(record).getByText('杭州某某科技有限公司')).toBeInTheDocument();
    expect(within(record).getByText('¥130.10')).toBeInTheDocument();
    expect(within(record).getByText('开票中')).toBeInTheDocument();
  }, 40_000);

  it("states the site's invoicing rules above the orders", async () => {
    api();
    renderPage(<ReceiptPage />);
    const rules = (await screen.findByText('开票须知', {}, slow)).closest('.ant-alert') as HTMLElement;
    expect(within(rules).getByText('每个订单只能开一次发票，一次最多选择50个订单合并开具。')).toBeInTheDocument();
  });

  it('asks to choose orders before opening the form', async () => {
    api();
    renderPage(<ReceiptPage />);
    await screen.findByText('SV1', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: '申请开票' }));
    await expectNotice('请选择要开票的订单');
    expect(screen.getByText('发票抬头')).not.toBeVisible();
  });

  it('lists the invoice records with their status', async () => {
    const { callsTo } = api();
    renderPage(<ReceiptPage />);
    fireEvent.click(screen.getByRole('tab', { name: '开票记录' }));
    const issued = (await screen.findByText('ON0', {}, slow)).closest('tr') as HTMLElement;
    expect(within(issued).getByText('已开票')).toBeInTheDocument();
    expect(within(issued).getByText('-')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('/api/receipt/list')[0]?.query.get('page')).toBe('1'));
  });
});
