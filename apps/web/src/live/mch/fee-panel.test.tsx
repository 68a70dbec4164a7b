import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, slow, stubApi } from '../../components/test-kit.js';
import { externalPage } from '../kit/external-page.js';
import { makeSession, makeState, paths } from '../kit/live-fixtures.js';
import { LiveFrame } from '../kit/live-frame.js';
import { HomeScreen } from '../quiz/index.js';
import { feePollMs } from './fee-status.js';

const status = '/api/Order/zc_order';
const pay = '/api/wxpay/zc_pay';
const due = (state: 'none' | 'unpaid' | 'paid' | 'refunded') => ({
  data: { fee: 9.9, title: '报名费', status: state },
});
const checkout = (over: Record<string, unknown> = {}) => ({
  data: { out_trade_no: 'M1', amount: 9.9, title: '报名费', status: 'unpaid', pay_url: '', jsapi: null, ...over },
});

const renderHome = () => {
  const live = makeSession(vi.fn(), {});
  renderPage(
    <LiveFrame theme={live.settings.theme}>
      <HomeScreen live={live} onTicketLost={() => {}} />
    </LiveFrame>,
  );
};
const start = () => screen.getByRole('button', { name: '开始答题' });

describe('the fee a participant pays before taking part', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the quiz closed while the fee is due and sends the phone to the merchant’s payment page', async () => {
    const assign = vi.spyOn(externalPage, 'assign').mockImplementation(() => {});
    const { callsTo } = stubApi({
      [paths.state]: { data: makeState() },
      [paths.turns]: { data: [] },
      [status]: due('none'),
      [pay]: checkout({ pay_url: 'https://pay.example.com/h5?prepay=M1' }),
    });
    renderHome();
    expect(await screen.findByText('报名费：¥9.90，支付后即可参与', {}, slow)).toBeInTheDocument();
    expect(start()).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: '立即支付 ¥9.90' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example.com/h5?prepay=M1'));
    expect(callsTo(pay)[0]?.body).toMatchObject({ channel: 'h5' });
  });

  it('goes on by itself once the payment it waits for has come through', async () => {
    let answers = 0;
    stubApi({
      [paths.state]: { data: makeState() },
      [paths.turns]: { data: [] },
      [status]: () => {
        answers += 1;
        return due(answers === 1 ? 'unpaid' : 'paid');
      },
    });
    renderHome();
    expect(await screen.findByRole('status', {}, slow)).toHaveTextContent('支付完成后页面会自动继续');
    expect(start()).toBeDisabled();
    await waitFor(() => expect(start()).toBeEnabled(), { timeout: feePollMs + 3000 });
    expect(screen.queryByText('参与费用')).toBeNull();
  });

  it('pays through WeChat’s payment sheet inside WeChat, then reads the status again', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 MicroMessenger/8.0.50');
    const invoke = vi.fn((_api: string, _params: Record<string, string>, done: (res: object) => void) =>
      done({ err_msg: 'get_brand_wcpay_request:ok' }),
    );
    vi.stubGlobal('WeixinJSBridge', { invoke });
    let paid = false;
    const { callsTo } = stubApi({
      [paths.state]: { data: makeState() },
      [paths.turns]: { data: [] },
      [status]: () => due(paid ? 'paid' : 'none'),
      [pay]: () => {
        paid = true;
        return checkout({ jsapi: { appId: 'wx1', package: 'prepay_id=M1', paySign: 's' } });
      },
    });
    renderHome();
    fireEvent.click(await screen.findByRole('button', { name: '立即支付 ¥9.90' }, slow));
    await waitFor(() => expect(start()).toBeEnabled());
    expect(callsTo(pay)[0]?.body).toMatchObject({ channel: 'jsapi' });
    expect(invoke).toHaveBeenCalledWith(
      'getBrandWCPayRequest',
      expect.objectContaining({ appId: 'wx1' }),
      expect.any(Function),
    );
    vi.unstubAllGlobals();
  });

  it('says a refunded fee must be paid again', async () => {
    stubApi({ [paths.state]: { data: makeState() }, [paths.turns]: { data: [] }, [status]: due('refunded') });
    renderHome();
    expect(await screen.findByText('费用已退回，如需参与请重新支付', {}, slow)).toBeInTheDocument();
    expect(start()).toBeDisabled();
  });
});
