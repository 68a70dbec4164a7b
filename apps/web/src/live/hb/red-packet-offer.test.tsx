import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, slow, stubApi } from '../../components/test-kit.js';
import { liveTicket } from '../kit/live-fixtures.js';
import { RedPacketOffer } from './red-packet-offer.js';

const paths = { state: '/api/h5/hb/state', claim: '/api/h5/hb/claim' };
const claimed = { id: 1, amount: 1.88, status: 'paid', fail_reason: '', created_at: '2026-06-01T02:00:00.000Z' };
const state = (over: Record<string, unknown> = {}) => ({
  offered: true,
  qualify: 'passed',
  can_claim: true,
  reason: '',
  mine: [],
  ...over,
});

describe('RedPacketOffer', () => {
  it('claims the red packet and shows what was paid', async () => {
    let taken = false;
    const { callsTo } = stubApi({
      [paths.state]: () => ({
        data: taken ? state({ can_claim: false, reason: '你已领取过红包', mine: [claimed] }) : state(),
      }),
      [paths.claim]: () => {
        taken = true;
        return { data: claimed };
      },
    });
    renderPage(<RedPacketOffer ticket={liveTicket} />);
    fireEvent.click((await screen.findByText('领取红包', {}, slow)).closest('button')!);
    expect(await screen.findByText('已领取红包 ¥1.88', {}, slow)).toBeInTheDocument();
    expect(callsTo(paths.claim).map((c) => c.body)).toEqual([{ ticket: liveTicket }]);
    await waitFor(() => expect(screen.queryByText('领取红包')).not.toBeInTheDocument(), slow);
    expect(screen.queryByText('你已领取过红包')).not.toBeInTheDocument();
  });

  it('says why the participant cannot claim yet', async () => {
    stubApi({ [paths.state]: { data: state({ can_claim: false, reason: '答题及格后才能领取红包' }) } });
    renderPage(<RedPacketOffer ticket={liveTicket} />);
    expect(await screen.findByText('答题及格后才能领取红包', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText('领取红包')).not.toBeInTheDocument();
  });

  it('shows a failed transfer and offers the claim again', async () => {
    const failed = { ...claimed, status: 'failed', fail_reason: '商户运营账户余额不足' };
    stubApi({ [paths.state]: { data: state({ mine: [failed] }) } });
    renderPage(<RedPacketOffer ticket={liveTicket} />);
    expect(await screen.findByText('红包 ¥1.88 发放失败：商户运营账户余额不足', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('领取红包')).toBeInTheDocument();
  });

  it('shows nothing where the activity pays no red packets', async () => {
    const { callsTo } = stubApi({ [paths.state]: { data: state({ offered: false, can_claim: false }) } });
    const { container } = renderPage(<RedPacketOffer ticket={liveTicket} />);
    await waitFor(() => expect(callsTo(paths.state)).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });
});
