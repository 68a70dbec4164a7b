import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginData, stubApi } from '../components/test-kit.js';
import { useCan } from './grants.js';
import { session } from './session.js';

const Probe = () => (
  <p>
    recharge:{String(useCan('wallet.recharge'))} pay:{String(useCan('order.pay'))}
  </p>
);

const renderProbe = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Probe />
    </QueryClientProvider>,
  );

describe('useCan', () => {
  it('answers yes to every action for an organiser without asking the server', async () => {
    session.save(loginData({ is_staff: false }));
    const { calls } = stubApi({});
    renderProbe();
    expect(await screen.findByText('recharge:true pay:true')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("answers a staff member's granted actions only", async () => {
    session.save(loginData({ is_staff: true }));
    stubApi({ '/api/menu/auth': { data: { pages: ['user/user_order'], actions: ['order.pay'] } } });
    renderProbe();
    expect(await screen.findByText('recharge:false pay:true')).toBeInTheDocument();
  });

  it('answers no without a login', () => {
    stubApi({});
    renderProbe();
    expect(screen.getByText('recharge:false pay:false')).toBeInTheDocument();
  });
});
