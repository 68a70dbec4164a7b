import { contract, gib } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditBalance, makeCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeLiveActivity } from '../activity/live-activity.factory.js';
import { trafficDays } from './traffic.table.js';
import { accountOf } from './traffic-account.repository.js';
import { trafficMeter } from './traffic-meter.js';

const videoBytes = 300_000;

describe('traffic metering of uploaded files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let fileCounter = 0;
  /** An organiser with a published activity and one video on disk. */
  const organiserWithVideo = async () => {
    const made = await makeCustomer(t);
    const key = `media/${made.customer.tenantId}/202606/clip-${++fileCounter}.mp4`;
    const activity = await makeLiveActivity(t, made.customer, 1, {}, { cover: t.deps.storage.publicUrl(key) });
    await t.deps.storage.put(key, Buffer.alloc(videoBytes, 7), 'public');
    const servedFor = { tenantId: made.customer.tenantId, customerId: made.customer.id, activityId: activity.id };
    return { ...made, activity, key, servedFor };
  };
  const fetchFile = (key: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/uploads/${key}`, headers: { host: 'localhost', ...headers } });
  const fromPage = (code: string) => ({ referer: `http://localhost/h5/${code}` });
  const dayRows = async (activityId: number) =>
    (await t.deps.db.select().from(trafficDays)).filter((r) => r.activityId === activityId);

  it('counts the bytes sent to an activity’s phone page, and a range request only for its range', async () => {
    const { activity, key } = await organiserWithVideo();
    expect((await fetchFile(key, fromPage(activity.code!))).rawPayload.length).toBe(videoBytes);
    const part = await fetchFile(key, { ...fromPage(activity.code!), range: 'bytes=0-999' });
    expect(part.statusCode).toBe(206);
    await t.traffic.meter.flush();
    expect(await dayRows(activity.id)).toMatchObject([
      { day: '2026-06-01', fileKey: key, kind: 'video', bytes: videoBytes + 1000, requests: 2 },
    ]);
  });

  it('counts nothing for a file fetched from no phone page, or from an unknown one', async () => {
    const { activity, key } = await organiserWithVideo();
    expect((await fetchFile(key)).statusCode).toBe(200);
    expect((await fetchFile(key, { referer: 'http://localhost/activity/manage' })).statusCode).toBe(200);
    expect((await fetchFile(key, fromPage('Nobody123'))).statusCode).toBe(200);
    await t.traffic.meter.flush();
    expect(await dayRows(activity.id)).toEqual([]);
  });

  it('adds each flush to the day’s row with an upsert and starts a new row the next day', async () => {
    const { activity, key, servedFor, customer } = await organiserWithVideo();
    t.traffic.meter.record(servedFor, key, 100);
    t.traffic.meter.record(servedFor, key, 50);
    await t.traffic.meter.flush();
    t.traffic.meter.record(servedFor, key, 25);
    await t.traffic.meter.flush();
    t.clock.advance(86_400_000);
    t.traffic.meter.record(servedFor, key, 5);
    await t.traffic.meter.flush();
    t.clock.advance(-86_400_000);
    const rows = (await dayRows(activity.id)).map((r) => [r.day, r.bytes, r.requests]);
    expect(rows.sort()).toEqual([
      ['2026-06-01', 175, 3],
      ['2026-06-02', 5, 1],
    ]);
    expect((await accountOf(t.deps.db, { tenantId: customer.tenantId, customerId: customer.id }))?.usedBytes).toBe(180);
  });

  it('keeps its counts when a flush fails and writes them with the next one', async () => {
    const { activity, key, servedFor } = await organiserWithVideo();
    let failNext = true;
    const flaky = {
      ...t.deps,
      db: new Proxy(t.deps.db, {
        get: (db, prop, receiver) => {
          if (prop === 'transaction' && failNext) {
            failNext = false;
            return async () => {
              throw new Error('connection lost');
            };
          }
          return Reflect.get(db, prop, receiver);
        },
      }),
    };
    const meter = trafficMeter(flaky);
    meter.record(servedFor, key, 700);
    await meter.flush();
    expect(await dayRows(activity.id)).toEqual([]);
    meter.record(servedFor, key, 300);
    await meter.flush();
    expect(await dayRows(activity.id)).toMatchObject([{ bytes: 1000, requests: 2 }]);
  });

  it('warns the organiser by SMS once a period when 80 % is used, and again after a pack starts a new one', async () => {
    const { customer, phone, key, servedFor, token } = await organiserWithVideo();
    const warnings = () => t.sms.sent.filter((m) => m.phone === phone && m.type === 'notice');
    t.traffic.meter.record(servedFor, key, Math.round(7.9 * gib));
    await t.traffic.meter.flush();
    expect(warnings()).toEqual([]);
    t.traffic.meter.record(servedFor, key, Math.round(0.2 * gib));
    await t.traffic.meter.flush();
    t.traffic.meter.record(servedFor, key, Math.round(0.5 * gib));
    await t.traffic.meter.flush();
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatchObject({ content: expect.stringContaining('流量已使用80%，剩余1.90GB') });

    await creditBalance(t, customer, 'money', 10);
    expect((await t.call(contract.traffic.buy, { gb: 10 }, { token })).body.code).toBe(200);
    // The new period holds the 1.4 GB left plus the 10 GB pack.
    t.traffic.meter.record(servedFor, key, Math.round(9.2 * gib));
    await t.traffic.meter.flush();
    expect(warnings()).toHaveLength(2);
  });

  it('refuses an exhausted organiser’s files to their phone pages and hands out no media URLs until a pack is bought', async () => {
    const { customer, activity, key, servedFor, token } = await organiserWithVideo();
    const cover = t.deps.storage.publicUrl(key);
    const info = async () => (await t.call(contract.activity.h5Info, { code: activity.code! })).body.data;
    expect(await info()).toMatchObject({ media: true, cover });

    t.traffic.meter.record(servedFor, key, 10 * gib);
    await t.traffic.meter.flush();
    const refused = await fetchFile(key, fromPage(activity.code!));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 400, msg: '活动流量已用完，暂不提供图片和视频' });
    expect((await fetchFile(key)).statusCode).toBe(200);
    expect(await info()).toMatchObject({ media: false, cover: '', title: activity.title });

    await creditBalance(t, customer, 'money', 10);
    expect((await t.call(contract.traffic.buy, { gb: 10 }, { token })).body).toMatchObject({ code: 200 });
    t.clock.advance(t.deps.config.traffic.stateTtlMs);
    expect((await fetchFile(key, fromPage(activity.code!))).statusCode).toBe(200);
    expect(await info()).toMatchObject({ media: true, cover });
  });
});
