import {
  type ParseProblem,
  type QuestionFields,
  type QuestionType,
  questionInputSchema,
  questionLimits,
} from '@app/contract';
import {
  answerText,
  buildQuestion,
  difficultyWord,
  inferType,
  optionLetters,
  type Reading,
  readDifficulty,
  readScore,
  readTags,
  readType,
  typeWord,
  typeWordPattern,
} from './question-notation.js';

/** The bulk-entry text format, read and written; docs/bulk-question-format.md describes it for people. */

export type ParsedQuestion = QuestionFields & { line: number };
export type BulkParse = { questions: ParsedQuestion[]; problems: ParseProblem[] };

type Labelled = 'answer' | 'explanation' | 'difficulty' | 'score' | 'tags';
type Line = { n: number; text: string };

const labels: Record<string, Labelled> = {
  正确答案: 'answer',
  参考答案: 'answer',
  答案: 'answer',
  答案解析: 'explanation',
  解析: 'explanation',
  难度: 'difficulty',
  分值: 'score',
  分数: 'score',
  标签: 'tags',
};
const labelTitles: Record<Labelled, string> = {
  answer: '答案',
  explanation: '解析',
  difficulty: '难度',
  score: '分值',
  tags: '标签',
};

const labelWords = Object.keys(labels).join('|');
const labelled = new RegExp(`^(?:【(${labelWords})】|(${labelWords})\\s*[:：])\\s*(.*)$`);
// `3.14` is a number, not question 3.
const numbered = /^(\d{1,4})\s*(?:[.．](?!\d)|[、)）])\s*(.*)$/;
const tagged = new RegExp(`^[【[](${typeWordPattern})题?[】\\]]\\s*(.*)$`);
const lettered = /^(?:([A-J])\s*[.、．:：)）]|[(（]([A-J])[)）])\s*(.*)$/;

type Classified =
  | { kind: 'question'; tag: QuestionType | undefined; stem: string }
  | { kind: 'option'; key: string; text: string }
  | { kind: 'labelled'; label: Labelled; value: string }
  | { kind: 'text' };

const classify = (text: string): Classified => {
  const question = numbered.exec(text);
  if (question) {
    const rest = question[2] ?? '';
    const tag = tagged.exec(rest);
    return tag
      ? { kind: 'question', tag: readType(tag[1]!), stem: tag[2] ?? '' }
      : { kind: 'question', tag: undefined, stem: rest };
  }
  const field = labelled.exec(text);
  if (field) return { kind: 'labelled', label: labels[(field[1] ?? field[2])!]!, value: field[3] ?? '' };
  const option = lettered.exec(text);
  if (option) return { kind: 'option', key: (option[1] ?? option[2])!, text: option[3] ?? '' };
  return { kind: 'text' };
};

/** `A. 甲 B. 乙 C. 丙` on one line: split where the next letter in order follows a space. */
const splitOptions = (key: string, text: string): { key: string; text: string }[] => {
  const next = optionLetters[optionLetters.indexOf(key) + 1];
  const at = next ? new RegExp(`\\s+${next}\\s*[.、．]\\s*`).exec(text) : null;
  if (!next || !at || at.index === 0) return [{ key, text }];
  return [{ key, text: text.slice(0, at.index) }, ...splitOptions(next, text.slice(at.index + at[0].length))];
};

type Draft = {
  first: Line;
  tag: QuestionType | undefined;
  stem: string[];
  options: { line: Line; key: string; text: string[] }[];
  /** The answer line's value, and the lines after it (only a short answer's reference may run on). */
  answer: { line: Line; text: string; more: Line[] } | undefined;
  explanation: string[] | undefined;
  difficulty: number | undefined;
  score: number | undefined;
  tags: string[] | undefined;
  /** Where a following free line goes. */
  last: 'stem' | 'option' | 'answer' | 'explanation' | undefined;
  problems: ParseProblem[];
};

const problemAt = (line: Line, reason: string): ParseProblem => ({
  line: line.n,
  text: line.text.slice(0, 200),
  reason,
});

const newDraft = (first: Line, tag: QuestionType | undefined, stem: string): Draft => ({
  first,
  tag,
  stem: stem ? [stem] : [],
  options: [],
  answer: undefined,
  explanation: undefined,
  difficulty: undefined,
  score: undefined,
  tags: undefined,
  last: 'stem',
  problems: [],
});

const addOption = (d: Draft, line: Line, key: string, text: string) => {
  // After the answer an option-like line can only be part of the explanation.
  if (d.answer && d.last !== 'explanation') return void d.problems.push(problemAt(line, '选项须写在答案之前'));
  if (d.last === 'explanation') return void d.explanation?.push(line.text);
  for (const option of splitOptions(key, text)) {
    // Judged against the option written just before, so one slip is reported once, not on every later line.
    const previous = d.options.at(-1)?.key;
    const expected = previous ? optionLetters[optionLetters.indexOf(previous) + 1] : optionLetters[0];
    if (option.key !== expected) {
      d.problems.push(problemAt(line, expected ? `选项字母须依次排列，这里应为${expected}` : '选项最多10个（A到J）'));
    }
    d.options.push({ line, key: option.key, text: [option.text] });
  }
  d.last = 'option';
};

const take = <T>(d: Draft, line: Line, read: Reading<T>, keep: (value: T) => void) => {
  if ('reason' in read) d.problems.push(problemAt(line, read.reason));
  else keep(read.value);
};

const addLabelled = (d: Draft, line: Line, label: Labelled, value: string) => {
  if (d[label] !== undefined) return void d.problems.push(problemAt(line, `重复的${labelTitles[label]}行`));
  d.last = undefined;
  switch (label) {
    case 'answer':
      d.answer = { line, text: value, more: [] };
      d.last = 'answer';
      return;
    case 'explanation':
      d.explanation = [value];
      d.last = 'explanation';
      return;
    case 'difficulty':
      return take(d, line, readDifficulty(value), (v) => {
        d.difficulty = v;
      });
    case 'score':
      return take(d, line, readScore(value), (v) => {
        d.score = v;
      });
    case 'tags':
      return take(d, line, readTags(value), (v) => {
        d.tags = v;
      });
  }
};

const addText = (d: Draft, line: Line) => {
  if (d.last === 'stem') d.stem.push(line.text);
  else if (d.last === 'option') d.options.at(-1)?.text.push(line.text);
  else if (d.last === 'explanation') d.explanation?.push(line.text);
  else if (d.answer && d.last === 'answer') {
    // `答案：` alone on its line, the answer below it.
    if (!d.answer.text && d.answer.more.length === 0) d.answer.text = line.text;
    else d.answer.more.push(line);
  } else d.problems.push(problemAt(line, '无法识别：难度、分值、标签各占一行，其后不能接其他内容'));
};

/** The question a draft describes, or why it cannot be one. */
const finish = (d: Draft): { question: ParsedQuestion } | { problems: ParseProblem[] } => {
  if (d.problems.length > 0) return { problems: d.problems };
  const stem = d.stem.join('\n');
  const type = inferType({ tag: d.tag, optionCount: d.options.length, answer: d.answer?.text, stem });
  const more = d.answer?.more ?? [];
  if (type !== 'short' && more.length > 0) {
    return { problems: more.map((l) => problemAt(l, '无法识别：答案之后只能写解析、难度、分值或标签')) };
  }
  const built = buildQuestion({
    tag: type,
    stem,
    options: d.options.map((o) => o.text.join('\n')),
    answer: d.answer && [d.answer.text, ...more.map((l) => l.text)].join('\n'),
    explanation: d.explanation?.join('\n'),
    difficulty: d.difficulty,
    score: d.score,
    tags: d.tags,
  });
  if ('value' in built) return { question: { ...built.value, line: d.first.n } };
  const at =
    built.at === 'answer' ? d.answer?.line : built.at === 'question' ? undefined : d.options[built.at.option]?.line;
  return { problems: [problemAt(at ?? d.first, built.reason)] };
};

const outside: Record<Exclude<Classified['kind'], 'question'>, string> = {
  option: '选项不属于任何题目，请先写题号和题干，如"1. 题干"',
  labelled: '这一行不属于任何题目，请先写题号和题干，如"1. 题干"',
  text: '题目须以题号开头，如"1. 题干"',
};

/**
 * Reads bulk-entry text: every question it can read, and every line it cannot, with the line number and why.
 * A question with any problem is left out. Nothing is saved.
 */
export const parseBulkText = (text: string): BulkParse => {
  const questions: ParsedQuestion[] = [];
  const problems: ParseProblem[] = [];
  let draft: Draft | undefined;
  const close = (d: Draft | undefined) => {
    if (!d) return;
    const done = finish(d);
    if ('problems' in done) problems.push(...done.problems);
    else if (questions.length >= questionLimits.batch) {
      problems.push(problemAt(d.first, `一次最多录入${questionLimits.batch}道题，请分批录入`));
    } else questions.push(done.question);
  };
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const line = { n: i + 1, text: raw.trim() };
    if (!line.text) return;
    const c = classify(line.text);
    if (c.kind === 'question') {
      close(draft);
      draft = newDraft(line, c.tag, c.stem);
    } else if (!draft) problems.push(problemAt(line, outside[c.kind]));
    else if (c.kind === 'option') addOption(draft, line, c.key, c.text);
    else if (c.kind === 'labelled') addLabelled(draft, line, c.label, c.value);
    else addText(draft, line);
  });
  close(draft);
  return { questions, problems: problems.sort((a, b) => a.line - b.line) };
};

const defaults = questionInputSchema.parse({ type: 'short', stem: '-' });

/** A label and a text that may run over several lines: the first on the label's line, the rest below. */
const block = (head: string, text: string) => {
  const [first = '', ...rest] = text.split('\n');
  return [`${head}${first}`, ...rest];
};

const formatOne = (q: QuestionFields, n: number) => {
  const answer = answerText(q);
  return [
    ...block(`${n}. 【${typeWord(q.type)}】`, q.stem),
    ...q.options.flatMap((o) => block(`${o.key}. `, o.text)),
    ...(answer ? block('答案：', answer) : []),
    ...(q.explanation ? block('解析：', q.explanation) : []),
    ...(q.difficulty !== defaults.difficulty ? [`难度：${difficultyWord(q.difficulty)}`] : []),
    ...(q.score !== defaults.score ? [`分值：${q.score}`] : []),
    ...(q.tags.length > 0 ? [`标签：${q.tags.join('，')}`] : []),
  ].join('\n');
};

/** Questions in the bulk text format, each tagged with its type, so that reading them back gives them again. */
export const formatBulkText = (questions: QuestionFields[]) =>
  questions.map((q, i) => formatOne(q, i + 1)).join('\n\n');
