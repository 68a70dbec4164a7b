import { blankMark, judgeAnswers, type QuestionFields, questionLimits, questionTypeTitles } from '@app/contract';

const optionKeys = 'ABCDEFGHIJ';

/** How many blanks a fill-in stem has: one per blank mark. */
export const blankCount = (stem: string) => stem.split(blankMark).length - 1;

/** Options are lettered A, B, C… in order, each with text. */
const optionsProblem = (q: QuestionFields): string | null => {
  const { options } = q;
  if (options.length < questionLimits.optionsMin || options.length > questionLimits.optionsMax) {
    return `${q.type === 'sort' ? '排序题' : '选择题'}须有${questionLimits.optionsMin}到${questionLimits.optionsMax}个选项`;
  }
  if (options.some((o, i) => o.key !== optionKeys[i])) return '选项须按A、B、C…依次排列';
  if (options.some((o) => o.text === '')) return '选项内容不能为空';
  return null;
};

/** Every answer key names an option, and none twice. */
const distinctKeys = (q: QuestionFields) => {
  const keys = new Set(q.options.map((o) => o.key));
  return q.answer.every((a) => keys.has(a)) && new Set(q.answer).size === q.answer.length;
};

const choiceProblem = (q: QuestionFields): string | null => {
  const problem = optionsProblem(q);
  if (problem) return problem;
  const valid = distinctKeys(q);
  if (q.type === 'single' && !(valid && q.answer.length === 1)) return '单选题须有且只有一个正确答案';
  if (q.type === 'multiple' && !(valid && q.answer.length >= 2)) return '多选题至少两个正确答案';
  return null;
};

const sortProblem = (q: QuestionFields): string | null => {
  const problem = optionsProblem(q);
  if (problem) return problem;
  return distinctKeys(q) && q.answer.length === q.options.length ? null : '排序题的答案须依次包含每个选项各一次';
};

const typeProblem = (q: QuestionFields): string | null => {
  switch (q.type) {
    case 'single':
    case 'multiple':
      return choiceProblem(q);
    case 'judge': {
      const [only] = q.answer;
      const ok = q.answer.length === 1 && (only === judgeAnswers.true || only === judgeAnswers.false);
      return ok ? null : '判断题答案须为正确或错误';
    }
    case 'blank': {
      const marks = blankCount(q.stem);
      if (marks === 0 || marks !== q.blanks.length) return '填空题的空数须与答案数一致';
      return q.answer.length > 0 ? '填空题的答案请填写在各空中' : null;
    }
    case 'short':
      return q.answer.length > 1 ? '简答题只能有一个参考答案' : null;
    case 'sort':
      return sortProblem(q);
  }
};

/** The reason of the first rule the question breaks (zh-CN, shown to the user), or null when it is valid. */
export const questionProblem = (q: QuestionFields): string | null => {
  const hasOptions = q.type === 'single' || q.type === 'multiple' || q.type === 'sort';
  if (!hasOptions && q.options.length > 0) return `${questionTypeTitles[q.type]}不能有选项`;
  if (q.type !== 'blank' && q.blanks.length > 0) return '只有填空题可以设置填空答案';
  return typeProblem(q);
};
