import type { TestApp } from '../../test/test-app.js';

/**
 * Pays a checkout the way a payer does: confirms on the sandbox checkout page, which sends the signed
 * notification a real provider would.
 */
export const payInSandbox = async (t: TestApp, checkout: { pay_url: string }, host = 'localhost') => {
  const res = await t.app.inject({
    method: 'POST',
    url: `${new URL(checkout.pay_url).pathname}/confirm`,
    headers: { host },
  });
  if (res.statusCode !== 200) throw new Error(`the sandbox payment was refused: ${res.body}`);
};
