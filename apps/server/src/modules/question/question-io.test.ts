import { contract, type Question, type QuestionInput, questionInputSchema, questionTypes } from '@app/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Account } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { makeStaff } from '../access/role.factory.js';
import { multipartBody } from '../upload/index.js';
import { formatBulkText } from './bulk-text.js';
import { fillBank, makeBank, makePublicBank, sampleQuestion } from './question.factory.js';
import { sheetHeaders } from './question-xlsx.js';

const q = contract.question;
type Cell = string | number;

const options = (...texts: string[]) => texts.map((text, i) => ({ key: 'ABCDEFGHIJ'[i]!, text }));

/** Every type, and the variants a spreadsheet must carry: ten options, several lines, decimals, tags. */
const everyKind: QuestionInput[] = [
  sampleQuestion('single'),
  sampleQuestion('single', {
    stem: '第一行\n第二行：哪一项正确？',
    options: options(...'甲乙丙丁戊己庚辛壬癸'),
    answer: ['J'],
    explanation: '因为\n所以',
    difficulty: 3,
    score: 2.5,
    tags: ['历史', '天干'],
  }),
  sampleQuestion('multiple'),
  sampleQuestion('multiple', { answer: ['A', 'B', 'C'], difficulty: 2 }),
  sampleQuestion('judge'),
  sampleQuestion('judge', { answer: ['F'], explanation: '错的' }),
  sampleQuestion('blank'),
  sampleQuestion('blank', { stem: '____年____月', blanks: [['1949'], ['10', '十']], score: 4 }),
  sampleQuestion('short'),
  sampleQuestion('short', { answer: [], tags: ['开放'] }),
  sampleQuestion('sort'),
];

/** A question as written, without where it lives. */
const written = ({ id: _i, bank_id: _b, sort: _s, created_at: _c, ...fields }: Question) => fields;

const sheetOf = async (rows: Cell[][], headers: string[] = sheetHeaders) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('题目');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
};

/** A template row: type, stem, the option texts, then answer, explanation, difficulty, score, tags. */
const row = (type: string, stem: string, opts: string[], answer: string, rest: Cell[] = []) => [
  type,
  stem,
  ...Array.from({ length: 10 }, (_, i) => opts[i] ?? ''),
  answer,
  ...rest,
];

describe('question banks as .xlsx and bulk text', () => {
  const { t, organiser, other } = organiserApp({ other: true });

  const download = (url: string, token: string | undefined = organiser.token) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...(token ? { token } : {}) } });
  const exportBank = (bankId: number, token?: string) => download(`${q.exportXlsx.path}?bank_id=${bankId}`, token);
  const importFile = async (
    bankId: number | string,
    content: Buffer,
    fileName = '题目.xlsx',
    token = organiser.token,
  ) => {
    const { payload, contentType } = multipartBody([
      { name: 'bank_id', value: String(bankId) },
      { name: 'file', fileName, content },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: q.importXlsx.path,
      headers: { host: 'localhost', token, 'content-type': contentType },
      payload,
    });
    return res.json();
  };
  const questionsOf = async (bankId: number, a: Account = organiser) =>
    (await t.call(q.list, { bank_id: bankId, limit: 100 }, { token: a.token })).body.data.list;
  const filledBank = async (qs: QuestionInput[]) => {
    const bank = await makeBank(t, organiser.customer);
    const res = await t.call(q.batchAdd, { bank_id: bank.id, questions: qs }, { token: organiser.token });
    expect(res.body.code).toBe(200);
    return bank;
  };

  describe('export and import', () => {
    it('exports a bank of every type and imports the file into another bank as the same questions', async () => {
      const from = await filledBank(everyKind);
      const res = await exportBank(from.id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      // The test clock stands at 2026-06-01 02:00 UTC, 10:00 in China.
      const name = encodeURIComponent(`${from.name}-20260601100000.xlsx`);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);

      const to = await makeBank(t, organiser.customer);
      expect(await importFile(to.id, res.rawPayload)).toMatchObject({ code: 200, data: { added: everyKind.length } });
      const exported = (await questionsOf(from.id)).map(written);
      expect((await questionsOf(to.id)).map(written)).toEqual(exported);
      expect(exported.map((x) => x.type)).toEqual(everyKind.map((x) => x.type));
    });

    it('writes the template columns, one row per question in its order', async () => {
      const bank = await filledBank([sampleQuestion('blank'), sampleQuestion('multiple')]);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(new Uint8Array((await exportBank(bank.id)).rawPayload).buffer);
      const values = (n: number) => (book.worksheets[0]!.getRow(n).values as Cell[]).slice(1);
      expect(values(1)).toEqual(sheetHeaders);
      expect(values(2)).toEqual([
        '填空题',
        '水由____和____组成。',
        ...Array(10).fill(''),
        '氢；氧|氧元素',
        '',
        '易',
        1,
        '',
      ]);
      expect(values(3).slice(0, 5)).toEqual(['多选题', '以下哪些是可回收物？', '废纸', '塑料瓶', '剩饭']);
      expect(values(3)[12]).toBe('AB');
    });

    it('exports a public bank to any organiser, named after the bank', async () => {
      const bank = await fillBank(t, await makePublicBank(t, { name: '消防/安全' }), 7);
      const res = await exportBank(bank.id, other.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain(encodeURIComponent('消防_安全-20260601100000.xlsx'));
      const to = await makeBank(t, other.customer);
      expect(await importFile(to.id, res.rawPayload, 'x.xlsx', other.token)).toMatchObject({ data: { added: 7 } });
    });

    it('lets a staff member export and import for their organiser', async () => {
      const staff = await makeStaff(t, organiser, { pages: ['question/user_question'] });
      const from = await filledBank([sampleQuestion('judge')]);
      const file = await exportBank(from.id, staff.token);
      expect(file.statusCode).toBe(200);
      const to = await makeBank(t, organiser.customer);
      expect(await importFile(to.id, file.rawPayload, 'a.xlsx', staff.token)).toMatchObject({ data: { added: 1 } });
      expect((await questionsOf(to.id)).map((x) => x.stem)).toEqual(['地球绕太阳公转。']);
    });
  });

  describe('the template', () => {
    it('downloads with its name and imports cleanly, one example of every type', async () => {
      const res = await download(q.template.path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent('题目导入模板.xlsx')}`,
      );
      const bank = await makeBank(t, organiser.customer);
      expect(await importFile(bank.id, res.rawPayload, '题目导入模板.xlsx')).toMatchObject({
        code: 200,
        data: { added: questionTypes.length },
      });
      expect((await questionsOf(bank.id)).map((x) => x.type)).toEqual(questionTypes);
    });

    it('answers the envelope, not a file, without a valid login', async () => {
      for (const token of ['', 'no-such-token']) {
        const res = await download(q.template.path, token);
        expect(res.headers['content-disposition']).toBeUndefined();
        expect(res.json()).toMatchObject({ code: 500, data: null });
      }
    });
  });

  describe('a failed import', () => {
    it('names every bad row by its row number and saves nothing', async () => {
      const bank = await filledBank([sampleQuestion('short')]);
      const file = await sheetOf([
        row('单选题', '好的一题', ['甲', '乙'], 'A'),
        row('单选题', '答案没有对应选项', ['甲', '乙'], 'E'),
        [],
        row('问答题', '题型不认识', [], ''),
        row('', '没写题型的判断题', [], '对'),
        row('多选题', '选项中间空了', ['甲', '', '丙'], 'AC'),
        row('', '难度不对', [], '', ['', '超难']),
        row('填空题', '空数不对____', [], '甲；乙'),
      ]);
      const res = await importFile(bank.id, file);
      expect(res).toMatchObject({ code: 400, error: 'QUESTION_IMPORT_INVALID', data: null });
      expect(res.msg).toBe(
        [
          '第3行：答案中的E不是本题的选项',
          '第5行：题型须为单选题、多选题、判断题、填空题、简答题或排序题',
          '第7行：选项B为空，选项须从选项A起依次填写',
          '第8行：难度须为易、中、难（或简单、中等、困难、1、2、3）',
          '第9行：填空题的空数须与答案数一致',
        ].join('；'),
      );
      expect((await questionsOf(bank.id)).map((x) => x.type)).toEqual(['short']);
    });

    it('shows the first ten bad rows and how many there are', async () => {
      const bank = await makeBank(t, organiser.customer);
      const bad = Array.from({ length: 12 }, (_, i) => row('判断题', `第${i + 1}题`, [], '也许'));
      const res = await importFile(bank.id, await sheetOf(bad));
      const shown = res.msg.split('；').filter((part: string) => part.startsWith('第'));
      expect(shown).toHaveLength(10);
      expect(shown[9]).toBe('第11行：判断题答案须为正确或错误（对/错、√/×、T/F）');
      expect(res.msg).toMatch(/共12行有误$/);
      expect(await questionsOf(bank.id)).toEqual([]);
    });

    it('refuses more rows than one import takes, and a file without questions', async () => {
      const bank = await makeBank(t, organiser.customer);
      const many = Array.from({ length: 501 }, (_, i) => row('', `题${i}`, [], ''));
      expect((await importFile(bank.id, await sheetOf(many))).msg).toBe('一次最多导入500道题，文件中有501道');
      expect((await importFile(bank.id, await sheetOf([]))).msg).toBe('文件中没有题目');
      expect(await questionsOf(bank.id)).toEqual([]);
    });

    it('finds the columns by their headers, in any order and with some left out', async () => {
      const bank = await makeBank(t, organiser.customer);
      const file = await sheetOf([['对', '地球是圆的']], ['答案', '题干']);
      expect(await importFile(bank.id, file)).toMatchObject({ data: { added: 1 } });
      expect((await questionsOf(bank.id))[0]).toMatchObject({ type: 'judge', answer: ['T'] });
    });

    it('refuses a file that is not an .xlsx in the template columns', async () => {
      const bank = await makeBank(t, organiser.customer);
      const xlsx = await sheetOf([row('简答题', '题', [], '')]);
      const invalid = { code: 400, error: 'QUESTION_IMPORT_FILE_INVALID' };
      expect(await importFile(bank.id, xlsx, '题目.xls')).toMatchObject(invalid);
      expect(await importFile(bank.id, Buffer.from('题型,题干\n简答题,题'), '题目.csv')).toMatchObject(invalid);
      expect(await importFile(bank.id, Buffer.from('not a zip at all'), '题目.xlsx')).toMatchObject(invalid);
      expect(await importFile(bank.id, Buffer.from('PK\u0003\u0004broken archive'), '题目.xlsx')).toMatchObject(
        invalid,
      );
      expect(await importFile(bank.id, await sheetOf([['题']], ['问题']), '题目.xlsx')).toMatchObject(invalid);
      const huge = Buffer.concat([xlsx, Buffer.alloc(5 * 1024 * 1024)]);
      expect(await importFile(bank.id, huge, '题目.xlsx')).toMatchObject({ error: 'UPLOAD_TOO_LARGE' });
      const { payload, contentType } = multipartBody([{ name: 'bank_id', value: String(bank.id) }]);
      const headers = { host: 'localhost', token: organiser.token, 'content-type': contentType };
      const missing = await t.app.inject({ method: 'POST', url: q.importXlsx.path, headers, payload });
      expect(missing.json()).toMatchObject({ error: 'UPLOAD_FILE_MISSING' });
      expect(await questionsOf(bank.id)).toEqual([]);
    });
  });

  describe('ownership', () => {
    it("refuses to export or import another organiser's bank, and saves nothing there", async () => {
      const theirs = await makeBank(t, other.customer);
      await t.call(q.batchAdd, { bank_id: theirs.id, questions: [sampleQuestion('judge')] }, { token: other.token });
      const res = await exportBank(theirs.id);
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.json()).toMatchObject({ code: 400, error: 'QUESTION_BANK_NOT_FOUND' });
      const file = await sheetOf([row('简答题', '塞进别人的题库', [], '')]);
      expect(await importFile(theirs.id, file)).toMatchObject({ code: 400, error: 'QUESTION_BANK_NOT_FOUND' });
      expect((await questionsOf(theirs.id, other)).map((x) => x.type)).toEqual(['judge']);
    });

    it('refuses to import into a public bank', async () => {
      const bank = await makePublicBank(t);
      const file = await sheetOf([row('简答题', '题', [], '')]);
      expect(await importFile(bank.id, file)).toMatchObject({ code: 400, error: 'QUESTION_BANK_READ_ONLY' });
      expect(await questionsOf(bank.id)).toEqual([]);
    });

    it('refuses a staff member whose role lacks the question bank page the import', async () => {
      const staff = await makeStaff(t, organiser, { pages: [] });
      const bank = await makeBank(t, organiser.customer);
      const file = await sheetOf([row('简答题', '题', [], '')]);
      expect(await importFile(bank.id, file, 'a.xlsx', staff.token)).toMatchObject({ error: 'AUTH_FORBIDDEN' });
    });
  });

  describe('bulk text', () => {
    it('reads the text of a bank back as its questions, saving nothing until the batch is added', async () => {
      const from = await filledBank(everyKind);
      const before = (await questionsOf(from.id)).map(written);
      const text = formatBulkText(before.map((x) => questionInputSchema.parse(x)));
      const parsed = await t.call(q.parseText, { text }, { token: organiser.token });
      expect(parsed.body.data.problems).toEqual([]);
      const read = parsed.body.data.questions.map(({ line: _line, ...x }) => x);
      expect(read).toEqual(before);

      const to = await makeBank(t, organiser.customer);
      expect(await questionsOf(to.id)).toEqual([]);
      const added = await t.call(q.batchAdd, { bank_id: to.id, questions: read }, { token: organiser.token });
      expect(added.body.data.added).toBe(everyKind.length);
      expect((await questionsOf(to.id)).map(written)).toEqual(before);
    });

    it('answers the lines it could not read, by line number', async () => {
      const text = '说明文字\n1. 题干\nA. 甲\nC. 乙\n答案：A\n2. 地球是圆的\n答案：对';
      const res = await t.call(q.parseText, { text }, { token: organiser.token });
      expect(res.body.data.problems).toEqual([
        { line: 1, text: '说明文字', reason: '题目须以题号开头，如"1. 题干"' },
        { line: 4, text: 'C. 乙', reason: '选项字母须依次排列，这里应为B' },
      ]);
      expect(res.body.data.questions.map((x) => [x.line, x.type])).toEqual([[6, 'judge']]);
    });
  });
});
