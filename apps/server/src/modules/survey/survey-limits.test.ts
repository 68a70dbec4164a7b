import { contract } from '@app/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { enterAs, newDevice } from '../activity/participant.factory.js';
import { everyTypeAnswers, makeLiveSurvey, newSubmissionId, submitAs } from './survey.factory.js';
import { surveyAnswerItems, surveyResponses } from './survey.table.js';
import { surveyH5Service } from './survey-h5.service.js';

const s = contract.survey;
const day = 86_400_000;

describe('how often a questionnaire takes responses', () => {
  const { t, organiser } = organiserApp();

  const survey = (settings: Record<string, unknown>) => makeLiveSurvey(t, organiser.customer, settings);
  const state = async (ticket: string) => (await t.call(s.h5State, { ticket })).body.data;
  const stored = async (activityId: number) =>
    (
      await t.deps.db
        .select()
        .from(surveyResponses)
        .where(and(eq(surveyResponses.activityId, activityId), isNull(surveyResponses.deletedAt)))
    ).length;
  const remove = (activityId: number, ids: number[]) =>
    t.call(s.responseDelete, { activity_id: activityId, ids }, { token: organiser.token });

  it('lets a participant submit once in all by default, and says so before they start', async () => {
    const activity = await survey({});
    const player = await enterAs(t, activity);
    expect(await state(player.ticket)).toEqual({ submitted: 0, can_submit: true, message: '', last: null });
    expect((await submitAs(t, player.ticket)).code).toBe(200);
    expect(await state(player.ticket)).toMatchObject({
      submitted: 1,
      can_submit: false,
      message: '您已提交过，请勿重复提交',
    });
    t.clock.advance(2 * day);
    expect(await submitAs(t, player.ticket)).toMatchObject({ code: 400, msg: '您已提交过，请勿重复提交' });
  });

  it('allows count submissions per Asia/Shanghai day and more the next day', async () => {
    const activity = await survey({ submit_limit: { per: 'participant', period: 'day', count: 2 } });
    const player = await enterAs(t, activity);
    expect((await submitAs(t, player.ticket)).code).toBe(200);
    expect((await submitAs(t, player.ticket)).code).toBe(200);
    expect(await submitAs(t, player.ticket)).toMatchObject({ code: 400, msg: '今日提交次数已达上限，请明天再来' });
    expect(await state(player.ticket)).toMatchObject({ submitted: 2, can_submit: false });
    t.clock.advance(day);
    expect(await state(player.ticket)).toMatchObject({ submitted: 0, can_submit: true });
    expect((await submitAs(t, player.ticket)).code).toBe(200);
  });

  it('answers each submit with where its sender then stands, as the state call says it, a retry included', async () => {
    const activity = await survey({
      form: 'signup',
      quota: 3,
      submit_limit: { per: 'participant', period: 'day', count: 2 },
    });
    const [player, other] = [await enterAs(t, activity), await enterAs(t, activity)];
    const first = await submitAs(t, player.ticket);
    expect(first.data?.standing).toEqual(await state(player.ticket));
    expect(first.data?.standing).toMatchObject({
      submitted: 1,
      can_submit: true,
      last: { response_id: first.data?.response_id },
    });
    const submissionId = newSubmissionId();
    const second = await submitAs(t, player.ticket, everyTypeAnswers(), submissionId);
    expect(second.data?.standing).toEqual(await state(player.ticket));
    expect(second.data?.standing).toMatchObject({
      submitted: 2,
      can_submit: false,
      message: '今日提交次数已达上限，请明天再来',
    });
    const retried = await submitAs(t, player.ticket, everyTypeAnswers(), submissionId);
    expect(retried.data).toEqual(second.data);
    // Another person takes the last place beside a refused submit: their answer already says the quota is full.
    const [third] = await Promise.all([submitAs(t, other.ticket), submitAs(t, player.ticket)]);
    expect(third.data?.standing).toEqual(await state(other.ticket));
    expect(third.data?.standing).toMatchObject({ submitted: 1, can_submit: false, message: '名额已满' });
  });

  it('counts a device, whatever phone number it types, when the limit is per device', async () => {
    const settings = { submit_limit: { per: 'device', period: 'total', count: 1 }, signup_fields: [{ key: 'phone' }] };
    const activity = await survey(settings);
    const device = newDevice();
    const first = await enterAs(t, activity, { device, fields: { phone: '13900000001' } });
    const second = await enterAs(t, activity, { device, fields: { phone: '13900000002' } });
    const elsewhere = await enterAs(t, activity, { fields: { phone: '13900000003' } });
    expect(second.ticket).toBe(first.ticket);
    expect((await submitAs(t, first.ticket)).code).toBe(200);
    expect((await submitAs(t, second.ticket)).msg).toBe('您已提交过，请勿重复提交');
    expect((await submitAs(t, elsewhere.ticket)).code).toBe(200);
  });

  it('takes any number of responses when the count is 0', async () => {
    const activity = await survey({ submit_limit: { count: 0 } });
    const player = await enterAs(t, activity);
    for (let i = 0; i < 3; i += 1) expect((await submitAs(t, player.ticket)).code).toBe(200);
    expect(await state(player.ticket)).toMatchObject({ submitted: 3, can_submit: true });
  });

  it('fills a sign-up form’s quota with everyone’s responses and frees a place when one is deleted', async () => {
    const activity = await survey({ form: 'signup', quota: 2 });
    const [a, b, c] = [await enterAs(t, activity), await enterAs(t, activity), await enterAs(t, activity)];
    const first = await submitAs(t, a.ticket);
    expect((await submitAs(t, b.ticket)).code).toBe(200);
    expect(await submitAs(t, c.ticket)).toMatchObject({ code: 400, msg: '名额已满' });
    expect(await state(c.ticket)).toMatchObject({ can_submit: false, message: '名额已满' });
    await remove(activity.id, [first.data!.response_id]);
    expect((await submitAs(t, c.ticket)).code).toBe(200);
  });

  it('ignores the quota of a questionnaire that is not a sign-up form', async () => {
    const activity = await survey({ form: 'survey', quota: 1 });
    expect((await submitAs(t, (await enterAs(t, activity)).ticket)).code).toBe(200);
    expect((await submitAs(t, (await enterAs(t, activity)).ticket)).code).toBe(200);
  });

  it('no longer counts a deleted response against its participant', async () => {
    const activity = await survey({});
    const player = await enterAs(t, activity);
    const first = await submitAs(t, player.ticket);
    await remove(activity.id, [first.data!.response_id]);
    expect(await state(player.ticket)).toMatchObject({ submitted: 0, can_submit: true, last: null });
    expect((await submitAs(t, player.ticket)).code).toBe(200);
  });

  it('stores exactly one of 20 simultaneous submits by one participant with a limit of 1', async () => {
    const activity = await survey({});
    const player = await enterAs(t, activity);
    const results = await Promise.all(Array.from({ length: 20 }, () => submitAs(t, player.ticket)));
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.msg === '您已提交过，请勿重复提交')).toHaveLength(19);
    expect(await stored(activity.id)).toBe(1);
  });

  it('stores one response for 20 simultaneous retries of one submission', async () => {
    const activity = await survey({ submit_limit: { count: 0 } });
    const player = await enterAs(t, activity);
    const id = newSubmissionId();
    const results = await Promise.all(Array.from({ length: 20 }, () => submitAs(t, player.ticket, undefined, id)));
    expect(new Set(results.map((r) => r.data?.response_id)).size).toBe(1);
    expect(await stored(activity.id)).toBe(1);
  });

  it('writes simultaneous submits in a few batches, each answered with its own response and items', async () => {
    const settings = { submit_limit: { per: 'device', period: 'day', count: 1 }, signup_fields: [{ key: 'phone' }] };
    const activity = await survey(settings);
    const devices = Array.from({ length: 20 }, () => newDevice());
    const phone = (i: number) => ({ phone: `1370000${String(i).padStart(4, '0')}` });
    const players = await Promise.all(devices.map((device, i) => enterAs(t, activity, { device, fields: phone(i) })));
    const twin = await enterAs(t, activity, { device: devices[0], fields: phone(99) });
    const h5 = surveyH5Service(t.deps);
    const submit = (ticket: string) =>
      h5.submit({ ticket, submission_id: newSubmissionId(), answers: everyTypeAnswers(), duration_ms: 1 }, '10.0.0.1');
    const results = await Promise.allSettled([...players, twin].map((p) => submit(p.ticket)));
    const written = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.response_id] : []));
    expect(new Set(written).size).toBe(20);
    // One device, one response a day: the second participant on it is refused within the same batch.
    expect(results.filter((r) => r.status === 'rejected').map((r) => r.reason.errorName)).toEqual([
      'SURVEY_DAILY_LIMIT',
    ]);
    expect(h5.stats().batches).toBeLessThanOrEqual(3);
    const items = await t.deps.db
      .select({ responseId: surveyAnswerItems.responseId })
      .from(surveyAnswerItems)
      .where(eq(surveyAnswerItems.activityId, activity.id));
    expect(new Set(items.map((i) => i.responseId))).toEqual(new Set(written));
  });

  it('stores all 20 responses of 20 participants submitting at once, and no more than a quota', async () => {
    const open = await survey({});
    const players = await Promise.all(Array.from({ length: 20 }, () => enterAs(t, open)));
    const results = await Promise.all(players.map((p) => submitAs(t, p.ticket)));
    expect(results.every((r) => r.code === 200)).toBe(true);
    expect(await stored(open.id)).toBe(20);

    const limited = await survey({ form: 'signup', quota: 5 });
    const crowd = await Promise.all(Array.from({ length: 20 }, () => enterAs(t, limited)));
    const signups = await Promise.all(crowd.map((p) => submitAs(t, p.ticket)));
    expect(signups.filter((r) => r.code === 200)).toHaveLength(5);
    expect(await stored(limited.id)).toBe(5);
  });
});
