import { activityKind, contract } from '@app/contract';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobRunner, startJobRunner } from '../../platform/jobs/job-runner.js';
import { jobs } from '../../platform/jobs/jobs.table.js';
import type { Account } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { makeActivity } from '../activity/activity.factory.js';
import { exportJobType, exportService, shanghaiTime } from '../export/index.js';
import { liveSessionPlayers } from '../live-session/index.js';
import { liveStep, makeAnswer, makePlayer, makeSession } from './game-report.factory.js';

const g = contract.game;
const iso = (ms: number) => new Date(ms).toISOString();

describe('an interactive quiz afterwards', () => {
  const { t, organiser, other } = organiserApp({ organiser: { fields: { name: '王经理' } }, other: true });
  let activityId: number;

  const quiz = (a: Account = organiser) => makeActivity(t, a.customer, { kind: activityKind.siteInteraction });

  /**
   * Three steps, the third never shown; the second skipped. 小明 answers both shown steps right, 小红 the first
   * wrong and the second right, 小刚 only the first, right; 小李 was kicked after a wrong answer. The host then gave
   * 小刚 100 points and took 100 from 小红, each with a reason.
   */
  beforeAll(async () => {
    const activity = await quiz();
    activityId = activity.id;
    const steps = [
      liveStep(0, '第一题', '热身'),
      liveStep(1, '第二题', '热身', 'judge'),
      liveStep(2, '第三题', '决赛'),
    ];
    const session = await makeSession(t, activity, { phase: 'finished', steps, stepIndex: 1, skipped: [1] });
    const ming = await makePlayer(t, session, { nickname: '小明', phone: '13800000001', score: 1800 });
    const hong = await makePlayer(t, session, { nickname: '小红', phone: '13800000002', score: 900 });
    const gang = await makePlayer(t, session, { nickname: '小刚', score: 900 });
    const li = await makePlayer(t, session, { nickname: '小李', score: 0 });
    await t.deps.db.update(liveSessionPlayers).set({ status: 'kicked' }).where(eq(liveSessionPlayers.id, li.id));
    const right = { answer: ['A'], correct: true, points: 900 };
    const wrong = { answer: ['B'], correct: false, points: 0 };
    await makeAnswer(t, ming, { stepIndex: 0, ...right, elapsedMs: 2000 });
    await makeAnswer(t, hong, { stepIndex: 0, ...wrong, elapsedMs: 4000 });
    await makeAnswer(t, gang, { stepIndex: 0, ...right, elapsedMs: 3000 });
    await makeAnswer(t, li, { stepIndex: 0, ...wrong, elapsedMs: 7000 });
    await makeAnswer(t, ming, { stepIndex: 1, answer: ['T'], correct: true, points: 900, elapsedMs: 1000 });
    await makeAnswer(t, hong, { stepIndex: 1, answer: ['T'], correct: true, points: 900, elapsedMs: 1500 });
    for (const [player, score, reason] of [
      [gang, 100, '抢答加分'],
      [hong, -100, '提示他人'],
    ] as const) {
      const given = await t.call(
        contract.gameUserData.interactionExtraScore,
        { activity_id: activityId, player_id: player.id, score, reason },
        { token: organiser.token },
      );
      expect(given.body.code).toBe(200);
      t.clock.advance(60_000);
    }
  });

  it('answers each shown question’s answers, right answers, rate and mean time, marking the skipped one', async () => {
    const res = await t.call(g.questionStats, { activity_id: activityId }, { token: organiser.token });
    expect(res.body.data).toEqual([
      {
        step_index: 0,
        round_name: '热身',
        type: 'single',
        stem: '第一题',
        answered: 4,
        correct: 2,
        correct_rate: 0.5,
        average_ms: 4000,
        skipped: false,
      },
      {
        step_index: 1,
        round_name: '热身',
        type: 'judge',
        stem: '第二题',
        answered: 2,
        correct: 2,
        correct_rate: 1,
        average_ms: 1250,
        skipped: true,
      },
    ]);
  });

  it('pages every player’s answers together in play order, and finds players by nickname or phone', async () => {
    const token = organiser.token;
    const page = await t.call(g.answerRecords, { activity_id: activityId, page: 1, limit: 3 }, { token });
    expect(page.body.data).toMatchObject({ total: 6, page: 1, limit: 3 });
    expect(page.body.data.list.map((r) => [r.nickname, r.step_index, r.stem, r.correct, r.points])).toEqual([
      ['小明', 0, '第一题', true, 900],
      ['小明', 1, '第二题', true, 900],
      ['小红', 0, '第一题', false, 0],
    ]);
    expect(page.body.data.list[0]).toMatchObject({ phone: '13800000001', answer: ['A'], elapsed_ms: 2000 });
    expect(page.body.data.list[0]!.answered_at).toBe('2026-06-01T02:10:02.000Z');
    const found = await t.call(g.answerRecords, { activity_id: activityId, keywords: '0002' }, { token });
    expect(found.body.data.list.map((r) => [r.nickname, r.step_index])).toEqual([
      ['小红', 0],
      ['小红', 1],
    ]);
    const byName = await t.call(g.answerRecords, { activity_id: activityId, keywords: '小刚' }, { token });
    expect(byName.body.data.total).toBe(1);
  });

  it('lists the points given by hand with their reasons, who gave them and when', async () => {
    const token = organiser.token;
    const res = await t.call(g.extraScores, { activity_id: activityId }, { token });
    expect(res.body.data.total).toBe(2);
    const given = res.body.data.list.map(({ nickname, points, reason, given_by, given_at }) => ({
      nickname,
      points,
      reason,
      given_by,
      given_at,
    }));
    const first = t.clock.now().getTime() - 120_000;
    expect(given).toEqual([
      { nickname: '小红', points: -100, reason: '提示他人', given_by: '王经理', given_at: iso(first + 60_000) },
      { nickname: '小刚', points: 100, reason: '抢答加分', given_by: '王经理', given_at: iso(first) },
    ]);
    const found = await t.call(g.extraScores, { activity_id: activityId, keywords: '0002' }, { token });
    expect(found.body.data.list.map((r) => [r.nickname, r.phone])).toEqual([['小红', '13800000002']]);
    const players = (await t.call(g.joinUser, { activity_id: activityId }, { token })).body.data.list;
    expect(players.map((p) => [p.nickname, p.score])).toEqual([
      ['小明', 1800],
      ['小刚', 1000],
      ['小红', 800],
      ['小李', 0],
    ]);
  });

  it('answers nothing for a quiz that has not run', async () => {
    const fresh = await quiz();
    const token = organiser.token;
    expect((await t.call(g.questionStats, { activity_id: fresh.id }, { token })).body.data).toEqual([]);
    for (const e of [g.answerRecords, g.extraScores] as const) {
      expect((await t.call(e, { activity_id: fresh.id }, { token })).body.data).toEqual({
        list: [],
        total: 0,
        page: 1,
        limit: 10,
      });
    }
  });

  it('shows another organiser nothing of it', async () => {
    for (const e of [g.questionStats, g.answerRecords, g.extraScores] as const) {
      const res = await t.call(e, { activity_id: activityId }, { token: other.token });
      expect(res.body).toMatchObject({ code: 600, msg: '活动不存在', data: null });
    }
    const online = await makeActivity(t, organiser.customer);
    const res = await t.call(g.questionStats, { activity_id: online.id }, { token: organiser.token });
    expect(res.body).toMatchObject({ code: 400, msg: '该设置不适用于此类活动' });
  });

  describe('its export', () => {
    let runner: JobRunner;
    beforeAll(() => {
      runner = startJobRunner({
        db: t.deps.db,
        log: t.deps.log,
        handlers: { [exportJobType]: exportService(t.deps).build },
        pollMs: 3e6,
      });
    });
    afterAll(() => runner.stop());

    const buildExports = async () => {
      for (let round = 0; round < 100; round += 1) {
        await runner.runOnce();
        const waiting = await t.deps.db
          .select()
          .from(jobs)
          .where(and(eq(jobs.type, exportJobType), inArray(jobs.status, ['pending', 'running'])));
        if (waiting.length === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('exports never finished');
    };

    it('writes the final ranking, every answer and the scores given by hand on three sheets', async () => {
      const input = { activity_id: activityId, type: 'game' as const };
      expect((await t.call(contract.export.start, input, { token: organiser.token })).body.code).toBe(200);
      await buildExports();
      const res = await t.app.inject({
        method: 'GET',
        url: `${contract.export.download.path}?activity_id=${activityId}&type=game`,
        headers: { host: 'localhost', token: organiser.token },
      });
      expect(res.statusCode).toBe(200);
      expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('现场答题成绩_');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(new Uint8Array(res.rawPayload).buffer);
      const rowsOf = (i: number) => {
        const rows: unknown[][] = [];
        book.worksheets[i]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
        return rows;
      };
      expect(book.worksheets.map((s) => s.name)).toEqual(['最终排名', '答题明细', '加减分记录']);
      expect(rowsOf(0).map((r) => r.slice(0, 7))).toEqual([
        ['排名', '昵称', '手机号', '得分', '答对', '作答', '状态'],
        [1, '小明', '13800000001', 1800, 0, 0, '在场'],
        [2, '小刚', undefined, 1000, 0, 0, '在场'],
        [3, '小红', '13800000002', 800, 0, 0, '在场'],
        [undefined, '小李', undefined, 0, 0, 0, '已移出'],
      ]);
      const answers = rowsOf(1);
      expect(answers[0]).toEqual([
        '昵称',
        '手机号',
        '题号',
        '轮次',
        '题目',
        '答案',
        '是否正确',
        '得分',
        '用时（秒）',
        '作答时间',
      ]);
      expect(answers).toHaveLength(7);
      expect(answers[1]).toEqual([
        '小明',
        '13800000001',
        1,
        '热身',
        '第一题',
        'A',
        '是',
        900,
        2,
        '2026-06-01 10:10:02',
      ]);
      expect(answers[5]!.slice(0, 8)).toEqual(['小明', '13800000001', 2, '热身', '第二题', '对', '是', 900]);
      expect(rowsOf(2)).toEqual([
        ['昵称', '手机号', '加减分', '原因', '操作人', '时间'],
        ['小红', '13800000002', -100, '提示他人', '王经理', shanghaiTime(new Date(t.clock.now().getTime() - 60_000))],
        ['小刚', undefined, 100, '抢答加分', '王经理', shanghaiTime(new Date(t.clock.now().getTime() - 120_000))],
      ]);
    });
  });
});
