import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNotice, renderPage, slow, stubApi } from '../../components/test-kit.js';
import { type QuestionEditing, QuestionEditorDrawer } from './question-editor-drawer.js';
import { clickButton, makeQuestion } from './test-questions.js';

const addPath = '/api/Question/add';
const editPath = '/api/Question/edit';

const openDrawer = async (editing: QuestionEditing) => {
  renderPage(<QuestionEditorDrawer bankId={5} editing={editing} onClose={() => {}} />);
  return (
    await screen.findByText(editing === 'new' ? '新增题目' : '编辑题目', { selector: '.ant-drawer-title' }, slow)
  ).closest('.ant-drawer') as HTMLElement;
};
const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

/** Picks options into the right order, one after another, as an organiser taps them. */
const pickOrder = async (scope: HTMLElement, labels: string[]) => {
  fireEvent.mouseDown(within(scope).getByRole('combobox', { name: '正确顺序' }));
  for (const label of labels) {
    const items = await screen.findAllByText(label, { selector: '.ant-select-item-option-content' });
    fireEvent.click(items.at(-1) as HTMLElement);
  }
};

// The drawer's form is large for jsdom on a shared machine.
describe('QuestionEditorDrawer with an ordering question', { timeout: 60_000 }, () => {
  it('adds an ordering question with its options and the order picked, refusing an order that leaves one out', async () => {
    const { callsTo } = stubApi({ [addPath]: (c) => ({ data: makeQuestion(9, c.body as object) }) });
    const form = await openDrawer('new');
    fireEvent.click(within(form).getByText('排序题'));
    type(form, '题干', '将下列朝代按时间先后排序');
    for (const [key, text] of [
      ['A', '唐'],
      ['B', '秦'],
      ['C', '汉'],
    ])
      type(form, `选项${key}内容`, text!);
    fireEvent.click(within(form).getByLabelText('删除选项D'));
    await pickOrder(form, ['B. 秦', 'C. 汉']);
    expect(within(form).getByText('依次为：B → C')).toBeInTheDocument();
    expect(within(form).getByText('尚未排入：A')).toBeInTheDocument();
    clickButton('保存', form);
    await expectNotice('排序题的答案须依次包含每个选项各一次');
    expect(callsTo(addPath)).toHaveLength(0);

    await pickOrder(form, ['A. 唐']);
    expect(within(form).getByText('依次为：B → C → A')).toBeInTheDocument();
    clickButton('保存', form);
    expect((await screen.findAllByText('保存成功', {}, slow))[0]).toBeInTheDocument();
    expect(callsTo(addPath)[0]?.body).toMatchObject({
      bank_id: 5,
      type: 'sort',
      stem: '将下列朝代按时间先后排序',
      options: [
        { key: 'A', text: '唐', image: '' },
        { key: 'B', text: '秦', image: '' },
        { key: 'C', text: '汉', image: '' },
      ],
      answer: ['B', 'C', 'A'],
      blanks: [],
    });
  });

  it('edits an ordering question: removing an option re-letters the rest and keeps their order', async () => {
    const saved = makeQuestion(4, {
      type: 'sort',
      stem: '从小到大排列',
      options: ['三', '一', '四', '二'].map((text, i) => ({ key: 'ABCD'[i]!, text, image: '' })),
      answer: ['B', 'D', 'A', 'C'],
    });
    const { callsTo } = stubApi({ [editPath]: (c) => ({ data: makeQuestion(4, c.body as object) }) });
    const form = await openDrawer(saved);
    expect(within(form).getByText('依次为：B → D → A → C')).toBeInTheDocument();
    fireEvent.click(within(form).getByLabelText('删除选项C'));
    expect(within(form).getByText('依次为：B → C → A')).toBeInTheDocument();
    clickButton('保存', form);
    await screen.findAllByText('保存成功', {}, slow);
    expect(callsTo(editPath)[0]?.body).toMatchObject({
      id: 4,
      type: 'sort',
      options: [
        { key: 'A', text: '三' },
        { key: 'B', text: '一' },
        { key: 'C', text: '二' },
      ],
      answer: ['B', 'C', 'A'],
    });
  });
});
