import { quizSettingsSchema } from '@app/contract';
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

  it('keeps other kinds’ template settings as they are', () => {
    expect(initialSettings(4, { questions: 3 }, banks)).toEqual({ questions: 3 });
    expect(initialSettings(5, null, banks)).toEqual({});
    expect(templateBankCodes(4, { public_bank_codes: ['x'] })).toEqual([]);
  });

  it('refuses a quiz template whose settings do not parse', () => {
    expect(() => initialSettings(1, { quiz: { day_max: -1 }, public_bank_codes: [] }, banks)).toThrow();
  });
});
