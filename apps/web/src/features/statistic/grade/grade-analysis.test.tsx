import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, pick, renderPage, slow, stubApi } from '../../../components/test-kit.js';
import { GradeAnalysis } from './grade-analysis.js';
import { makeGradeResult, makeGradeRound } from './grade-result.factory.js';

// jsdom has no canvas: a chart shows the data it was handed.
vi.mock('../../../components/echart.js', () => ({
  EChart: ({ option, label }: { option: { series: { data: unknown[] }[] }; label: string }) => (
    <output aria-label={label}>{JSON.stringify(option.series.map((s) => s.data))}</output>
  ),
}));

const page = (total: number) => ({ data: { list: [], total, page: 1, limit: 1 } });

/** Round 1 as in the factory, with fields the server may add later (judge groups), which the page must let through. */
const firstRound = () => {
  const result = makeGradeResult();
  return {
    ...result,
    judge_groups: [{ id: 1, name: '专业组' }],
    lines: result.lines.map((l) => ({ ...l, judges: l.judges.map((j) => ({ ...j, group_id: 1 })) })),
  };
};
const secondRound = () => ({ ...makeGradeResult(), round: makeGradeRound(2, { name: '决赛' }), lines: [] });

const stubContest = () =>
  stubApi({
    '/api/gradeRound/list': {
      data: {
        list: [makeGradeRound(1, { name: '初赛' }), makeGradeRound(2, { name: '决赛' })],
        total: 2,
        page: 1,
        limit: 20,
      },
    },
    '/api/userData/userScore': (c: ApiCall) => ({
      data: (c.body as { round_id: number }).round_id === 1 ? firstRound() : secondRound(),
    }),
    '/api/userData/audienceScore': page(6),
    '/api/GradeActivity/audienceList': page(3),
  });

const figure = (title: string) =>
  screen
    .getByText(title, { selector: '.ant-statistic-title' })
    .closest('.ant-statistic')
    ?.querySelector('.ant-statistic-content')?.textContent;
const card = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-card-head-title' }, slow)).closest('.ant-card') as HTMLElement;
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

describe('GradeAnalysis', { timeout: 60_000 }, () => {
  it('shows the round’s figures, the audience’s among them', async () => {
    const api = stubContest();
    renderPage(<GradeAnalysis activityId={8} />);
    await screen.findByText('评委评分记录', {}, slow);
    await waitFor(() => expect(figure('评分观众')).toBe('3'), slow);
    expect(figure('选手')).toBe('4');
    expect(figure('已出成绩')).toBe('4');
    expect(figure('评委')).toBe('3');
    expect(figure('评委评分记录')).toBe('11');
    expect(figure('回避')).toBe('1');
    expect(figure('观众评分')).toBe('6');
    expect(api.callsTo('/api/userData/userScore')[0]!.body).toEqual({ activity_id: 8, round_id: 1 });
    expect(api.callsTo('/api/GradeActivity/audienceList')[0]!.body).toMatchObject({ activity_id: 8, round_id: 1 });
    expect(screen.getByText('导出成绩（排名与每位评委的评分）')).toBeInTheDocument();
  });

  it('tells per judge how far from the other judges they scored, and states how that is measured', async () => {
    stubContest();
    renderPage(<GradeAnalysis activityId={8} />);
    const judges = await card('评委一致性');
    const row = (name: string) => within(judges).getByText(name).closest('tr') as HTMLElement;
    // Judge, scored, abstained, missing, mean total, mean deviation, mean absolute deviation, dropped, flagged.
    expect(cells(row('赵评委'))).toEqual(['赵评委', '3', '1', '0', '15', '-8', '8', '2', '1']);
    expect(cells(row('王评委'))).toEqual(['王评委教授', '4', '0', '0', '23', '+4', '4.5', '1', '1']);
    expect(cells(row('李评委'))).toEqual(['李评委', '3', '0', '1', '22', '+2.67', '2.67', '1', '0']);
    expect(within(judges).getByText(/同一选手其他已评分评委总分的平均/)).toHaveTextContent('满分的 20%');
  });

  it('charts the finals in ranking order, and the judges’ lowest to highest total with the final', async () => {
    stubContest();
    renderPage(<GradeAnalysis activityId={8} />);
    expect(await screen.findByLabelText('各选手最终得分（按排名）', {}, slow)).toHaveTextContent('[[24,22.5,21.5,18]]');
    fireEvent.click(screen.getByText('评委分差'));
    expect(await screen.findByLabelText('各选手评委总分的最低与最高', {}, slow)).toHaveTextContent(
      '[[13,22,18,14],[14,1,7,5],[24,22.5,21.5,18]]',
    );
  });

  it('lists the scoring items hardest first, and the ranking with each contestant’s spread', async () => {
    stubContest();
    renderPage(<GradeAnalysis activityId={8} />);
    const items = await card('评分项得分率');
    const rows = [...items.querySelectorAll('tbody tr.ant-table-row')] as HTMLElement[];
    expect(rows.map(cells)).toEqual([
      ['表现', '2', '6.79 / 10', '67.9%', '4'],
      ['内容', '1', '7 / 10', '70%', '4'],
    ]);
    const ranking = await card('排名');
    const ranked = [...ranking.querySelectorAll('tbody tr.ant-table-row')] as HTMLElement[];
    expect(ranked.map((r) => cells(r).slice(0, 4))).toEqual([
      ['1', '张三', 'A组', '24'],
      ['2', '李四', 'A组', '22.5'],
      ['3', '赵六', 'B组', '21.5'],
      ['4', '王五', 'B组', '18'],
    ]);
    expect(cells(ranked[0]!)).toContain('13 – 27');
  });

  it('reads another round when it is picked', async () => {
    const api = stubContest();
    renderPage(<GradeAnalysis activityId={8} />);
    const top = (await screen.findByText('初赛', {}, slow)).closest('.ant-card') as HTMLElement;
    await pick(top, '轮次', '决赛');
    expect(await screen.findByText('本轮还没有选手', {}, slow)).toBeInTheDocument();
    expect(api.callsTo('/api/userData/userScore').at(-1)!.body).toEqual({ activity_id: 8, round_id: 2 });
  });
});
