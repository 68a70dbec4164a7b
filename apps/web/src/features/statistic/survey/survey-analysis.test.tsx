import { statisticContract } from '@app/contract/statistic';
import { surveyContract } from '@app/contract/survey';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Modal, message } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, confirmDialog, renderPage, slow, stubApi } from '../../../components/test-kit.js';
import { SurveyAnalysis } from './survey-analysis.js';

// jsdom has no canvas: a chart shows the data it was handed.
vi.mock('../../../components/echart.js', () => ({
  EChart: ({ option, label }: { option: { series: { data: unknown[] }[] }; label: string }) => (
    <output aria-label={label}>{JSON.stringify(option.series[0]?.data)}</output>
  ),
}));

const s = statisticContract;
const sv = surveyContract;
const count = (key: string, label: string, n: number, percent: number) => ({ key, label, count: n, percent });
const question = (over: Record<string, unknown>) => ({
  answered: 4,
  options: [],
  rows: [],
  average: null,
  ranking: [],
  text_count: 0,
  ...over,
});
const stats = {
  total: 4,
  daily: [{ day: '2026-05-31', responses: 4 }],
  questions: [
    question({
      key: 'q1',
      type: 'radio',
      title: '您的性别',
      options: [
        { ...count('m', '男', 3, 75), other: false },
        { ...count('f', '女', 1, 25), other: false },
      ],
    }),
    question({
      key: 'q2',
      type: 'checkbox',
      title: '您从哪里了解到我们',
      answered: 3,
      options: [
        { ...count('web', '网站', 3, 100), other: false },
        { ...count('oth', '其他', 1, 33.3), other: true },
      ],
    }),
    question({
      key: 'q3',
      type: 'rating',
      title: '满意度',
      average: 4.25,
      options: [1, 2, 3, 4, 5].map((n) => ({
        ...count(String(n), String(n), n === 4 ? 3 : n === 5 ? 1 : 0, 0),
        other: false,
      })),
    }),
    question({
      key: 'q4',
      type: 'matrix',
      title: '服务评价',
      rows: [{ key: 'r1', label: '速度', columns: [count('good', '好', 3, 75), count('bad', '差', 1, 25)] }],
    }),
    question({
      key: 'q5',
      type: 'ranking',
      title: '最看重的',
      ranking: [
        { key: 'b', label: '质量', average_position: 1.25 },
        { key: 'a', label: '价格', average_position: 1.75 },
      ],
    }),
    question({ key: 'q6', type: 'textarea', title: '建议', answered: 2, text_count: 2 }),
  ],
};
const text = (over: Record<string, unknown>) => ({
  response_id: 1,
  text: '希望多办活动',
  name: '李雷',
  created_at: '2026-05-31T02:00:00.000Z',
  ...over,
});
const summary = (over: Record<string, unknown>) => ({
  id: 7,
  participant_id: 3,
  name: '韩梅梅',
  phone: '13900000012',
  unit: '质检部',
  score: null,
  duration_ms: 61_000,
  created_at: '2026-05-31T03:00:00.000Z',
  ...over,
});
const list = (items: unknown[]) => ({ data: { list: items, total: items.length, page: 1, limit: 10 } });
const bodyOf = (call: ApiCall | undefined) => call?.body as Record<string, unknown>;

const stubSurvey = () =>
  stubApi({
    [s.quesStatistic.path]: { data: stats },
    [s.quesStatisticTextSearch.path]: (call) =>
      bodyOf(call).keywords === '活动'
        ? list([text({})])
        : list([text({}), text({ response_id: 2, text: '很好', name: '' })]),
    [s.questionnaireOptionExtend.path]: list([text({ text: '朋友推荐' })]),
    [sv.responses.path]: list([summary({})]),
    [sv.response.path]: {
      data: {
        ...summary({}),
        items: [
          { key: 'q1', type: 'radio', title: '您的性别', text: '女', files: [] },
          { key: 'q6', type: 'textarea', title: '建议', text: '', files: [] },
        ],
      },
    },
    [sv.responseDelete.path]: { data: { deleted: 1 } },
  });

const cardOf = (title: string) =>
  screen.getByText(title, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;
const rowOf = (within_: HTMLElement, text_: string) => within(within_).getByText(text_).closest('tr') as HTMLElement;
const pick = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const items = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' }, slow);
  fireEvent.click(items.at(-1)!);
};

describe('SurveyAnalysis', () => {
  afterEach(() => {
    Modal.destroyAll();
    message.destroy();
  });

  it('shows each question’s counts and percents, the rating average, the matrix and the ranking', async () => {
    stubSurvey();
    renderPage(<SurveyAnalysis activityId={12} />);
    expect(await screen.findByText('1. 您的性别', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('有效答卷').closest('.ant-statistic')).toHaveTextContent('4');
    expect(screen.getByLabelText('每日答卷数')).toHaveTextContent('[4]');
    const gender = cardOf('1. 您的性别');
    expect(within(rowOf(gender, '男')).getByText('75%')).toBeInTheDocument();
    expect(within(rowOf(gender, '女')).getByText('25%')).toBeInTheDocument();
    expect(within(gender).getByLabelText('您的性别')).toHaveTextContent('[3,1]');
    const source = cardOf('2. 您从哪里了解到我们');
    expect(within(source).getByText('3 人作答')).toBeInTheDocument();
    expect(within(rowOf(source, '网站')).getByText('100%')).toBeInTheDocument();
    expect(within(rowOf(source, '其他')).getByText('33.3%')).toBeInTheDocument();
    const rating = cardOf('3. 满意度');
    expect(within(rating).getByText('平均分：4.25')).toBeInTheDocument();
    expect(within(rowOf(rating, '4 分')).getByText('3')).toBeInTheDocument();
    const matrix = cardOf('4. 服务评价');
    expect(within(rowOf(matrix, '速度')).getByText('3 (75%)')).toBeInTheDocument();
    expect(within(rowOf(matrix, '速度')).getByText('1 (25%)')).toBeInTheDocument();
    const ranking = within(cardOf('5. 最看重的'))
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(ranking).toEqual(['1质量1.25', '2价格1.75']);
    const texts = cardOf('6. 建议');
    expect(within(texts).getByText('共 2 条回答')).toBeInTheDocument();
    expect(await within(texts).findByText('希望多办活动', {}, slow)).toBeInTheDocument();
    expect(within(rowOf(texts, '很好')).getByText('匿名')).toBeInTheDocument();
  });

  it('sends the cross-filter to the statistics, the text lists and the response table', async () => {
    const api = stubSurvey();
    renderPage(<SurveyAnalysis activityId={12} />);
    await screen.findByText('1. 您的性别', {}, slow);
    await pick('筛选题目', '您的性别');
    await pick('选择的选项', '女');
    fireEvent.click(screen.getByRole('button', { name: /^筛\s?选$/ }));
    const filter = { question_key: 'q1', option_keys: ['f'] };
    await waitFor(() => expect(bodyOf(api.callsTo(s.quesStatistic.path).at(-1))?.filter).toEqual(filter), slow);
    await waitFor(
      () => expect(bodyOf(api.callsTo(s.quesStatisticTextSearch.path).at(-1))?.filter).toEqual(filter),
      slow,
    );
    await waitFor(() => expect(bodyOf(api.callsTo(sv.responses.path).at(-1))?.filter).toEqual(filter), slow);
    expect(await screen.findByText('仅统计“您的性别”选择了 “女” 的答卷', {}, slow)).toBeInTheDocument();
    expect(bodyOf(api.callsTo(s.quesStatistic.path)[0])?.filter).toBeNull();
  });

  it('searches a question’s texts by keywords', async () => {
    const api = stubSurvey();
    renderPage(<SurveyAnalysis activityId={12} />);
    const texts = (await screen.findByText('6. 建议', {}, slow)).closest('.ant-card') as HTMLElement;
    fireEvent.change(within(texts).getByLabelText('搜索回答内容'), { target: { value: ' 活动 ' } });
    fireEvent.click(within(texts).getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(within(texts).queryByText('很好')).toBeNull(), slow);
    expect(bodyOf(api.callsTo(s.quesStatisticTextSearch.path).at(-1))).toMatchObject({
      activity_id: 12,
      question_key: 'q6',
      keywords: '活动',
      page: 1,
    });
  });

  it('opens the texts written into an "other" option', async () => {
    const api = stubSurvey();
    renderPage(<SurveyAnalysis activityId={12} />);
    const source = (await screen.findByText('2. 您从哪里了解到我们', {}, slow)).closest('.ant-card') as HTMLElement;
    fireEvent.click(within(source).getByRole('button', { name: '查看填写内容' }));
    expect(await screen.findByText('朋友推荐', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('“其他”的填写内容')).toBeInTheDocument();
    expect(bodyOf(api.callsTo(s.questionnaireOptionExtend.path)[0])).toMatchObject({
      activity_id: 12,
      question_key: 'q2',
      option_key: 'oth',
      keywords: '',
    });
  });

  it('shows a whole response in a drawer and deletes it after confirming', async () => {
    const api = stubSurvey();
    renderPage(<SurveyAnalysis activityId={12} />);
    const responses = await screen.findByText('答卷列表', { selector: '.ant-card-head-title' }, slow);
    const row = (await within(responses.closest('.ant-card') as HTMLElement).findByText('韩梅梅', {}, slow)).closest(
      'tr',
    );
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: /查\s?看/ }));
    const drawer = (await screen.findByText('答卷详情', {}, slow)).closest('.ant-drawer') as HTMLElement;
    expect(await within(drawer).findByText('1. 您的性别', {}, slow)).toBeInTheDocument();
    expect(within(drawer).getByText('女')).toBeInTheDocument();
    expect(within(drawer).getByText('未作答')).toBeInTheDocument();
    expect(within(drawer).getByText('13900000012')).toBeInTheDocument();
    expect(bodyOf(api.callsTo(sv.response.path)[0])).toEqual({ activity_id: 12, response_id: 7 });
    fireEvent.click(within(drawer).getByRole('button', { name: /删除答卷/ }));
    await confirmDialog('确定删除这份答卷吗？删除后不再计入统计和导出。');
    await waitFor(() => expect(api.callsTo(sv.responseDelete.path)).toHaveLength(1), slow);
    expect(bodyOf(api.callsTo(sv.responseDelete.path)[0])).toEqual({ activity_id: 12, ids: [7] });
    expect(await screen.findByText('答卷已删除', {}, slow)).toBeInTheDocument();
  });
});
