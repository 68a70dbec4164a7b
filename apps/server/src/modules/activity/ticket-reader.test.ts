import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeParticipant, makePublishedActivity } from '../prize/prize.factory.js';
import { ticketReader } from './ticket-reader.js';

describe('ticket reader', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the tickets read together with one record of their activity, and refuses an unknown one', async () => {
    const { customer } = await makeCustomer(t);
    const [first, second] = [await makePublishedActivity(t, customer), await makePublishedActivity(t, customer)];
    const people = [await makeParticipant(t, first), await makeParticipant(t, first), await makeParticipant(t, second)];
    const reader = ticketReader(t.deps.db, { windowMs: 5, maxKeys: 100 });
    const now = t.clock.now();
    const [a, b, c, unknown] = await Promise.allSettled([
      ...people.map((p) => reader.resolve(p.ticket, now)),
      reader.resolve('no-such-ticket', now),
    ]);
    const found = [a, b, c].map((r) => (r?.status === 'fulfilled' ? r.value : undefined));
    expect(found.map((f) => f?.participant.id)).toEqual(people.map((p) => p.id));
    expect(found[0]!.activity).toBe(found[1]!.activity);
    expect(found[2]!.activity.id).toBe(second.id);
    expect(unknown).toMatchObject({ status: 'rejected', reason: { errorName: 'H5_TICKET_INVALID' } });
  });
});
