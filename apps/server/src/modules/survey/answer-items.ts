import type { SurveyAnswers, SurveyQuestion } from '@app/contract';

/** A survey_answer_items row before it knows its response. */
export type AnswerItem = {
  questionKey: string;
  optionKey: string;
  rowKey: string;
  position: number | null;
  text: string;
};

const item = (questionKey: string, fields: Partial<Omit<AnswerItem, 'questionKey'>>): AnswerItem => ({
  questionKey,
  optionKey: '',
  rowKey: '',
  position: null,
  text: '',
  ...fields,
});

/**
 * The rows statistics count: one per picked option (its "other" text beside it), per matrix row, per ranked
 * option with its place, per file; a rating as its point; typed text as one row without an option. Expects the
 * kept (already validated) answers.
 */
export const answerItemsOf = (questions: SurveyQuestion[], answers: SurveyAnswers): AnswerItem[] =>
  questions.flatMap((q) => {
    const a = answers[q.key];
    if (!a) return [];
    switch (q.type) {
      case 'radio':
      case 'select':
      case 'checkbox':
        return a.values.map((k) =>
          item(q.key, { optionKey: k, text: q.options.find((o) => o.key === k)?.other ? a.text : '' }),
        );
      case 'ranking':
        return a.values.map((k, i) => item(q.key, { optionKey: k, position: i + 1 }));
      case 'matrix':
        return q.rows.flatMap((r) => {
          const column = a.rows[r.key];
          return column ? [item(q.key, { optionKey: column, rowKey: r.key })] : [];
        });
      case 'rating':
        return a.values.slice(0, 1).map((v) => item(q.key, { optionKey: v, position: Number(v) }));
      case 'upload':
        return a.values.map((url) => item(q.key, { text: url }));
      case 'text':
      case 'textarea':
      case 'date':
      case 'region':
        return [item(q.key, { text: a.text })];
      default:
        return [];
    }
  });
