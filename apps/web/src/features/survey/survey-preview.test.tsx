import { surveySettingsSchema } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocationProbe, renderPage, slow } from '../../components/test-kit.js';
import { stubSurvey, threeQuestions } from './survey-fixtures.js';
import { SurveyPage } from './survey-page.js';

const renderBuilder = () =>
  renderPage(
    <>
      <SurveyPage />
      <LocationProbe />
    </>,
    { route: '/activity/survey?activity_id=8' },
  );

/** q2 shows only after 参加过; a page break puts the required q3 on page 2. */
const withLogic = () => {
  const s = threeQuestions();
  const [q1, q2, q3] = s.questions;
  return surveySettingsSchema.parse({
    ...s,
    questions: [
      q1,
      { ...q2, show_if: { question_key: 'q1', option_keys: ['q1o1'] } },
      { key: 'pb', type: 'page_break' },
      { ...q3, required: true },
    ],
  });
};

const openPreview = async () => {
  fireEvent.click(await screen.findByText(/^预\s?览$/, {}, slow));
  return screen.findByRole('region', { name: '手机预览' }, slow);
};

describe('SurveyPage preview and settings', () => {
  it('previews the questionnaire with its display rule and page checks, never submitting', async () => {
    const api = stubSurvey(withLogic());
    renderBuilder();
    const phone = await openPreview();
    expect(within(phone).getByText('1. 您是否参加过培训？')).toBeInTheDocument();
    expect(within(phone).queryByText(/培训的名称/)).toBeNull();
    fireEvent.click(within(phone).getByLabelText('参加过'));
    expect(await within(phone).findByText('2. 培训的名称', {}, slow)).toBeInTheDocument();
    fireEvent.click(within(phone).getByLabelText('没参加过'));
    await waitFor(() => expect(within(phone).queryByText(/培训的名称/)).toBeNull(), slow);
    fireEvent.click(within(phone).getByText(/^下一页$/));
    expect(await within(phone).findByText('2. 其他建议', {}, slow)).toBeInTheDocument();
    fireEvent.click(within(phone).getByText(/^提交$/));
    expect(await within(phone).findByText('此题为必答题', {}, slow)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path !== '/api/survey/detail' && !c.path.startsWith('/api/MyActivity'))).toEqual(
      [],
    );
  });

  it('switches the activity to a sign-up form from the settings tab', async () => {
    const api = stubSurvey(threeQuestions());
    renderBuilder();
    fireEvent.click(await screen.findByText('设置', {}, slow));
    fireEvent.click(await screen.findByLabelText('报名表单', {}, slow));
    await waitFor(
      () => expect(api.callsTo('/api/survey/form')[0]?.body).toEqual({ activity_id: 8, form: 'signup' }),
      slow,
    );
    expect(await screen.findByLabelText('报名名额', {}, slow)).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/activity/survey?activity_id=8');
  });

  it('sends a vote activity to the vote settings instead of the builder', async () => {
    stubSurvey(surveySettingsSchema.parse({ form: 'vote' }));
    renderBuilder();
    fireEvent.click(await screen.findByText('去投票设置', {}, slow));
    expect(screen.queryByText('添加题目')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/activity/vote?activity_id=8'), slow);
  });
});
