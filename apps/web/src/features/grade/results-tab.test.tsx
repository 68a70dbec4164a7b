import type { GradeScore } from '@app/contract/grade-schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { confirmDialog, dialogTitled, renderPage, stubApi } from '../../components/test-kit.js';
import { ScorePage } from './score-page.js';
import { bodyOf, makeResult, makeRound, makeScore, page, patient, press, rowOf } from './test-grade.js';

const stubResults = () => {
  let unlocked = false;
  const scored = (over: Partial<GradeScore> = {}) =>
    makeScore(11, { contestant_id: 101, judge_name: '评委1', total: 27, comment: '台风稳健', ...over });
  return stubApi({
    '/api/gradeRound/list': page([makeRound(1, { name: '初赛' }), makeRound(2, { name: '决赛' })]),
    '/api/userData/userScore': { data: makeResult() },
    '/api/userData/judgesScore': () =>
      page([
        scored(
          unlocked
            ? {
                locked: false,
                history: [
                  {
                    items: [],
                    abstained: false,
                    comment: '台风稳健',
                    submitted_at: '2026-01-01T12:00:00.000Z',
                    unlocked_at: '2026-01-01T12:05:00.000Z',
                    unlocked_by: '主办方',
                    reason: '评委误触提交',
                  },
                ],
              }
            : {},
        ),
        makeScore(12, { contestant_id: 102, judge_id: 3, judge_name: '评委3', abstained: true }),
      ]),
    '/api/grade/promote': { data: { promoted: 2, contestant_ids: [101, 102] } },
    '/api/userData/userScoreInit': { data: { deleted: 5 } },
    '/api/export/start': { data: { job_id: 5 } },
    '/api/export/status': { code: 400, msg: '导出失败，请重新导出' },
    '/api/grade/unlock': () => {
      unlocked = true;
      return { data: scored({ locked: false }) };
    },
  });
};

const renderResults = () => renderPage(<ScorePage />, { route: '/activity/score?activity_id=8&tab=results' });
const ranking = async () =>
  (await screen.findByText('最终得分', { selector: 'th' }, patient)).closest('table') as HTMLElement;
const expand = async (name: string) => {
  const row = within(await ranking())
    .getByText(name)
    .closest('tr') as HTMLElement;
  fireEvent.click(row.querySelector('.ant-table-row-expand-icon')!);
  return screen.findByRole('region', { name: `${name}的评委评分` }, patient);
};
const judgeRow = (scope: HTMLElement, judge: string) => within(scope).getByText(judge).closest('tr') as HTMLElement;

describe('ScorePage: results', { timeout: 60_000 }, () => {
  it('states the rule and the full mark above the ranking, with each contestant’s state', async () => {
    stubResults();
    renderResults();
    expect(
      await screen.findByText('计分规则：去掉1个最高分和1个最低分后取平均，保留2位小数（四舍五入）', {}, patient),
    ).toBeInTheDocument();
    expect(screen.getByText('满分 30')).toBeInTheDocument();
    const table = await ranking();
    const first = within(table).getByText('张三').closest('tr') as HTMLElement;
    expect(within(first).getByText('1')).toBeInTheDocument();
    expect(within(first).getByText('19', { selector: 'strong' })).toBeInTheDocument();
    expect(within(first).getByText('已出分')).toBeInTheDocument();
    expect(
      within(within(table).getByText('李四').closest('tr')!).getByText('16.5', { selector: 'strong' }),
    ).toBeInTheDocument();
    expect(within(within(table).getByText('王五').closest('tr')!).getByText('待评')).toBeInTheDocument();
  });

  it('opens a contestant onto every judge’s scores, striking through what the rule dropped', async () => {
    stubResults();
    renderResults();
    const zhang = await expand('张三');
    const highest = judgeRow(zhang, '评委1');
    expect(within(highest).getByText('27').tagName).toBe('S');
    expect(within(highest).getByText('偏离')).toBeInTheDocument();
    expect(within(judgeRow(zhang, '评委3')).getByText('4').tagName).toBe('S');
    const kept = judgeRow(zhang, '评委2');
    expect(within(kept).getByText('19').tagName).not.toBe('S');
    expect(within(kept).queryByText('偏离')).not.toBeInTheDocument();
    expect(within(zhang).getByText('表现（×2）')).toBeInTheDocument();
    const li = await expand('李四');
    expect(within(judgeRow(li, '评委3')).getByText('回避')).toBeInTheDocument();
  });

  it('exports every round’s results as an .xlsx from the results tab', async () => {
    const api = stubResults();
    renderResults();
    await press('导出全部轮次成绩');
    expect(await bodyOf(api, '/api/export/start')).toEqual({ activity_id: 8, type: 'grade_results' });
  });

  it('promotes the top N into the next round', async () => {
    const api = stubResults();
    renderResults();
    await press('晋级');
    const dialog = await dialogTitled('晋级：初赛');
    fireEvent.change(within(dialog).getByLabelText('晋级人数（前 N 名）'), { target: { value: '2' } });
    await press('晋级', dialog);
    expect(await bodyOf(api, '/api/grade/promote')).toEqual({ round_id: 1, to_round_id: 2, top: 2 });
    expect(await screen.findByText('已晋级 2 人到「决赛」', {}, patient)).toBeInTheDocument();
  });

  it('clears the round’s scores once confirmed', async () => {
    const api = stubResults();
    renderResults();
    await press('清空本轮成绩');
    await confirmDialog('确定清空「初赛」的全部成绩吗？评委和观众的评分都会删除，且不能恢复');
    expect(await bodyOf(api, '/api/userData/userScoreInit')).toEqual({ activity_id: 8, round_id: 1 });
  });

  it('lists the judges’ scores and unlocks one with a reason', async () => {
    const api = stubResults();
    renderResults();
    const row = await rowOf('台风稳健');
    expect(within(row).getByText('张三')).toBeInTheDocument();
    expect(within(await rowOf('评委3')).getByText('回避')).toBeInTheDocument();
    expect(api.callsTo('/api/userData/judgesScore')[0]!.body).toEqual({
      activity_id: 8,
      round_id: 1,
      contestant_id: '',
      judge_id: '',
      page: 1,
      limit: 10,
    });
    fireEvent.click(within(row).getByLabelText('解锁评委1对张三的评分'));
    const dialog = await dialogTitled('解锁评分');
    fireEvent.change(within(dialog).getByLabelText('解锁原因'), { target: { value: '评委误触提交' } });
    await press('解锁', dialog);
    expect(await bodyOf(api, '/api/grade/unlock')).toEqual({ score_id: 11, reason: '评委误触提交' });
    const after = await rowOf('台风稳健');
    await waitFor(() => expect(within(after).getByText('已解锁，待评委重新提交')).toBeInTheDocument(), patient);
    expect(within(await rowOf('台风稳健')).getByText('解锁 1 次')).toBeInTheDocument();
  });
});
