import { contract, type GradeRule } from '@app/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobRunner, startJobRunner } from '../../platform/jobs/job-runner.js';
import { organiserApp } from '../../test/organiser-app.js';
import type { TestApp } from '../../test/test-app.js';
import { type ActivityRecord, activityOwner } from '../activity/index.js';
import { addContestants, addItems, addJudges, addRound, makeGrade } from '../grade/grade.factory.js';
import { gradeAudienceScores, gradeContestants, roundResult } from '../grade/index.js';
import { exportJobType } from './export.repository.js';
import { exportService } from './export.service.js';
import { exportSheet } from './export-sheets.js';
import { shanghaiTime, writeWorkbook } from './export-workbook.js';

const e = contract.export;

/** Every sheet of the export, its rows as cells ('' where a cell is empty). */
const workbookOf = async (t: TestApp, activity: ActivityRecord) => {
  const book = new ExcelJS.Workbook();
  const content = await writeWorkbook(await exportSheet(t.deps.db, 'grade_results', activity));
  await book.xlsx.load(new Uint8Array(content).buffer);
  return book.worksheets.map((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => {
      rows.push(Array.from({ length: sheet.columnCount }, (_, i) => (row.values as unknown[])[i + 1] ?? ''));
    });
    return { title: sheet.name, rows };
  });
};

describe('the judge-scoring results export', () => {
  const { t, organiser, other } = organiserApp({ other: true });
  const as = () => ({ token: organiser.token });
  let runner: JobRunner;

  beforeAll(() => {
    // This runner never polls: a test builds its exports when it wants (the app's own runner may take some).
    const build = exportService(t.deps).build;
    runner = startJobRunner({ db: t.deps.db, log: t.deps.log, handlers: { [exportJobType]: build }, pollMs: 3e6 });
  });
  afterAll(() => runner.stop());

  /** A round of items out of 10, its contestants and judges, and a judge's phone to score with. */
  const staged = async (
    activity: ActivityRecord,
    rule: Partial<GradeRule>,
    items: { name: string; weight: number }[],
    contestants: number,
    judges: number,
  ) => {
    const round = await addRound(t, activity, '初赛', rule);
    const rows = await addItems(t, activity, round.id, items);
    const people = await addContestants(t, activity, round.id, contestants);
    const panel = await addJudges(t, activity, round.id, judges);
    const give = async (judge: number, contestant: number, scores: number[] | 'abstain', comment = '') => {
      const res = await t.call(contract.gradePhone.score, {
        key: panel[judge]!.key,
        contestant_id: people[contestant]!.id,
        comment,
        ...(scores === 'abstain'
          ? { abstain: true }
          : { items: scores.map((score, i) => ({ item_id: rows[i]!.id, score })) }),
      });
      expect(res.body.code).toBe(200);
      return res.body.data;
    };
    return { round, people, panel, give };
  };

  it("writes each round's ranking as the results page computes it, every judge's and audience score, as numbers", async () => {
    const activity = await makeGrade(t, organiser);
    await t.call(
      contract.gradeActivity.saveUserField,
      { activity_id: activity.id, fields: [{ key: 'f1', label: '单位' }] },
      as(),
    );
    const group = await t.call(contract.gradeActivity.addUserGroup, { activity_id: activity.id, name: '少年组' }, as());
    const first = await staged(
      activity,
      { method: 'trimmed_mean', trim: 1, audience_weight: 20, outlier_percent: 20 },
      [
        { name: '创意', weight: 0.6 },
        { name: '表现', weight: 0.4 },
      ],
      3,
      5,
    );
    const [li] = first.people;
    await t.deps.db
      .update(gradeContestants)
      .set({ groupId: group.body.data.id, values: { f1: '一中' } })
      .where(eq(gradeContestants.id, li!.id));
    // A judge removed before scoring anyone is no column of the ranking.
    await t.call(contract.grade.delJudge, { activity_id: activity.id, id: first.panel[4]!.id }, as());
    const firstAt = shanghaiTime(t.clock.now());
    // 选手1: totals 8.4, 7, 9.4, 5.6 → 9.4 and 5.6 dropped → 7.7; both far from the others' median (20% of 10).
    await first.give(0, 0, [8, 9]);
    await first.give(1, 0, [7, 7]);
    await first.give(2, 0, [9, 10]);
    await first.give(3, 0, [6, 5]);
    // 选手2: 评委2 abstains; totals 10, 8, 8.2 → 10 and 8 dropped → 8.2.
    await first.give(0, 1, [10, 10], '很有创意');
    await first.give(1, 1, 'abstain');
    await first.give(2, 1, [8, 8]);
    await first.give(3, 1, [9, 7]);
    const audienceAt = new Date(t.clock.now().getTime() + 60_000);
    // Audience mean 7.5 of 10 is 7.5 on the judges' scale: 7.7 × 80% + 7.5 × 20% = 7.66.
    await t.deps.db.insert(gradeAudienceScores).values(
      [10, 5].map((score, i) => ({
        ...activityOwner(activity),
        roundId: first.round.id,
        contestantId: li!.id,
        participantId: 1_000 + i,
        who: `观众${i + 1}`,
        score,
        createdAt: audienceAt,
      })),
    );

    // A second round of the same name: the sheet titles stay unique.
    t.clock.advance(3_600_000);
    const second = await staged(
      activity,
      { method: 'mean' },
      [
        { name: '创意', weight: 1 },
        { name: '台风', weight: 1 },
      ],
      1,
      1,
    );
    const wrongAt = shanghaiTime(t.clock.now());
    const wrong = await second.give(0, 0, [6, 7], '稳');
    t.clock.advance(60_000);
    const unlockedAt = shanghaiTime(t.clock.now());
    const unlocked = await t.call(contract.grade.unlock, { score_id: wrong.id, reason: '误触' }, as());
    const by = unlocked.body.data.history[0]!.unlocked_by;
    t.clock.advance(60_000);
    const againAt = shanghaiTime(t.clock.now());
    await second.give(0, 0, [8, 7], '更好');

    const sheets = await workbookOf(t, activity);
    expect(sheets.map((s) => s.title)).toEqual(['初赛排名', '初赛排名(2)', '计分规则', '评委评分', '观众评分']);
    const [ranking, again, rules, judges, audience] = sheets;
    expect(ranking!.rows).toEqual([
      [
        '名次',
        '选手',
        '分组',
        '单位',
        '评委1',
        '评委2',
        '评委3',
        '评委4',
        '去掉的分数',
        '偏离的评委',
        '评委得分',
        '观众人数',
        '观众均分',
        '观众得分',
        '最终得分',
        '状态',
      ],
      [1, '选手2', '', '', 10, '回避', 8, 8.2, '评委1 10、评委3 8', '', 8.2, 0, '', '', 8.2, '已出分'],
      [
        2,
        '选手1',
        '少年组',
        '一中',
        8.4,
        7,
        9.4,
        5.6,
        '评委3 9.4、评委4 5.6',
        '评委3、评委4',
        7.7,
        2,
        7.5,
        7.5,
        7.66,
        '已出分',
      ],
      ['', '选手3', '', '', '未评', '未评', '未评', '未评', '', '', '', 0, '', '', '', '待评'],
    ]);
    // The same numbers as the results page's computation, line for line.
    const result = await roundResult(t.deps.db, activity, first.round);
    expect(ranking!.rows.slice(1).map((r) => [r[0], r[1], ...r.slice(4, 8), r[10], r[14]])).toEqual(
      result.lines.map((l) => [
        l.rank ?? '',
        l.name,
        ...l.judges.map((j) => j.total ?? (j.state === 'abstained' ? '回避' : '未评')),
        l.judge_score ?? '',
        l.final ?? '',
      ]),
    );
    expect(again!.rows.slice(1)).toEqual([[1, '选手1', '', '', 15, '', '', 15, 0, '', '', 15, '已出分']]);
    expect(rules!.rows).toEqual([
      ['轮次', '计分规则', '满分', '评分项', '评委分组', '观众评分'],
      [
        '初赛',
        '去掉1个最高分和1个最低分后取平均，评委得分占80%、观众评分占20%，保留2位小数（四舍五入）',
        10,
        '创意（0–10 分，权重 0.6）、表现（0–10 分，权重 0.4）',
        '不分组',
        '观众得分 = 观众均分 ÷ 10 × 满分；最终得分按未四舍五入的评委得分和观众得分计算',
      ],
      [
        '初赛',
        '取各评委总分的平均分，保留2位小数（四舍五入）',
        20,
        '创意（0–10 分，权重 1）、台风（0–10 分，权重 1）',
        '不分组',
        '不计观众评分',
      ],
    ]);
    const scored = (contestant: string, judge: string, items: unknown[], total: unknown, comment = '') => [
      '初赛',
      contestant,
      judge,
      ...items,
      total,
      total === '' ? '是' : '否',
      comment,
      firstAt,
      '已提交',
      '',
    ];
    expect(judges!.rows).toEqual([
      ['轮次', '选手', '评委', '创意', '表现', '台风', '总分', '回避', '评语', '提交时间', '状态', '解锁记录'],
      scored('选手1', '评委1', [8, 9, ''], 8.4),
      scored('选手1', '评委2', [7, 7, ''], 7),
      scored('选手1', '评委3', [9, 10, ''], 9.4),
      scored('选手1', '评委4', [6, 5, ''], 5.6),
      scored('选手2', '评委1', [10, 10, ''], 10, '很有创意'),
      scored('选手2', '评委2', ['', '', ''], ''),
      scored('选手2', '评委3', [8, 8, ''], 8),
      scored('选手2', '评委4', [9, 7, ''], 8.2),
      [
        '初赛',
        '选手1',
        '评委1',
        8,
        '',
        7,
        15,
        '否',
        '更好',
        againAt,
        '已提交',
        `${unlockedAt} ${by}解锁，原因：误触；原评分（${wrongAt}提交）：创意 6、台风 7，评语：稳`,
      ],
    ]);
    expect(audience!.rows).toEqual([
      ['轮次', '选手', '观众', '分数', '时间'],
      ['初赛', '选手1', '观众1', 10, shanghaiTime(audienceAt)],
      ['初赛', '选手1', '观众2', 5, shanghaiTime(audienceAt)],
    ]);
  });

  it('lists what a per-item trimmed mean dropped, item by item', async () => {
    const activity = await makeGrade(t, organiser);
    const round = await staged(
      activity,
      { method: 'item_trimmed_mean', trim: 1 },
      [
        { name: '创意', weight: 1 },
        { name: '表现', weight: 1 },
      ],
      1,
      3,
    );
    // 创意 8, 6, 7 keeps 7; 表现 5, 9, 7 keeps 7: 14.
    await round.give(0, 0, [8, 5]);
    await round.give(1, 0, [6, 9]);
    await round.give(2, 0, [7, 7]);
    const [ranking] = await workbookOf(t, activity);
    expect(ranking!.rows[1]).toEqual([
      1,
      '选手1',
      '',
      13,
      15,
      14,
      '创意：评委1 8、评委2 6；表现：评委1 5、评委2 9',
      '',
      14,
      0,
      '',
      '',
      14,
      '已出分',
    ]);
  });

  it('lets only its organiser start, poll and download it', async () => {
    const activity = await makeGrade(t, organiser);
    const input = { activity_id: activity.id, type: 'grade_results' as const };
    const download = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `${e.download.path}?activity_id=${activity.id}&type=grade_results`,
        headers: { host: 'localhost', token },
      });
    expect((await t.call(e.start, input, { token: other.token })).body).toMatchObject({ code: 600, msg: '活动不存在' });
    expect((await t.call(e.start, input, as())).body.code).toBe(200);
    for (let tries = 0; (await t.call(e.status, input, as())).body.data !== 1; tries += 1) {
      if (tries === 100) throw new Error('the export never finished');
      await runner.runOnce();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await t.call(e.status, input, { token: other.token })).body).toMatchObject({ code: 600 });
    expect((await download(other.token)).json()).toMatchObject({ code: 600, msg: '活动不存在' });
    const mine = await download(organiser.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-disposition']).toContain(encodeURIComponent('评分成绩_'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(mine.rawPayload).buffer);
    // No rounds yet: no ranking, the other sheets with their headers only.
    expect(book.worksheets.map((s) => [s.name, s.rowCount])).toEqual([
      ['计分规则', 1],
      ['评委评分', 1],
      ['观众评分', 1],
    ]);
  });
});
