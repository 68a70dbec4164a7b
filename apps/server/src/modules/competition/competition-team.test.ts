import { activityKind, competitionLimits, contract } from '@app/contract';
import { describe, expect, it } from 'vitest';
import type { Account } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { makeLiveActivity } from '../activity/live-activity.factory.js';
import { enterAs } from '../activity/participant.factory.js';
import { makeCompetition, makeTeams } from './competition.factory.js';

const team = contract.competitionTeam;
const phone = contract.competitionPhone;
const scoring = contract.competitionScoring;

describe('a competition’s teams and contestants', () => {
  const { t, organiser, other } = organiserApp({ other: true });
  const as = (a: Account) => ({ token: a.token });
  const newCompetition = (mode: 'team' | 'individual' = 'team') => makeCompetition(t, organiser.customer, { mode });

  it('adds teams with a colour each and a join code of their own, and refuses a name taken or a 17th team', async () => {
    const contest = await newCompetition();
    const [red, blue] = await makeTeams(t, organiser.token, contest.id, ['红队', '蓝队']);
    expect(red).toMatchObject({ name: '红队', color: '#e8464a', sort: 0, member_count: 0, total: 0 });
    expect(blue).toMatchObject({ name: '蓝队', color: '#1677ff', sort: 1 });
    expect(red!.join_code).toMatch(/^[A-HJ-KM-NP-Z2-9]{6}$/);
    expect(red!.join_code).not.toBe(blue!.join_code);
    const taken = await t.call(team.save, { activity_id: contest.id, name: '红队' }, as(organiser));
    expect(taken.body).toMatchObject({ code: 400, msg: '队伍名称已存在' });
    const renamed = await t.call(
      team.save,
      { activity_id: contest.id, id: red!.id, name: '红色战队', color: '#000000' },
      as(organiser),
    );
    expect(renamed.body.data).toMatchObject({ name: '红色战队', color: '#000000', join_code: red!.join_code });

    await makeTeams(
      t,
      organiser.token,
      contest.id,
      Array.from({ length: competitionLimits.teams - 2 }, (_, i) => `第${i + 3}队`),
    );
    const over = await t.call(team.save, { activity_id: contest.id, name: '第17队' }, as(organiser));
    expect(over.body).toMatchObject({ code: 400, msg: '最多16支队伍' });
    expect((await t.call(team.list, { activity_id: contest.id }, as(organiser))).body.data).toHaveLength(16);
  });

  it('refuses a bad team name or colour with the contract message', async () => {
    const contest = await newCompetition();
    const empty = await t.call(team.save, { activity_id: contest.id, name: ' ' }, as(organiser));
    expect(empty.body).toMatchObject({ code: 400, msg: '请输入队伍名称' });
    const colour = await t.call(team.save, { activity_id: contest.id, name: '甲', color: 'red' }, as(organiser));
    expect(colour.body).toMatchObject({ code: 400, msg: '颜色格式不正确' });
  });

  it('orders the teams when every team is named once', async () => {
    const contest = await newCompetition();
    const [a, b, c] = await makeTeams(t, organiser.token, contest.id, ['甲', '乙', '丙']);
    const sorted = await t.call(team.sort, { activity_id: contest.id, ids: [c!.id, a!.id, b!.id] }, as(organiser));
    expect(sorted.body.data.map((x) => x.name)).toEqual(['丙', '甲', '乙']);
    const partial = await t.call(team.sort, { activity_id: contest.id, ids: [c!.id, a!.id] }, as(organiser));
    expect(partial.body).toMatchObject({ code: 400, msg: '请提交全部队伍的顺序' });
  });

  it('seats a contestant device in the team whose code it was given, and moves it on a second code', async () => {
    const contest = await newCompetition();
    const [red, blue] = await makeTeams(t, organiser.token, contest.id, ['红队', '蓝队']);
    const me = await enterAs(t, contest);
    const shown = await t.call(phone.teams, { ticket: me.ticket });
    expect(shown.body.data).toMatchObject({ mode: 'team', me: null });
    expect(shown.body.data.teams.map((x) => x.name)).toEqual(['红队', '蓝队']);
    expect(JSON.stringify(shown.body.data)).not.toContain(red!.join_code);

    const wrong = await t.call(phone.join, { ticket: me.ticket, name: '张三', team_code: 'ZZZZZZ' });
    expect(wrong.body).toMatchObject({ code: 400, msg: '队伍编码不正确，请向主持人确认' });
    const none = await t.call(phone.join, { ticket: me.ticket, name: '张三' });
    expect(none.body.code).toBe(400);
    const joined = await t.call(phone.join, {
      ticket: me.ticket,
      name: '张三',
      team_code: red!.join_code.toLowerCase(),
    });
    expect(joined.body.data).toMatchObject({ team_id: red!.id, team_name: '红队', name: '张三', total: 0 });
    const moved = await t.call(phone.join, { ticket: me.ticket, name: '张三丰', team_code: blue!.join_code });
    expect(moved.body.data).toMatchObject({ id: joined.body.data.id, team_id: blue!.id, name: '张三丰' });
    const list = (await t.call(team.list, { activity_id: contest.id }, as(organiser))).body.data;
    expect(list.map((x) => x.member_count)).toEqual([0, 1]);
  });

  it('takes no 21st contestant into a team, even when they join at once', async () => {
    const contest = await newCompetition();
    const [red] = await makeTeams(t, organiser.token, contest.id, ['红队']);
    const tickets = await Promise.all(
      Array.from({ length: competitionLimits.membersPerTeam + 3 }, () => enterAs(t, contest)),
    );
    const joins = await Promise.all(
      tickets.map((p, i) => t.call(phone.join, { ticket: p.ticket, name: `选手${i}`, team_code: red!.join_code })),
    );
    expect(joins.filter((r) => r.body.code === 200)).toHaveLength(competitionLimits.membersPerTeam);
    expect(joins.filter((r) => r.body.msg === '该队伍人数已满')).toHaveLength(3);
  });

  it('enters a contestant of an individual contest without a team, and lets the host move one between teams', async () => {
    const solo = await newCompetition('individual');
    const p = await enterAs(t, solo);
    const joined = await t.call(phone.join, { ticket: p.ticket, name: '李四', team_code: 'ANYTHING' });
    expect(joined.body.data).toMatchObject({ team_id: null, team_name: '', name: '李四' });

    const contest = await newCompetition();
    const [red, blue] = await makeTeams(t, organiser.token, contest.id, ['红队', '蓝队']);
    const q = await enterAs(t, contest);
    const member = (await t.call(phone.join, { ticket: q.ticket, name: '王五', team_code: red!.join_code })).body.data;
    const moved = await t.call(
      team.moveMember,
      { activity_id: contest.id, member_id: member.id, team_id: blue!.id },
      as(organiser),
    );
    expect(moved.body.data).toMatchObject({ team_id: blue!.id, team_name: '蓝队' });
    const users = await t.call(scoring.userList, { activity_id: contest.id, keyword: '王' }, as(organiser));
    expect(users.body.data).toMatchObject({ total: 1, list: [{ name: '王五', team_name: '蓝队' }] });
  });

  it('removes a team only while nobody is in it and nothing was scored for it', async () => {
    const contest = await newCompetition();
    const [red, blue, green] = await makeTeams(t, organiser.token, contest.id, ['红队', '蓝队', '绿队']);
    const p = await enterAs(t, contest);
    await t.call(phone.join, { ticket: p.ticket, name: '赵六', team_code: red!.join_code });
    await t.call(
      scoring.calculate,
      { activity_id: contest.id, team_id: blue!.id, delta: 10, reason: '必答' },
      as(organiser),
    );
    for (const used of [red!, blue!]) {
      const res = await t.call(team.del, { activity_id: contest.id, id: used.id }, as(organiser));
      expect(res.body).toMatchObject({ code: 400, msg: '该队伍已有选手或得分记录，不能删除' });
    }
    expect((await t.call(team.del, { activity_id: contest.id, id: green!.id }, as(organiser))).body.code).toBe(200);
    expect((await t.call(team.list, { activity_id: contest.id }, as(organiser))).body.data).toHaveLength(2);
  });

  it('changes team or individual only before anything is scored, and shows or hides the totals', async () => {
    const contest = await newCompetition();
    const [red] = await makeTeams(t, organiser.token, contest.id, ['红队']);
    const solo = await t.call(team.saveSettings, { activity_id: contest.id, mode: 'individual' }, as(organiser));
    expect(solo.body.data).toEqual({ mode: 'individual', show_scores: true });
    await t.call(team.saveSettings, { activity_id: contest.id, mode: 'team' }, as(organiser));
    await t.call(
      scoring.calculate,
      { activity_id: contest.id, team_id: red!.id, delta: 5, reason: '开场' },
      as(organiser),
    );
    const refused = await t.call(team.saveSettings, { activity_id: contest.id, mode: 'individual' }, as(organiser));
    expect(refused.body).toMatchObject({ code: 400, msg: '比赛已有得分记录，不能修改比赛形式' });
    const hidden = await t.call(team.teamIsShow, { activity_id: contest.id, show: false }, as(organiser));
    expect(hidden.body.data).toEqual({ mode: 'team', show_scores: false });
    expect((await t.call(team.settings, { activity_id: contest.id }, as(organiser))).body.data.show_scores).toBe(false);
  });

  it('keeps another organiser out, and refuses an activity of another kind', async () => {
    const contest = await newCompetition();
    const [red] = await makeTeams(t, organiser.token, contest.id, ['红队']);
    for (const res of [
      await t.call(team.list, { activity_id: contest.id }, as(other)),
      await t.call(team.save, { activity_id: contest.id, name: '黑队' }, as(other)),
      await t.call(team.save, { activity_id: contest.id, id: red!.id, name: '黑队' }, as(other)),
      await t.call(team.del, { activity_id: contest.id, id: red!.id }, as(other)),
      await t.call(team.settings, { activity_id: contest.id }, as(other)),
      await t.call(team.activityInit, { activity_id: contest.id }, as(other)),
      await t.call(scoring.teamList, { activity_id: contest.id }, as(other)),
    ]) {
      expect(res.body).toMatchObject({ code: 600, error: 'ACTIVITY_NOT_FOUND' });
    }
    const othersContest = await makeCompetition(t, other.customer);
    const foreign = await t.call(team.save, { activity_id: othersContest.id, id: red!.id, name: '黑队' }, as(other));
    expect(foreign.body).toMatchObject({ code: 400, error: 'COMPETITION_TEAM_NOT_FOUND' });
    const quiz = await makeLiveActivity(t, organiser.customer, activityKind.siteInteraction);
    const wrongKind = await t.call(team.list, { activity_id: quiz.id }, as(organiser));
    expect(wrongKind.body).toMatchObject({ code: 400, error: 'ACTIVITY_KIND_MISMATCH' });
    const quizTicket = await enterAs(t, quiz);
    const wrongPhone = await t.call(phone.teams, { ticket: quizTicket.ticket });
    expect(wrongPhone.body).toMatchObject({ code: 400, error: 'ACTIVITY_KIND_MISMATCH' });
  });
});
