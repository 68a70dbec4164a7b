import {
  blankMark,
  judgeAnswers,
  type QuestionFields,
  type QuestionType,
  questionInputSchema,
  questionTypeTitles,
} from '@app/contract';
import { questionProblem } from './question-rules.js';

/**
 * How a person writes a question's type, answer, difficulty, score and tags, shared by the bulk text format
 * and the .xlsx columns, so both read and write the same notation (docs/bulk-question-format.md).
 */
export type Reading<T> = { value: T } | { reason: string };

/** Option keys in order: A … J. */
export const optionLetters = 'ABCDEFGHIJ';

const typeWords: Record<string, QuestionType> = {
  单选: 'single',
  多选: 'multiple',
  判断: 'judge',
  填空: 'blank',
  简答: 'short',
  排序: 'sort',
};

/** 单选 or 单选题 (and the other types) → the type; anything else → undefined. */
export const readType = (word: string): QuestionType | undefined => typeWords[word.trim().replace(/题$/, '')];

/** The words a type may be written as, for a pattern: 单选|多选|… */
export const typeWordPattern = Object.keys(typeWords).join('|');

/** Every type's title, as a list a message can name: 单选题、…、简答题或排序题. */
const titles = Object.values(questionTypeTitles);
export const typeTitleList = `${titles.slice(0, -1).join('、')}或${titles.at(-1)}`;

/** The tag the bulk text writes: 单选, 多选, 判断, 填空, 简答, 排序. */
export const typeWord = (type: QuestionType) => questionTypeTitles[type].replace(/题$/, '');

const judgeWords: Record<string, string> = {
  正确: judgeAnswers.true,
  对: judgeAnswers.true,
  '√': judgeAnswers.true,
  '✓': judgeAnswers.true,
  '✔': judgeAnswers.true,
  t: judgeAnswers.true,
  true: judgeAnswers.true,
  错误: judgeAnswers.false,
  错: judgeAnswers.false,
  '×': judgeAnswers.false,
  '✗': judgeAnswers.false,
  '✘': judgeAnswers.false,
  f: judgeAnswers.false,
  false: judgeAnswers.false,
};
const judgeOf = (raw: string) => judgeWords[raw.trim().toLowerCase()];

const difficultyWords: Record<string, number> = { 易: 1, 简单: 1, 1: 1, 中: 2, 中等: 2, 2: 2, 难: 3, 困难: 3, 3: 3 };
const difficultyNames = ['易', '中', '难'];

export const readDifficulty = (raw: string): Reading<number> => {
  const value = difficultyWords[raw.trim()];
  return value ? { value } : { reason: '难度须为易、中、难（或简单、中等、困难、1、2、3）' };
};
export const difficultyWord = (difficulty: number) => difficultyNames[difficulty - 1] ?? String(difficulty);

const firstIssue = (error: { issues: { message: string }[] }) => error.issues[0]?.message ?? '内容不正确';

/** `2`, `1.5` or `2分`, judged by the contract's own score rule. */
export const readScore = (raw: string): Reading<number> => {
  const text = raw.trim().replace(/分$/, '').trim();
  const parsed = questionInputSchema.shape.score.safeParse(text === '' ? Number.NaN : text);
  return parsed.success ? { value: parsed.data } : { reason: firstIssue(parsed.error) };
};

/** Tags separated by `,` `，` or `、`; repeats count once. */
export const readTags = (raw: string): Reading<string[]> => {
  const tags = [...new Set(raw.split(/[,，、]/).map((t) => t.trim()))].filter(Boolean);
  const parsed = questionInputSchema.shape.tags.safeParse(tags);
  return parsed.success ? { value: parsed.data } : { reason: firstIssue(parsed.error) };
};

/** Every way of marking a blank (`___`, `（ ）`, `()`, `【】`) as the one blank mark. */
const normaliseBlanks = (stem: string) =>
  stem
    .replace(/_{3,}/g, blankMark)
    .replace(/[(（][\s\u3000]*[)）]/g, blankMark)
    .replace(/【[\s\u3000]*】/g, blankMark);

/** Option letters as written ("CAB", "C,A,B", "C、A、B"), each one an option of the question. */
const optionKeys = (raw: string, optionCount: number): Reading<string[]> => {
  const letters = raw.replace(/[\s,，、;；>＞→-]/g, '').toUpperCase();
  if (!/^[A-J]+$/.test(letters)) return { reason: '答案须为选项字母，如"B"或"AB"' };
  const missing = [...letters].find((k) => optionLetters.indexOf(k) >= optionCount);
  return missing ? { reason: `答案中的${missing}不是本题的选项` } : { value: [...letters] };
};

/** A choice answer is a set of keys: repeats count once, in key order. */
const choiceKeys = (raw: string, optionCount: number): Reading<string[]> => {
  const keys = optionKeys(raw, optionCount);
  return 'reason' in keys ? keys : { value: [...new Set(keys.value)].sort() };
};

/** Blanks separated by `；` or `;`, each blank's accepted answers by `|` or `/`. */
const blankAnswers = (raw: string): Reading<string[][]> => {
  const blanks = raw
    .replace(/[；;\s]+$/, '')
    .split(/[；;]/)
    .map((part) =>
      part
        .split(/[|｜/]/)
        .map((a) => a.trim())
        .filter(Boolean),
    );
  const empty = blanks.findIndex((b) => b.length === 0);
  return empty >= 0 ? { reason: `第${empty + 1}个空没有答案` } : { value: blanks };
};

type Shape = { tag: QuestionType | undefined; optionCount: number; answer: string | undefined; stem: string };

/** The tag's type, or else the one the options, answer and stem point to. */
export const inferType = ({ tag, optionCount, answer, stem }: Shape): QuestionType => {
  if (tag) return tag;
  if (optionCount > 0) {
    const keys = answer === undefined ? undefined : choiceKeys(answer, optionCount);
    return keys && 'value' in keys && keys.value.length > 1 ? 'multiple' : 'single';
  }
  if (answer !== undefined && judgeOf(answer)) return 'judge';
  return normaliseBlanks(stem).includes(blankMark) ? 'blank' : 'short';
};

const missingAnswer = '缺少答案，请加一行"答案：…"';

type AnswerParts = { answer: string[]; blanks: string[][] };

/** The answer as written, read for the question's type. */
const readAnswer = (type: QuestionType, raw: string | undefined, optionCount: number): Reading<AnswerParts> => {
  const text = raw?.trim() ?? '';
  if (type === 'short') return { value: { answer: text ? [text] : [], blanks: [] } };
  if (!text) return { reason: missingAnswer };
  if (type === 'judge') {
    const judged = judgeOf(text);
    return judged
      ? { value: { answer: [judged], blanks: [] } }
      : { reason: '判断题答案须为正确或错误（对/错、√/×、T/F）' };
  }
  if (type === 'blank') {
    const blanks = blankAnswers(text);
    return 'reason' in blanks ? blanks : { value: { answer: [], blanks: blanks.value } };
  }
  const keys = type === 'sort' ? optionKeys(text, optionCount) : choiceKeys(text, optionCount);
  return 'reason' in keys ? keys : { value: { answer: keys.value, blanks: [] } };
};

/** The answer in the notation readAnswer reads. */
export const answerText = (q: Pick<QuestionFields, 'type' | 'answer' | 'blanks'>) => {
  switch (q.type) {
    case 'single':
    case 'multiple':
    case 'sort':
      return q.answer.join('');
    case 'judge':
      return q.answer[0] === judgeAnswers.true ? '正确' : '错误';
    case 'blank':
      return q.blanks.map((b) => b.join('|')).join('；');
    case 'short':
      return q.answer[0] ?? '';
  }
};

/** A question as read from text or a row: option texts in order, the answer as written, the rest already read. */
export type QuestionParts = {
  tag: QuestionType | undefined;
  stem: string;
  options: string[];
  answer: string | undefined;
  explanation?: string;
  difficulty?: number;
  score?: number;
  tags?: string[];
};

/** Where a reason belongs: the answer, one option, or the question as a whole. */
type Built = { value: QuestionFields } | { reason: string; at: 'answer' | 'question' | { option: number } };

const placeOf = (path: PropertyKey[] | undefined): Exclude<Built, { value: QuestionFields }>['at'] =>
  path?.[0] === 'options' && typeof path[1] === 'number' ? { option: path[1] } : 'question';

/**
 * The question the parts describe: its type (tagged or inferred), its answer read for that type, then the
 * contract's schema and the question rules, whose first broken one is the reason.
 */
export const buildQuestion = (p: QuestionParts): Built => {
  const type = inferType({ tag: p.tag, optionCount: p.options.length, answer: p.answer, stem: p.stem });
  const read = readAnswer(type, p.answer, p.options.length);
  if ('reason' in read) return { reason: read.reason, at: p.answer?.trim() ? 'answer' : 'question' };
  const parsed = questionInputSchema.safeParse({
    type,
    stem: type === 'blank' ? normaliseBlanks(p.stem) : p.stem,
    options: p.options.map((text, i) => ({ key: optionLetters[i], text })),
    ...read.value,
    explanation: p.explanation,
    difficulty: p.difficulty,
    score: p.score,
    tags: p.tags,
  });
  if (!parsed.success) return { reason: firstIssue(parsed.error), at: placeOf(parsed.error.issues[0]?.path) };
  const problem = questionProblem(parsed.data);
  return problem ? { reason: problem, at: 'question' } : { value: parsed.data };
};
