import { contract } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { participants } from './activity.table.js';
import { makeLiveQuiz } from './live-quiz.factory.js';

const enter = contract.activity.h5Enter;
const tooMany = { code: 400, msg: '操作太频繁，请稍后再试' };

describe('a hall of phones behind one address', () => {
  const { t, organiser: owner } = organiserApp();

  const quiz = (fields = {}) => makeLiveQuiz(t, owner.customer, {}, fields);

  it('lets 1,000 phones join from one address within a minute', { timeout: 60_000 }, async () => {
    const activity = await quiz();
    const ip = '203.0.113.10';
    const codes: number[] = [];
    for (let i = 0; i < 1000; i += 1) {
      const res = await t.call(enter, { code: activity.code ?? '', device_id: `hall-phone-${i}` }, { ip });
      codes.push(res.body.code);
    }
    expect(codes.filter((c) => c !== 200)).toEqual([]);
    const rows = await t.deps.db.select().from(participants).where(eq(participants.activityId, activity.id));
    expect(rows).toHaveLength(1000);
  });

  it('still slows down one device that keeps entering, and lets it back after the minute', async () => {
    const activity = await quiz();
    const again = () =>
      t.call(enter, { code: activity.code ?? '', device_id: 'hammering-phone' }, { ip: '203.0.113.11' });
    for (let i = 0; i < t.deps.config.h5.entriesPerDevicePerMinute; i += 1) expect((await again()).body.code).toBe(200);
    expect((await again()).body).toMatchObject(tooMany);
    // Another phone on the same address is not held up by it.
    const neighbour = await t.call(
      enter,
      { code: activity.code ?? '', device_id: 'quiet-phone' },
      { ip: '203.0.113.11' },
    );
    expect(neighbour.body.code).toBe(200);
    t.clock.advance(61_000);
    expect((await again()).body.code).toBe(200);
  });

  it('slows down one phone number entering from device after device', async () => {
    const activity = await makeLiveQuiz(t, owner.customer, { signup_fields: [{ key: 'phone', required: true }] });
    const from = (i: number) =>
      t.call(enter, { code: activity.code ?? '', device_id: `phone-rotating-${i}`, fields: { phone: '13900000077' } });
    const max = t.deps.config.h5.entriesPerDevicePerMinute;
    for (let i = 0; i < max; i += 1) expect((await from(i)).body.code).toBe(200);
    expect((await from(max)).body).toMatchObject(tooMany);
  });

  it('stops an address guessing the activity password, even once it guesses right', async () => {
    const activity = await quiz({ password: '4321' });
    const guess = (password: string, i: number) =>
      t.call(enter, { code: activity.code ?? '', device_id: `guesser-${i}`, password }, { ip: '203.0.113.12' });
    for (let i = 0; i < 100; i += 1) expect((await guess(String(i).padStart(4, '0'), i)).body.msg).toBe('活动密码错误');
    expect((await guess('4321', 100)).body).toMatchObject(tooMany);
    // The rest of the hall, on other addresses, types it in as usual.
    const other = await t.call(
      enter,
      { code: activity.code ?? '', device_id: 'hall-guest', password: '4321' },
      { ip: '203.0.113.13' },
    );
    expect(other.body.code).toBe(200);
  });
});

describe('the address ceiling', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('refuses entries past H5_ENTRIES_PER_IP_PER_MINUTE from one address until the minute has passed', async () => {
    t = await createTestApp({ H5_ENTRIES_PER_IP_PER_MINUTE: '5' });
    const owner = await makeCustomer(t);
    const activity = await makeLiveQuiz(t, owner.customer);
    const from = (i: number) =>
      t.call(enter, { code: activity.code ?? '', device_id: `ceiling-${i}` }, { ip: '192.0.2.77' });
    for (let i = 0; i < 5; i += 1) expect((await from(i)).body.code).toBe(200);
    expect((await from(5)).body).toMatchObject(tooMany);
    t.clock.advance(61_000);
    expect((await from(6)).body.code).toBe(200);
  });
});
