import { describe, expect, it } from 'vitest';
import { surveySettingsOf } from './survey-settings.js';

describe('survey settings', () => {
  it('parses the settings of a record once, and a record read again anew', () => {
    const stored = { form: 'survey', questions: [] };
    const record = { settings: stored };
    const parsed = surveySettingsOf(record);
    expect(parsed).toMatchObject({ form: 'survey', questions: [], anonymous: false });
    expect(surveySettingsOf({ settings: stored })).toBe(parsed);
    const reread = surveySettingsOf({ settings: { ...stored, form: 'signup' } });
    expect(reread).not.toBe(parsed);
    expect(reread.form).toBe('signup');
  });

  it('fills the defaults of a record with empty settings', () => {
    expect(surveySettingsOf({ settings: {} })).toMatchObject({ form: 'survey', questions: [], quota: 0 });
  });
});
