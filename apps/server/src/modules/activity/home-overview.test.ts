import { contract } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeActivity } from './activity.factory.js';
import { enterAs } from './participant.factory.js';

const { homeOverview } = contract.activity;
const day = 86_400_000;

describe('the home centre overview of an organiser (index/system)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Sessions outlive the week the tests move the clock through.
    t = await createTestApp({ SESSION_DAYS: '30' });
  });
  afterAll(() => t.close());

  const inDays = (n: number) => new Date(t.clock.now().getTime() + n * day);

  it('counts the activities by state, the people who joined, and names what expires within a week', async () => {
    const { customer, token } = await makeCustomer(t);
    await makeActivity(t, customer, { title: '草稿一' });
    await makeActivity(t, customer, { title: '草稿二' });
    const soon = await makeActivity(t, customer, { title: '三天后到期', status: 'published', expiresAt: inDays(2.5) });
    const sooner = await makeActivity(t, customer, { title: '明天到期', status: 'published', expiresAt: inDays(0.5) });
    await makeActivity(t, customer, { title: '一个月', status: 'published', expiresAt: inDays(30) });
    await makeActivity(t, customer, { title: '已过期', status: 'published', expiresAt: inDays(-1) });
    await makeActivity(t, customer, {
      title: '已删除',
      status: 'published',
      expiresAt: inDays(1),
      deletedAt: inDays(0),
    });
    for (let i = 0; i < 3; i += 1) await enterAs(t, soon);
    await enterAs(t, sooner);
    // The organiser checking their own page is not a participant.
    await enterAs(t, soon, { token });

    const res = await t.call(homeOverview, {}, { token });
    expect(res.body).toMatchObject({
      code: 200,
      data: {
        activities: { total: 6, running: 3, draft: 2, expired: 1 },
        participants_today: 4,
        participants_week: 4,
        expiring: [
          { id: sooner.id, title: '明天到期', kind: 1, expires_at: inDays(0.5).toISOString(), days_left: 1 },
          { id: soon.id, title: '三天后到期', kind: 1, days_left: 3 },
        ],
      },
    });
  });

  it('counts a day in China: who joined before today’s midnight there is in the week, not today', async () => {
    const { customer, token } = await makeCustomer(t);
    const running = await makeActivity(t, customer, { status: 'published', expiresAt: inDays(60) });
    await enterAs(t, running);
    t.clock.advance(day);
    try {
      await enterAs(t, running);
      await enterAs(t, running);
      const data = (await t.call(homeOverview, {}, { token })).body.data;
      expect(data).toMatchObject({ participants_today: 2, participants_week: 3 });
      t.clock.advance(7 * day);
      const later = (await t.call(homeOverview, {}, { token })).body.data;
      expect(later).toMatchObject({ participants_today: 0, participants_week: 0 });
    } finally {
      t.clock.advance(-8 * day);
    }
  });

  it('shows an organiser only their own activities, and a new organiser zeros', async () => {
    const busy = await makeCustomer(t);
    const running = await makeActivity(t, busy.customer, { status: 'published', expiresAt: inDays(3) });
    await enterAs(t, running);
    const fresh = await makeCustomer(t);
    expect((await t.call(homeOverview, {}, { token: fresh.token })).body.data).toEqual({
      activities: { total: 0, running: 0, draft: 0, expired: 0 },
      participants_today: 0,
      participants_week: 0,
      expiring: [],
    });
  });

  it('asks for a login', async () => {
    expect((await t.call(homeOverview, {})).body.code).toBe(500);
  });
});
