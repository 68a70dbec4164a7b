import {
  type ErrorName,
  fileExtension,
  type QuestionFields,
  questionInputSchema,
  questionLimits,
  questionTypeTitles,
} from '@app/contract';
import ExcelJS from 'exceljs';
import { AppError } from '../../platform/errors.js';
import type { UploadedFile } from '../../platform/upload-body.js';
import {
  answerText,
  buildQuestion,
  difficultyWord,
  optionLetters,
  type Reading,
  readDifficulty,
  readScore,
  readTags,
  readType,
  typeTitleList,
} from './question-notation.js';

/** Question banks as .xlsx: the import template, exports, and reading an import, in one set of columns. */

export const xlsxMime = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Far above what 500 questions take; the upload's own limit is the largest media file's. */
const importMaxBytes = 5 * 1024 * 1024;

const optionHeaders = [...optionLetters].map((k) => `选项${k}`);
export const sheetHeaders = ['题型', '题干', ...optionHeaders, '答案', '解析', '难度', '分值', '标签'];
const widths: Record<string, number> = { 题型: 10, 题干: 40, 答案: 18, 解析: 30, 难度: 8, 分值: 8, 标签: 16 };

type SheetQuestion = Pick<
  QuestionFields,
  'type' | 'stem' | 'options' | 'answer' | 'blanks' | 'explanation' | 'difficulty' | 'score' | 'tags'
>;

const rowOf = (q: SheetQuestion) => [
  questionTypeTitles[q.type],
  q.stem,
  ...optionHeaders.map((_, i) => q.options[i]?.text ?? ''),
  answerText(q),
  q.explanation,
  difficultyWord(q.difficulty),
  q.score,
  q.tags.join('，'),
];

const guide = [
  '每行一道题，第一行是表头，请勿修改表头。一次最多导入500道题；任何一行有误时不会导入任何题目。',
  '题型：单选题、多选题、判断题、填空题、简答题、排序题；不填时按选项和答案判断（排序题须填写题型）。',
  '选项：选择题和排序题从选项A起依次填写，2到10个；其他题型不填选项。',
  '答案：单选题填一个字母（B）；多选题填多个字母（AB 或 A,B）；判断题填 正确/错误（也可填 对/错、√/×、T/F）；',
  '填空题各空的答案用；隔开，一个空有多个可接受答案时用|隔开（H2O；2|两）；简答题填参考答案，可不填；',
  '排序题按正确顺序填全部选项字母，每个一次（BCA）。',
  '填空题在题干中用____标出每个空，空数须与答案的空数一致。',
  '难度：易、中、难（也可填 简单、中等、困难 或 1、2、3），不填为易。',
  '分值：大于0、不超过100，最多一位小数，不填为1。',
  '标签：用逗号或顿号隔开，最多10个，每个不超过20字。',
];

const examples: QuestionFields[] = [
  {
    type: 'single',
    stem: '我国的首都是哪座城市？',
    options: ['上海', '北京', '广州', '深圳'].map((text, i) => ({ key: optionLetters[i]!, text, image: '' })),
    answer: ['B'],
    explanation: '北京是中华人民共和国的首都。',
    score: 2,
    tags: ['地理', '常识'],
  },
  {
    type: 'multiple',
    stem: '下列属于可再生能源的有：',
    options: ['太阳能', '风能', '煤炭', '水能'].map((text, i) => ({ key: optionLetters[i]!, text, image: '' })),
    answer: ['A', 'B', 'D'],
    difficulty: 2,
  },
  { type: 'judge', stem: '发生火灾时应乘坐电梯逃生。', answer: ['F'] },
  {
    type: 'blank',
    stem: '水的化学式是____，一个水分子含有____个氢原子。',
    blanks: [['H2O'], ['2', '两']],
    difficulty: 3,
  },
  { type: 'short', stem: '简述触电急救的第一步。', answer: ['先切断电源，再用干燥的木棍挑开电线。'], score: 5 },
  {
    type: 'sort',
    stem: '将以下朝代按时间先后排序。',
    options: ['宋', '秦', '唐'].map((text, i) => ({ key: optionLetters[i]!, text, image: '' })),
    answer: ['B', 'C', 'A'],
  },
].map((q) => questionInputSchema.parse(q));

/** Drop-down lists on the template's type and difficulty columns, for as many rows as one import takes. */
const addChoices = (sheet: ExcelJS.Worksheet) => {
  const lists: [string, string[]][] = [
    ['题型', Object.values(questionTypeTitles)],
    ['难度', ['易', '中', '难']],
  ];
  for (const [header, values] of lists) {
    const column = sheet.getColumn(sheetHeaders.indexOf(header) + 1);
    for (let row = 2; row <= questionLimits.batch + 1; row += 1) {
      column.worksheet.getCell(row, column.number).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [`"${values.join(',')}"`],
      };
    }
  }
};

const writeBook = async (questions: SheetQuestion[], template: boolean) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('题目', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = sheetHeaders.map((header) => ({ header, width: widths[header] ?? 14 }));
  sheet.getRow(1).font = { bold: true };
  for (const q of questions) sheet.addRow(rowOf(q));
  if (template) {
    addChoices(sheet);
    const notes = book.addWorksheet('填写说明');
    notes.getColumn(1).width = 110;
    for (const line of guide) notes.addRow([line]);
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
};

/** Questions in the template's columns, one row each, in their order. */
export const questionSheet = (questions: SheetQuestion[]) => writeBook(questions, false);

let template: Promise<Uint8Array<ArrayBuffer>> | undefined;

/**
 * The import template: the header, one example row per type, and a sheet that explains the columns. It never
 * changes, and its drop-down lists take a while to write, so it is made once.
 */
export const templateSheet = () => {
  template ??= writeBook(examples, true);
  return template;
};

/** The upload, if it can be an .xlsx at all: named so, not too large, and a zip archive as every .xlsx is. */
export const xlsxContent = (file: UploadedFile | undefined, invalid: ErrorName = 'QUESTION_IMPORT_FILE_INVALID') => {
  if (!file) throw new AppError('UPLOAD_FILE_MISSING');
  if (fileExtension(file.fileName) !== 'xlsx') throw new AppError(invalid);
  if (file.buffer.length > importMaxBytes) throw new AppError('UPLOAD_TOO_LARGE');
  if (file.buffer.subarray(0, 4).toString('latin1') !== 'PK\u0003\u0004') {
    throw new AppError(invalid);
  }
  return file.buffer;
};

/** The workbook's first sheet; `invalid` when the file is no workbook. */
export const firstSheet = async (content: Buffer, invalid: ErrorName = 'QUESTION_IMPORT_FILE_INVALID') => {
  const book = new ExcelJS.Workbook();
  try {
    // A copy as a plain ArrayBuffer, the type the library declares (it reads any byte array).
    await book.xlsx.load(new Uint8Array(content).buffer);
  } catch {
    // The library throws plain errors for any archive it cannot read: the file is not a workbook.
    throw new AppError(invalid);
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new AppError(invalid);
  return sheet;
};

type Cells = (header: string) => string;

/**
 * The rows under a header row that have any cell filled in, each with its number (as the spreadsheet numbers it)
 * and its cells by header, so columns may come in any order. A sheet without `required` is no template.
 */
export const headedRows = (sheet: ExcelJS.Worksheet, required: string, invalid: ErrorName) => {
  const columns = new Map<string, number>();
  sheet.getRow(1).eachCell((c, n) => {
    columns.set(c.text.trim(), n);
  });
  if (!columns.has(required)) throw new AppError(invalid);
  const rows: { number: number; cell: Cells }[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1 || ![...columns.values()].some((c) => row.getCell(c).text.trim())) return;
    const cell = (header: string) => {
      const column = columns.get(header);
      return column ? row.getCell(column).text.trim() : '';
    };
    rows.push({ number: n, cell });
  });
  return rows;
};

const optional = <T>(raw: string, read: (raw: string) => Reading<T>): Reading<T | undefined> =>
  raw ? read(raw) : { value: undefined };

/** One row read the way a bulk-text question is, with the same notation. */
const readRow = (cell: Cells): Reading<QuestionFields> => {
  const typeText = cell('题型');
  const tag = typeText ? readType(typeText) : undefined;
  if (typeText && !tag) return { reason: `题型须为${typeTitleList}` };
  const written = optionHeaders.map(cell);
  const options = written.slice(0, written.findLastIndex(Boolean) + 1);
  const gap = options.findIndex((text) => !text);
  if (gap >= 0) return { reason: `${optionHeaders[gap]}为空，选项须从选项A起依次填写` };
  const difficulty = optional(cell('难度'), readDifficulty);
  const score = optional(cell('分值'), readScore);
  const tags = optional(cell('标签'), readTags);
  for (const read of [difficulty, score, tags]) if ('reason' in read) return read;
  const built = buildQuestion({
    tag,
    stem: cell('题干'),
    options,
    answer: cell('答案') || undefined,
    explanation: cell('解析'),
    difficulty: 'value' in difficulty ? difficulty.value : undefined,
    score: 'value' in score ? score.value : undefined,
    tags: 'value' in tags ? tags.value : undefined,
  });
  return 'value' in built ? built : { reason: built.reason };
};

export type SheetProblem = { row: number; reason: string };

/**
 * Every question of the first sheet, or every row that cannot be one (numbered as the spreadsheet numbers
 * it). Columns are found by their header, so their order does not matter; a sheet without 题干 is no template.
 */
export const readQuestionSheet = async (content: Buffer) => {
  const rows = headedRows(await firstSheet(content), '题干', 'QUESTION_IMPORT_FILE_INVALID');
  if (rows.length > questionLimits.batch) {
    throw new AppError('QUESTION_IMPORT_INVALID', `一次最多导入${questionLimits.batch}道题，文件中有${rows.length}道`);
  }
  const questions: QuestionFields[] = [];
  const problems: SheetProblem[] = [];
  for (const row of rows) {
    const read = readRow(row.cell);
    if ('value' in read) questions.push(read.value);
    else problems.push({ row: row.number, reason: read.reason });
  }
  return { questions, problems };
};
