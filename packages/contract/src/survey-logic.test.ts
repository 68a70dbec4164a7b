import { describe, expect, it } from 'vitest';
import { type SurveyAnswers, type SurveyQuestion, surveyAnswerSchema, surveyQuestionSchema } from './survey.js';
import {
  answerProblem,
  answerText,
  keptAnswers,
  questionnaireProblem,
  responseScore,
  submissionProblem,
  visibleQuestionKeys,
} from './survey-logic.js';

type QuestionInput = Parameters<typeof surveyQuestionSchema.parse>[0] & Record<string, unknown>;
const q = (fields: QuestionInput): SurveyQuestion =>
  surveyQuestionSchema.parse({ title: `题${String(fields.key)}`, ...fields });
const a = (fields: Record<string, unknown>) => surveyAnswerSchema.parse(fields);
const pick = (...values: string[]) => a({ values });
const typed = (text: string) => a({ text });
const opts = (...keys: string[]) => keys.map((key) => ({ key, label: `选项${key}` }));
const shown = (questions: SurveyQuestion[], answers: SurveyAnswers) => [...visibleQuestionKeys(questions, answers)];

describe('which questions a participant sees', () => {
  const questions = [
    q({
      key: 'q1',
      type: 'radio',
      options: [...opts('a', 'b'), { key: 'c', label: '丙', jump_to: 'q4' }, { key: 'd', label: '丁', jump_to: 'end' }],
    }),
    q({ key: 'q2', type: 'checkbox', options: opts('x', 'y') }),
    q({ key: 'q3', type: 'text', show_if: { question_key: 'q2', option_keys: ['y'] } }),
    q({ key: 'q4', type: 'radio', options: opts('m', 'n') }),
    q({ key: 'q5', type: 'text', show_if: { question_key: 'q3', option_keys: ['m'] } }),
    q({ key: 'q6', type: 'text', show_if: { question_key: 'q2', option_keys: ['x', 'y'] } }),
  ];

  it('shows every question without a rule or jump and hides rule-bound ones until their option is picked', () => {
    expect(shown(questions, {})).toEqual(['q1', 'q2', 'q4']);
    expect(shown(questions, { q2: pick('y') })).toEqual(['q1', 'q2', 'q3', 'q4', 'q6']);
    expect(shown(questions, { q2: pick('x') })).toEqual(['q1', 'q2', 'q4', 'q6']);
  });

  it('skips to a jump’s target, and hides questions whose rule points into the skipped part', () => {
    expect(shown(questions, { q1: pick('c'), q2: pick('y') })).toEqual(['q1', 'q4']);
  });

  it('ends the questionnaire at a jump to the end', () => {
    expect(shown(questions, { q1: pick('d'), q2: pick('y') })).toEqual(['q1']);
  });

  it('hides a chain of rules once an earlier link is hidden', () => {
    const chain = [
      q({ key: 'a', type: 'radio', options: opts('1', '2') }),
      q({ key: 'b', type: 'radio', options: opts('3', '4'), show_if: { question_key: 'a', option_keys: ['1'] } }),
      q({ key: 'c', type: 'text', show_if: { question_key: 'b', option_keys: ['3'] } }),
    ];
    expect(shown(chain, { a: pick('1'), b: pick('3') })).toEqual(['a', 'b', 'c']);
    expect(shown(chain, { a: pick('2'), b: pick('3') })).toEqual(['a']);
  });

  it('ignores the jumps of a hidden question', () => {
    const hiddenJump = [
      q({ key: 'a', type: 'radio', options: opts('1', '2') }),
      q({
        key: 'b',
        type: 'radio',
        options: [{ key: 'j', label: '跳', jump_to: 'end' }, ...opts('k')],
        show_if: { question_key: 'a', option_keys: ['1'] },
      }),
      q({ key: 'c', type: 'text' }),
    ];
    expect(shown(hiddenJump, { a: pick('2'), b: pick('j') })).toEqual(['a', 'c']);
    expect(shown(hiddenJump, { a: pick('1'), b: pick('j') })).toEqual(['a', 'b']);
  });
});

describe('what is wrong with one answer', () => {
  const radio = q({ key: 'r', type: 'radio', options: [...opts('a', 'b'), { key: 'o', label: '其他', other: true }] });
  const box = q({ key: 'c', type: 'checkbox', options: opts('a', 'b', 'c', 'd'), min_select: 2, max_select: 3 });
  const text = (format: string) => q({ key: 't', type: 'text', format });

  it('asks for required answers and lets optional ones be empty', () => {
    expect(answerProblem({ ...radio, required: true }, undefined)).toBe('此题为必答题');
    expect(answerProblem({ ...radio, required: true }, pick())).toBe('此题为必答题');
    expect(answerProblem(radio, undefined)).toBeNull();
    expect(answerProblem(q({ key: 'd', type: 'description', required: true }), undefined)).toBeNull();
  });

  it('checks choices: existing, single, not repeated, within bounds, other text given', () => {
    expect(answerProblem(radio, pick('zz'))).toBe('选项不存在，请刷新后重试');
    expect(answerProblem(radio, pick('a', 'b'))).toBe('此题只能选择一项');
    expect(answerProblem(box, pick('a', 'a'))).toBe('不能重复选择同一选项');
    expect(answerProblem(box, pick('a'))).toBe('此题至少选择2项');
    expect(answerProblem(box, pick('a', 'b', 'c', 'd'))).toBe('此题最多选择3项');
    expect(answerProblem(box, pick('a', 'b'))).toBeNull();
    expect(answerProblem(radio, pick('o'))).toBe('请填写“其他”的内容');
    expect(answerProblem(radio, a({ values: ['o'], text: '自己填' }))).toBeNull();
  });

  it('checks text formats, including the ID card checksum', () => {
    expect(answerProblem(text('phone'), typed('1380013800'))).toBe('请输入正确的手机号');
    expect(answerProblem(text('phone'), typed('13800138000'))).toBeNull();
    expect(answerProblem(text('email'), typed('a@b'))).toBe('请输入正确的邮箱');
    expect(answerProblem(text('email'), typed('a@b.cn'))).toBeNull();
    expect(answerProblem(text('number'), typed('1e3'))).toBe('请输入数字');
    expect(answerProblem(text('number'), typed('-12.5'))).toBeNull();
    expect(answerProblem(text('id_card'), typed('110105194912310021'))).toBe('请输入正确的身份证号');
    expect(answerProblem(text('id_card'), typed('11010519491231002'))).toBe('请输入正确的身份证号');
    expect(answerProblem(text('id_card'), typed('11010519491231002x'))).toBeNull();
    expect(answerProblem(text('id_card'), typed('440301199001011234'))).toBeNull();
    expect(answerProblem(text('none'), typed('随便写'))).toBeNull();
  });

  it('wants every option ranked exactly once', () => {
    const rank = q({ key: 'k', type: 'ranking', options: opts('a', 'b', 'c') });
    expect(answerProblem(rank, pick('a', 'b'))).toBe('请为全部选项排序');
    expect(answerProblem(rank, pick('a', 'b', 'b'))).toBe('请为全部选项排序');
    expect(answerProblem(rank, pick('c', 'a', 'b'))).toBeNull();
  });

  it('checks matrix cells, and wants every row when required', () => {
    const matrix = q({ key: 'm', type: 'matrix', options: opts('g', 'b'), rows: opts('r1', 'r2') });
    expect(answerProblem(matrix, a({ rows: { r1: 'x' } }))).toBe('选项不存在，请刷新后重试');
    expect(answerProblem(matrix, a({ rows: { r9: 'g' } }))).toBe('选项不存在，请刷新后重试');
    expect(answerProblem(matrix, a({ rows: { r1: 'g' } }))).toBeNull();
    expect(answerProblem({ ...matrix, required: true }, a({ rows: { r1: 'g' } }))).toBe('请完成每一行的选择');
    expect(answerProblem({ ...matrix, required: true }, a({ rows: { r1: 'g', r2: 'b' } }))).toBeNull();
  });

  it('takes a rating only as a whole point within the scale', () => {
    const rating = q({ key: 's', type: 'rating', scale: 5 });
    for (const bad of [['0'], ['6'], ['4.5'], ['04'], ['4.0'], ['3', '4']]) {
      expect(answerProblem(rating, pick(...bad))).toBe('评分超出范围');
    }
    expect(answerProblem(rating, pick('5'))).toBeNull();
  });

  it('takes only real dates, a region of up to three parts and files up to the limit', () => {
    const date = q({ key: 'd', type: 'date' });
    for (const bad of ['2026-02-30', '2026-13-01', '2026/06/01', '明天']) {
      expect(answerProblem(date, typed(bad))).toBe('请选择正确的日期');
    }
    expect(answerProblem(date, typed('2024-02-29'))).toBeNull();
    const region = q({ key: 'g', type: 'region' });
    expect(answerProblem(region, typed('广东省/广州市/天河区/石牌'))).toBe('请选择地区');
    expect(answerProblem(region, typed('广东省/广州市'))).toBeNull();
    const upload = q({ key: 'u', type: 'upload', max_files: 2 });
    expect(answerProblem(upload, pick('/1.png', '/2.png', '/3.png'))).toBe('最多上传2个文件');
    expect(answerProblem(upload, pick('/1.png', '/2.png'))).toBeNull();
  });
});

describe('a whole submission', () => {
  const questions = [
    q({
      key: 'q1',
      type: 'radio',
      required: true,
      options: [
        { key: 'a', label: '甲', score: 3 },
        { key: 'b', label: '乙', jump_to: 'q3', score: -1 },
        { key: 'o', label: '其他', other: true },
      ],
    }),
    q({ key: 'q2', type: 'text', required: true }),
    q({
      key: 'q3',
      type: 'checkbox',
      options: [
        { key: 'x', label: '子', score: 2 },
        { key: 'y', label: '丑', score: 4 },
      ],
    }),
    q({ key: 'q4', type: 'textarea', required: true, show_if: { question_key: 'q3', option_keys: ['y'] } }),
  ];

  it('reports the first problem among shown questions only', () => {
    expect(submissionProblem(questions, {})).toEqual({ key: 'q1', message: '此题为必答题' });
    expect(submissionProblem(questions, { q1: pick('a') })).toEqual({ key: 'q2', message: '此题为必答题' });
    expect(submissionProblem(questions, { q1: pick('b') })).toBeNull();
    expect(submissionProblem(questions, { q1: pick('b'), q3: pick('y') })).toEqual({
      key: 'q4',
      message: '此题为必答题',
    });
  });

  it('keeps only shown, answered questions, each trimmed to what its type uses', () => {
    const answers = {
      q1: a({ values: ['b'], text: '不是其他' }),
      q2: a({ text: '被跳过', values: ['zz'] }),
      q3: pick('x'),
      q4: typed('没显示'),
      ghost: typed('不存在'),
    };
    expect(keptAnswers(questions, answers)).toEqual({ q1: pick('b'), q3: pick('x') });
    expect(
      keptAnswers(questions, { q1: a({ values: ['o'], text: '自填' }), q2: a({ text: '好', values: ['x'] }) }),
    ).toEqual({
      q1: a({ values: ['o'], text: '自填' }),
      q2: typed('好'),
    });
  });

  it('scores the sum of the picked options’ points', () => {
    expect(responseScore(questions, { q1: pick('a'), q3: pick('x', 'y') })).toBe(9);
    expect(responseScore(questions, { q1: pick('b') })).toBe(-1);
    expect(responseScore(questions, {})).toBe(0);
  });
});

describe('an answer as a person reads it', () => {
  it('writes each type readably', () => {
    const radio = q({ key: 'r', type: 'checkbox', options: [...opts('a'), { key: 'o', label: '其他', other: true }] });
    expect(answerText(radio, a({ values: ['a', 'o'], text: '自填' }))).toBe('选项a；其他：自填');
    const rank = q({ key: 'k', type: 'ranking', options: opts('a', 'b') });
    expect(answerText(rank, pick('b', 'a'))).toBe('1. 选项b；2. 选项a');
    const matrix = q({ key: 'm', type: 'matrix', options: opts('g', 'b'), rows: opts('r1', 'r2') });
    expect(answerText(matrix, a({ rows: { r2: 'b', r1: 'g' } }))).toBe('选项r1：选项g；选项r2：选项b');
    expect(answerText(q({ key: 's', type: 'rating', scale: 10 }), pick('7'))).toBe('7/10');
    expect(answerText(q({ key: 'u', type: 'upload' }), pick('/1.png', '/2.pdf'))).toBe('/1.png\n/2.pdf');
    expect(answerText(q({ key: 't', type: 'date' }), typed('2026-06-01'))).toBe('2026-06-01');
    expect(answerText(q({ key: 't', type: 'text' }), undefined)).toBe('');
  });
});

describe('what is wrong with a questionnaire', () => {
  const radio = (key: string, extra: Record<string, unknown> = {}) =>
    q({ key, type: 'radio', options: opts('a', 'b'), ...extra });

  it('accepts a sound questionnaire with logic and jumps', () => {
    const good = [
      radio('q1', {
        options: [
          { key: 'a', label: '甲', jump_to: 'q3' },
          { key: 'b', label: '乙', jump_to: 'end' },
        ],
      }),
      q({ key: 'pb', type: 'page_break', title: '' }),
      q({ key: 'q3', type: 'text', show_if: { question_key: 'q1', option_keys: ['a'] } }),
    ];
    expect(questionnaireProblem(good)).toBeNull();
  });

  it.each<[string, SurveyQuestion[]]>([
    ['第2题的标识重复', [radio('a'), radio('a')]],
    ['第1题请输入题目标题', [q({ key: 'a', type: 'description', title: '' })]],
    ['第1题至少需要2个选项', [q({ key: 'a', type: 'ranking', options: opts('x') })]],
    ['第1题的选项标识重复', [q({ key: 'a', type: 'radio', options: opts('x', 'x') })]],
    [
      '第1题只能有一个“其他”选项',
      [
        q({
          key: 'a',
          type: 'radio',
          options: [
            { key: 'x', label: '甲', other: true },
            { key: 'y', label: '乙', other: true },
          ],
        }),
      ],
    ],
    ['第1题至少需要1行', [q({ key: 'a', type: 'matrix', options: opts('x', 'y') })]],
    ['第1题的矩阵行标识重复', [q({ key: 'a', type: 'matrix', options: opts('x', 'y'), rows: opts('r', 'r') })]],
    [
      '第1题最少选择数不能大于最多选择数',
      [q({ key: 'a', type: 'checkbox', options: opts('x', 'y'), min_select: 2, max_select: 1 })],
    ],
    ['第1题最多选择数不能超过选项数', [q({ key: 'a', type: 'checkbox', options: opts('x', 'y'), max_select: 3 })]],
    ['第1题最少选择数不能超过选项数', [q({ key: 'a', type: 'checkbox', options: opts('x', 'y'), min_select: 3 })]],
    [
      '第1题的显示条件只能引用前面的选择题',
      [radio('a', { show_if: { question_key: 'b', option_keys: ['a'] } }), radio('b')],
    ],
    [
      '第2题的显示条件只能引用前面的选择题',
      [q({ key: 'a', type: 'text' }), radio('b', { show_if: { question_key: 'a', option_keys: ['a'] } })],
    ],
    [
      '第2题的显示条件引用了不存在的选项',
      [radio('a'), radio('b', { show_if: { question_key: 'a', option_keys: ['zz'] } })],
    ],
    [
      '第2题的跳题只能跳到后面的题目',
      [radio('a'), radio('b', { options: [{ key: 'x', label: '甲', jump_to: 'a' }, ...opts('y')] })],
    ],
    [
      '第1题的跳题只能跳到后面的题目',
      [radio('a', { options: [{ key: 'x', label: '甲', jump_to: 'gone' }, ...opts('y')] })],
    ],
    [
      '第1题不支持跳题',
      [q({ key: 'a', type: 'ranking', options: [{ key: 'x', label: '甲', jump_to: 'end' }, ...opts('y')] })],
    ],
  ])('says %s', (message, questions) => {
    expect(questionnaireProblem(questions)).toBe(message);
  });
});
