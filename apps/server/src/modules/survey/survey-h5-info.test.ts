import { contract } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { makeLiveSurvey } from './survey.factory.js';

describe('a questionnaire’s participant page', () => {
  const { t, organiser } = organiserApp();

  const info = async (settings: Record<string, unknown>) => {
    const activity = await makeLiveSurvey(t, organiser.customer, settings);
    return (await t.call(contract.activity.h5Info, { code: activity.code ?? '' })).body;
  };

  it('shows the questions, logic, sign-up form and thank-you page, never option points', async () => {
    const res = await info({
      scoring: true,
      signup_fields: [{ key: 'name' }, { key: 'unit', required: false }],
      units: ['一班', '二班'],
      submit_limit: { per: 'device', period: 'day', count: 2 },
      thank_you: { title: '已收到', content: '谢谢', show_score: true },
      vote: { votes_per_day: 9, gate: { answer: 2 } },
      quota: 7,
    });
    expect(res.code).toBe(200);
    expect(res.data.signup_fields).toEqual([
      { key: 'name', required: true },
      { key: 'unit', required: false },
    ]);
    expect(res.data.units).toEqual(['一班', '二班']);
    const settings = res.data.settings as Record<string, unknown> & { questions: { key: string; options: object[] }[] };
    expect(settings).toMatchObject({
      form: 'survey',
      scoring: true,
      submit_limit: { per: 'device', period: 'day', count: 2 },
      thank_you: { title: '已收到', content: '谢谢', show_score: true },
    });
    expect(settings.questions.map((q) => q.key)).toContain('q_why');
    const gender = settings.questions.find((q) => q.key === 'q_gender');
    expect(gender?.options[0]).toEqual({ key: 'male', label: '男', other: false, jump_to: '' });
    const why = settings.questions.find((q) => q.key === 'q_why') as { show_if: unknown } | undefined;
    expect(why?.show_if).toEqual({ question_key: 'q_fruits', option_keys: ['pear'] });
    expect(JSON.stringify(res.data)).not.toMatch(/"score"|votes_per_day|quota|anonymous/);
  });

  it('sends a vote’s form without questions', async () => {
    const res = await info({ form: 'vote' });
    expect(res.data.settings).toMatchObject({ form: 'vote', questions: [] });
  });
});
