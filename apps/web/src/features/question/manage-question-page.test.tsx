import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { confirmDialog, expectNotice, LocationProbe, renderPage, slow, stubApi } from '../../components/test-kit.js';
import { ManageQuestionPage } from './manage-question-page.js';
import { choose, clickButton, listOf, makeBank, makeQuestion, rowOf } from './test-questions.js';

const listPath = '/api/Question/list';
const bank = makeBank(5, { name: '安全知识', question_count: 3 });
const questions = [
  makeQuestion(1, { stem: '灭火器的压力表指针应在哪个区域？', tags: ['消防'], difficulty: 2, score: 2 }),
  makeQuestion(2, { type: 'judge', stem: '可以用湿手触碰开关。', options: [], answer: ['F'] }),
  makeQuestion(3, {
    type: 'sort',
    stem: '火灾逃生的步骤依次是？',
    options: ['报警', '捂住口鼻', '弯腰撤离'].map((text, i) => ({ key: 'ABC'[i]!, text, image: '' })),
    answer: ['B', 'C', 'A'],
  }),
];

const stubPage = (extra: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({ '/api/QuestionBank/detail': { data: bank }, [listPath]: listOf(questions), ...extra });

const renderManage = () =>
  renderPage(
    <>
      <Routes>
        <Route path="/question/manage_question" element={<ManageQuestionPage />} />
        <Route path="*" element={<p>别的页面</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: '/question/manage_question?id=5' },
  );

const drawer = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-drawer-title' }, slow)).closest('.ant-drawer') as HTMLElement;
const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

// The drawer's form is large for jsdom on a shared machine.
describe('ManageQuestionPage', { timeout: 60_000 }, () => {
  it("lists the bank's questions with type, answer, difficulty, score and tags, and filters them", async () => {
    const { callsTo } = stubPage();
    renderManage();
    expect(await screen.findByText('题目管理：安全知识', {}, slow)).toBeInTheDocument();
    const row = await rowOf('灭火器的压力表指针应在哪个区域？');
    for (const text of ['单选题', 'A', '中等', '2', '消防']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(await rowOf('可以用湿手触碰开关。')).getByText('错误')).toBeInTheDocument();
    const ordering = await rowOf('火灾逃生的步骤依次是？');
    for (const text of ['排序题', 'B → C → A']) expect(within(ordering).getByText(text)).toBeInTheDocument();
    await choose('题型', '判断题');
    fireEvent.change(screen.getByLabelText('标签'), { target: { value: '用电' } });
    fireEvent.keyDown(screen.getByLabelText('标签'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(Object.fromEntries(callsTo(listPath).at(-1)!.query)).toEqual({
        page: '1',
        limit: '10',
        bank_id: '5',
        type: 'judge',
        tag: '用电',
      }),
    );
  });

  it('adds a single-choice question from the drawer, asking for the stem first', async () => {
    const { callsTo } = stubPage({ '/api/Question/add': (c) => ({ data: makeQuestion(9, c.body as object) }) });
    renderManage();
    await rowOf('可以用湿手触碰开关。');
    clickButton('新增题目');
    const form = await drawer('新增题目');
    clickButton('保存', form);
    await expectNotice('请输入题干');
    type(form, '题干', '一氧化碳中毒时首先应？');
    type(form, '选项A内容', '开窗通风');
    type(form, '选项B内容', '开灯查看');
    fireEvent.click(within(form).getByLabelText('删除选项D'));
    fireEvent.click(within(form).getByLabelText('选项A为正确答案'));
    fireEvent.click(within(form).getByText('困难'));
    type(form, '解析', '先通风再施救。');
    clickButton('保存', form);
    expect((await screen.findAllByText('保存成功', {}, slow))[0]).toBeInTheDocument();
    expect(callsTo('/api/Question/add')[0]?.body).toEqual({
      bank_id: 5,
      type: 'single',
      stem: '一氧化碳中毒时首先应？',
      options: [
        { key: 'A', text: '开窗通风', image: '' },
        { key: 'B', text: '开灯查看', image: '' },
        { key: 'C', text: '', image: '' },
      ],
      answer: ['A'],
      blanks: [],
      explanation: '先通风再施救。',
      difficulty: 3,
      tags: [],
      score: 1,
      image: '',
      audio: '',
      video: '',
    });
  });

  it('writes a fill-in question with a blank marked in the stem and several accepted answers', async () => {
    const { callsTo } = stubPage({ '/api/Question/add': (c) => ({ data: makeQuestion(9, c.body as object) }) });
    renderManage();
    clickButton('新增题目');
    const form = await drawer('新增题目');
    fireEvent.click(within(form).getByText('填空题'));
    expect(within(form).getByText('题干中还没有空，请用 ____ 标出')).toBeInTheDocument();
    type(form, '题干', '水的化学式是');
    clickButton('插入空', form);
    const answers = within(form).getByLabelText('第1空答案');
    for (const answer of ['H2O', 'H₂O']) {
      fireEvent.change(answers, { target: { value: answer } });
      fireEvent.keyDown(answers, { key: 'Enter', code: 'Enter', keyCode: 13 });
    }
    clickButton('保存', form);
    await screen.findAllByText('保存成功', {}, slow);
    expect(callsTo('/api/Question/add')[0]?.body).toMatchObject({
      type: 'blank',
      stem: '水的化学式是____',
      options: [],
      answer: [],
      blanks: [['H2O', 'H₂O']],
    });
  });

  it('edits a question with its id, starting from what it holds', async () => {
    const { callsTo } = stubPage({ '/api/Question/edit': (c) => ({ data: makeQuestion(2, c.body as object) }) });
    renderManage();
    clickButton('编辑', await rowOf('可以用湿手触碰开关。'));
    const form = await drawer('编辑题目');
    expect(within(form).getByLabelText('题干')).toHaveValue('可以用湿手触碰开关。');
    fireEvent.click(within(form).getByLabelText('正确'));
    clickButton('保存', form);
    await screen.findAllByText('保存成功', {}, slow);
    expect(callsTo('/api/Question/edit')[0]?.body).toMatchObject({ id: 2, type: 'judge', answer: ['T'] });
  });

  it('deletes one question, or the selected ones, after a 提示', async () => {
    const { callsTo } = stubPage({
      '/api/Question/delete': (c) => ({ data: { deleted: (c.body as { ids: number[] }).ids.length } }),
    });
    renderManage();
    clickButton('删除', await rowOf('可以用湿手触碰开关。'));
    await confirmDialog('确定删除这道题吗？');
    expect(await screen.findByText('已删除 1 道题', {}, slow)).toBeInTheDocument();
    clickButton('批量删除');
    await expectNotice('请先勾选题目');
    for (const stem of ['灭火器的压力表指针应在哪个区域？', '可以用湿手触碰开关。']) {
      fireEvent.click(within(await rowOf(stem)).getByRole('checkbox'));
    }
    clickButton('批量删除');
    await confirmDialog('确定删除所选的 2 道题吗？');
    expect(await screen.findByText('已删除 2 道题', {}, slow)).toBeInTheDocument();
    expect(callsTo('/api/Question/delete').map((c) => c.body)).toEqual([{ ids: [2] }, { ids: [1, 2] }]);
  });

  it('opens bulk entry, and batch edit with the selected ids', async () => {
    stubPage();
    renderManage();
    fireEvent.click(within(await rowOf('可以用湿手触碰开关。')).getByRole('checkbox'));
    fireEvent.click(within(await rowOf('灭火器的压力表指针应在哪个区域？')).getByRole('checkbox'));
    clickButton('批量编辑');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/question/luruEdit_question?id=5&ids=2,1'),
    );
  });

  it('goes to bulk entry for this bank', async () => {
    stubPage();
    renderManage();
    await rowOf('可以用湿手触碰开关。');
    clickButton('批量录入');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/question/luru_question?id=5'));
  });

  it('imports an .xlsx and says how many were added, or the row the server names', async () => {
    let fail = false;
    const { callsTo } = stubPage({
      '/api/Question/import': () =>
        fail ? { code: 400, msg: '第3行：答案须为选项字母，未导入任何题目' } : { data: { added: 12 } },
    });
    renderManage();
    await rowOf('可以用湿手触碰开关。');
    const input = screen.getByLabelText('导入', { selector: 'input' });
    fireEvent.change(input, { target: { files: [new File(['x'], '题目.txt')] } });
    await expectNotice('请上传 .xlsx 文件');
    fireEvent.change(input, { target: { files: [new File(['x'], '题目.xlsx')] } });
    await expectNotice('成功导入 12 道题');
    const sent = callsTo('/api/Question/import')[0]?.body as FormData;
    expect(sent.get('bank_id')).toBe('5');
    expect((sent.get('file') as File).name).toBe('题目.xlsx');
    fail = true;
    fireEvent.change(input, { target: { files: [new File(['x'], '题目.xlsx')] } });
    await expectNotice('第3行：答案须为选项字母，未导入任何题目');
  });

  it('reorders the whole bank, loading every page, and sends the new order', async () => {
    const many = Array.from({ length: 130 }, (_, i) => makeQuestion(i + 1));
    const { callsTo } = stubPage({
      [listPath]: (c) => {
        const page = Number(c.query.get('page'));
        const limit = Number(c.query.get('limit'));
        return listOf(many.slice((page - 1) * limit, page * limit), many.length, page, limit);
      },
      '/api/Question/sort': { data: null },
    });
    renderManage();
    await rowOf('题目1');
    clickButton('调整顺序');
    const dialog = (await screen.findByText('调整题目顺序', { selector: '.ant-modal-title' }, slow)).closest(
      '.ant-modal',
    ) as HTMLElement;
    await within(dialog).findByText('题目20', {}, slow);
    fireEvent.click(within(dialog).getByLabelText('下移 1'));
    fireEvent.click(within(dialog).getByLabelText('置底 1'));
    clickButton('保存', dialog);
    expect(await screen.findByText('排序已保存', {}, slow)).toBeInTheDocument();
    const ids = (callsTo('/api/Question/sort')[0]!.body as { ids: number[] }).ids;
    expect(ids).toHaveLength(130);
    expect(ids.slice(0, 2)).toEqual([1, 3]);
    expect(ids.at(-1)).toBe(2);
    expect(callsTo(listPath).filter((c) => c.query.get('limit') === '100')).toHaveLength(2);
  });
});
