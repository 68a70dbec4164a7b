import { holdsAnswer, questionnaireProblem, surveySettingsSchema, voteSettingsSchema } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { initialSettings } from '../draft-settings.js';
import { surveySeed } from './survey.seed.js';

const drafts = surveySeed.templates.map((t) => ({ template: t, settings: surveySettingsSchema.parse(t.settings) }));

describe('the questionnaire, vote and form templates', () => {
  it('each start a draft whose questionnaire the builder would save', () => {
    for (const { template, settings } of drafts) {
      expect(initialSettings(4, template.settings, [])).toEqual(settings);
      expect(questionnaireProblem(settings.questions), template.code).toBeNull();
    }
  });

  it('give surveys and sign-up forms real questions, and votes their daily votes', () => {
    for (const { template, settings } of drafts) {
      if (settings.form === 'vote') {
        expect(settings.questions).toEqual([]);
        const perDay = voteSettingsSchema.parse(settings.vote).votes_per_day;
        expect(template.features, template.code).toContain(`每人每天限投${perDay}票`);
      } else {
        expect(settings.questions.filter(holdsAnswer).length, template.code).toBeGreaterThanOrEqual(5);
      }
    }
  });

  it('include a survey with a display rule and sign-up forms that check phones', () => {
    const surveys = drafts.filter((d) => d.settings.form === 'survey');
    expect(surveys.some((d) => d.settings.questions.some((q) => q.show_if))).toBe(true);
    const forms = drafts.filter((d) => d.settings.form === 'signup');
    expect(forms.length).toBeGreaterThan(0);
    for (const { settings } of forms) {
      expect(settings.questions.some((q) => q.type === 'text' && q.format === 'phone')).toBe(true);
    }
    expect(forms.some((d) => d.settings.quota > 0 && d.template.features.includes(`限额${d.settings.quota}人`))).toBe(
      true,
    );
  });

  it('claim anonymity and uploads only where they have them', () => {
    for (const { template, settings } of drafts) {
      if (template.features.includes('支持匿名填写')) expect(settings.anonymous, template.code).toBe(true);
      const uploads = settings.questions.some((q) => q.type === 'upload');
      if (template.features.includes('支持上传图片')) expect(uploads, template.code).toBe(true);
    }
  });
});
