import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../../components/test-kit.js';
import { ScorePage } from './score-page.js';
import { makeGroupedResult, makeRound, page, patient } from './test-grade.js';

const stubResults = () =>
  stubApi({
    '/api/gradeRound/list': page([makeRound(1, { name: '初赛' })]),
    '/api/userData/userScore': { data: makeGroupedResult() },
    '/api/userData/judgesScore': page([]),
  });

const renderResults = () => renderPage(<ScorePage />, { route: '/activity/score?activity_id=8&tab=results' });
const rowIn = async (name: string) => {
  const table = (await screen.findByText('最终得分', { selector: 'th' }, patient)).closest('table') as HTMLElement;
  return within(table).getByText(name).closest('tr') as HTMLElement;
};

describe('ScorePage: results with judge groups', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each group’s part and the share it counted for beside the final score', async () => {
    stubResults();
    renderResults();
    expect(
      await screen.findByText(
        '计分规则：取各评委总分的平均分，按评委分组计算后加权：专业评委占70%、大众评委占30%，保留2位小数（四舍五入）',
        {},
        patient,
      ),
    ).toBeInTheDocument();
    const zhang = await rowIn('张三');
    expect(within(zhang).getByText('20.6', { selector: 'strong' })).toBeInTheDocument();
    expect(within(zhang).getByText('专业评委 23 × 70%')).toBeInTheDocument();
    expect(within(zhang).getByText('大众评委 15 × 30%')).toBeInTheDocument();
    // Nobody of 大众评委 scored 李四: 专业评委 counts whole.
    const li = await rowIn('李四');
    expect(within(li).getByText('16.5', { selector: 'strong' })).toBeInTheDocument();
    expect(within(li).getByText('专业评委 16.5 × 100%')).toBeInTheDocument();
    expect(within(li).getByText('大众评委 未评')).toBeInTheDocument();
  });

  it('names each judge’s group in a contestant’s breakdown', async () => {
    stubResults();
    renderResults();
    fireEvent.click((await rowIn('张三')).querySelector('.ant-table-row-expand-icon')!);
    const breakdown = await screen.findByRole('region', { name: '张三的评委评分' }, patient);
    const judgeRow = (name: string) => within(breakdown).getByText(name).closest('tr') as HTMLElement;
    expect(within(judgeRow('评委1')).getByText('专业评委')).toBeInTheDocument();
    expect(within(judgeRow('评委3')).getByText('大众评委')).toBeInTheDocument();
    expect(within(judgeRow('评委3')).getByText('15')).toBeInTheDocument();
  });
});
