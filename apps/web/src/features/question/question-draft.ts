import {
  blankMark,
  judgeAnswers,
  type Question,
  type QuestionFields,
  type QuestionType,
  questionInputSchema,
  questionLimits,
} from '@app/contract';
import { questionMessages } from './messages.js';
import { questionCheck } from './question-check.js';

/** A question as its form holds it: every field of the contract's input, already in the server's shape. */
export type QuestionDraft = QuestionFields;

const letters = 'ABCDEFGHIJ';
export const isChoice = (type: QuestionType) => type === 'single' || type === 'multiple';
/** Choice and ordering questions are written with options A–J. */
export const hasOptions = (type: QuestionType) => isChoice(type) || type === 'sort';

const blankOption = (i: number) => ({ key: letters[i] ?? '', text: '', image: '' });

export const emptyDraft = (type: QuestionType = 'single'): QuestionDraft => ({
  type,
  stem: '',
  options: hasOptions(type) ? [0, 1, 2, 3].map(blankOption) : [],
  answer: type === 'judge' ? [judgeAnswers.true] : [],
  blanks: [],
  explanation: '',
  difficulty: 1,
  tags: [],
  score: 1,
  image: '',
  audio: '',
  video: '',
});

export const draftOf = (q: Question): QuestionDraft => ({
  type: q.type,
  stem: q.stem,
  options: q.options.map((o) => ({ ...o })),
  answer: [...q.answer],
  blanks: q.blanks.map((b) => [...b]),
  explanation: q.explanation,
  difficulty: q.difficulty,
  tags: [...q.tags],
  score: q.score,
  image: q.image,
  audio: q.audio,
  video: q.video,
});

export const blankCount = (stem: string) => stem.split(blankMark).length - 1;

/** One answer list per blank mark in the stem: new marks get an empty list, removed marks drop theirs. */
const fitBlanks = (stem: string, blanks: string[][]) =>
  Array.from({ length: Math.min(blankCount(stem), 20) }, (_, i) => blanks[i] ?? []);

/**
 * Switches type, keeping what still fits: the stem always, options between choice and ordering questions, the
 * correct keys between the two choice types (which options are correct says nothing of an order, nor the reverse).
 */
export const withType = (d: QuestionDraft, type: QuestionType): QuestionDraft => {
  const base = { ...d, type, blanks: [] as string[][] };
  if (hasOptions(type)) {
    const options = hasOptions(d.type) ? d.options : emptyDraft(type).options;
    const sameKind = isChoice(type) ? isChoice(d.type) : d.type === type;
    const answer = sameKind ? d.answer : [];
    return { ...base, options, answer: type === 'single' ? answer.slice(0, 1) : answer };
  }
  if (type === 'judge') return { ...base, options: [], answer: [judgeAnswers.true] };
  if (type === 'blank') return { ...base, options: [], answer: [], blanks: fitBlanks(d.stem, d.blanks) };
  return { ...base, options: [], answer: d.type === 'short' ? d.answer : [''] };
};

export const withStem = (d: QuestionDraft, stem: string): QuestionDraft =>
  d.type === 'blank' ? { ...d, stem, blanks: fitBlanks(stem, d.blanks) } : { ...d, stem };

export const canAddOption = (d: QuestionDraft) => d.options.length < questionLimits.optionsMax;
export const canRemoveOption = (d: QuestionDraft) => d.options.length > questionLimits.optionsMin;

export const withOptionAdded = (d: QuestionDraft): QuestionDraft =>
  canAddOption(d) ? { ...d, options: [...d.options, blankOption(d.options.length)] } : d;

/**
 * Removes an option; the later ones move up a letter, and so do the answer keys that pointed at them. The answer
 * keeps its own order, which for an ordering question is the point of it.
 */
export const withOptionRemoved = (d: QuestionDraft, index: number): QuestionDraft => {
  if (!canRemoveOption(d)) return d;
  const kept = d.options.filter((_, i) => i !== index);
  const newKey = new Map(kept.map((o, i) => [o.key, letters[i] ?? '']));
  return {
    ...d,
    options: kept.map((o) => ({ ...o, key: newKey.get(o.key) ?? '' })),
    answer: d.answer.flatMap((k) => newKey.get(k) ?? []),
  };
};

/** Marks or unmarks an option as correct: a single choice has one correct option, a multiple choice any number. */
export const withCorrectToggled = (d: QuestionDraft, key: string): QuestionDraft => {
  if (d.type === 'single') return { ...d, answer: [key] };
  const answer = d.answer.includes(key) ? d.answer.filter((k) => k !== key) : [...d.answer, key];
  return { ...d, answer: d.options.map((o) => o.key).filter((k) => answer.includes(k)) };
};

/** An ordering question's answer names every option once; adding an option after picking the order breaks it. */
export const isWholeOrder = (d: QuestionDraft) =>
  d.answer.length === d.options.length && d.options.every((o) => d.answer.includes(o.key));

/**
 * The contract's input, and of the server's rules tying type and answer together the one the order picker can
 * break unnoticed, in the server's words.
 */
const draftSchema = questionInputSchema.refine((q) => q.type !== 'sort' || isWholeOrder(q), {
  error: questionMessages['zh-CN'].check.orderIncomplete,
  path: ['answer'],
});

/** The first thing the contract refuses in a draft, in the user's language, or null. */
export const draftProblem = (d: QuestionDraft) => questionCheck(draftSchema, d);
