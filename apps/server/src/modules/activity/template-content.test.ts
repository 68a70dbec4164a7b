import { contract } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import type { TestApp } from '../../test/test-app.js';
import { voteCandidates } from '../vote/index.js';
import { activityTemplates } from './activity.table.js';
import { makeLiveQuiz } from './live-quiz.factory.js';
import { enterAs } from './participant.factory.js';
import { templateSeeds } from './template.seed.js';
import type { CandidateSeed, QuizTemplateSettings } from './template-seed/template-seed-types.js';

const seedOf = (code: string) => templateSeeds.flatMap((s) => s.templates).find((tpl) => tpl.code === code)!;

describe('a draft made from a template', () => {
  const { t, organiser } = organiserApp();

  const templateId = async (code: string) =>
    (await t.deps.db.select().from(activityTemplates).where(eq(activityTemplates.code, code)))[0]!.id;
  const createFrom = async (type: number, code: string, account = organiser) =>
    (await t.call(contract.activity.create, { type, tpl_id: await templateId(code) }, { token: account.token })).body
      .data;
  const call = <E extends Parameters<TestApp['call']>[0]>(e: E, input: Record<string, unknown>) =>
    t.call(e, input, { token: organiser.token });

  it('has the prize turn and goods each quiz template promises, ready to draw for those who pass', async () => {
    for (const tpl of templateSeeds.find((s) => s.kind === 1)!.templates) {
      const promised = (tpl.settings as QuizTemplateSettings).prize;
      const account = await makeCustomer(t);
      const draft = await createFrom(1, tpl.code, account);
      const turns = (await t.call(contract.prize.turnList, { activity_id: draft.id }, { token: account.token })).body
        .data;
      expect(
        turns.map((x) => [x.name, x.need_pass, x.day_limit, x.status]),
        tpl.code,
      ).toEqual(promised ? [[promised.name, true, promised.day_limit, 'on']] : []);
      if (!promised) continue;
      const goods = (await t.call(contract.prize.goods, { turn_id: turns[0]!.id }, { token: account.token })).body.data;
      expect(
        goods.map((g) => [g.name, g.stock, g.probability]),
        tpl.code,
      ).toEqual(promised.goods.map((g) => [g.name, g.stock, g.chance / 100]));
    }
    const draft = await createFrom(1, 'k1-safety-month');
    const [turn] = (await call(contract.prize.turnList, { activity_id: draft.id })).body.data;
    expect(turn).toMatchObject({ name: '及格抽奖', need_pass: true, day_limit: 1 });
  });

  it('shows on the settings page the full score and question count the template states', async () => {
    const draft = await createFrom(1, 'k1-safety-month');
    const info = (await call(contract.quiz.baseInfo, { activity_id: draft.id })).body.data;
    expect(info).toMatchObject({ full_score: 10, question_count: 10, settings: { pass_score: 6 } });
    expect(seedOf('k1-safety-month').features).toContain('满分10分，6分及格，及格即可抽奖');
  });

  it('gives every attempt the stated full score, the same on the participant’s result and the organiser’s records', async () => {
    const draft = await createFrom(1, 'k1-safety-month');
    const quiz = await makeLiveQuiz(t, organiser.customer, draft.settings);
    for (let i = 0; i < 3; i += 1) {
      const player = await enterAs(t, quiz, {
        fields: { name: `员工${i}`, phone: `1390000010${i}`, unit: '安全环保部' },
      });
      const attempt = (await t.call(contract.quiz.h5Start, { ticket: player.ticket })).body.data;
      expect(attempt.questions.reduce((n, q) => n + q.score, 0)).toBe(10);
      if (i === 2) break;
      const result = (await t.call(contract.quiz.h5Finish, { ticket: player.ticket, attempt_id: attempt.attempt_id }))
        .body.data;
      expect(result).toMatchObject({ full_score: 10, total: 10 });
    }
    const records = (await call(contract.quiz.answerRecords, { activity_id: quiz.id })).body.data.list;
    expect(records.map((r) => [r.full_score, r.total])).toEqual([
      [10, 10],
      [10, 10],
      [10, 10],
    ]);
  });

  it('starts a vote template with its sample candidates, numbered in order with their portraits', async () => {
    const draft = await createFrom(4, 'k4-best-employee');
    const samples = seedOf('k4-best-employee').settings.sample_candidates as CandidateSeed[];
    const list = (await call(contract.vote.list, { activity_id: draft.id, limit: 20 })).body.data;
    expect(list.list.map((c) => [c.number, c.name, c.description, c.cover])).toEqual(
      samples.map((s, i) => [i + 1, s.name, s.description, s.cover]),
    );
    expect(draft.settings).not.toHaveProperty('sample_candidates');
  });

  it('adds nothing to a questionnaire template or a blank draft', async () => {
    const account = await makeCustomer(t);
    const blank = (type: number) => t.call(contract.activity.create, { type }, { token: account.token });
    for (const draft of [
      await createFrom(4, 'k4-staff-satisfaction', account),
      (await blank(4)).body.data,
      (await blank(1)).body.data,
    ]) {
      const candidates = await t.deps.db.select().from(voteCandidates).where(eq(voteCandidates.activityId, draft.id));
      expect(candidates).toEqual([]);
      const turns = await t.call(contract.prize.turnList, { activity_id: draft.id }, { token: account.token });
      expect(turns.body.data).toEqual([]);
    }
  });
});
