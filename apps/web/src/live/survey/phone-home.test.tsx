import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, slow, stubApi } from '../../components/test-kit.js';
import { liveCode, liveTicket } from '../kit/live-fixtures.js';
import { LiveFrame } from '../kit/live-frame.js';
import { LivePage } from '../kit/live-page.js';
import type { LiveSession } from '../kit/live-screen.js';
import { readLiveSettings } from '../kit/live-settings.js';
import { SurveyHome } from './phone-home.js';
import type { ParticipantQuestion } from './survey-field-types.js';
import {
  makeStanding,
  makeSubmitResult,
  makeSurveyInfo,
  surveyPaths as paths,
  makeSurveyQuestion as q,
} from './survey-fixtures.js';

afterEach(() => sessionStorage.clear());

const renderSurvey = (questions: ParticipantQuestion[], over: Record<string, unknown> = {}) => {
  const info = makeSurveyInfo(questions, over);
  const live: LiveSession = { info, settings: readLiveSettings(info.settings), ticket: liveTicket, go: vi.fn() };
  const lost = vi.fn();
  const view = renderPage(
    <LiveFrame theme={live.settings.theme}>
      <SurveyHome live={live} onTicketLost={lost} />
    </LiveFrame>,
  );
  return { lost, view };
};
const press = async (name: string) => fireEvent.click(await screen.findByRole('button', { name }, slow));
const pick = async (name: string) => fireEvent.click(await screen.findByRole('radio', { name }, slow));
/** A refused call as the server answers it, with the error's name. */
const refusal = (msg: string, error: string) => {
  const answer = { code: 400, msg, error };
  return answer;
};
const sent = (calls: { body: unknown }[]) => calls.map((c) => c.body as Body);
type Body = { submission_id: string; answers: Record<string, unknown>; duration_ms: number; ticket: string };

const gender = q('q1', 'radio', { title: '您的性别', required: true, options: ['男', '女'] });

describe('SurveyHome', () => {
  it('opens the questionnaire of a kind-4 activity after joining from the cover', async () => {
    stubApi({
      [paths.info]: { data: makeSurveyInfo([gender]) },
      [paths.enter]: { data: { ticket: liveTicket, id: 3, name: '', phone: '', unit: '' } },
      [paths.state]: { data: makeStanding() },
    });
    renderPage(<LivePage />, { route: `/h5/${liveCode}`, path: '/h5/:code' });
    await press('参与活动');
    // The first test loads the live page's lazy chunks cold, which a loaded machine takes seconds to transform.
    expect(await screen.findByRole('group', { name: '1. 您的性别' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByText('员工满意度调查')).toBeInTheDocument();
  });

  it('checks a page before 下一页 and keeps its answers when going back', async () => {
    stubApi({ [paths.state]: { data: makeStanding() } });
    renderSurvey([gender, q('pb', 'page_break'), q('q2', 'textarea', { title: '您的建议' })]);
    expect(await screen.findByText('第1/2页', {}, slow)).toBeInTheDocument();
    await press('下一页');
    expect(await screen.findByText('此题为必答题')).toBeInTheDocument();
    expect(screen.queryByLabelText('您的建议')).toBeNull();
    await pick('女');
    expect(screen.queryByText('此题为必答题')).toBeNull();
    await press('下一页');
    expect(await screen.findByLabelText('您的建议', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('第2/2页')).toBeInTheDocument();
    expect(screen.getByText('2. 您的建议')).toBeInTheDocument();
    await press('上一页');
    expect(await screen.findByRole('radio', { name: '女' }, slow)).toBeChecked();
  });

  it('reveals a question when its display rule is met and numbers it as seen', async () => {
    stubApi({ [paths.state]: { data: makeStanding() } });
    const reason = q('q2', 'text', { title: '为什么不满意', show_if: { question_key: 'q1', option_keys: ['o2'] } });
    renderSurvey([q('q1', 'radio', { title: '满意吗', options: ['满意', '不满意'] }), reason, q('q3', 'text')]);
    expect(await screen.findByText('2. q3题', {}, slow)).toBeInTheDocument();
    expect(screen.queryByLabelText('为什么不满意')).toBeNull();
    await pick('不满意');
    expect(await screen.findByLabelText('为什么不满意')).toBeInTheDocument();
    expect(screen.getByText('3. q3题')).toBeInTheDocument();
  });

  it('skips straight to 提交 when a picked option jumps to the end, sending only what was shown', async () => {
    const { callsTo } = stubApi({
      [paths.state]: { data: makeStanding() },
      [paths.submit]: { data: makeSubmitResult() },
    });
    const q1 = q('q1', 'radio', {
      title: '是否参加',
      options: ['参加', { key: 'no', label: '不参加', jump_to: 'end' }],
    });
    renderSurvey([q1, q('pb', 'page_break'), q('q2', 'text', { title: '联系电话', required: true })]);
    expect(await screen.findByRole('button', { name: '下一页' }, slow)).toBeInTheDocument();
    await pick('不参加');
    await press('提交');
    expect(await screen.findByText('提交成功', {}, slow)).toBeInTheDocument();
    expect(sent(callsTo(paths.submit))[0]?.answers).toEqual({ q1: { values: ['no'], text: '', rows: {} } });
  });

  it('shows required and format problems and does not submit until they are fixed', async () => {
    const { callsTo } = stubApi({
      [paths.state]: { data: makeStanding() },
      [paths.submit]: { data: makeSubmitResult() },
    });
    renderSurvey([gender, q('q2', 'text', { title: '手机号', format: 'phone' })]);
    fireEvent.change(await screen.findByLabelText('手机号', {}, slow), { target: { value: '12345' } });
    await press('提交');
    expect(await screen.findByText('此题为必答题')).toBeInTheDocument();
    expect(screen.getByText('请输入正确的手机号')).toBeInTheDocument();
    expect(callsTo(paths.submit)).toHaveLength(0);
    await pick('男');
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800000000' } });
    await press('提交');
    await waitFor(() => expect(callsTo(paths.submit)).toHaveLength(1), slow);
  });

  it('sends the kept answers and the same submission id again after a failed submit', async () => {
    let tries = 0;
    const { callsTo } = stubApi({
      [paths.state]: { data: makeStanding() },
      [paths.submit]: () => {
        tries += 1;
        if (tries === 1) throw new Error('offline');
        return { data: makeSubmitResult() };
      },
    });
    const more = q('q2', 'text', { title: '车型', show_if: { question_key: 'q1', option_keys: ['o1'] } });
    renderSurvey([q('q1', 'radio', { title: '是否开车', options: ['是', '否'] }), more]);
    await pick('是');
    fireEvent.change(await screen.findByLabelText('车型'), { target: { value: '轿车' } });
    await pick('否');
    await press('提交');
    expect(await screen.findByText('请求失败', {}, slow)).toBeInTheDocument();
    expect(callsTo(paths.submit)).toHaveLength(1);
    await press('提交');
    expect(await screen.findByText('提交成功', {}, slow)).toBeInTheDocument();
    const [first, second] = callsTo(paths.submit).map((c) => c.body as Body);
    expect(first?.submission_id).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(second?.submission_id).toBe(first?.submission_id);
    expect(second?.answers).toEqual({ q1: { values: ['o2'], text: '', rows: {} } });
    expect(second?.ticket).toBe(liveTicket);
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem(`survey-draft:${liveCode}`)).toBeNull();
  });

  it('sends one submission for a double tap on 提交', async () => {
    const { callsTo } = stubApi({
      [paths.state]: { data: makeStanding() },
      [paths.submit]: { data: makeSubmitResult() },
    });
    renderSurvey([gender]);
    await pick('男');
    const button = screen.getByRole('button', { name: '提交' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('提交成功', {}, slow)).toBeInTheDocument();
    expect(callsTo(paths.submit)).toHaveLength(1);
  });

  it('uploads a file with the participant ticket and submits its URL', async () => {
    const { callsTo } = stubApi({
      [paths.state]: { data: makeStanding() },
      [paths.upload]: { data: { url: '/uploads/h5/cv.pdf', name: 'cv.pdf', size: 3 } },
      [paths.submit]: { data: makeSubmitResult() },
    });
    renderSurvey([q('q1', 'upload', { title: '简历', accept: 'file' })]);
    const file = new File(['pdf'], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.change(await screen.findByLabelText('上传文件', {}, slow), { target: { files: [file] } });
    expect(await screen.findByRole('button', { name: '删除cv.pdf' }, slow)).toBeInTheDocument();
    const form = callsTo(paths.upload)[0]?.body as FormData;
    expect([form.get('ticket'), form.get('type'), (form.get('file') as File).name]).toEqual([
      liveTicket,
      'file',
      'cv.pdf',
    ]);
    await press('提交');
    await waitFor(() => expect(callsTo(paths.submit)).toHaveLength(1), slow);
    expect(sent(callsTo(paths.submit))[0]?.answers).toEqual({
      q1: { values: ['/uploads/h5/cv.pdf'], text: '', rows: {} },
    });
  });

  it('keeps the answers of an unfinished form across a reload', async () => {
    stubApi({ [paths.state]: { data: makeStanding() } });
    const first = renderSurvey([gender]);
    await pick('女');
    first.view.unmount();
    renderSurvey([gender]);
    expect(await screen.findByRole('radio', { name: '女' }, slow)).toBeChecked();
  });

  it('shows the thank-you page with the score, and a fresh form for another copy', async () => {
    const result = makeSubmitResult({
      score: 8,
      thank_you: { title: '感谢填写', content: '我们会认真阅读', show_score: true },
      standing: makeStanding({ submitted: 1, can_submit: true }),
    });
    const { callsTo } = stubApi({ [paths.state]: { data: makeStanding() }, [paths.submit]: { data: result } });
    renderSurvey([gender], { scoring: true });
    await pick('男');
    await press('提交');
    expect(await screen.findByText('感谢填写', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('我们会认真阅读')).toBeInTheDocument();
    expect(screen.getByText('得分：8')).toBeInTheDocument();
    await press('再填一份');
    expect(await screen.findByRole('radio', { name: '男' }, slow)).not.toBeChecked();
    await pick('女');
    await press('提交');
    await waitFor(() => expect(callsTo(paths.submit)).toHaveLength(2), slow);
    const [a, b] = callsTo(paths.submit).map((c) => (c.body as Body).submission_id);
    expect(b).not.toBe(a);
  });

  it('tells a participant who already submitted when they did and what they scored', async () => {
    const last = { response_id: 9, score: 12, created_at: '2025-03-02T08:00:00.000Z' };
    stubApi({
      [paths.state]: { data: makeStanding({ submitted: 1, can_submit: false, message: '您已提交过', last }) },
    });
    renderSurvey([gender], { scoring: true });
    expect(await screen.findByText('您已提交过', {}, slow)).toBeInTheDocument();
    expect(screen.getByText(/^提交时间：2025-03-02 \d\d:00$/)).toBeInTheDocument();
    expect(screen.getByText('得分：12')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交' })).toBeNull();
  });

  it('shows the standing when the server refuses a submission over the limit', async () => {
    let refused = false;
    stubApi({
      [paths.state]: () => ({
        data: refused
          ? makeStanding({ can_submit: false, message: '今日提交次数已达上限，请明天再来' })
          : makeStanding(),
      }),
      [paths.submit]: () => {
        refused = true;
        return refusal('今日提交次数已达上限，请明天再来', 'SURVEY_DAILY_LIMIT');
      },
    });
    renderSurvey([gender]);
    await pick('男');
    await press('提交');
    expect(await screen.findByRole('heading', { name: '今日提交次数已达上限，请明天再来' }, slow)).toBeInTheDocument();
  });

  it('sends a participant whose ticket is no longer valid back to the cover', async () => {
    stubApi({ [paths.state]: refusal('请重新进入活动', 'H5_TICKET_INVALID') });
    const { lost } = renderSurvey([gender]);
    await waitFor(() => expect(lost).toHaveBeenCalled(), slow);
  });

  it('asks the form’s fee first and shows the form once it is paid', async () => {
    let paid = false;
    stubApi({
      [paths.state]: { data: makeStanding() },
      '/api/Order/zc_order': () => ({ data: { fee: 20, title: '报名费', status: paid ? 'paid' : 'unpaid' } }),
    });
    renderSurvey([gender]);
    expect(await screen.findByText('报名费：¥20.00，支付后即可参与', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '男' })).toBeNull();
    paid = true;
    fireEvent.click(screen.getByRole('button', { name: '我已支付' }));
    expect(await screen.findByRole('radio', { name: '男' }, slow)).toBeInTheDocument();
  });
});
