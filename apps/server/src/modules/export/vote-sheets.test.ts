import { type Candidate, contract } from '@app/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import type { TestApp } from '../../test/test-app.js';
import type { ActivityRecord } from '../activity/index.js';
import { votes } from '../vote/index.js';
import { makeCandidates } from '../vote/vote.factory.js';
import { cast, makeOpenVote, makeVoter } from '../vote/vote-data.factory.js';
import type { ExportType } from './export.repository.js';
import { exportSheet } from './export-sheets.js';
import { writeWorkbook } from './export-workbook.js';

const sheetRows = async (t: TestApp, type: ExportType, activity: ActivityRecord) => {
  const book = new ExcelJS.Workbook();
  const content = await writeWorkbook(await exportSheet(t.deps.db, type, activity));
  await book.xlsx.load(new Uint8Array(content).buffer);
  const sheet = book.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push(Array.from({ length: sheet.columnCount }, (_, i) => (row.values as unknown[])[i + 1] ?? ''));
  });
  return { title: sheet.name, rows };
};

describe('vote exports', () => {
  const { t, organiser } = organiserApp();

  it('exports every vote record, removed and flagged ones with their reasons', async () => {
    const vote = await makeOpenVote(t, organiser.customer);
    const [a, b] = (await makeCandidates(t, organiser.token, vote.id, 2)) as Candidate[];
    const li = await makeVoter(t, vote, { name: '李雷', phone: '13900000001' });
    const start = t.clock.now();
    await cast(t, li, a!.id);
    t.clock.advance(90_000);
    await cast(t, li, b!.id);
    const [first, second] = await t.deps.db.select().from(votes).where(eq(votes.activityId, vote.id)).orderBy(votes.id);
    await t.deps.db
      .update(votes)
      .set({ flagged: true, flagReason: '同一IP一分钟内投票过多' })
      .where(eq(votes.id, second!.id));
    await t.call(contract.voteData.voteDel, { activity_id: vote.id, ids: [first!.id] }, { token: organiser.token });

    const { title, rows } = await sheetRows(t, 'votes', vote);
    expect(title).toBe('投票记录');
    const at = (ms: number) =>
      new Date(start.getTime() + ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(rows).toEqual([
      ['投票时间', '选手编号', '选手名称', '投票人', '手机号', 'IP', '可疑', '可疑原因', '是否有效', '无效原因'],
      [at(0), '001', '选手 1', '李雷', '13900000001', li.ip, '否', '', '无效', '主办方删除'],
      [at(90_000), '002', '选手 2', '李雷', '13900000001', li.ip, '是', '同一IP一分钟内投票过多', '有效', ''],
    ]);
  });

  it('exports the approved candidates ranked by valid votes, ties sharing a rank', async () => {
    const vote = await makeOpenVote(t, organiser.customer, { candidate_signup: true, signup_review: true });
    const token = { token: organiser.token };
    const category = await t.call(contract.vote.categoryAdd, { activity_id: vote.id, name: '少儿组' }, token);
    const [a, b, c] = (await makeCandidates(t, organiser.token, vote.id, 3)) as Candidate[];
    await t.call(
      contract.vote.edit,
      { activity_id: vote.id, id: c!.id, name: '小明', number: 3, category_id: category.body.data.id },
      token,
    );
    await t.call(contract.vote.status, { activity_id: vote.id, id: a!.id, status: 'hidden' }, token);
    const [li, han] = [await makeVoter(t, vote), await makeVoter(t, vote)];
    await cast(t, li, b!.id);
    await cast(t, han, b!.id);
    await cast(t, li, c!.id);
    // A sign-up waiting for review is not a candidate yet.
    const signup = await t.call(contract.vote.h5Signup, { ticket: han.ticket, name: '待审核' });
    expect(signup.body.data).toMatchObject({ review: 'pending' });

    const { title, rows } = await sheetRows(t, 'candidates', vote);
    expect(title).toBe('选手票数');
    expect(rows).toEqual([
      ['排名', '编号', '选手名称', '分类', '票数', '来源', '状态'],
      [1, '002', '选手 2', '', 2, '主办方录入', '显示'],
      [2, '003', '小明', '少儿组', 1, '主办方录入', '显示'],
      [3, '001', '选手 1', '', 0, '主办方录入', '隐藏'],
    ]);
  });
});
