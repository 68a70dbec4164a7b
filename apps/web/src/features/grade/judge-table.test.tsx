import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, confirmDialog, dialogTitled, renderPage, stubApi } from '../../components/test-kit.js';
import { ScorePage } from './score-page.js';
import { bodyOf, makeJudge, makeRound, page, patient, press, rowOf } from './test-grade.js';

const stubJudges = () =>
  stubApi({
    '/api/gradeRound/list': page([makeRound(1, { name: '初赛', contestant_count: 3 })]),
    '/api/grade/judges': { data: [makeJudge(1, { name: '王教授', title: '教授', scored: 2 }), makeJudge(2)] },
    '/api/grade/judgeGroups': { data: [] },
    '/api/grade/saveJudge': (c: ApiCall) => ({ data: makeJudge(9, c.body as object) }),
    '/api/grade/delJudge': { data: null },
    '/api/grade/renewJudgeKey': { data: makeJudge(1, { name: '王教授', key: 'renewedKey0001' }) },
  });

const renderJudges = () => renderPage(<ScorePage />, { route: '/activity/score?activity_id=8&tab=judges' });

describe('ScorePage: judges', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives each judge their own link with a QR code, says how many they scored, and copies the link', async () => {
    stubJudges();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderJudges();
    const row = await rowOf('王教授');
    const link = `${window.location.origin}/h5/judge/judgeKey0001`;
    expect(within(row).getByText(link)).toBeInTheDocument();
    expect(within(row).getByText('教授')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: '王教授的评分二维码' }).querySelector('svg')).not.toBeNull();
    expect(within(row).getByText('2 / 3 人')).toBeInTheDocument();
    fireEvent.click(within(row).getByLabelText('复制王教授的评分链接'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));
  });

  it('adds a judge with a title', async () => {
    const api = stubJudges();
    renderJudges();
    await press('添加评委');
    const dialog = await dialogTitled('添加评委');
    fireEvent.change(within(dialog).getByLabelText('评委'), { target: { value: '李老师' } });
    fireEvent.change(within(dialog).getByLabelText('头衔'), { target: { value: '特邀评委' } });
    // Without judge groups there is no group to choose.
    expect(within(dialog).queryByLabelText('分组')).toBeNull();
    await press('保存', dialog);
    expect(await bodyOf(api, '/api/grade/saveJudge')).toEqual({
      round_id: 1,
      name: '李老师',
      title: '特邀评委',
      group_id: null,
    });
  });

  it('removes a judge once told their scores stay, and renews a link once told the old one stops', async () => {
    const api = stubJudges();
    renderJudges();
    const row = await rowOf('王教授');
    await press('移除', row);
    await confirmDialog('确定移除评委「王教授」吗？其评分链接会失效，已提交的评分仍保留在成绩中');
    expect(await bodyOf(api, '/api/grade/delJudge')).toEqual({ id: 1 });
    await press('更换链接', row);
    await confirmDialog('确定为「王教授」更换评分链接吗？旧链接会立即失效，需把新链接发给评委');
    expect(await bodyOf(api, '/api/grade/renewJudgeKey')).toEqual({ id: 1 });
    // The judges are read again, so the new link shows.
    await waitFor(() => expect(api.callsTo('/api/grade/judges').length).toBeGreaterThan(2), patient);
  });
});
