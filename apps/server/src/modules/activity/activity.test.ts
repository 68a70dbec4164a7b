import { contract } from '@app/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_AHEAD } from '../../db/list-page.js';
import { makeCustomer, makeTenant } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { makeStaff } from '../access/role.factory.js';
import { makeActivity } from './activity.factory.js';

const list = contract.activity.list;
const at = (iso: string) => new Date(iso);
const titleOf = (i: number) => `${i % 2 === 0 ? '年会答题' : '投票'} ${i}`;

describe('my activities list', () => {
  const { t, organiser, other } = organiserApp({ other: true });
  let staff: Awaited<ReturnType<typeof makeStaff>>;

  beforeAll(async () => {
    staff = await makeStaff(t, organiser, { pages: ['activity/manage'] });
    const now = t.clock.now();
    const c = organiser.customer;
    await makeActivity(t, c, { title: '五月草稿', kind: 1, createdAt: at('2026-05-01T03:00:00Z') });
    await makeActivity(t, c, {
      title: '安全知识竞赛',
      kind: 2,
      status: 'published',
      expiresAt: new Date(now.getTime() + 86_400_000),
      createdAt: at('2026-05-20T15:59:59Z'),
    });
    await makeActivity(t, c, {
      title: '过期的投票_100%',
      kind: 4,
      status: 'published',
      expiresAt: new Date(now.getTime() - 1000),
      createdAt: at('2026-05-20T16:00:00Z'),
    });
    await makeActivity(t, c, { title: '已删除', createdAt: at('2026-05-22T00:00:00Z'), deletedAt: now });
    await makeActivity(t, other.customer, { title: '别人的活动', createdAt: at('2026-05-25T00:00:00Z') });
  });

  const titles = (body: { data: { list: { title: string }[] } }) => body.data.list.map((a) => a.title);

  it('lists only the organiser’s own activities, newest first, with their status', async () => {
    const res = await t.call(list, {}, { token: organiser.token });
    expect(res.body.code).toBe(200);
    expect(titles(res.body)).toEqual(['过期的投票_100%', '安全知识竞赛', '五月草稿']);
    expect(res.body.data.list.map((a) => [a.status, a.is_online])).toEqual([
      ['expired', 0],
      ['published', 1],
      ['draft', 0],
    ]);
    expect(res.body.data).toMatchObject({ total: 3, page: 1, limit: 10 });
  });

  it('shows a staff account its organiser’s activities', async () => {
    const res = await t.call(list, {}, { token: staff.token });
    expect(res.body.data.total).toBe(3);
  });

  it('never lists another organiser’s activities', async () => {
    const res = await t.call(list, {}, { token: other.token });
    expect(titles(res.body)).toEqual(['别人的活动']);
  });

  it('shows a new organiser an empty list', async () => {
    const fresh = await makeCustomer(t);
    const res = await t.call(list, {}, { token: fresh.token });
    expect(res.body.data).toEqual({ list: [], total: 0, total_capped: false, page: 1, limit: 10 });
  });

  it('counts a long list only a thousand rows past the page, and exactly near its end', async () => {
    const busy = await makeCustomer(t);
    const { tenantId, id } = busy.customer;
    await t.deps.db.execute(sql`
      insert into activities (tenant_id, customer_id, kind, title, created_at)
      select ${tenantId}, ${id}, 1, case when i % 2 = 0 then '年会答题 ' else '投票 ' end || i,
        now() - i * interval '1 minute'
      from generate_series(1, ${TOTAL_AHEAD + 100}::int) i`);
    const call = (input: Record<string, unknown>) => t.call(list, { limit: 20, ...input }, { token: busy.token });

    const first = await call({});
    expect(first.body.data).toMatchObject({ total: 20 + TOTAL_AHEAD, total_capped: true });
    expect(first.body.data.list.map((a) => a.title)).toEqual(Array.from({ length: 20 }, (_, i) => titleOf(i + 1)));
    const third = await call({ page: 3 });
    expect(third.body.data).toMatchObject({ total: 60 + TOTAL_AHEAD, total_capped: true });
    expect(third.body.data.list[0]!.title).toBe(titleOf(41));
    const last = await call({ page: 55 });
    expect(last.body.data).toMatchObject({ total: TOTAL_AHEAD + 100, total_capped: false });
    expect(last.body.data.list.map((a) => a.title)).toEqual(Array.from({ length: 20 }, (_, i) => titleOf(1081 + i)));
    const past = await call({ page: 60 });
    expect(past.body.data).toMatchObject({ list: [], total: TOTAL_AHEAD + 100, total_capped: false });
    const half = await call({ keywords: '年会' });
    expect(half.body.data).toMatchObject({ total: (TOTAL_AHEAD + 100) / 2, total_capped: false });
  });

  it('filters by created day in China time, both ends included', async () => {
    const may21 = await t.call(list, { start_time: '2026-05-21', end_time: '2026-05-21' }, { token: organiser.token });
    expect(titles(may21.body)).toEqual(['过期的投票_100%']);
    const may20 = await t.call(list, { start_time: '2026-05-01', end_time: '2026-05-20' }, { token: organiser.token });
    expect(titles(may20.body)).toEqual(['安全知识竞赛', '五月草稿']);
  });

  it('filters running activities apart from drafts and expired ones', async () => {
    const online = await t.call(list, { is_online: 1 }, { token: organiser.token });
    expect(titles(online.body)).toEqual(['安全知识竞赛']);
    const offline = await t.call(list, { is_online: '0' }, { token: organiser.token });
    expect(titles(offline.body)).toEqual(['过期的投票_100%', '五月草稿']);
    const all = await t.call(list, { is_online: '' }, { token: organiser.token });
    expect(all.body.data.total).toBe(3);
  });

  it('counts an activity as expired once the clock passes its end', async () => {
    t.clock.advance(2 * 86_400_000);
    const res = await t.call(list, { is_online: 1 }, { token: organiser.token });
    t.clock.advance(-2 * 86_400_000);
    expect(res.body.data.total).toBe(0);
  });

  it('searches titles case-insensitively, taking % and _ literally', async () => {
    const pct = await t.call(list, { keywords: '_100%' }, { token: organiser.token });
    expect(titles(pct.body)).toEqual(['过期的投票_100%']);
    const underscore = await t.call(list, { keywords: '_' }, { token: organiser.token });
    expect(underscore.body.data.total).toBe(1);
    const none = await t.call(list, { keywords: '%' + '竞赛' }, { token: organiser.token });
    expect(none.body.data.total).toBe(0);
  });

  it('finds a keyword anywhere in a title, in any letter case, Chinese text included', async () => {
    const someone = await makeCustomer(t);
    for (const title of ['2026 Staff QUIZ Night', '春季安全知识竞赛', '年度评选']) {
      await makeActivity(t, someone.customer, { title });
    }
    const search = async (keywords: string) =>
      titles((await t.call(list, { keywords }, { token: someone.token })).body);
    expect(await search('quiz n')).toEqual(['2026 Staff QUIZ Night']);
    expect(await search('知识')).toEqual(['春季安全知识竞赛']);
    expect(await search('评')).toEqual(['年度评选']);
    expect(await search('知识竞赛年')).toEqual([]);
  });

  it('filters by activity kind', async () => {
    const res = await t.call(list, { from: 2 }, { token: organiser.token });
    expect(titles(res.body)).toEqual(['安全知识竞赛']);
    const all = await t.call(list, { from: '' }, { token: organiser.token });
    expect(all.body.data.total).toBe(3);
  });

  it('pages through the list', async () => {
    const res = await t.call(list, { page: 2, limit: 2 }, { token: organiser.token });
    expect(titles(res.body)).toEqual(['五月草稿']);
    expect(res.body.data).toMatchObject({ total: 3, page: 2, limit: 2 });
  });

  it('refuses malformed filters with a message', async () => {
    const bad = [
      { start_time: '2026/05/01' },
      { end_time: '2026-02-30' },
      { is_online: 2 },
      { from: 7 },
      { limit: 101 },
    ];
    for (const input of bad) {
      const res = await t.call(list, input, { token: organiser.token });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(400);
      expect(res.body.msg.length).toBeGreaterThan(0);
    }
  });

  it('asks a visitor without a token to log in (code 500)', async () => {
    const res = await t.call(list, {});
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 500, data: null });
  });

  it('refuses a token from another site', async () => {
    await makeTenant(t, { code: 'other-site', hosts: ['other.test'] });
    const stranger = await makeCustomer(t, { host: 'other.test' });
    const res = await t.call(list, {}, { token: stranger.token });
    expect(res.body.code).toBe(500);
  });
});
