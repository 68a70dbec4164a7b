import { contract } from '@app/contract';
import { describe, expect, it } from 'vitest';
import type { Account } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { makeStaff } from '../access/role.factory.js';
import { enterAs } from '../activity/participant.factory.js';
import { makeCompetition, makeTeams } from './competition.factory.js';

const team = contract.competitionTeam;
const record = contract.competitionRecord;
const scoring = contract.competitionScoring;

describe('a competition’s score ledger', () => {
  const { t, organiser, other } = organiserApp({ other: true });
  const as = (a: Account) => ({ token: a.token });

  /** A team contest with 红队 and 蓝队, and a contestant in 红队. */
  const contestWithTeams = async () => {
    const contest = await makeCompetition(t, organiser.customer);
    const [red, blue] = await makeTeams(t, organiser.token, contest.id, ['红队', '蓝队']);
    const p = await enterAs(t, contest);
    const joined = await t.call(contract.competitionPhone.join, {
      ticket: p.ticket,
      name: '张三',
      team_code: red!.join_code,
    });
    return { contest, red: red!, blue: blue!, member: joined.body.data };
  };
  const totalsOf = async (activityId: number) =>
    Object.fromEntries(
      (await t.call(team.calculate, { activity_id: activityId }, as(organiser))).body.data.map((s) => [
        s.name,
        s.total,
      ]),
    );

  it('adds and takes points with a reason and who gave them, a contestant’s counting for their team', async () => {
    const { contest, red, blue, member } = await contestWithTeams();
    const given = await t.call(
      scoring.calculate,
      { activity_id: contest.id, team_id: blue.id, delta: 20, reason: '必答题答对', round_name: '必答题' },
      as(organiser),
    );
    expect(given.body.data).toMatchObject({
      team_id: blue.id,
      team_name: '蓝队',
      member_id: null,
      delta: 20,
      reason: '必答题答对',
      round_name: '必答题',
      source: 'adjust',
      undoes: null,
      undone_by: null,
      given_by: organiser.phone,
    });
    const personal = await t.call(
      scoring.calculatePersonal,
      { activity_id: contest.id, member_id: member.id, delta: 30, reason: '抢答答对' },
      as(organiser),
    );
    expect(personal.body.data).toMatchObject({ team_id: red.id, member_id: member.id, member_name: '张三', delta: 30 });
    await t.call(
      scoring.calculate,
      { activity_id: contest.id, team_id: red.id, delta: -10, reason: '抢答犯规' },
      as(organiser),
    );
    expect(await totalsOf(contest.id)).toEqual({ 红队: 20, 蓝队: 20 });
    const standings = (await t.call(team.calculate, { activity_id: contest.id }, as(organiser))).body.data;
    // A tie shares the place, listed in the teams' order.
    expect(standings.map((s) => [s.rank, s.name])).toEqual([
      [1, '红队'],
      [1, '蓝队'],
    ]);
    const people = (await t.call(team.calculatePersonal, { activity_id: contest.id }, as(organiser))).body.data;
    expect(people).toEqual([{ rank: 1, id: member.id, name: '张三', color: red.color, team_name: '红队', total: 30 }]);

    const redRecord = await t.call(record.teamScoreRecord, { activity_id: contest.id, team_id: red.id }, as(organiser));
    expect(redRecord.body.data.total).toBe(2);
    expect(redRecord.body.data.list.map((e) => e.delta)).toEqual([-10, 30]);
    const mine = await t.call(record.personalScoreRecord, { activity_id: contest.id }, as(organiser));
    expect(mine.body.data.list.map((e) => e.reason)).toEqual(['抢答答对']);
    const picks = (await t.call(scoring.selectList, { activity_id: contest.id }, as(organiser))).body.data;
    expect(picks).toMatchObject({ mode: 'team', teams: [{ name: '红队' }, { name: '蓝队' }] });
    expect(picks.reasons).toHaveLength(3);
  });

  it('undoes an entry once with a compensating entry, whatever the double clicks, and never undoes an undo', async () => {
    const { contest, red } = await contestWithTeams();
    const entry = (
      await t.call(
        scoring.calculate,
        { activity_id: contest.id, team_id: red.id, delta: 50, reason: '风险题' },
        as(organiser),
      )
    ).body.data;
    const undos = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call(scoring.undo, { activity_id: contest.id, entry_id: entry.id, reason: '记错队伍' }, as(organiser)),
      ),
    );
    const done = undos.filter((r) => r.body.code === 200);
    expect(done).toHaveLength(1);
    expect(undos.filter((r) => r.body.code !== 200).every((r) => r.body.msg === '该记录已撤销')).toBe(true);
    expect(done[0]!.body.data).toMatchObject({ delta: -50, source: 'undo', undoes: entry.id, reason: '记错队伍' });
    expect(await totalsOf(contest.id)).toEqual({ 红队: 0, 蓝队: 0 });
    const again = await t.call(
      scoring.undo,
      { activity_id: contest.id, entry_id: done[0]!.body.data.id },
      as(organiser),
    );
    expect(again.body).toMatchObject({ code: 400, msg: '撤销记录不能再撤销，请重新加减分' });
    const rows = (await t.call(record.teamScoreRecord, { activity_id: contest.id }, as(organiser))).body.data.list;
    expect(rows.find((e) => e.id === entry.id)?.undone_by).toBe(done[0]!.body.data.id);
    const missing = await t.call(scoring.undo, { activity_id: contest.id, entry_id: 2_000_000_000 }, as(organiser));
    expect(missing.body).toMatchObject({ code: 400, msg: '得分记录不存在' });
  });

  it('loses none of many adjustments made at once by the organiser and a staff member', async () => {
    const { contest, red, member } = await contestWithTeams();
    const staff = await makeStaff(t, organiser, { pages: ['activity/manage'] });
    const calls = Array.from({ length: 40 }, (_, i) =>
      i % 2
        ? t.call(
            scoring.calculate,
            { activity_id: contest.id, team_id: red.id, delta: 3, reason: '加分' },
            as(organiser),
          )
        : t.call(
            scoring.calculatePersonal,
            { activity_id: contest.id, member_id: member.id, delta: 2, reason: '加分' },
            { token: staff.token },
          ),
    );
    const answers = await Promise.all(calls);
    expect(answers.every((r) => r.body.code === 200)).toBe(true);
    expect(await totalsOf(contest.id)).toEqual({ 红队: 20 * 3 + 20 * 2, 蓝队: 0 });
    const byStaff = await t.call(record.personalScoreRecord, { activity_id: contest.id, limit: 100 }, as(organiser));
    expect(byStaff.body.data.list.map((e) => e.given_by)).toEqual(Array(20).fill(staff.phone));
  });

  it('refuses bad points, team points in an individual contest, and others’ teams, contestants and entries', async () => {
    const { contest, red, member } = await contestWithTeams();
    const zero = await t.call(
      scoring.calculate,
      { activity_id: contest.id, team_id: red.id, delta: 0, reason: 'x' },
      as(organiser),
    );
    expect(zero.body).toMatchObject({ code: 400, msg: '分数不能为0' });
    const noReason = await t.call(
      scoring.calculate,
      { activity_id: contest.id, team_id: red.id, delta: 5, reason: '' },
      as(organiser),
    );
    expect(noReason.body).toMatchObject({ code: 400, msg: '请输入加减分原因' });
    const huge = await t.call(
      scoring.calculate,
      { activity_id: contest.id, team_id: red.id, delta: 10_001, reason: 'x' },
      as(organiser),
    );
    expect(huge.body).toMatchObject({ code: 400, msg: '加减分不能超过10000' });

    const solo = await makeCompetition(t, organiser.customer, { mode: 'individual' });
    const [soloTeam] = await makeTeams(t, organiser.token, solo.id, ['无用队']);
    const teamInSolo = await t.call(
      scoring.calculate,
      { activity_id: solo.id, team_id: soloTeam!.id, delta: 5, reason: 'x' },
      as(organiser),
    );
    expect(teamInSolo.body).toMatchObject({ code: 400, msg: '个人赛没有队伍' });
    expect((await t.call(team.calculate, { activity_id: solo.id }, as(organiser))).body.data).toEqual([]);

    const entry = (
      await t.call(
        scoring.calculate,
        { activity_id: contest.id, team_id: red.id, delta: 5, reason: '加分' },
        as(organiser),
      )
    ).body.data;
    const theirs = await makeCompetition(t, other.customer);
    for (const res of [
      await t.call(scoring.calculate, { activity_id: theirs.id, team_id: red.id, delta: 5, reason: 'x' }, as(other)),
      await t.call(
        scoring.calculatePersonal,
        { activity_id: theirs.id, member_id: member.id, delta: 5, reason: 'x' },
        as(other),
      ),
      await t.call(scoring.undo, { activity_id: theirs.id, entry_id: entry.id }, as(other)),
    ]) {
      expect(res.body.code).toBe(400);
      expect(res.body.error).toMatch(/^COMPETITION_(TEAM|MEMBER|ENTRY)_NOT_FOUND$/);
    }
    for (const res of [
      await t.call(scoring.calculate, { activity_id: contest.id, team_id: red.id, delta: 5, reason: 'x' }, as(other)),
      await t.call(record.teamScoreRecord, { activity_id: contest.id }, as(other)),
      await t.call(scoring.selectList, { activity_id: contest.id }, as(other)),
    ]) {
      expect(res.body.error).toBe('ACTIVITY_NOT_FOUND');
    }
    expect(await totalsOf(contest.id)).toEqual({ 红队: 5, 蓝队: 0 });
  });

  it('clears the ledger for a rehearsal and keeps the teams and contestants', async () => {
    const { contest, red, member } = await contestWithTeams();
    await t.call(
      scoring.calculate,
      { activity_id: contest.id, team_id: red.id, delta: 5, reason: '彩排' },
      as(organiser),
    );
    await t.call(
      scoring.calculatePersonal,
      { activity_id: contest.id, member_id: member.id, delta: 5, reason: '彩排' },
      as(organiser),
    );
    const reset = await t.call(team.activityInit, { activity_id: contest.id }, as(organiser));
    expect(reset.body.data).toEqual({ deleted: 2 });
    expect(await totalsOf(contest.id)).toEqual({ 红队: 0, 蓝队: 0 });
    const users = await t.call(scoring.userList, { activity_id: contest.id }, as(organiser));
    expect(users.body.data.list).toMatchObject([{ name: '张三', total: 0 }]);
  });
});
