import { contract } from '@app/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobRunner, startJobRunner } from '../../platform/jobs/job-runner.js';
import { jobs } from '../../platform/jobs/jobs.table.js';
import { organiserApp } from '../../test/organiser-app.js';
import { makeActivity } from '../activity/activity.factory.js';
import { quizAttempts } from '../quiz/index.js';
import { drawnQuestion, makeAttempt, makeParticipant, makeWin } from '../statistic/statistic.factory.js';
import { exportJobType } from './export.repository.js';
import { exportService } from './export.service.js';
import { exportFiles } from './export.table.js';
import { shanghaiTime } from './export-workbook.js';

const e = contract.export;
type ExportType = 'answers' | 'winners' | 'participants';
const at = (iso: string) => new Date(iso);

describe('activity exports', () => {
  const { t, organiser, other } = organiserApp({ other: true });
  let runner: JobRunner;

  beforeAll(async () => {
    // The app runs its own runner too; this one never polls, so a test can build exports when it wants.
    const build = exportService(t.deps).build;
    runner = startJobRunner({ db: t.deps.db, log: t.deps.log, handlers: { [exportJobType]: build }, pollMs: 3e6 });
  });
  afterAll(() => runner.stop());

  /** Runs exports until none waits (the app's own runner may take some of them meanwhile). */
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
  const activityOf = (settings: Record<string, unknown> = {}) =>
    makeActivity(t, { tenantId: organiser.customer.tenantId, id: organiser.customer.id }, { settings });
  const input = (activityId: number, type: ExportType) => ({ activity_id: activityId, type });
  const download = (activityId: number, type: ExportType, token = organiser.token) =>
    t.app.inject({
      method: 'GET',
      url: `${e.download.path}?activity_id=${activityId}&type=${type}`,
      headers: { host: 'localhost', token },
    });
  const sheetRows = async (content: Buffer) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(content).buffer);
    const sheet = book.worksheets[0]!;
    const rows: unknown[][] = [];
    // An empty cell reads back as missing: compare it as ''.
    sheet.eachRow((row) => {
      rows.push(Array.from({ length: sheet.columnCount }, (_, i) => (row.values as unknown[])[i + 1] ?? ''));
    });
    return rows;
  };
  const exported = async (activityId: number, type: ExportType) => {
    expect((await t.call(e.start, input(activityId, type), { token: organiser.token })).body.code).toBe(200);
    await buildExports();
    expect((await t.call(e.status, input(activityId, type), { token: organiser.token })).body.data).toBe(1);
    const res = await download(activityId, type);
    expect(res.statusCode).toBe(200);
    return { res, rows: await sheetRows(res.rawPayload) };
  };

  it('builds the answer records in the background and downloads them as an .xlsx', async () => {
    const activity = await activityOf();
    expect(await t.call(e.status, input(activity.id, 'answers'), { token: organiser.token })).toMatchObject({
      body: { code: 400, msg: '请先导出' },
    });
    const li = await makeParticipant(t.deps.db, activity, { name: '李雷', phone: '13900000001', unit: '一车间' });
    await makeAttempt(t.deps.db, li, {
      startedAt: at('2026-05-31T02:00:00Z'),
      answers: [true, true, false],
      passed: true,
      durationMs: 83_400,
    });
    await makeAttempt(t.deps.db, li, { startedAt: at('2026-05-31T03:00:00Z'), answers: [false], finished: false });

    const { res, rows } = await exported(activity.id, 'answers');
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // The test clock stands at 2026-06-01 02:00 UTC, 10:00 in China.
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('答题记录_20260601100000.xlsx'));
    expect(rows).toEqual([
      [
        '姓名',
        '手机号',
        '单位',
        '关卡',
        '得分',
        '满分',
        '答对/总题数',
        '是否及格',
        '用时（秒）',
        '开始时间',
        '提交时间',
      ],
      ['李雷', '13900000001', '一车间', 1, 20, 30, '2/3', '是', 83.4, '2026-05-31 10:00:00', '2026-05-31 10:01:23'],
      ['李雷', '13900000001', '一车间', 1, 0, 10, '0/1', '否', 0, '2026-05-31 11:00:00', ''],
    ]);
  });

  it('exports every attempt of a large activity, across many pages, in the order they were made', async () => {
    const activity = await activityOf();
    const people = [
      await makeParticipant(t.deps.db, activity, { name: '甲', phone: '13900000011', unit: '一组' }),
      // A name JSON must escape: the cells travel to the writer thread as JSON text.
      await makeParticipant(t.deps.db, activity, { name: '乙"\\\n', phone: '13900000012', unit: '二组' }),
    ];
    const count = 1234;
    const startedAt = at('2026-05-31T02:00:00Z');
    await t.deps.db.insert(quizAttempts).values(
      Array.from({ length: count }, (_, i) => ({
        tenantId: activity.tenantId,
        customerId: activity.customerId,
        activityId: activity.id,
        participantId: people[i % 2]!.id,
        day: '2026-05-31',
        questions: [drawnQuestion(1)],
        status: 'finished' as const,
        score: (i % 11) / 4,
        fullScore: 10,
        correctCount: i % 2,
        total: 1,
        passed: i % 2 === 1,
        startedAt,
        // Milliseconds are cut, not rounded; an unsubmitted attempt shows no time.
        submittedAt: i % 100 === 7 ? null : new Date(startedAt.getTime() + i * 1000 + 999),
        // Half tenths of a second round up.
        durationMs: i * 1050,
      })),
    );
    const { rows } = await exported(activity.id, 'answers');
    expect(rows).toHaveLength(count + 1);
    expect(rows.slice(1)).toEqual(
      Array.from({ length: count }, (_, i) => [
        i % 2 ? '乙"\\\n' : '甲',
        i % 2 ? '13900000012' : '13900000011',
        i % 2 ? '二组' : '一组',
        1,
        (i % 11) / 4,
        10,
        `${i % 2}/1`,
        i % 2 ? '是' : '否',
        Math.round(i * 10.5) / 10,
        '2026-05-31 10:00:00',
        i % 100 === 7 ? '' : shanghaiTime(new Date(startedAt.getTime() + i * 1000 + 999)),
      ]),
    );
  });

  it('exports the winners with their codes and when they were redeemed', async () => {
    const activity = await activityOf();
    const han = await makeParticipant(t.deps.db, activity, { name: '韩梅梅', phone: '13900000002', unit: '二车间' });
    await makeWin(t.deps.db, han, { code: 'A1B2C3', wonAt: at('2026-05-31T04:00:00Z') });
    await makeWin(t.deps.db, han, {
      code: 'D4E5F6',
      goodsName: '雨伞',
      wonAt: at('2026-05-31T05:00:00Z'),
      redeemedAt: at('2026-05-31T06:30:00Z'),
    });
    const { rows } = await exported(activity.id, 'winners');
    expect(rows.slice(1)).toEqual([
      ['A1B2C3', '答题抽奖', '保温杯', '韩梅梅', '13900000002', '二车间', '2026-05-31 12:00:00', ''],
      ['D4E5F6', '答题抽奖', '雨伞', '韩梅梅', '13900000002', '二车间', '2026-05-31 13:00:00', '2026-05-31 14:30:00'],
    ]);
  });

  it('exports the participants with their sign-up fields, attempts and best score', async () => {
    const activity = await activityOf({ signup_fields: [{ key: 'name' }, { key: 'job_no' }, { key: 'phone' }] });
    const wang = await makeParticipant(t.deps.db, activity, {
      name: '王芳',
      phone: '13900000003',
      fields: { job_no: 'G-007' },
      createdAt: at('2026-05-30T16:00:00Z'),
    });
    await makeAttempt(t.deps.db, wang, { startedAt: at('2026-05-31T01:00:00Z'), answers: [true] });
    await makeAttempt(t.deps.db, wang, { startedAt: at('2026-05-31T02:00:00Z'), answers: [true, true] });
    await makeParticipant(t.deps.db, activity, { name: '赵强', createdAt: at('2026-05-30T17:00:00Z') });
    const { rows } = await exported(activity.id, 'participants');
    expect(rows).toEqual([
      ['姓名', '手机号', '单位', '工号', '参与时间', '答题次数', '最高分'],
      ['王芳', '13900000003', '', 'G-007', '2026-05-31 00:00:00', 2, 20],
      ['赵强', '', '', '', '2026-05-31 01:00:00', 0, ''],
    ]);
  });

  /** An export whose job a runner claimed once, the claim running out this many seconds from now. */
  const claimedExport = async (activityId: number, type: ExportType, claimSeconds: number) => {
    const owner = { tenantId: organiser.customer.tenantId, customerId: organiser.customer.id };
    const [file] = await t.deps.db
      .insert(exportFiles)
      .values({ ...owner, activityId, type, jobId: 0 })
      .returning();
    const [row] = await t.deps.db
      .insert(jobs)
      .values({
        type: exportJobType,
        payload: { export_file_id: file!.id },
        status: 'running',
        attempts: 1,
        claimedUntil: sql`now() + make_interval(secs => ${claimSeconds})`,
      })
      .returning();
    await t.deps.db.update(exportFiles).set({ jobId: row!.id }).where(eq(exportFiles.id, file!.id));
    return row!;
  };

  it('finishes an export whose runner died mid-way, once another runner starts', async () => {
    const activity = await activityOf();
    await makeParticipant(t.deps.db, activity, { name: '陈晨' });
    const job = await claimedExport(activity.id, 'participants', -1);
    await buildExports();
    expect((await t.call(e.status, input(activity.id, 'participants'), { token: organiser.token })).body.data).toBe(1);
    expect((await t.deps.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]).toMatchObject({
      status: 'done',
      attempts: 2,
    });
    expect((await sheetRows((await download(activity.id, 'participants')).rawPayload))[1]?.[0]).toBe('陈晨');
  });

  it('answers 0 and not ready while an export is being built, and failed once its job gave up', async () => {
    const activity = await activityOf();
    // Claimed by a live runner for the next minutes: nobody else takes it meanwhile.
    const job = await claimedExport(activity.id, 'winners', 600);
    expect((await t.call(e.status, input(activity.id, 'winners'), { token: organiser.token })).body.data).toBe(0);
    expect((await download(activity.id, 'winners')).json()).toMatchObject({
      code: 400,
      msg: '导出文件正在生成，请稍候',
    });
    await t.deps.db.update(jobs).set({ status: 'failed', error: 'disk full' }).where(eq(jobs.id, job.id));
    expect((await t.call(e.status, input(activity.id, 'winners'), { token: organiser.token })).body).toMatchObject({
      code: 400,
      msg: '导出失败，请重新导出',
    });
  });

  it("refuses another organiser's activity and an unknown export type", async () => {
    const activity = await activityOf();
    for (const endpoint of [e.start, e.status]) {
      expect((await t.call(endpoint, input(activity.id, 'answers'), { token: other.token })).body).toMatchObject({
        code: 600,
        msg: '活动不存在',
      });
    }
    expect((await download(activity.id, 'answers', other.token)).json()).toMatchObject({ code: 600 });
    expect(
      (await t.call(e.start, { activity_id: activity.id, type: 'everything' }, { token: organiser.token })).body,
    ).toMatchObject({ code: 400, msg: '导出类型不正确' });
  });
});
