import { contract } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { type ActivityRecord, participants } from '../activity/index.js';
import { makeLiveActivity } from '../activity/live-activity.factory.js';
import { enterAs, newDevice, signedDeviceFor } from '../activity/participant.factory.js';
import { addContestants, addRound, makeGrade, putOnStage } from './grade.factory.js';
import { gradeAudienceScores, gradeRounds, gradeSettings } from './grade.table.js';

const phone = contract.gradePhone;

describe("the audience's scores", () => {
  const { t, organiser, other } = organiserApp({ other: true });
  const as = () => ({ token: organiser.token });

  const openTo = async (roundId: number, open: boolean) => {
    const [round] = await t.deps.db.select().from(gradeRounds).where(eq(gradeRounds.id, roundId));
    await t.deps.db
      .update(gradeRounds)
      .set({ settings: { ...round!.settings, audience_open: open } })
      .where(eq(gradeRounds.id, roundId));
  };

  /** An activity with an open round (2 contestants), a closed one (1), and an audience member. */
  const staged = async () => {
    const activity = await makeGrade(t, organiser);
    const open = (await addRound(t, activity, '初赛'))!;
    const closed = (await addRound(t, activity, '决赛'))!;
    await openTo(open.id, true);
    const contestants = await addContestants(t, activity, open.id, 2);
    const [finalist] = await addContestants(t, activity, closed.id, 1);
    const member = await enterAs(t, activity);
    return { activity, open, closed, contestants, finalist: finalist!, ticket: member.ticket };
  };

  const rate = (ticket: string, roundId: number, contestantId: number, score = 8) =>
    t.call(phone.audienceScore, { ticket, round_id: roundId, contestant_id: contestantId, score });
  const show = (activity: ActivityRecord, roundId: number, contestantId: number) =>
    putOnStage(t, organiser, activity, roundId, contestantId);
  /** The host puts the contestant on stage, then the member scores them. */
  const rateOnStage = async (
    activity: ActivityRecord,
    ticket: string,
    roundId: number,
    contestantId: number,
    score = 8,
  ) => {
    await show(activity, roundId, contestantId);
    return rate(ticket, roundId, contestantId, score);
  };

  it("lists the open rounds with their contestants in stage order and the member's own scores", async () => {
    const { activity, open, contestants, ticket } = await staged();
    await t.deps.db.insert(gradeSettings).values({
      tenantId: activity.tenantId,
      customerId: activity.customerId,
      activityId: activity.id,
      pages: { audience: { title: '观众评分', notice: '每位选手限评一次' } },
    });
    expect((await t.call(phone.audience, { ticket })).body.data.on_stage).toBeNull();
    expect((await rateOnStage(activity, ticket, open.id, contestants[1]!.id, 9)).body.data).toEqual({
      contestant_id: contestants[1]!.id,
      score: 9,
    });
    const page = await t.call(phone.audience, { ticket });
    expect(page.body.data).toEqual({
      activity_id: activity.id,
      page: { title: '观众评分', notice: '每位选手限评一次' },
      on_stage: { round_id: open.id, contestant_id: contestants[1]!.id },
      rounds: [
        {
          id: open.id,
          name: '初赛',
          contestants: [
            { id: contestants[0]!.id, name: '选手1', photo: '', group_name: '', mine: null },
            { id: contestants[1]!.id, name: '选手2', photo: '', group_name: '', mine: 9 },
          ],
        },
      ],
    });
  });

  it('takes one score per member and contestant, even when sent twice at once', async () => {
    const { activity, open, contestants, ticket } = await staged();
    expect((await rateOnStage(activity, ticket, open.id, contestants[0]!.id)).body.code).toBe(200);
    expect((await rate(ticket, open.id, contestants[0]!.id, 3)).body.error).toBe('GRADE_AUDIENCE_SCORED');
    await show(activity, open.id, contestants[1]!.id);
    const both = await Promise.all([
      rate(ticket, open.id, contestants[1]!.id, 5),
      rate(ticket, open.id, contestants[1]!.id, 6),
    ]);
    expect(both.map((r) => r.body.code).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.body.code === 400)!.body.error).toBe('GRADE_AUDIENCE_SCORED');
    const rows = await t.deps.db.select().from(gradeAudienceScores).where(eq(gradeAudienceScores.roundId, open.id));
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.contestantId === contestants[0]!.id)!.score).toBe(8);
  });

  it('refuses a contestant not on stage or already revealed: before the show, another one, after the stage moved', async () => {
    const { activity, open, contestants, ticket } = await staged();
    expect((await rate(ticket, open.id, contestants[0]!.id)).body).toMatchObject({
      error: 'GRADE_AUDIENCE_NOT_ON_STAGE',
      msg: '该选手不在台上或已亮分，现在不能评分',
    });
    await show(activity, open.id, contestants[0]!.id);
    expect((await rate(ticket, open.id, contestants[1]!.id)).body.error).toBe('GRADE_AUDIENCE_NOT_ON_STAGE');
    const stage = await t.call(contract.gradeStage.stage, { activity_id: activity.id }, as());
    const ranking = await t.call(
      contract.gradeStage.command,
      { activity_id: activity.id, command: 'ranking', from_version: stage.body.data.stage.version },
      as(),
    );
    expect(ranking.body.data.console.stage.phase).toBe('ranking');
    expect((await rate(ticket, open.id, contestants[0]!.id)).body.error).toBe('GRADE_AUDIENCE_NOT_ON_STAGE');
    expect((await t.call(phone.audience, { ticket })).body.data.on_stage).toBeNull();
    expect(await t.deps.db.select().from(gradeAudienceScores).where(eq(gradeAudienceScores.roundId, open.id))).toEqual(
      [],
    );
  });

  it('refuses a closed round, a contestant of another round, a round of another activity and a bad score', async () => {
    const { activity, open, closed, contestants, finalist, ticket } = await staged();
    await show(activity, closed.id, finalist.id);
    expect((await rate(ticket, closed.id, finalist.id)).body.error).toBe('GRADE_AUDIENCE_CLOSED');
    expect((await rate(ticket, open.id, finalist.id)).body.error).toBe('GRADE_AUDIENCE_NOT_ON_STAGE');
    const elsewhere = await staged();
    await show(elsewhere.activity, elsewhere.open.id, elsewhere.contestants[0]!.id);
    expect((await rate(ticket, elsewhere.open.id, elsewhere.contestants[0]!.id)).body.error).toBe(
      'GRADE_ROUND_NOT_FOUND',
    );
    await show(activity, open.id, contestants[0]!.id);
    expect((await rate(ticket, open.id, contestants[0]!.id, 11)).body.code).toBe(400);
    await openTo(open.id, false);
    expect((await rate(ticket, open.id, contestants[0]!.id)).body.error).toBe('GRADE_AUDIENCE_CLOSED');
    expect((await t.call(phone.audience, { ticket })).body.data.rounds).toEqual([]);
    expect(await t.deps.db.select().from(gradeAudienceScores).where(eq(gradeAudienceScores.roundId, open.id))).toEqual(
      [],
    );
  });

  it('refuses a banned member, an unknown ticket and a ticket of another kind of activity', async () => {
    const { open, contestants, ticket } = await staged();
    await t.deps.db.update(participants).set({ bannedAt: t.clock.now() }).where(eq(participants.ticket, ticket));
    expect((await rate(ticket, open.id, contestants[0]!.id)).body.error).toBe('H5_BANNED');
    expect((await t.call(phone.audience, { ticket })).body.error).toBe('H5_BANNED');
    expect((await rate('no-such-ticket-000', open.id, contestants[0]!.id)).body.error).toBe('H5_TICKET_INVALID');
    const vote = await makeLiveActivity(t, organiser.customer, 4);
    const voter = await enterAs(t, vote);
    expect((await rate(voter.ticket, open.id, contestants[0]!.id)).body.error).toBe('ACTIVITY_KIND_MISMATCH');
  });

  it('names each member by nickname or masked phone, lists them with their counts, and removes them', async () => {
    const { activity, open, closed, contestants, ticket } = await staged();
    const second = await enterAs(t, activity);
    await t.deps.db.update(participants).set({ name: '小明' }).where(eq(participants.ticket, ticket));
    await t.deps.db
      .update(participants)
      .set({ name: '', phone: '13812345678' })
      .where(eq(participants.ticket, second.ticket));
    await rateOnStage(activity, ticket, open.id, contestants[1]!.id);
    await rateOnStage(activity, ticket, open.id, contestants[0]!.id);
    t.clock.advance(1_000);
    await rate(second.ticket, open.id, contestants[0]!.id);

    const list = (await t.call(contract.gradeActivity.audienceList, { activity_id: activity.id }, as())).body.data;
    expect(list.total).toBe(2);
    expect(list.list.map((p) => [p.who, p.scores])).toEqual([
      ['138****5678', 1],
      ['小明', 2],
    ]);
    const found = await t.call(contract.gradeActivity.audienceList, { activity_id: activity.id, keyword: '小' }, as());
    expect(found.body.data.list.map((p) => p.who)).toEqual(['小明']);
    const inFinal = await t.call(
      contract.gradeActivity.audienceList,
      { activity_id: activity.id, round_id: closed.id },
      as(),
    );
    expect(inFinal.body.data.total).toBe(0);

    const xiaoming = list.list[1]!.participant_id;
    const refused = await t.call(
      contract.gradeActivity.audienceDelete,
      { activity_id: activity.id, participant_ids: [xiaoming] },
      { token: other.token },
    );
    expect(refused.body.error).toBe('ACTIVITY_NOT_FOUND');
    const removed = await t.call(
      contract.gradeActivity.audienceDelete,
      { activity_id: activity.id, participant_ids: [xiaoming] },
      as(),
    );
    expect(removed.body.data).toEqual({ deleted: 2 });
    const after = (await t.call(contract.gradeActivity.audienceList, { activity_id: activity.id }, as())).body.data;
    expect(after.list.map((p) => p.who)).toEqual(['138****5678']);
    const peek = await t.call(
      contract.gradeActivity.audienceList,
      { activity_id: activity.id },
      { token: other.token },
    );
    expect(peek.body.error).toBe('ACTIVITY_NOT_FOUND');
  });

  it('has the audience prove a phone by SMS once the organiser asks it, and keeps another organiser out', async () => {
    const activity = await makeGrade(t, organiser);
    const g = contract.grade;
    expect((await t.call(g.audienceIdentity, { activity_id: activity.id }, as())).body.data).toEqual({
      identity: 'device',
    });
    const saved = await t.call(g.saveAudienceIdentity, { activity_id: activity.id, identity: 'phone' }, as());
    expect(saved.body.data).toEqual({ identity: 'phone' });
    const shown = (await t.call(contract.activity.h5Info, { code: activity.code ?? '' })).body.data;
    expect(shown).toMatchObject({ identity: 'phone', signup_fields: [{ key: 'phone', required: true }] });
    const device = newDevice();
    const device_id = await signedDeviceFor(t, activity.code ?? '', device);
    const typed = await t.call(
      contract.activity.h5Enter,
      { code: activity.code ?? '', device_id, password: '', fields: { phone: '13800000009' } },
      { ip: device.ip },
    );
    expect(typed.body.error).toBe('H5_SMS_CODE_REQUIRED');
    for (const res of [
      await t.call(g.audienceIdentity, { activity_id: activity.id }, { token: other.token }),
      await t.call(g.saveAudienceIdentity, { activity_id: activity.id, identity: 'device' }, { token: other.token }),
    ]) {
      expect(res.body.error).toBe('ACTIVITY_NOT_FOUND');
    }
    expect((await t.call(g.audienceIdentity, { activity_id: activity.id }, as())).body.data.identity).toBe('phone');
  });
});
