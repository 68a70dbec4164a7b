import { contract } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { makePassedParticipant, makePublishedActivity } from './prize.factory.js';
import { prizeDraws } from './prize.table.js';

const p = contract.prize;

describe('simultaneous draws', () => {
  const { t, organiser } = organiserApp();

  const setUp = async (turnFields: Record<string, unknown>, stock: number) => {
    const activity = await makePublishedActivity(t, organiser.customer);
    const as = { token: organiser.token };
    const turn = (await t.call(p.turnAdd, { activity_id: activity.id, name: '抢奖', ...turnFields }, as)).body.data;
    await t.call(p.goodsSave, { turn_id: turn.id, name: '限量款', stock, probability: 100 }, as);
    return { activity, turn };
  };

  it('gives out exactly the stock when 50 people draw at once, never going below zero', async () => {
    const { activity, turn } = await setUp({}, 5);
    const people = [];
    for (let i = 0; i < 50; i += 1) people.push(await makePassedParticipant(t, activity));
    const answers = await Promise.all(
      people.map((someone) => t.call(p.h5Draw, { ticket: someone.ticket, turn_id: turn.id }, {})),
    );
    expect(answers.every((a) => a.body.code === 200)).toBe(true);
    const wins = answers.filter((a) => a.body.data.won);
    expect(wins).toHaveLength(5);
    expect(new Set(wins.map((a) => a.body.data.code)).size).toBe(5);
    expect(answers.filter((a) => !a.body.data.won)).toHaveLength(45);
    const [goods] = (await t.call(p.goods, { turn_id: turn.id }, { token: organiser.token })).body.data;
    expect(goods).toMatchObject({ stock: 0, won: 5 });
    const recorded = await t.deps.db.select().from(prizeDraws).where(eq(prizeDraws.turnId, turn.id));
    expect(recorded).toHaveLength(50);
    const listed = await t.call(p.winList, { activity_id: activity.id }, { token: organiser.token });
    expect(listed.body.data.total).toBe(5);
  });

  it('lets one person draw only their daily limit when they draw 10 times at once', async () => {
    const { activity, turn } = await setUp({ day_limit: 3 }, 100);
    const someone = await makePassedParticipant(t, activity);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.call(p.h5Draw, { ticket: someone.ticket, turn_id: turn.id }, {})),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.body.msg === '今日抽奖次数已用完')).toHaveLength(7);
    const [goods] = (await t.call(p.goods, { turn_id: turn.id }, { token: organiser.token })).body.data;
    expect(goods).toMatchObject({ stock: 97, won: 3 });
  });
});
