import { quizSettingsSchema, surveySettingsSchema } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { initialSettings, templateBankCodes } from './draft-settings.js';

const banks = [
  { id: 11, code: 'safety-fire' },
  { id: 12, code: 'law-labor' },
];

describe('a new draft’s settings', () => {
  it('gives a blank online quiz the default quiz settings', () => {
    expect(initialSettings(1, null, [])).toEqual(quizSettingsSchema.parse({}));
  });

  it('draws questions_per_bank at random from each named public bank, skipping unknown codes', () => {
    const template = {
      quiz: { day_max: 1, question_ids: [5, 6], question_mode: 'fixed' },
      public_bank_codes: ['law-labor', 'gone', 'safety-fire'],
      questions_per_bank: 3,
    };
    expect(templateBankCodes(1, template)).toEqual(['law-labor', 'gone', 'safety-fire']);
    expect(initialSettings(1, template, banks)).toMatchObject({
      day_max: 1,
      question_mode: 'random',
      question_ids: [],
      random_rules: [
        { bank_id: 12, count: 3, type: '', difficulty: 0 },
        { bank_id: 11, count: 3, type: '', difficulty: 0 },
      ],
    });
  });

  it('draws each typed draw of a template as a rule of that type, so every attempt scores alike', () => {
    const template = {
      quiz: {},
      draws: [
        { bank: 'safety-fire', type: 'single', count: 3 },
        { bank: 'law-labor', type: 'short', count: 1 },
        { bank: 'gone', type: 'judge', count: 2 },
      ],
    };
    expect(templateBankCodes(1, template)).toEqual(['safety-fire', 'law-labor', 'gone']);
    expect(initialSettings(1, template, banks).random_rules).toEqual([
      { bank_id: 11, type: 'single', count: 3, difficulty: 0 },
      { bank_id: 12, type: 'short', count: 1, difficulty: 0 },
    ]);
  });

  it('gives a blank questionnaire the default settings', () => {
    expect(initialSettings(4, null, [])).toEqual(surveySettingsSchema.parse({}));
  });

  it('starts a questionnaire from its template’s questions and settings, defaults filled in', () => {
    const template = {
      form: 'signup',
      quota: 50,
      questions: [{ key: 'q1', type: 'text', title: '姓名', required: true }],
      vote: { votes_per_day: 3 },
    };
    const settings = initialSettings(4, template, banks);
    expect(settings).toMatchObject({ form: 'signup', quota: 50, vote: { votes_per_day: 3 }, anonymous: false });
    expect(settings.questions).toEqual([
      expect.objectContaining({ key: 'q1', type: 'text', format: 'none', show_if: null }),
    ]);
    expect(templateBankCodes(4, { public_bank_codes: ['x'] })).toEqual([]);
  });

  it('refuses a questionnaire template whose settings do not parse', () => {
    expect(() => initialSettings(4, { questions: [{ key: 'q 1', type: 'text' }] }, banks)).toThrow();
  });

  it('keeps other kinds’ template settings as they are', () => {
    expect(initialSettings(2, { rounds: 3 }, banks)).toEqual({ rounds: 3 });
    expect(initialSettings(2, null, banks)).toEqual({});
  });

  it('keeps none in a lottery’s or a judge-scoring activity: their settings have tables of their own', () => {
    expect(initialSettings(5, { look: { animation: 'wall' }, tiers: [] }, banks)).toEqual({});
    expect(initialSettings(6, { rounds: [] }, banks)).toEqual({});
  });

  it('refuses a quiz template whose settings do not parse', () => {
    expect(() => initialSettings(1, { quiz: { day_max: -1 }, public_bank_codes: [] }, banks)).toThrow();
  });
});
