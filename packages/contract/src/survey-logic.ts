import {
  choiceQuestionTypes,
  jumpEnd,
  layoutQuestionTypes,
  type SurveyAnswer,
  type SurveyAnswers,
  type SurveyQuestion,
} from './survey.js';

/**
 * The questionnaire's rules, shared by the builder, the participant page and the server so all three agree
 * on what is shown, what is valid and what a response scores.
 */

type LogicQuestion = Pick<SurveyQuestion, 'key' | 'type' | 'options' | 'show_if'>;

const isChoice = (q: Pick<SurveyQuestion, 'type'>) => (choiceQuestionTypes as readonly string[]).includes(q.type);
export const holdsAnswer = (q: Pick<SurveyQuestion, 'type'>) =>
  !(layoutQuestionTypes as readonly string[]).includes(q.type);

/**
 * The questions a participant sees, given the answers so far: walking in order, a picked option's jump skips
 * to its target (or past the end), and a display rule hides a question unless its earlier question is shown
 * and was answered with one of the rule's options.
 */
export const visibleQuestionKeys = (questions: readonly LogicQuestion[], answers: SurveyAnswers): Set<string> => {
  const shown = new Set<string>();
  let skipTo: string | null = null;
  for (const q of questions) {
    if (skipTo === jumpEnd) break;
    if (skipTo !== null) {
      if (q.key !== skipTo) continue;
      skipTo = null;
    }
    const rule = q.show_if;
    if (
      rule &&
      !(shown.has(rule.question_key) && picked(answers[rule.question_key]).some((k) => rule.option_keys.includes(k)))
    )
      continue;
    shown.add(q.key);
    if (isChoice(q)) {
      const jump = q.options.find((o) => o.jump_to !== '' && picked(answers[q.key]).includes(o.key))?.jump_to;
      if (jump) skipTo = jump;
    }
  }
  return shown;
};

const picked = (a: SurveyAnswer | undefined) => a?.values ?? [];

const formatChecks: Record<string, { test: (s: string) => boolean; message: string }> = {
  phone: { test: (s) => /^1\d{10}$/.test(s), message: '请输入正确的手机号' },
  email: { test: (s) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), message: '请输入正确的邮箱' },
  id_card: { test: (s) => /^\d{17}[\dXx]$/.test(s) && idCardChecksumOk(s), message: '请输入正确的身份证号' },
  number: { test: (s) => /^-?\d+(\.\d+)?$/.test(s), message: '请输入数字' },
};

const idCardWeights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const idCardCheckDigits = '10X98765432';
const idCardChecksumOk = (s: string) => {
  const sum = idCardWeights.reduce((n, w, i) => n + w * Number(s[i]), 0);
  return idCardCheckDigits[sum % 11] === s[17]?.toUpperCase();
};

/** A YYYY-MM-DD day that exists (Date.parse takes 2026-02-30 for 2 March). */
const isCalendarDay = (s: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === s;
};

export const isAnswered = (q: Pick<SurveyQuestion, 'type' | 'rows'>, a: SurveyAnswer | undefined): boolean => {
  if (!a) return false;
  switch (q.type) {
    case 'text':
    case 'textarea':
    case 'date':
    case 'region':
      return a.text !== '';
    case 'matrix':
      return Object.keys(a.rows).length > 0;
    default:
      return a.values.length > 0;
  }
};

/** What is wrong with one answer, in zh-CN, or null. Unanswered optional questions are fine. */
export const answerProblem = (q: SurveyQuestion, a: SurveyAnswer | undefined): string | null => {
  if (!holdsAnswer(q)) return null;
  if (!isAnswered(q, a) || !a) return q.required ? '此题为必答题' : null;
  const optionKeys = q.options.map((o) => o.key);
  switch (q.type) {
    case 'radio':
    case 'select':
    case 'checkbox': {
      if (a.values.some((v) => !optionKeys.includes(v))) return '选项不存在，请刷新后重试';
      if (new Set(a.values).size !== a.values.length) return '不能重复选择同一选项';
      if (q.type !== 'checkbox' && a.values.length > 1) return '此题只能选择一项';
      if (q.type === 'checkbox' && q.min_select > 0 && a.values.length < q.min_select)
        return `此题至少选择${q.min_select}项`;
      if (q.type === 'checkbox' && q.max_select > 0 && a.values.length > q.max_select)
        return `此题最多选择${q.max_select}项`;
      const other = q.options.find((o) => o.other && a.values.includes(o.key));
      if (other && a.text === '') return `请填写“${other.label}”的内容`;
      return null;
    }
    case 'ranking':
      return a.values.length === optionKeys.length && optionKeys.every((k) => a.values.includes(k))
        ? null
        : '请为全部选项排序';
    case 'matrix': {
      const rowKeys = q.rows.map((r) => r.key);
      if (Object.entries(a.rows).some(([r, c]) => !rowKeys.includes(r) || !optionKeys.includes(c)))
        return '选项不存在，请刷新后重试';
      return q.required && rowKeys.some((r) => !a.rows[r]) ? '请完成每一行的选择' : null;
    }
    case 'rating': {
      // '4' only, never '04' or '4.0': statistics count points by their text.
      const n = Number(a.values[0]);
      return a.values.length === 1 && String(n) === a.values[0] && Number.isInteger(n) && n >= 1 && n <= q.scale
        ? null
        : '评分超出范围';
    }
    case 'text': {
      const check = formatChecks[q.format];
      return check && !check.test(a.text) ? check.message : null;
    }
    case 'date':
      return isCalendarDay(a.text) ? null : '请选择正确的日期';
    case 'region':
      return /^[^/]{1,20}(\/[^/]{1,20}){0,2}$/.test(a.text) ? null : '请选择地区';
    case 'upload':
      return a.values.length > q.max_files ? `最多上传${q.max_files}个文件` : null;
    default:
      return null;
  }
};

/** The first problem among the shown questions, or null when the response can be submitted. */
export const submissionProblem = (
  questions: SurveyQuestion[],
  answers: SurveyAnswers,
): { key: string; message: string } | null => {
  const shown = visibleQuestionKeys(questions, answers);
  for (const q of questions) {
    if (!shown.has(q.key)) continue;
    const message = answerProblem(q, answers[q.key]);
    if (message) return { key: q.key, message };
  }
  return null;
};

/** The parts of an answer its question's type uses: an "other" text only when an "other" option is picked. */
const trimmedAnswer = (q: SurveyQuestion, a: SurveyAnswer): SurveyAnswer => {
  switch (q.type) {
    case 'radio':
    case 'select':
    case 'checkbox': {
      const other = q.options.some((o) => o.other && a.values.includes(o.key));
      return { values: a.values, text: other ? a.text : '', rows: {} };
    }
    case 'matrix':
      return { values: [], text: '', rows: a.rows };
    case 'ranking':
    case 'rating':
    case 'upload':
      return { values: a.values, text: '', rows: {} };
    default:
      return { values: [], text: a.text, rows: {} };
  }
};

/** Only the answers of shown questions that hold one, each trimmed to what its type uses: what gets stored. */
export const keptAnswers = (questions: SurveyQuestion[], answers: SurveyAnswers): SurveyAnswers => {
  const shown = visibleQuestionKeys(questions, answers);
  return Object.fromEntries(
    questions
      .filter((q) => shown.has(q.key) && holdsAnswer(q) && isAnswered(q, answers[q.key]))
      .map((q) => [q.key, trimmedAnswer(q, answers[q.key] as SurveyAnswer)]),
  );
};

/** A scored form's points: the sum of the picked options' scores. */
export const responseScore = (questions: SurveyQuestion[], answers: SurveyAnswers) =>
  questions
    .filter(isChoice)
    .reduce(
      (sum, q) =>
        sum + q.options.filter((o) => picked(answers[q.key]).includes(o.key)).reduce((n, o) => n + o.score, 0),
      0,
    );

/** An answer as a person reads it, for the response view and the export. */
export const answerText = (q: SurveyQuestion, a: SurveyAnswer | undefined): string => {
  if (!a || !isAnswered(q, a)) return '';
  const label = (key: string) => q.options.find((o) => o.key === key)?.label ?? key;
  switch (q.type) {
    case 'radio':
    case 'select':
    case 'checkbox':
      return a.values
        .map((k) => (q.options.find((o) => o.key === k)?.other && a.text ? `${label(k)}：${a.text}` : label(k)))
        .join('；');
    case 'ranking':
      return a.values.map((k, i) => `${i + 1}. ${label(k)}`).join('；');
    case 'matrix':
      return q.rows
        .filter((r) => a.rows[r.key])
        .map((r) => `${r.label}：${label(a.rows[r.key] as string)}`)
        .join('；');
    case 'rating':
      return `${a.values[0]}/${q.scale}`;
    case 'upload':
      return a.values.join('\n');
    default:
      return a.text;
  }
};

/**
 * What is wrong with a questionnaire as the builder saves it, in zh-CN, or null: unique keys, titles, enough
 * options, logic that points only at earlier choice questions and their options, jumps only forward.
 */
export const questionnaireProblem = (questions: SurveyQuestion[]): string | null => {
  const seen = new Map<string, SurveyQuestion>();
  for (const [i, q] of questions.entries()) {
    const at = `第${i + 1}题`;
    if (seen.has(q.key)) return `${at}的标识重复`;
    if (q.type !== 'page_break' && q.title === '') return `${at}请输入题目标题`;
    const needsOptions = isChoice(q) || q.type === 'ranking' || q.type === 'matrix';
    if (needsOptions && q.options.length < 2) return `${at}至少需要2个选项`;
    if (new Set(q.options.map((o) => o.key)).size !== q.options.length) return `${at}的选项标识重复`;
    // One text box answers "other", so two such options would share it.
    if (q.options.filter((o) => o.other).length > 1) return `${at}只能有一个“其他”选项`;
    if (q.type === 'matrix' && q.rows.length < 1) return `${at}至少需要1行`;
    if (new Set(q.rows.map((r) => r.key)).size !== q.rows.length) return `${at}的矩阵行标识重复`;
    if (q.type === 'checkbox' && q.max_select > 0 && q.min_select > q.max_select)
      return `${at}最少选择数不能大于最多选择数`;
    if (q.type === 'checkbox' && q.max_select > q.options.length) return `${at}最多选择数不能超过选项数`;
    if (q.type === 'checkbox' && q.min_select > q.options.length) return `${at}最少选择数不能超过选项数`;
    if (q.show_if) {
      const source = seen.get(q.show_if.question_key);
      if (!source || !isChoice(source)) return `${at}的显示条件只能引用前面的选择题`;
      if (q.show_if.option_keys.some((k) => !source.options.some((o) => o.key === k)))
        return `${at}的显示条件引用了不存在的选项`;
    }
    seen.set(q.key, q);
  }
  for (const [i, q] of questions.entries()) {
    for (const o of q.options) {
      if (o.jump_to === '') continue;
      if (!isChoice(q)) return `第${i + 1}题不支持跳题`;
      if (o.jump_to === jumpEnd) continue;
      const target = questions.findIndex((t) => t.key === o.jump_to);
      if (target <= i) return `第${i + 1}题的跳题只能跳到后面的题目`;
    }
  }
  return null;
};
