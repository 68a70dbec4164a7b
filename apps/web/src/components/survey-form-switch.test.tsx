import { surveySettingsSchema } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SurveyFormSwitch } from './survey-form-switch.js';
import { type ApiCall, LocationProbe, renderPage, slow, stubApi } from './test-kit.js';

const detail = (form: string) => ({
  data: { activity_id: 8, settings: surveySettingsSchema.parse({ form }), response_count: 0 },
});

const renderSwitch = () =>
  renderPage(
    <>
      <SurveyFormSwitch activityId={8} form="survey" />
      <LocationProbe />
    </>,
    { route: '/activity/survey?activity_id=8' },
  );

describe('SurveyFormSwitch', () => {
  it('switches the activity to a vote and opens the vote settings', async () => {
    const api = stubApi({ '/api/survey/form': (c: ApiCall) => detail((c.body as { form: string }).form) });
    renderSwitch();
    fireEvent.click(screen.getByRole('radio', { name: '投票' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/activity/vote?activity_id=8'), slow);
    expect(api.callsTo('/api/survey/form')[0]?.body).toEqual({ activity_id: 8, form: 'vote' });
  });

  it('stays on the builder when switching to a sign-up form', async () => {
    const api = stubApi({ '/api/survey/form': detail('signup') });
    renderSwitch();
    fireEvent.click(screen.getByRole('radio', { name: '报名表单' }));
    await waitFor(() => expect(api.callsTo('/api/survey/form')).toHaveLength(1), slow);
    await waitFor(() => expect(screen.getByRole('radio', { name: '报名表单' })).toBeChecked(), slow);
    expect(screen.getByTestId('location').textContent).toBe('/activity/survey?activity_id=8');
  });

  it('is disabled once the server refuses the change', async () => {
    const refusal = { code: 400, msg: '已有答卷或投票，不能更改活动形式', error: 'SURVEY_FORM_LOCKED' };
    stubApi({ '/api/survey/form': refusal });
    renderSwitch();
    fireEvent.click(screen.getByRole('radio', { name: '投票' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: '投票' })).toBeDisabled(), slow);
    expect(screen.getByRole('radio', { name: '问卷' })).toBeChecked();
    expect(screen.getByTestId('location').textContent).toBe('/activity/survey?activity_id=8');
  });
});
