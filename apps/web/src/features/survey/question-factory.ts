import { type SurveyQuestion, type SurveyQuestionType, surveyQuestionSchema } from '@app/contract';

/** A short key unused among `taken`: 'q' + base36, as answers and logic refer to it and it must stay stable. */
export const newKey = (prefix: string, taken: Iterable<string>) => {
  const used = new Set(taken);
  for (;;) {
    const key = `${prefix}${Math.random().toString(36).slice(2, 8)}`;
    if (key.length > prefix.length + 3 && !used.has(key)) return key;
  }
};

/** The words a new question starts with, in the organiser's language. */
export type StarterTexts = {
  title: (type: SurveyQuestionType) => string;
  option: (n: number) => string;
  row: (n: number) => string;
  columns: string[];
};

const optionsOf = (labels: string[]) => {
  const keys: string[] = [];
  return labels.map((label) => {
    const key = newKey('o', keys);
    keys.push(key);
    return { key, label, other: false, score: 0, jump_to: '' };
  });
};

/** A question of `type` ready to use: a title, two options for choices, a 3×2 matrix. */
export const newQuestion = (type: SurveyQuestionType, texts: StarterTexts, taken: Iterable<string>): SurveyQuestion => {
  const base = surveyQuestionSchema.parse({ key: newKey('q', taken), type, title: texts.title(type) });
  switch (type) {
    case 'radio':
    case 'checkbox':
    case 'select':
    case 'ranking':
      return { ...base, options: optionsOf([texts.option(1), texts.option(2)]) };
    case 'matrix': {
      const rows = optionsOf([texts.row(1), texts.row(2)]).map(({ key, label }) => ({
        key: `r${key.slice(1)}`,
        label,
      }));
      return { ...base, options: optionsOf(texts.columns), rows };
    }
    default:
      return base;
  }
};

/** A copy under a new key; its options keep theirs, since keys need only be unique within a question. */
export const copyQuestion = (q: SurveyQuestion, taken: Iterable<string>): SurveyQuestion => ({
  ...structuredClone(q),
  key: newKey('q', taken),
});
