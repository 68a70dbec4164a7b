import { readFileSync } from 'node:fs';
import { type QuestionFields, questionInputSchema, questionLimits } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { formatBulkText, parseBulkText } from './bulk-text.js';

const lines = (...l: string[]) => l.join('\n');
const only = (text: string) => {
  const r = parseBulkText(text);
  expect(r.problems).toEqual([]);
  expect(r.questions).toHaveLength(1);
  return r.questions[0]!;
};
const problemsOf = (text: string) => parseBulkText(text).problems.map(({ line, reason }) => ({ line, reason }));
const opts = (...texts: string[]) => texts.map((text, i) => ({ key: 'ABCDEFGHIJ'[i]!, text, image: '' }));
const question = (fields: Record<string, unknown>): QuestionFields => questionInputSchema.parse(fields);

const documented = () => {
  const doc = readFileSync(new URL('../../../../../docs/bulk-question-format.md', import.meta.url), 'utf8');
  return /```text\n([\s\S]*?)```/.exec(doc)![1]!;
};

describe('the documented example', () => {
  it('reads every question of the example in docs/bulk-question-format.md without a problem', () => {
    const { questions, problems } = parseBulkText(documented());
    expect(problems).toEqual([]);
    expect(questions.map((q) => [q.line, q.type])).toEqual([
      [1, 'single'],
      [12, 'multiple'],
      [19, 'judge'],
      [22, 'blank'],
      [27, 'short'],
      [32, 'sort'],
    ]);
    const [single, multiple, judge, blank, short, sort] = questions;
    expect(single).toMatchObject({
      stem: '我国的首都是哪座城市？',
      options: opts('上海', '北京', '广州', '深圳'),
      answer: ['B'],
      explanation: '北京是中华人民共和国的首都。',
      difficulty: 1,
      score: 2,
      tags: ['地理', '常识'],
    });
    expect(multiple).toMatchObject({
      options: opts('太阳能', '风能', '煤炭', '水能'),
      answer: ['A', 'B', 'D'],
      explanation: '煤炭是化石能源，\n不可再生。',
      difficulty: 2,
    });
    expect(judge).toMatchObject({ stem: '发生火灾时应乘坐电梯逃生。', answer: ['F'], options: [] });
    expect(blank).toMatchObject({
      stem: '水的化学式是____，一个水分子含有____个氢原子。',
      answer: [],
      blanks: [['H2O'], ['2', '两']],
      difficulty: 3,
      tags: ['化学'],
    });
    expect(short).toMatchObject({ answer: ['先切断电源，\n再用干燥的木棍挑开电线。'], score: 5 });
    expect(sort).toMatchObject({ options: opts('宋', '秦', '唐'), answer: ['B', 'C', 'A'] });
  });
});

describe('parseBulkText reads', () => {
  it.each(['1. 题干', '1、题干', '1．题干', '1) 题干', '1）题干', '12 . 题干'])(
    'the question number in "%s"',
    (head) => {
      expect(only(lines(head, '答案：参考')).stem).toBe('题干');
    },
  );

  it.each([
    ['【单选】', 'single'],
    ['[单选]', 'single'],
    ['【单选题】', 'single'],
    ['【多选】', 'multiple'],
  ])('the type tag %s', (tag, type) => {
    const q = only(lines(`1. ${tag}题干`, 'A. 甲', 'B. 乙', 'C. 丙', `答案：${type === 'single' ? 'A' : 'AB'}`));
    expect(q).toMatchObject({ type, stem: '题干' });
  });

  it('the tags of true/false, fill-in and short answer', () => {
    expect(only(lines('1. [判断] 对吗', '答案：对')).type).toBe('judge');
    expect(only(lines('1. 【填空】____', '答案：甲')).type).toBe('blank');
    expect(only(lines('1. 【简答题】为什么', '答案：对')).type).toBe('short');
  });

  it.each(['CAB', 'C,A,B', 'C、A、B', 'C→A→B', 'C->A->B', 'c a b'])(
    'an ordering answer written "%s", in its order',
    (answer) => {
      const q = only(lines('1. 【排序】排一排', 'A. 甲', 'B. 乙', 'C. 丙', `答案：${answer}`));
      expect(q).toMatchObject({ type: 'sort', answer: ['C', 'A', 'B'] });
    },
  );

  it.each(['A. ', 'A、', 'A．', '(A) ', '（A）', 'A) ', 'A：'])('options written "%s甲"', (mark) => {
    const b = mark.replace('A', 'B');
    expect(only(lines('1. 题干', `${mark}甲`, `${b}乙`, '答案：B')).options).toEqual(opts('甲', '乙'));
  });

  it('several options on one line, separated by spaces', () => {
    const q = only(lines('1. 题干', 'A. 甲 B. 乙  C、丙', 'D．丁', '答案：D'));
    expect(q.options).toEqual(opts('甲', '乙', '丙', '丁'));
  });

  it('ten options, A to J', () => {
    const q = only(lines('1. 题干', ...'ABCDEFGHIJ'.split('').map((k) => `${k}. ${k}项`), '答案：J'));
    expect(q.options).toHaveLength(10);
    expect(q.answer).toEqual(['J']);
  });

  it.each([
    ['答案：AC', ['A', 'C']],
    ['答案:A,C', ['A', 'C']],
    ['正确答案：A、C', ['A', 'C']],
    ['参考答案： c a', ['A', 'C']],
    ['【答案】CA', ['A', 'C']],
    ['答案：A，C，C', ['A', 'C']],
  ])('the choice answer "%s"', (line, answer) => {
    const q = only(lines('1. 题干', 'A. 甲', 'B. 乙', 'C. 丙', line));
    expect(q).toMatchObject({ type: 'multiple', answer });
  });

  it.each([
    ['正确', 'T'],
    ['对', 'T'],
    ['√', 'T'],
    ['T', 'T'],
    ['true', 'T'],
    ['错误', 'F'],
    ['错', 'F'],
    ['×', 'F'],
    ['F', 'F'],
    ['f', 'F'],
  ])('the true/false answer "%s"', (word, answer) => {
    expect(only(lines('1. 地球是圆的', `答案：${word}`))).toMatchObject({ type: 'judge', answer: [answer] });
  });

  it.each([
    ['甲；乙', [['甲'], ['乙']]],
    ['甲;乙', [['甲'], ['乙']]],
    [
      '甲|一；乙/二/两',
      [
        ['甲', '一'],
        ['乙', '二', '两'],
      ],
    ],
    ['甲 | 一 ; 乙；', [['甲', '一'], ['乙']]],
  ])('the fill-in answer "%s"', (written, blanks) => {
    expect(only(lines('1. ____和____', `答案：${written}`))).toMatchObject({ type: 'blank', blanks, answer: [] });
  });

  it.each(['___', '______', '（ ）', '（）', '()', '( )', '【】', '【 】'])('the blank mark %s', (mark) => {
    const q = only(lines(`1. 首都是${mark}，简称${mark}`, '答案：北京；京'));
    expect(q).toMatchObject({ type: 'blank', stem: '首都是____，简称____' });
  });

  it('keeps "（ ）" of a choice stem as written', () => {
    expect(only(lines('1. 首都是（ ）', 'A. 北京', 'B. 上海', '答案：A')).stem).toBe('首都是（ ）');
  });

  it.each([
    ['易', 1],
    ['简单', 1],
    ['1', 1],
    ['中', 2],
    ['中等', 2],
    ['2', 2],
    ['难', 3],
    ['困难', 3],
    ['3', 3],
  ])('the difficulty "%s"', (word, difficulty) => {
    expect(only(lines('1. 题干', `难度：${word}`)).difficulty).toBe(difficulty);
  });

  it('score, tags and explanation, with their defaults when left out', () => {
    expect(only(lines('1. 题干', '分值：2.5', '标签：甲,乙，丙、丁，甲', '解析：因为'))).toMatchObject({
      score: 2.5,
      tags: ['甲', '乙', '丙', '丁'],
      explanation: '因为',
    });
    expect(only(lines('1. 题干', '分数：3分')).score).toBe(3);
    expect(only('1. 题干')).toMatchObject({ difficulty: 1, score: 1, tags: [], explanation: '', answer: [] });
  });

  it('stem, option and explanation text continued on the following lines, ignoring blank lines', () => {
    const q = only(
      lines('1. 第一行', '第二行', '', 'A. 甲', '甲续', 'B. 乙', '答案：A', '解析：第一段', '', '第二段', '难度：难'),
    );
    expect(q).toMatchObject({
      stem: '第一行\n第二行',
      options: opts('甲\n甲续', '乙'),
      explanation: '第一段\n第二段',
      difficulty: 3,
    });
  });

  it('an answer on the line below an empty answer line', () => {
    expect(only(lines('1. 题干', 'A. 甲', 'B. 乙', '答案：', 'B'))).toMatchObject({ type: 'single', answer: ['B'] });
  });

  it('an option-like line inside an explanation as explanation text', () => {
    expect(only(lines('1. 题干', 'A. 甲', 'B. 乙', '答案：A', '解析：注意', 'B. 乙不对')).explanation).toBe(
      '注意\nB. 乙不对',
    );
  });

  it('Windows and old Mac line ends, and numbers that are not question numbers', () => {
    const r = parseBulkText('1. 圆周率约为\r\n3.14 吗\r\n答案：对\r2. 第二题');
    expect(r.problems).toEqual([]);
    expect(r.questions.map((q) => [q.line, q.stem])).toEqual([
      [1, '圆周率约为\n3.14 吗'],
      [4, '第二题'],
    ]);
  });

  it('infers each type when there is no tag', () => {
    const typeOf = (...l: string[]) => only(lines(...l)).type;
    expect(typeOf('1. 题', 'A. 甲', 'B. 乙', '答案：B')).toBe('single');
    expect(typeOf('1. 题', 'A. 甲', 'B. 乙', '答案：AB')).toBe('multiple');
    expect(typeOf('1. 题', '答案：×')).toBe('judge');
    expect(typeOf('1. 题____', '答案：甲')).toBe('blank');
    expect(typeOf('1. 题', '答案：甲')).toBe('short');
    expect(typeOf('1. 题')).toBe('short');
  });

  it('answers each question with the line of its number', () => {
    const r = parseBulkText(lines('', '1. 甲', '', '', '2. 乙', '答案：参考'));
    expect(r.questions.map((q) => q.line)).toEqual([2, 5]);
  });
});

describe('parseBulkText reports', () => {
  it('text, options and answers before the first question, and still reads the questions after them', () => {
    const r = parseBulkText(lines('一、选择题', 'A. 甲', '答案：A', '1. 题干', '答案：参考'));
    expect(r.problems).toEqual([
      { line: 1, text: '一、选择题', reason: '题目须以题号开头，如"1. 题干"' },
      { line: 2, text: 'A. 甲', reason: '选项不属于任何题目，请先写题号和题干，如"1. 题干"' },
      { line: 3, text: '答案：A', reason: '这一行不属于任何题目，请先写题号和题干，如"1. 题干"' },
    ]);
    expect(r.questions.map((q) => q.line)).toEqual([4]);
  });

  it('an option letter out of order, and leaves that question out', () => {
    const r = parseBulkText(lines('1. 题干', 'A. 甲', 'C. 丙', '答案：A', '2. 好题'));
    expect(r.problems).toEqual([{ line: 3, text: 'C. 丙', reason: '选项字母须依次排列，这里应为B' }]);
    expect(r.questions.map((q) => q.stem)).toEqual(['好题']);
    expect(problemsOf(lines('1. 题干', 'B. 乙', 'C. 丙', '答案：B'))).toEqual([
      { line: 2, reason: '选项字母须依次排列，这里应为A' },
    ]);
    expect(only(lines('1. 题干', 'A. 甲 C. 丙', 'B. 乙', '答案：A')).options).toEqual(opts('甲 C. 丙', '乙'));
  });

  it('an eleventh option', () => {
    const ten = 'ABCDEFGHIJ'.split('').map((k) => `${k}. ${k}`);
    expect(problemsOf(lines('1. 题干', ...ten, 'A. 又一个', '答案：A'))).toEqual([
      { line: 12, reason: '选项最多10个（A到J）' },
    ]);
  });

  it('an option after the answer', () => {
    expect(problemsOf(lines('1. 题干', 'A. 甲', 'B. 乙', '答案：A', 'C. 丙'))).toEqual([
      { line: 5, reason: '选项须写在答案之前' },
    ]);
  });

  it('an answer letter that names no option, and an answer that is not letters', () => {
    expect(problemsOf(lines('1. 题干', 'A. 甲', 'B. 乙', '答案：AE'))).toEqual([
      { line: 4, reason: '答案中的E不是本题的选项' },
    ]);
    expect(problemsOf(lines('1. 题干', 'A. 甲', 'B. 乙', '答案：北京'))).toEqual([
      { line: 4, reason: '答案须为选项字母，如"B"或"AB"' },
    ]);
  });

  it.each([
    ['答案：A', '重复的答案行'],
    ['解析：又一个', '重复的解析行'],
    ['难度：难', '重复的难度行'],
    ['分值：3', '重复的分值行'],
    ['标签：乙', '重复的标签行'],
  ])('a second "%s"', (again, reason) => {
    const first = lines('1. 题干', 'A. 甲', 'B. 乙', '答案：A', '解析：因为', '难度：易', '分值：2', '标签：甲');
    expect(problemsOf(lines(first, again))).toEqual([{ line: 9, reason }]);
  });

  it('a question without an answer where one is needed, on its first line', () => {
    const missing = '缺少答案，请加一行"答案：…"';
    expect(problemsOf(lines('1. 题干', 'A. 甲', 'B. 乙'))).toEqual([{ line: 1, reason: missing }]);
    expect(problemsOf(lines('1. 【判断】题干'))).toEqual([{ line: 1, reason: missing }]);
    expect(problemsOf(lines('1. 首都是____'))).toEqual([{ line: 1, reason: missing }]);
    expect(problemsOf(lines('1. 题干', 'A. 甲', 'B. 乙', '答案：'))).toEqual([{ line: 1, reason: missing }]);
  });

  it('a true/false answer that is neither', () => {
    expect(problemsOf(lines('1. 【判断】题干', '答案：也许'))).toEqual([
      { line: 2, reason: '判断题答案须为正确或错误（对/错、√/×、T/F）' },
    ]);
  });

  it('a blank without an answer, and blanks that do not match the answers', () => {
    expect(problemsOf(lines('1. ____和____和____', '答案：甲；；丙'))).toEqual([
      { line: 2, reason: '第2个空没有答案' },
    ]);
    expect(problemsOf(lines('1. 首都是____', '答案：北京；上海'))).toEqual([
      { line: 1, reason: '填空题的空数须与答案数一致' },
    ]);
  });

  it('rules of the question type, on the question’s first line', () => {
    expect(problemsOf(lines('1. 【单选】题干', 'A. 甲', 'B. 乙', '答案：AB'))).toEqual([
      { line: 1, reason: '单选题须有且只有一个正确答案' },
    ]);
    expect(problemsOf(lines('1. 【多选】题干', 'A. 甲', 'B. 乙', '答案：A'))).toEqual([
      { line: 1, reason: '多选题至少两个正确答案' },
    ]);
    expect(problemsOf(lines('1. 题干', 'A. 甲', '答案：A'))).toEqual([{ line: 1, reason: '选择题须有2到10个选项' }]);
    expect(problemsOf(lines('1. 【排序】题干', 'A. 甲', 'B. 乙', 'C. 丙', '答案：CA'))).toEqual([
      { line: 1, reason: '排序题的答案须依次包含每个选项各一次' },
    ]);
    expect(problemsOf(lines('1. 【排序】题干', 'A. 甲', 'B. 乙', '答案：ABA'))).toEqual([
      { line: 1, reason: '排序题的答案须依次包含每个选项各一次' },
    ]);
    expect(problemsOf(lines('1. 【判断】题干', 'A. 对', 'B. 错', '答案：对'))).toEqual([
      { line: 1, reason: '判断题不能有选项' },
    ]);
    expect(problemsOf(lines('1. 【填空】没有空', '答案：甲'))).toEqual([
      { line: 1, reason: '填空题的空数须与答案数一致' },
    ]);
    expect(problemsOf(lines('1.', '答案：甲'))).toEqual([{ line: 1, reason: '请输入题干' }]);
  });

  it('an option that is empty or too long, on its own line', () => {
    expect(problemsOf(lines('1. 题干', 'A. 甲', 'B.', '答案：A'))).toEqual([{ line: 1, reason: '选项内容不能为空' }]);
    expect(problemsOf(lines('1. 题干', 'A. 甲', `B. ${'长'.repeat(501)}`, '答案：A'))).toEqual([
      { line: 3, reason: '选项内容不能超过500个字' },
    ]);
    expect(problemsOf(`1. ${'长'.repeat(2001)}`)).toEqual([{ line: 1, reason: '题干不能超过2000个字' }]);
  });

  it('lines after the answer of a question that is not short answer, and after the one-line fields', () => {
    expect(problemsOf(lines('1. 题干', 'A. 甲', 'B. 乙', '答案：A', '多写的一行'))).toEqual([
      { line: 5, reason: '无法识别：答案之后只能写解析、难度、分值或标签' },
    ]);
    expect(problemsOf(lines('1. 题干', '难度：易', '多写的一行'))).toEqual([
      { line: 3, reason: '无法识别：难度、分值、标签各占一行，其后不能接其他内容' },
    ]);
  });

  it.each(['超难', '4', ''])('the unknown difficulty "%s"', (word) => {
    expect(problemsOf(lines('1. 题干', `难度：${word}`))).toEqual([
      { line: 2, reason: '难度须为易、中、难（或简单、中等、困难、1、2、3）' },
    ]);
  });

  it.each(['0', '101', '1.25', '-1', '', '两分'])('the bad score "%s"', (score) => {
    const [problem] = problemsOf(lines('1. 题干', `分值：${score}`));
    expect(problem?.line).toBe(2);
    expect(problem?.reason).toMatch(/分值/);
  });

  it('too many tags and a tag too long', () => {
    expect(problemsOf(lines('1. 题干', `标签：${Array.from({ length: 11 }, (_, i) => `t${i}`).join(',')}`))).toEqual([
      { line: 2, reason: '标签最多10个' },
    ]);
    expect(problemsOf(lines('1. 题干', `标签：${'长'.repeat(21)}`))).toEqual([
      { line: 2, reason: '标签不能超过20个字' },
    ]);
  });

  it('every problem of a question, and the text of each line', () => {
    const r = parseBulkText(lines('1. 题干', 'A. 甲', 'C. 丙', '答案：A', '答案：B', '难度：超难'));
    expect(r.problems.map((p) => [p.line, p.text])).toEqual([
      [3, 'C. 丙'],
      [5, '答案：B'],
      [6, '难度：超难'],
    ]);
    expect(r.questions).toEqual([]);
  });

  it(`questions past the ${questionLimits.batch} one entry may hold`, () => {
    const many = Array.from({ length: questionLimits.batch + 2 }, (_, i) => `${i + 1}. 题${i + 1}`).join('\n');
    const r = parseBulkText(many);
    expect(r.questions).toHaveLength(questionLimits.batch);
    expect(r.problems).toEqual([
      { line: 501, text: '501. 题501', reason: '一次最多录入500道题，请分批录入' },
      { line: 502, text: '502. 题502', reason: '一次最多录入500道题，请分批录入' },
    ]);
  });
});

describe('formatBulkText', () => {
  const questions = [
    question({
      type: 'single',
      stem: '首都是？\n（单选）',
      options: opts('北京\n京', '上海'),
      answer: ['A'],
      explanation: '常识\n第二行',
      difficulty: 2,
      score: 1.5,
      tags: ['地理', '常识'],
    }),
    question({ type: 'multiple', stem: '水果', options: opts('苹果', '白菜', '香蕉'), answer: ['A', 'C'] }),
    question({ type: 'judge', stem: '地球是圆的（ ）', answer: ['T'], difficulty: 3 }),
    question({ type: 'judge', stem: '1+1=3', answer: ['F'] }),
    question({ type: 'blank', stem: '____和____', blanks: [['甲', '一'], ['乙']], score: 4 }),
    question({ type: 'short', stem: '简述', answer: ['第一点\n第二点'], explanation: '略' }),
    question({ type: 'short', stem: '谈谈看法', tags: ['开放'] }),
    question({ type: 'short', stem: '回答"对"还是"错"', answer: ['对'] }),
    question({ type: 'sort', stem: '由小到大', options: opts('三', '一', '二'), answer: ['B', 'C', 'A'] }),
  ];

  it('writes text that reads back as the same questions, each at its number line', () => {
    const text = formatBulkText(questions);
    const r = parseBulkText(text);
    expect(r.problems).toEqual([]);
    expect(r.questions.map(({ line: _line, ...q }) => q)).toEqual(questions);
    const numberLines = text.split('\n').flatMap((l, i) => (/^\d+\. 【/.test(l) ? [i + 1] : []));
    expect(r.questions.map((q) => q.line)).toEqual(numberLines);
  });

  it('writes each question with its type tag, options, answer and only the fields that differ from the default', () => {
    expect(formatBulkText(questions.slice(0, 2))).toBe(
      lines(
        '1. 【单选】首都是？',
        '（单选）',
        'A. 北京',
        '京',
        'B. 上海',
        '答案：A',
        '解析：常识',
        '第二行',
        '难度：中',
        '分值：1.5',
        '标签：地理，常识',
        '',
        '2. 【多选】水果',
        'A. 苹果',
        'B. 白菜',
        'C. 香蕉',
        '答案：AC',
      ),
    );
    expect(formatBulkText([questions[4]!])).toBe(lines('1. 【填空】____和____', '答案：甲|一；乙', '分值：4'));
  });
});
