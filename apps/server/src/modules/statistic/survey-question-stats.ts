import { holdsAnswer, type SurveyQuestion, type SurveyQuestionStat } from '@app/contract';

/** The grouped numbers of the answer items, as the repository reads them. */
export type ItemTotals = {
  questions: { questionKey: string; answered: number; texts: number }[];
  picks: { questionKey: string; optionKey: string; rowKey: string; picks: number; avgPosition: number | null }[];
};

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : round((part / whole) * 100, 1));

const textLike = new Set(['text', 'textarea', 'date', 'region', 'upload']);

/**
 * Each answer-holding question of the current questionnaire with its numbers. What the questionnaire no longer
 * has (a question or option removed after responses came in) is simply not listed.
 */
export const questionStats = (questions: SurveyQuestion[], totals: ItemTotals): SurveyQuestionStat[] => {
  const perQuestion = new Map(totals.questions.map((q) => [q.questionKey, q]));
  const picks = new Map(totals.picks.map((p) => [`${p.questionKey}\n${p.optionKey}\n${p.rowKey}`, p]));
  const pick = (q: string, option: string, row = '') => picks.get(`${q}\n${option}\n${row}`);

  return questions.filter(holdsAnswer).map((q) => {
    const answered = perQuestion.get(q.key)?.answered ?? 0;
    const count = (key: string, label: string, n: number) => ({ key, label, count: n, percent: percent(n, answered) });
    const stat: SurveyQuestionStat = {
      key: q.key,
      type: q.type,
      title: q.title,
      answered,
      options: [],
      rows: [],
      average: null,
      ranking: [],
      text_count: 0,
    };
    switch (q.type) {
      case 'radio':
      case 'checkbox':
      case 'select':
        stat.options = q.options.map((o) => ({
          ...count(o.key, o.label, pick(q.key, o.key)?.picks ?? 0),
          other: o.other,
        }));
        break;
      case 'matrix':
        stat.rows = q.rows.map((r) => ({
          key: r.key,
          label: r.label,
          columns: q.options.map((o) => count(o.key, o.label, pick(q.key, o.key, r.key)?.picks ?? 0)),
        }));
        break;
      case 'ranking':
        stat.ranking = q.options
          .map((o) => ({
            key: o.key,
            label: o.label,
            average_position: round(pick(q.key, o.key)?.avgPosition ?? 0, 2),
          }))
          .filter((o) => o.average_position > 0)
          .sort((a, b) => a.average_position - b.average_position);
        break;
      case 'rating': {
        // A rating's point is its option key ('1'…): points beyond the current scale are not listed.
        const points = Array.from({ length: q.scale }, (_, i) => ({
          point: i + 1,
          n: pick(q.key, String(i + 1))?.picks ?? 0,
        }));
        stat.options = points.map((p) => ({ ...count(String(p.point), String(p.point), p.n), other: false }));
        const given = points.reduce((sum, p) => sum + p.n, 0);
        stat.average = given === 0 ? null : round(points.reduce((sum, p) => sum + p.point * p.n, 0) / given, 2);
        break;
      }
      default:
        if (textLike.has(q.type)) stat.text_count = perQuestion.get(q.key)?.texts ?? 0;
    }
    return stat;
  });
};
