import { contract, gradeLimits } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { type ActivityRecord, activityOwner } from '../activity/index.js';
import { addContestants, addJudges, addRound, makeGrade } from './grade.factory.js';
import { gradeAudienceScores, gradeContestants, gradeEntries, gradeScores } from './grade.table.js';

const c = contract.gradeActivity;

describe('the contestants of a judge-scoring activity', () => {
  const { t, organiser, other } = organiserApp({ other: true });
  const mine = () => ({ token: organiser.token });
  const add = (activityId: number, contestant: Record<string, unknown>, token = organiser.token) =>
    t.call(c.addUser, { activity_id: activityId, ...contestant }, { token });
  const edit = (id: number, contestant: Record<string, unknown>, token = organiser.token) =>
    t.call(c.editUser, { id, ...contestant }, { token });
  const detail = async (id: number, token = organiser.token) => (await t.call(c.detailUser, { id }, { token })).body;
  const list = async (activityId: number, filters: Record<string, unknown> = {}, token = organiser.token) =>
    (await t.call(c.userList, { activity_id: activityId, limit: 100, ...filters }, { token })).body;
  const entriesOf = (contestantId: number) =>
    t.deps.db.select().from(gradeEntries).where(eq(gradeEntries.contestantId, contestantId));
  const scoreBy = async (grade: ActivityRecord, roundId: number, contestantId: number) => {
    const [judge] = await addJudges(t, grade, roundId, 1);
    await t.deps.db.insert(gradeScores).values({
      ...activityOwner(grade),
      roundId,
      contestantId,
      judgeId: judge!.id,
      items: [],
      submittedAt: new Date(),
    });
  };

  /** An activity with two rounds of three contestants, a group and a field. */
  const setUp = async () => {
    const grade = await makeGrade(t, organiser);
    const first = (await addRound(t, grade, '初赛'))!;
    const final = (await addRound(t, grade, '决赛'))!;
    await addContestants(t, grade, first.id, 3);
    await t.call(c.saveUserField, { activity_id: grade.id, fields: [{ key: 'f1', label: '单位' }] }, mine());
    const group = (await t.call(c.addUserGroup, { activity_id: grade.id, name: 'A组' }, mine())).body.data;
    return { grade, first, final, group };
  };

  it('adds a contestant last in each of their rounds, with their group and fields', async () => {
    const { grade, first, final, group } = await setUp();
    const added = await add(grade.id, {
      name: ' 王五 ',
      group_id: group.id,
      photo: '/u/w.png',
      description: '民族唱法',
      values: { f1: '音乐学院' },
      round_ids: [first.id, final.id, first.id],
    });
    expect(added.body.data).toEqual({
      id: added.body.data.id,
      activity_id: grade.id,
      name: '王五',
      group_id: group.id,
      group_name: 'A组',
      photo: '/u/w.png',
      description: '民族唱法',
      values: { f1: '音乐学院' },
      rounds: [
        { round_id: first.id, sort: 3 },
        { round_id: final.id, sort: 0 },
      ],
    });
    expect(await detail(added.body.data.id)).toMatchObject({ code: 200, data: added.body.data });
    const bare = await add(grade.id, { name: '赵六' });
    expect(bare.body.data).toMatchObject({ group_id: null, group_name: '', photo: '', values: {}, rounds: [] });
  });

  it("refuses a contestant naming another activity's group or round, or an unsaved field", async () => {
    const { grade, first } = await setUp();
    const elsewhere = await setUp();
    const refusals: [Record<string, unknown>, string][] = [
      [{ values: { f2: '?' } }, 'GRADE_FIELD_UNKNOWN'],
      [{ group_id: elsewhere.group.id }, 'GRADE_GROUP_NOT_FOUND'],
      [{ group_id: 999_999 }, 'GRADE_GROUP_NOT_FOUND'],
      [{ round_ids: [first.id, elsewhere.first.id] }, 'GRADE_ROUND_NOT_FOUND'],
    ];
    for (const [fields, error] of refusals) {
      expect((await add(grade.id, { name: '甲', ...fields })).body).toMatchObject({ code: 400, error });
    }
    const messages: [Record<string, unknown>, string][] = [
      [{}, '请输入选手姓名'],
      [{ name: '   ' }, '请输入选手姓名'],
      [{ name: '名'.repeat(31) }, '选手姓名不能超过30个字'],
      [{ name: '甲', description: '字'.repeat(gradeLimits.descriptionLength + 1) }, '内容不能超过2000个字'],
      [{ name: '甲', values: { f1: '字'.repeat(101) } }, '内容不能超过100个字'],
    ];
    for (const [fields, msg] of messages) {
      expect((await add(grade.id, fields)).body).toMatchObject({ code: 400, msg });
    }
    expect((await list(grade.id)).data.total).toBe(3);
  });

  it('keeps an activity to its most contestants', async () => {
    const grade = await makeGrade(t, organiser);
    await t.deps.db
      .insert(gradeContestants)
      .values(
        Array.from({ length: gradeLimits.contestants }, (_, i) => ({ ...activityOwner(grade), name: `选手${i}` })),
      );
    expect((await add(grade.id, { name: '多一位' })).body).toMatchObject({ error: 'GRADE_CONTESTANT_LIMIT' });
    expect((await list(grade.id)).data.total).toBe(gradeLimits.contestants);
  });

  it('edits a contestant and makes their rounds exactly those given', async () => {
    const { grade, first, final, group } = await setUp();
    const semi = (await addRound(t, grade, '复赛'))!;
    await addContestants(t, grade, final.id, 2);
    const id = (await add(grade.id, { name: '王五', values: { f1: '甲单位' }, round_ids: [first.id, semi.id] })).body
      .data.id;
    const edited = await edit(id, { name: '王五五', group_id: group.id, round_ids: [semi.id, final.id] });
    expect(edited.body.data).toMatchObject({
      name: '王五五',
      group_name: 'A组',
      description: '',
      values: {},
      rounds: [
        { round_id: final.id, sort: 2 },
        { round_id: semi.id, sort: 0 },
      ],
    });
    expect((await list(grade.id, { round_id: first.id })).data.total).toBe(3);
    const refusals: [Record<string, unknown>, string][] = [
      [{ values: { f9: '?' } }, 'GRADE_FIELD_UNKNOWN'],
      [{ group_id: 999_999 }, 'GRADE_GROUP_NOT_FOUND'],
      [{ round_ids: [999_999] }, 'GRADE_ROUND_NOT_FOUND'],
    ];
    for (const [fields, error] of refusals) {
      expect((await edit(id, { name: '又改', ...fields })).body).toMatchObject({ code: 400, error });
    }
    expect((await detail(id)).data).toEqual(edited.body.data);
    expect((await edit(999_999, { name: '无人' })).body.error).toBe('GRADE_CONTESTANT_NOT_FOUND');
    expect((await edit(id, { name: '王五五', round_ids: [] })).body.data.rounds).toEqual([]);
    expect(await entriesOf(id)).toEqual([]);
  });

  it('keeps a contestant in a round where they have been scored', async () => {
    const { grade, first, final } = await setUp();
    const id = (await add(grade.id, { name: '王五', round_ids: [first.id, final.id] })).body.data.id;
    await scoreBy(grade, first.id, id);
    const refused = await edit(id, { name: '改名', round_ids: [final.id] });
    expect(refused.body).toMatchObject({
      code: 400,
      error: 'GRADE_CONTESTANT_SCORED',
      msg: '该选手在要移出的轮次中已有评分，不能移出该轮次',
    });
    expect((await detail(id)).data).toMatchObject({
      name: '王五',
      rounds: [{ round_id: first.id }, { round_id: final.id }],
    });
    // Leaving a round they were not scored in is fine.
    const kept = await edit(id, { name: '改名', round_ids: [first.id] });
    expect(kept.body.data).toMatchObject({ name: '改名', rounds: [{ round_id: first.id, sort: 3 }] });
  });

  it('lists contestants by round in stage order, by group and by keyword, a page at a time', async () => {
    const { grade, first, final, group } = await setUp();
    const a = (await add(grade.id, { name: '张_三', group_id: group.id, round_ids: [final.id] })).body.data;
    const b = (await add(grade.id, { name: '张三丰', round_ids: [final.id, first.id] })).body.data;
    await t.deps.db.update(gradeEntries).set({ sort: -1 }).where(eq(gradeEntries.contestantId, b.id));
    const names = async (filters: Record<string, unknown>) =>
      (await list(grade.id, filters)).data.list.map((x) => x.name);

    expect(await names({})).toEqual(['选手1', '选手2', '选手3', '张_三', '张三丰']);
    expect(await names({ round_id: first.id })).toEqual(['张三丰', '选手1', '选手2', '选手3']);
    expect(await names({ round_id: final.id })).toEqual(['张三丰', '张_三']);
    expect(await names({ group_id: group.id })).toEqual(['张_三']);
    expect(await names({ keyword: '张' })).toEqual(['张_三', '张三丰']);
    expect(await names({ keyword: '_' })).toEqual(['张_三']);
    expect(await names({ round_id: first.id, keyword: '选手' })).toEqual(['选手1', '选手2', '选手3']);
    const page = (await list(grade.id, { round_id: first.id, page: 2, limit: 3 })).data;
    expect(page).toMatchObject({ total: 4, page: 2, limit: 3, list: [{ name: '选手3' }] });
    expect((await list(grade.id, { round_id: 'x' })).code).toBe(400);
    expect(a.group_name).toBe('A组');
  });

  it('saves the description only', async () => {
    const { grade, first } = await setUp();
    const added = (await add(grade.id, { name: '王五', values: { f1: '甲' }, round_ids: [first.id] })).body.data;
    const saved = await t.call(c.saveUserDesc, { id: added.id, description: ' 新的简介 ' }, mine());
    expect(saved.body.data).toEqual({ ...added, description: '新的简介' });
    const long = await t.call(c.saveUserDesc, { id: added.id, description: '字'.repeat(2001) }, mine());
    expect(long.body).toMatchObject({ code: 400, msg: '内容不能超过2000个字' });
  });

  it('deletes a contestant nobody has scored, with their places in the rounds', async () => {
    const { grade, first, final } = await setUp();
    const added = [];
    for (const name of ['甲', '乙', '丙']) {
      added.push((await add(grade.id, { name, round_ids: [first.id, final.id] })).body.data);
    }
    const [judged, heard, free] = added;
    await scoreBy(grade, final.id, judged!.id);
    await t.deps.db.insert(gradeAudienceScores).values({
      ...activityOwner(grade),
      roundId: first.id,
      contestantId: heard!.id,
      participantId: 1,
      score: 8,
    });
    for (const scored of [judged!, heard!]) {
      const refused = await t.call(c.delUser, { id: scored.id }, mine());
      expect(refused.body).toMatchObject({
        code: 400,
        error: 'GRADE_CONTESTANT_SCORED',
        msg: '该选手已有评分，不能删除',
      });
    }
    expect((await t.call(c.delUser, { id: free!.id }, mine())).body).toMatchObject({ code: 200, data: null });
    expect(await entriesOf(free!.id)).toEqual([]);
    expect((await detail(free!.id)).error).toBe('GRADE_CONTESTANT_NOT_FOUND');
    expect((await list(grade.id, { round_id: final.id })).data.list.map((x) => x.name)).toEqual(['甲', '乙']);
  });

  it("answers another organiser's contestants as missing and changes nothing", async () => {
    const theirs = await makeGrade(t, other);
    const round = (await addRound(t, theirs))!;
    const [contestant] = await addContestants(t, theirs, round.id, 1);
    const id = contestant!.id;
    expect((await add(theirs.id, { name: '闯入' })).body).toMatchObject({ code: 600, error: 'ACTIVITY_NOT_FOUND' });
    expect((await list(theirs.id)).error).toBe('ACTIVITY_NOT_FOUND');
    const byId = [
      await t.call(c.detailUser, { id }, mine()),
      await edit(id, { name: '改名', round_ids: [] }),
      await t.call(c.saveUserDesc, { id, description: '改' }, mine()),
      await t.call(c.delUser, { id }, mine()),
    ];
    for (const res of byId) expect(res.body).toMatchObject({ code: 400, error: 'GRADE_CONTESTANT_NOT_FOUND' });
    expect((await detail(id, other.token)).data).toMatchObject({
      name: '选手1',
      description: '',
      rounds: [{ round_id: round.id, sort: 0 }],
    });
    // Their round named in my activity is as missing as any other.
    const { grade } = await setUp();
    expect((await add(grade.id, { name: '甲', round_ids: [round.id] })).body.error).toBe('GRADE_ROUND_NOT_FOUND');
  });
});
