import { defaultGradeRule, type GradeRound } from '@app/contract/grade-schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type ApiCall,
  dialogTitled,
  expectNotice,
  LocationProbe,
  renderPage,
  stubApi,
} from '../../components/test-kit.js';
import { ScorePage } from './score-page.js';
import { bodyOf, choose, makeItem, makeRound, page, patient, press, rowOf } from './test-grade.js';

const rounds = (first: Partial<GradeRound> = {}) => [
  makeRound(1, { name: '初赛', ...first }),
  makeRound(2, { name: '决赛', item_count: 0 }),
];

// The activity's own read is left unstubbed: the page then shows without the activity's header, as for staff.
const stubRounds = (first: Partial<GradeRound> = {}) =>
  stubApi({
    '/api/gradeRound/list': page(rounds(first)),
    '/api/GradeRound/scoringItems': {
      data: [makeItem(1, { name: '内容', weight: 1.5 }), makeItem(2, { name: '表现', max: 20, step: 0.5 })],
    },
    '/api/GradeRound/addScoringItems': (c: ApiCall) => ({ data: makeItem(9, c.body as object) }),
    '/api/GradeRound/editScoringItems': (c: ApiCall) => ({ data: makeItem(1, c.body as object) }),
    '/api/GradeRound/saveRule': (c: ApiCall) => ({ data: c.body }),
    '/api/GradeRound/sort': { data: null },
    '/api/GradeRound/addSetting': (c: ApiCall) => ({ data: makeRound(3, c.body as object) }),
    '/api/grade/judges': { data: [] },
    '/api/grade/audienceIdentity': { data: { identity: 'device' } },
    '/api/grade/saveAudienceIdentity': (c: ApiCall) => ({
      data: { identity: (c.body as { identity: string }).identity },
    }),
  });

const renderScore = (query = '') =>
  renderPage(
    <>
      <ScorePage />
      <LocationProbe />
    </>,
    { route: `/activity/score?activity_id=8${query}` },
  );

describe('ScorePage: rounds and scoring', { timeout: 60_000 }, () => {
  it('asks who the audience is once a round is open to them, and saves the choice', async () => {
    const api = stubRounds({ audience_open: true });
    renderScore();
    fireEvent.click(await screen.findByLabelText('短信验证手机号', {}, patient));
    expect(await bodyOf(api, '/api/grade/saveAudienceIdentity')).toEqual({ activity_id: 8, identity: 'phone' });
    expect(await screen.findByText('已保存', {}, patient)).toBeInTheDocument();
  });

  it('shows the first round’s items with the full mark, and adds an item to it', async () => {
    const api = stubRounds();
    renderScore();
    expect(await screen.findByText('评分项 · 初赛', {}, patient)).toBeInTheDocument();
    expect(await screen.findByText('满分 35（各项最高分 × 权重之和）', {}, patient)).toBeInTheDocument();
    expect(within(await rowOf('表现')).getByText('0–20')).toBeInTheDocument();
    await press('添加评分项');
    const dialog = await dialogTitled('添加评分项');
    fireEvent.change(within(dialog).getByLabelText('评分项'), { target: { value: '创新' } });
    fireEvent.change(within(dialog).getByLabelText('最高分'), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText('权重'), { target: { value: '0.5' } });
    await press('保存', dialog);
    expect(await bodyOf(api, '/api/GradeRound/addScoringItems')).toEqual({
      round_id: 1,
      name: '创新',
      min: 0,
      max: 5,
      step: 1,
      weight: 0.5,
      description: '',
    });
  });

  it('says what is wrong with an item whose top is off its step, and sends nothing', async () => {
    const api = stubRounds();
    renderScore();
    await press('添加评分项');
    const dialog = await dialogTitled('添加评分项');
    fireEvent.change(within(dialog).getByLabelText('评分项'), { target: { value: '创新' } });
    fireEvent.change(within(dialog).getByLabelText('步长'), { target: { value: '3' } });
    await press('保存', dialog);
    await expectNotice('最高分须在步长上（最低分加步长的整数倍）');
    expect(api.callsTo('/api/GradeRound/addScoringItems')).toHaveLength(0);
  });

  it('states the rule in words as it is set, asks for k only for trimmed methods, and saves it', async () => {
    const api = stubRounds();
    renderScore();
    expect(
      await screen.findByText('规则说明：去掉1个最高分和1个最低分后取平均，保留2位小数（四舍五入）', {}, patient),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('去掉最高分和最低分各几个')).toBeInTheDocument();
    expect(screen.queryByLabelText('观众评分占比（%）')).not.toBeInTheDocument();
    await choose(screen.getByLabelText('计分方式'), '平均分');
    await waitFor(() => expect(screen.queryByLabelText('去掉最高分和最低分各几个')).not.toBeInTheDocument());
    fireEvent.change(screen.getByLabelText('保留小数位数'), { target: { value: '1' } });
    fireEvent.click(screen.getByText('所有评委评完才出结果'));
    expect(
      await screen.findByText('规则说明：取各评委总分的平均分，保留1位小数（四舍五入）', {}, patient),
    ).toBeInTheDocument();
    await press('保存计分规则');
    expect(await bodyOf(api, '/api/GradeRound/saveRule')).toEqual({
      ...defaultGradeRule,
      id: 1,
      method: 'mean',
      decimals: 1,
      missing: 'block',
    });
  });

  it('asks for the audience share when the round is open to the audience', async () => {
    const api = stubRounds({ audience_open: true });
    renderScore();
    fireEvent.change(await screen.findByLabelText('观众评分占比（%）', {}, patient), { target: { value: '30' } });
    expect(await screen.findByText(/评委得分占70%、观众评分占30%/, {}, patient)).toBeInTheDocument();
    await press('保存计分规则');
    expect(await bodyOf(api, '/api/GradeRound/saveRule')).toMatchObject({ id: 1, audience_weight: 30 });
  });

  it('locks the items’ ranges once judges have scored the round', async () => {
    stubRounds({ score_count: 12 });
    renderScore();
    expect(await screen.findByText(/本轮已有 12 条评委评分/, {}, patient)).toBeInTheDocument();
    expect(
      (await screen.findByText(/^添加评分项$/, { selector: 'button *' }, patient)).closest('button'),
    ).toBeDisabled();
    fireEvent.click(within(await rowOf('内容')).getByText(/^编\s*辑$/));
    const dialog = await dialogTitled('编辑评分项');
    expect(within(dialog).getByLabelText('最高分')).toBeDisabled();
    expect(within(dialog).getByLabelText('权重')).toBeDisabled();
    expect(within(dialog).getByLabelText('评分项')).not.toBeDisabled();
  });

  it('moves a round down, and adds one open to the audience', async () => {
    const api = stubRounds();
    renderScore();
    fireEvent.click(await screen.findByLabelText('下移 初赛', {}, patient));
    expect(await bodyOf(api, '/api/GradeRound/sort')).toEqual({ activity_id: 8, ids: [2, 1] });
    await press('添加轮次');
    const dialog = await dialogTitled('添加轮次');
    fireEvent.change(within(dialog).getByLabelText('轮次名称'), { target: { value: '复赛' } });
    fireEvent.click(within(dialog).getByText('只显示最终得分'));
    fireEvent.click(within(dialog).getByLabelText('开放观众评分'));
    await press('保存', dialog);
    expect(await bodyOf(api, '/api/GradeRound/addSetting')).toEqual({
      activity_id: 8,
      name: '复赛',
      reveal: 'total',
      comment: 'optional',
      judges_see_others: false,
      audience_open: true,
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('round=3'));
  });

  it('keeps the tab and the round in the address', async () => {
    stubRounds();
    renderScore('&round=2');
    expect(await screen.findByText('评分项 · 决赛', {}, patient)).toBeInTheDocument();
    fireEvent.click(screen.getByText('评委', { selector: '[role="tab"], [role="tab"] *' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/activity/score?activity_id=8&round=2&tab=judges');
  });
});
