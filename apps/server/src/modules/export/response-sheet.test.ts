import { contract, type SurveyAnswer } from '@app/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { activities } from '../activity/index.js';
import { enterAs } from '../activity/participant.factory.js';
import { everyTypeAnswers, makeLiveSurvey, submitAs } from '../survey/survey.factory.js';
import { writeWorkbook } from './export-workbook.js';
import { responseSheet } from './response-sheet.js';

const signup = { signup_fields: [{ key: 'name' }, { key: 'phone' }, { key: 'unit' }], submit_limit: { count: 0 } };
const a = (fields: Partial<SurveyAnswer>): SurveyAnswer => ({ values: [], text: '', rows: {}, ...fields });
const questionTitles = [
  '您的性别',
  '您喜欢的水果',
  '为什么喜欢梨',
  '所在城市',
  '手机号',
  '总体满意度',
  '各项评价',
  '请按重要性排序',
  '到访日期',
  '所在地区',
  '您的建议',
  '现场照片',
];

describe('the responses export', () => {
  const { t, organiser } = organiserApp();

  /** 张三 answers everyTypeAnswers, then 李四 (male, pear), then 王五, whose response is deleted. */
  const answered = async (settings: Record<string, unknown>) => {
    const survey = await makeLiveSurvey(t, organiser.customer, { ...signup, ...settings });
    const enter = (name: string, phone: string) => enterAs(t, survey, { fields: { name, phone, unit: '市场部' } });
    const submit = async (ticket: string, change: Record<string, SurveyAnswer> = {}) => {
      const res = await submitAs(t, ticket, everyTypeAnswers(change));
      if (res.code !== 200) throw new Error(res.msg);
      t.clock.advance(60_000);
      return res.data!.response_id;
    };
    await submit((await enter('张三', '13811110001')).ticket);
    await submit((await enter('李四', '13811110002')).ticket, {
      q_gender: a({ values: ['male'] }),
      q_fruits: a({ values: ['pear'] }),
      q_why: a({ text: '清甜' }),
    });
    const junk = await submit((await enter('王五', '13811110003')).ticket);
    await t.call(contract.survey.responseDelete, { activity_id: survey.id, ids: [junk] }, { token: organiser.token });
    return (await t.deps.db.select().from(activities).where(eq(activities.id, survey.id)))[0]!;
  };

  const rowsOf = async (content: Buffer) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(content).buffer);
    const sheet = book.worksheets[0]!;
    const rows: unknown[][] = [];
    // An empty cell reads back as missing: compare it as ''.
    sheet.eachRow((row) => {
      rows.push(Array.from({ length: sheet.columnCount }, (_, i) => (row.values as unknown[])[i + 1] ?? ''));
    });
    return { title: sheet.name, rows };
  };

  it('writes one row per kept response with who sent it, its score and every answer as text', async () => {
    const survey = await answered({ scoring: true });
    const { title, rows } = await rowsOf(await writeWorkbook(responseSheet(t.deps.db, survey)));
    expect(title).toBe('问卷答卷');
    expect(rows[0]).toEqual(['序号', '提交时间', '姓名', '手机号', '单位', '得分', ...questionTitles]);
    expect(rows).toHaveLength(3);
    // The test clock starts at 2026-06-01 10:00 in China.
    expect(rows[1]).toEqual([
      1,
      '2026-06-01 10:00:00',
      '张三',
      '13811110001',
      '市场部',
      10,
      '女',
      '苹果；香蕉',
      '',
      '上海',
      '13800138000',
      '4/5',
      '服务：好；价格：一般',
      '1. 质量；2. 速度；3. 成本',
      '2026-06-01',
      '广东省/广州市/天河区',
      '多开几家店',
      '',
    ]);
    expect(rows[2]?.slice(0, 9)).toEqual([
      2,
      '2026-06-01 10:01:00',
      '李四',
      '13811110002',
      '市场部',
      1,
      '男',
      '梨',
      '清甜',
    ]);
  });

  it('leaves out who answered an anonymous survey, and the score of one that does not score', async () => {
    const survey = await answered({ anonymous: true });
    const { rows } = await rowsOf(await writeWorkbook(responseSheet(t.deps.db, survey)));
    expect(rows[0]).toEqual(['序号', '提交时间', ...questionTitles]);
    expect(rows.map((r) => r[0])).toEqual(['序号', 1, 2]);
    expect(rows.flat()).not.toContain('张三');
  });
});
