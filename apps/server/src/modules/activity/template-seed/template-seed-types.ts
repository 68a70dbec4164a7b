import type { ActivityKind, QuestionType, QuizSettingsInput } from '@app/contract';

/** A gallery filter (function or topic) as written for the seed; `code` keys it, e.g. 'k1-func-prize'. */
export type TagSeed = { code: string; name: string };

/** A platform template as written for the seed; `code` keys it and names its cover image. */
export type TemplateSeed = {
  code: string;
  title: string;
  description: string;
  /** Codes of one of the kind's functions and one of its topics. */
  func: string;
  topic: string;
  features: string[];
  settings: Record<string, unknown>;
  /** The count a new gallery starts from; organisers' use adds to it and seeding again leaves it alone. */
  useCount: number;
  /** Set for a showcase listed under cases: who ran it and how many took part. */
  showcase?: { organiser: string; joinCount: number };
};

export type KindSeed = { kind: ActivityKind; functions: TagSeed[]; topics: TagSeed[]; templates: TemplateSeed[] };

/** The seeded public question banks a quiz template may draw from (question/seed). */
export type PublicBankCode =
  | 'env-waste-sorting'
  | 'env-ecology'
  | 'general-nature-geography'
  | 'general-culture'
  | 'health-lifestyle'
  | 'health-first-aid'
  | 'history-ancient'
  | 'history-modern'
  | 'law-civil-code'
  | 'law-labor'
  | 'safety-fire'
  | 'safety-traffic';

/** One part of every attempt: this many questions of one type from a public bank. */
export type QuizDraw = { bank: PublicBankCode; type: QuestionType; count: number };

/** Goods of a template's prize turn; `chance` is in hundredths of a percent, as prize goods store it. */
export type PrizeGoodsSeed = { name: string; stock: number; chance: number };

/** The prize turn a template's text promises, created with the draft (the organiser edits it like any other). */
export type PrizeTurnSeed = {
  name: string;
  need_pass: boolean;
  day_limit: number;
  total_limit: number;
  goods: PrizeGoodsSeed[];
};

/**
 * What an online-quiz template sets up when an activity is created from it: the quiz settings (its questions
 * come from the banks, so none are named here), what each attempt draws, and the prize turn it promises.
 * Draws name a question type, because a bank's types carry different scores: drawing by type is what gives
 * every attempt the same full score, the one the template's text states.
 */
export type QuizTemplateSettings = {
  quiz: Omit<QuizSettingsInput, 'question_ids' | 'random_rules'>;
  draws: QuizDraw[];
  prize?: PrizeTurnSeed;
};

export const quizTemplate = (settings: QuizTemplateSettings): Record<string, unknown> => settings;

/** Covers are drawn for this project and served by the web app from public/templates. */
export const coverOf = (code: string) => `/templates/${code}.svg`;

/** A sample candidate a vote template starts with, so the organiser sees how candidates look before adding theirs. */
export type CandidateSeed = { name: string; description: string; cover: string };
