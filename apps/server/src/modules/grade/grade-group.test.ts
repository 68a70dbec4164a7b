import { contract, gradeLimits } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { activityOwner } from '../activity/index.js';
import { addContestants, addRound, makeGrade } from './grade.factory.js';
import { gradeGroups } from './grade.table.js';

const c = contract.gradeActivity;

describe('the contestant groups of a judge-scoring activity', () => {
  const { t, organiser, other } = organiserApp({ other: true });
  const mine = () => ({ token: organiser.token });
  const addGroup = (activityId: number, name: string, token = organiser.token) =>
    t.call(c.addUserGroup, { activity_id: activityId, name }, { token });
  const groups = async (activityId: number, input: Record<string, unknown> = {}, token = organiser.token) =>
    (await t.call(c.userGroup, { activity_id: activityId, ...input }, { token })).body;

  it('adds, renames, shows and lists groups with their contestant counts', async () => {
    const grade = await makeGrade(t, organiser);
    const round = (await addRound(t, grade))!;
    const a = (await addGroup(grade.id, ' A组 ')).body.data;
    expect(a).toMatchObject({ activity_id: grade.id, name: 'A组', contestant_count: 0 });
    const b = (await addGroup(grade.id, 'B组')).body.data;
    const [one, two] = await addContestants(t, grade, round.id, 3);
    for (const id of [one!.id, two!.id]) {
      await t.call(c.editUser, { id, name: `选手${id}`, group_id: a.id, round_ids: [round.id] }, mine());
    }
    const renamed = await t.call(c.editUserGroup, { id: b.id, name: '乙组' }, mine());
    expect(renamed.body.data).toEqual({ id: b.id, activity_id: grade.id, name: '乙组', contestant_count: 0 });
    expect((await t.call(c.detUserGroup, { id: a.id }, mine())).body.data).toMatchObject({ contestant_count: 2 });
    // The same name again is no conflict with itself.
    expect((await t.call(c.editUserGroup, { id: a.id, name: 'A组' }, mine())).body.code).toBe(200);

    const listed = await groups(grade.id);
    expect(listed.data).toEqual({
      list: [
        { id: a.id, activity_id: grade.id, name: 'A组', contestant_count: 2 },
        { id: b.id, activity_id: grade.id, name: '乙组', contestant_count: 0 },
      ],
      total: 2,
      page: 1,
      limit: 10,
    });
  });

  it('pages the groups, or answers every group on one page', async () => {
    const grade = await makeGrade(t, organiser);
    await t.deps.db
      .insert(gradeGroups)
      .values(Array.from({ length: 12 }, (_, i) => ({ ...activityOwner(grade), name: `第${i + 1}组` })));
    const second = await groups(grade.id, { page: 2, limit: 5 });
    expect(second.data).toMatchObject({ total: 12, page: 2, limit: 5 });
    expect(second.data.list.map((g) => g.name)).toEqual(['第6组', '第7组', '第8组', '第9组', '第10组']);
    const all = await groups(grade.id, { is_page: 0, limit: 5 });
    expect(all.data).toMatchObject({ total: 12, page: 1, limit: 12 });
    expect(all.data.list).toHaveLength(12);
    expect((await groups(grade.id, { is_page: 2 })).code).toBe(400);
  });

  it('keeps a name to one group of the activity, and the groups to the limit', async () => {
    const grade = await makeGrade(t, organiser);
    const a = (await addGroup(grade.id, 'A组')).body.data;
    expect((await addGroup(grade.id, 'A组')).body).toMatchObject({ code: 400, error: 'GRADE_GROUP_TAKEN' });
    const b = (await addGroup(grade.id, 'B组')).body.data;
    const taken = await t.call(c.editUserGroup, { id: b.id, name: 'A组' }, mine());
    expect(taken.body).toMatchObject({ error: 'GRADE_GROUP_TAKEN', msg: '分组名称已存在' });
    // Another activity may use the name.
    const another = await makeGrade(t, organiser);
    expect((await addGroup(another.id, 'A组')).body.code).toBe(200);

    await t.deps.db
      .insert(gradeGroups)
      .values(Array.from({ length: gradeLimits.groups - 2 }, (_, i) => ({ ...activityOwner(grade), name: `组${i}` })));
    expect((await addGroup(grade.id, '再来一组')).body).toMatchObject({ error: 'GRADE_GROUP_LIMIT' });
    expect((await groups(grade.id)).data.total).toBe(gradeLimits.groups);
    expect((await t.call(c.detUserGroup, { id: a.id }, mine())).body.data.name).toBe('A组');
  });

  it('refuses a bad name with a clear message', async () => {
    const grade = await makeGrade(t, organiser);
    expect((await addGroup(grade.id, '  ')).body).toMatchObject({ code: 400, msg: '请输入分组名称' });
    expect((await addGroup(grade.id, '一'.repeat(21))).body).toMatchObject({ msg: '分组名称不能超过20个字' });
    const missing = await t.call(c.detUserGroup, { id: 'x' }, mine());
    expect(missing.body.code).toBe(400);
  });

  it('deletes a group and leaves its contestants ungrouped', async () => {
    const grade = await makeGrade(t, organiser);
    const round = (await addRound(t, grade))!;
    const group = (await addGroup(grade.id, 'A组')).body.data;
    const [one] = await addContestants(t, grade, round.id, 1);
    await t.call(c.editUser, { id: one!.id, name: '选手1', group_id: group.id, round_ids: [round.id] }, mine());
    expect((await t.call(c.delUserGroup, { id: group.id }, mine())).body).toMatchObject({ code: 200, data: null });
    expect((await groups(grade.id)).data.total).toBe(0);
    const contestant = (await t.call(c.detailUser, { id: one!.id }, mine())).body.data;
    expect(contestant).toMatchObject({
      name: '选手1',
      group_id: null,
      group_name: '',
      rounds: [{ round_id: round.id }],
    });
    const again = await t.call(c.delUserGroup, { id: group.id }, mine());
    expect(again.body).toMatchObject({ error: 'GRADE_GROUP_NOT_FOUND' });
  });

  it("answers another organiser's groups as missing and changes nothing", async () => {
    const theirs = await makeGrade(t, other);
    const group = (await addGroup(theirs.id, '他们的组', other.token)).body.data;
    expect((await addGroup(theirs.id, '闯入')).body).toMatchObject({ code: 600, error: 'ACTIVITY_NOT_FOUND' });
    expect((await groups(theirs.id)).error).toBe('ACTIVITY_NOT_FOUND');
    const byId = [
      await t.call(c.detUserGroup, { id: group.id }, mine()),
      await t.call(c.editUserGroup, { id: group.id, name: '改名' }, mine()),
      await t.call(c.delUserGroup, { id: group.id }, mine()),
    ];
    for (const res of byId) expect(res.body).toMatchObject({ code: 400, error: 'GRADE_GROUP_NOT_FOUND' });
    expect((await groups(theirs.id, {}, other.token)).data.list).toEqual([group]);
  });
});
