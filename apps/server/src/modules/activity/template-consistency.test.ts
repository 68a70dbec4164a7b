import { existsSync } from 'node:fs';
import { quizSettingsSchema } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { publicBankSeeds } from '../question/index.js';
import { templateSeeds } from './template.seed.js';
import type { QuizTemplateSettings, TemplateSeed } from './template-seed/template-seed-types.js';

/** The web app serves what the seed names under /templates. */
const webPublic = new URL('../../../../web/public/', import.meta.url);
const banks = new Map(publicBankSeeds.map((b) => [b.code, b]));
const kindOf = (kind: number) => templateSeeds.find((s) => s.kind === kind)!.templates;

const textOf = (tpl: TemplateSeed, rules = '') => [tpl.description, ...tpl.features, rules].join('\n');
/** Every number the text writes in front of `unit`, e.g. 分 in "满分10分" (but not 分钟). */
const numbersBefore = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => Number(m[1]));

/** The one score every question of `type` in the bank carries; a mixed type would make the full score vary. */
const scoreOf = (bank: string, type: string) => {
  const scores = new Set(
    banks
      .get(bank)!
      .questions.filter((q) => q.type === type)
      .map((q) => q.score),
  );
  expect(scores.size, `${bank} ${type}`).toBe(1);
  return [...scores][0]!;
};

describe('every template says what it sets up', () => {
  for (const tpl of kindOf(1)) {
    const settings = tpl.settings as QuizTemplateSettings;
    const quiz = quizSettingsSchema.parse(settings.quiz);
    const text = textOf(tpl, quiz.rules);

    it(`${tpl.code}: draws enough questions of each type, each type of one score`, () => {
      expect(settings.draws.length).toBeGreaterThan(0);
      const wanted = new Map<string, number>();
      for (const d of settings.draws)
        wanted.set(`${d.bank}/${d.type}`, (wanted.get(`${d.bank}/${d.type}`) ?? 0) + d.count);
      for (const [key, n] of wanted) {
        const [bank, type] = key.split('/');
        expect(banks.get(bank!)!.questions.filter((q) => q.type === type).length, key).toBeGreaterThanOrEqual(n);
      }
    });

    it(`${tpl.code}: states the full score, pass mark and question counts its settings give`, () => {
      const scores = settings.draws.map((d) => scoreOf(d.bank, d.type));
      const count = settings.draws.reduce((n, d) => n + d.count, 0);
      const full = settings.draws.reduce((sum, d, i) => sum + d.count * scores[i]!, 0);
      expect(Number.isInteger(full)).toBe(true);
      const levelCounts = quiz.levels.map((l) => l.question_count);
      expect(
        numbersBefore(text, /(\d+)道题/g).every((n) => n === count || levelCounts.includes(n)),
        text,
      ).toBe(true);
      if (quiz.barrier) {
        // Every level takes some of the same draws, so they must all score alike for "答对N题" to mean N × score.
        expect(new Set(scores).size).toBe(1);
        expect(levelCounts.reduce((a, b) => a + b, 0)).toBe(count);
        const rightToPass = numbersBefore(text, /答对(\d+)题/g);
        expect(rightToPass.length).toBeGreaterThan(0);
        for (const level of quiz.levels) expect(rightToPass).toContain(level.pass_score / scores[0]!);
        return;
      }
      expect(numbersBefore(text, /满分(\d+)分/g), text).toContain(full);
      expect(new Set(numbersBefore(text, /满分(\d+)分/g))).toEqual(new Set([full]));
      const passMarks = [...numbersBefore(text, /(\d+)分及格/g), ...numbersBefore(text, /达到(\d+)分/g)];
      expect(passMarks.length, text).toBeGreaterThan(0);
      expect(new Set(passMarks)).toEqual(new Set([quiz.pass_score]));
      const allowed = new Set([full, quiz.pass_score, ...scores]);
      for (const n of numbersBefore(text, /(\d+)分(?!钟)/g)) expect(allowed, `${n}分 in ${text}`).toContain(n);
    });

    it(`${tpl.code}: sets up the prize draw its text promises, and none it does not`, () => {
      expect(Boolean(settings.prize), text).toBe(/抽奖/.test(text));
      if (!settings.prize) return;
      expect(settings.prize.goods.length).toBeGreaterThan(0);
      expect(settings.prize.need_pass).toBe(true);
      for (const g of settings.prize.goods) expect(g.stock).toBeGreaterThan(0);
      expect(settings.prize.goods.reduce((n, g) => n + g.chance, 0)).toBeLessThanOrEqual(10_000);
    });
  }

  it('states no pass mark where the settings have none', () => {
    for (const seed of templateSeeds.filter((s) => s.kind !== 1))
      for (const tpl of seed.templates) expect(textOf(tpl), tpl.code).not.toMatch(/及格/);
  });

  it('gives every vote template sample candidates with a description and a portrait the web app serves', () => {
    const votes = kindOf(4).filter((tpl) => tpl.settings.form === 'vote');
    expect(votes.length).toBeGreaterThan(0);
    for (const tpl of votes) {
      const samples = tpl.settings.sample_candidates as { name: string; description: string; cover: string }[];
      expect(samples.length, tpl.code).toBeGreaterThanOrEqual(3);
      for (const s of samples) {
        expect(s.name && s.description, tpl.code).toBeTruthy();
        expect(existsSync(new URL(`.${s.cover}`, webPublic)), s.cover).toBe(true);
      }
    }
  });
});
