import { contract } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { makeActivity } from '../activity/activity.factory.js';
import { makeAttempt, makeParticipant } from '../statistic/statistic.factory.js';

const records = contract.quiz.answerRecords;
type Activity = Awaited<ReturnType<typeof makeActivity>>;
const at = (iso: string) => new Date(iso);

describe('answer records', () => {
  const { t, organiser, other } = organiserApp({ other: true });
  let activity: Activity;

  beforeAll(async () => {
    const owner = { tenantId: organiser.customer.tenantId, id: organiser.customer.id };
    activity = await makeActivity(t, owner);
    const db = t.deps.db;
    const li = await makeParticipant(db, activity, { name: '李雷', phone: '13900000011', unit: '一车间' });
    const han = await makeParticipant(db, activity, { name: '韩梅梅', phone: '13900000012', unit: '质检部' });
    await makeAttempt(db, li, { startedAt: at('2026-05-30T02:00:00Z'), answers: [true, true], passed: true });
    await makeAttempt(db, han, { startedAt: at('2026-05-31T02:00:00Z'), answers: [false, true], durationMs: 45_000 });
    await makeAttempt(db, li, { startedAt: at('2026-06-01T01:00:00Z'), answers: [true, null], finished: false });
    // Another activity of the same organiser: its attempts stay out of this list.
    const elsewhere = await makeParticipant(db, await makeActivity(t, owner), { name: '李雷' });
    await makeAttempt(db, elsewhere, { startedAt: at('2026-06-01T01:00:00Z'), answers: [true] });
  });

  const list = (input: Record<string, unknown> = {}, token = organiser.token) =>
    t.call(records, { activity_id: activity.id, ...input }, { token });

  it('lists finished and open attempts with who made them, newest first', async () => {
    const { data } = (await list()).body;
    expect(data.total).toBe(3);
    expect(data.list.map((r) => [r.name, r.score, r.passed, r.submitted_at])).toEqual([
      ['李雷', 10, false, null],
      ['韩梅梅', 10, false, '2026-05-31T02:00:45.000Z'],
      ['李雷', 20, true, '2026-05-30T02:01:00.000Z'],
    ]);
    expect(data.list[1]).toMatchObject({
      phone: '13900000012',
      unit: '质检部',
      level: 1,
      full_score: 20,
      correct_count: 1,
      total: 2,
      duration_ms: 45_000,
      started_at: '2026-05-31T02:00:00.000Z',
    });
  });

  it('finds records by name, phone or unit, and pages them', async () => {
    const names = async (input: Record<string, unknown>) => (await list(input)).body.data.list.map((r) => r.name);
    expect(await names({ keywords: '韩' })).toEqual(['韩梅梅']);
    expect(await names({ keywords: '00000011' })).toEqual(['李雷', '李雷']);
    expect(await names({ keywords: '质检' })).toEqual(['韩梅梅']);
    expect((await list({ page: 2, limit: 2 })).body.data).toMatchObject({
      total: 3,
      total_capped: false,
      page: 2,
      limit: 2,
    });
    expect(await names({ page: 2, limit: 2 })).toEqual(['李雷']);
  });

  it('filters passed and failed attempts; an open attempt is neither', async () => {
    expect((await list({ passed: 1 })).body.data.list.map((r) => r.name)).toEqual(['李雷']);
    expect((await list({ passed: 0 })).body.data.list.map((r) => r.name)).toEqual(['韩梅梅']);
  });

  it("refuses another organiser's activity and a bad filter", async () => {
    expect((await list({}, other.token)).body).toMatchObject({ code: 600, msg: '活动不存在' });
    expect((await list({ passed: 5 })).body).toMatchObject({ code: 400, msg: '参数 passed 超出范围' });
  });
});
