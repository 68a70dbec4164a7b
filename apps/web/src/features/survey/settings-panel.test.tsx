import { surveySettingsSchema } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, slow } from '../../components/test-kit.js';
import { type SavedBody, savePath, stubSurvey, threeQuestions } from './survey-fixtures.js';
import { SurveyPage } from './survey-page.js';

const renderBuilder = () => renderPage(<SurveyPage />, { route: '/activity/survey?activity_id=8' });
const openSettings = async () =>
  fireEvent.click(await screen.findByText('设置', { selector: '.ant-tabs-tab-btn' }, slow));
const save = () => fireEvent.click(screen.getByText(/^保\s?存$/));
const savedIdentity = async (api: ReturnType<typeof stubSurvey>) => {
  await waitFor(() => expect(api.callsTo(savePath)).toHaveLength(1), slow);
  const body = api.callsTo(savePath)[0]?.body as SavedBody;
  return body.settings.identity;
};

describe('the questionnaire settings', () => {
  it('has respondents prove their phone number by SMS code, saved with the settings', async () => {
    const api = stubSurvey(threeQuestions());
    renderBuilder();
    await openSettings();
    expect(await screen.findByText(/换一台设备即是新的参与者/, {}, slow)).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('短信验证手机号'));
    expect(screen.getByText(/每条验证码从您的短信余额扣费/)).toBeInTheDocument();
    save();
    expect(await savedIdentity(api)).toBe('phone');
  });

  it('takes participants as their device again when the organiser chooses it', async () => {
    const api = stubSurvey(surveySettingsSchema.parse({ ...threeQuestions(), identity: 'phone' }));
    renderBuilder();
    await openSettings();
    expect(await screen.findByLabelText('短信验证手机号', {}, slow)).toBeChecked();
    fireEvent.click(screen.getByLabelText('本设备'));
    save();
    expect(await savedIdentity(api)).toBe('device');
  });
});
