import { contract, toFen } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { ParticipantRecord } from '../activity/index.js';
import { makeParticipant } from '../prize/prize.factory.js';
import { auditLedger, ledgerEntries } from '../wallet/index.js';
import { organiserWithQuiz, saveRule, scoredAttempt } from './hb.factory.js';
import { hbPayouts } from './hb.table.js';

describe('200 simultaneous red-packet claims', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('never pay more than the budget, pay each person at most once, and keep the ledger equal to the balance', async () => {
    const o = await organiserWithQuiz(t, 500);
    const budget = 150;
    const random = { mode: 'random' as const, min_amount: 1, max_amount: 3, budget, qualify: 'passed' as const };
    expect((await saveRule(t, o.token, o.quiz, random)).code).toBe(200);
    const people: ParticipantRecord[] = [];
    for (let i = 0; i < 120; i += 1) {
      const someone = await makeParticipant(t, o.quiz);
      await scoredAttempt(t, someone, 60);
      people.push(someone);
    }

    // The first 80 people claim twice, all 200 claims at once.
    const claims = Array.from({ length: 200 }, (_, i) => people[i % people.length]!);
    const answers = await Promise.all(claims.map((p) => t.call(contract.hb.h5Claim, { ticket: p.ticket })));
    const refusals = new Set(answers.filter((a) => a.body.code !== 200).map((a) => a.body.msg));
    expect([...refusals].sort()).toEqual(['你已领取过红包', '红包已发完'].sort());

    const paid = await t.deps.db.select().from(hbPayouts).where(eq(hbPayouts.activityId, o.quiz.id));
    const total = paid.reduce((sum, p) => sum + p.amount, 0);
    expect(paid.every((p) => p.status === 'paid')).toBe(true);
    expect(total).toBeLessThanOrEqual(toFen(budget));
    // Demand (120 people, 1–3 yuan each) exceeds the budget, so it is spent until less than one packet is left.
    expect(total).toBeGreaterThan(toFen(budget) - toFen(random.min_amount));
    expect(new Set(paid.map((p) => p.participantId)).size).toBe(paid.length);
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(paid.length);

    const info = (await t.call(contract.customer.info, {}, { token: o.token })).body.data;
    expect(toFen(info.hb_money!)).toBe(toFen(500) - total);
    const rows = await t.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.customerId, o.customer.id));
    const payoutRows = rows.filter((r) => r.reason === 'red_packet');
    expect(payoutRows).toHaveLength(paid.length);
    expect(payoutRows.reduce((sum, r) => sum + r.amount, 0)).toBe(-total);
    expect(await auditLedger(t.deps.db, { customerId: o.customer.id })).toEqual([]);
    const rule = (await t.call(contract.hb.rule, { activity_id: o.quiz.id }, { token: o.token })).body.data;
    expect(toFen(rule.paid_total)).toBe(total);
    expect(rule.paid_count).toBe(paid.length);
  });
});
