import { judgeAnswers, type QuestionFields } from '@app/contract';

/** A public bank as written for the seed; `code` keys it, so seeding again updates it in place. */
export type BankSeed = {
  code: string;
  topic: string;
  name: string;
  description: string;
  questions: QuestionFields[];
};

/** A question that asks for several things is worth more. */
const asksSeveralThings = (type: QuestionFields['type']) => type === 'multiple' || type === 'short' || type === 'sort';

type Meta = { difficulty: 1 | 2 | 3; tags: string[] };
type OptionKey = 'A' | 'B' | 'C' | 'D' | 'E' | 'F';

const optionKeys = 'ABCDEFGHIJ';

const question = (
  type: QuestionFields['type'],
  stem: string,
  explanation: string,
  meta: Meta,
  fields: Partial<Pick<QuestionFields, 'options' | 'answer' | 'blanks'>>,
): QuestionFields => ({
  type,
  stem,
  options: fields.options ?? [],
  answer: fields.answer ?? [],
  blanks: fields.blanks ?? [],
  explanation,
  difficulty: meta.difficulty,
  tags: meta.tags,
  score: asksSeveralThings(type) ? 2 : 1,
  image: '',
  audio: '',
  video: '',
});

const lettered = (texts: string[]) => texts.map((text, i) => ({ key: optionKeys[i]!, text, image: '' }));

export const single = (stem: string, options: string[], answer: OptionKey, explanation: string, meta: Meta) =>
  question('single', stem, explanation, meta, { options: lettered(options), answer: [answer] });

/** `answer` spells the correct keys, e.g. 'ABD'. */
export const multiple = (stem: string, options: string[], answer: string, explanation: string, meta: Meta) =>
  question('multiple', stem, explanation, meta, { options: lettered(options), answer: [...answer] });

export const judge = (stem: string, answer: boolean, explanation: string, meta: Meta) =>
  question('judge', stem, explanation, meta, { answer: [answer ? judgeAnswers.true : judgeAnswers.false] });

/** `stem` marks each blank with ____; `blanks` holds each blank's accepted answers. */
export const blank = (stem: string, blanks: string[][], explanation: string, meta: Meta) =>
  question('blank', stem, explanation, meta, { blanks });

/** `keyPoints` are what grading looks for (docs/grading.md); `explanation` is the model answer shown after. */
export const short = (stem: string, keyPoints: string, explanation: string, meta: Meta) =>
  question('short', stem, explanation, meta, { answer: [keyPoints] });

/** `answer` spells every key once in the right order, e.g. 'BDAC'. */
export const ordering = (stem: string, options: string[], answer: string, explanation: string, meta: Meta) =>
  question('sort', stem, explanation, meta, { options: lettered(options), answer: [...answer] });
