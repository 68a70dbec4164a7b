import { type SurveyQuestionType, surveyQuestionTypeTitles } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { confirmDialog, expectNotice, renderPage, slow } from '../../components/test-kit.js';
import { type SavedBody, savePath, stubSurvey, threeQuestions } from './survey-fixtures.js';
import { SurveyPage } from './survey-page.js';

const renderBuilder = () => renderPage(<SurveyPage />, { route: '/activity/survey?activity_id=8' });
const save = () => fireEvent.click(screen.getByText(/^保\s?存$/));
const savedBody = async (api: ReturnType<typeof stubSurvey>) => {
  await waitFor(() => expect(api.callsTo(savePath)).toHaveLength(1), slow);
  return api.callsTo(savePath)[0]?.body as SavedBody;
};
// Role queries over a whole antd page are slow in jsdom: items and buttons are found by their aria-labels.
const item = (name: string | RegExp) => screen.getByLabelText(name, { selector: 'li' });
const findItem = (name: string | RegExp) => screen.findByLabelText(name, { selector: 'li' }, slow);
const tool = (of: HTMLElement, name: string) => within(of).getByLabelText(name, { selector: 'button' });
/** Selects a question for editing by its number (the item's text is its select button). */
const selectItem = async (n: number) =>
  fireEvent.click(within(await findItem(new RegExp(`^第${n}题`))).getByText(`第${n}题`));
const pick = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const found = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' }, slow);
  fireEvent.click(found.at(-1) as HTMLElement);
};

describe('SurveyPage builder', () => {
  // Mounting each type's editor is slow in jsdom, so the types are added in two halves.
  const addTypes = async (types: readonly SurveyQuestionType[]) => {
    const api = stubSurvey();
    renderBuilder();
    await screen.findByText('还没有题目，从左侧点击题型添加', {}, slow);
    const palette = screen.getByRole('toolbar', { name: '添加题目' });
    // Each new question goes after the selected one, which is the one just added.
    for (const type of types) fireEvent.click(within(palette).getByText(surveyQuestionTypeTitles[type]));
    save();
    const body = await savedBody(api);
    expect(body.activity_id).toBe(8);
    expect(body.settings.questions.map((q) => q.type)).toEqual(types);
    return body.settings.questions;
  };

  it('adds choice, text and page-break questions from the palette and saves them in order', async () => {
    const questions = await addTypes(['radio', 'checkbox', 'page_break', 'select', 'ranking', 'text', 'textarea']);
    expect(item('第2页')).toBeInTheDocument();
    expect(item('第1题 请选择一个选项')).toBeInTheDocument();
    expect(questions[0]?.options.map((o) => o.label)).toEqual(['选项1', '选项2']);
    expect(await screen.findByText('保存成功', {}, slow)).toBeInTheDocument();
  });

  it('adds the other question types with working defaults', async () => {
    const questions = await addTypes(['date', 'region', 'rating', 'matrix', 'upload', 'description']);
    expect(questions.find((q) => q.type === 'matrix')?.rows.map((r) => r.label)).toEqual(['矩阵行1', '矩阵行2']);
    expect(item('段落说明 说明')).toBeInTheDocument();
  });

  it('edits, adds and removes options of the selected question, one of them "other"', async () => {
    const api = stubSurvey(threeQuestions());
    renderBuilder();
    await selectItem(1);
    fireEvent.change(screen.getByLabelText('选项1内容'), { target: { value: '参加过两次' } });
    fireEvent.click(screen.getByText('添加选项'));
    fireEvent.change(screen.getByLabelText('选项3内容'), { target: { value: '不记得' } });
    fireEvent.click(screen.getByLabelText('选项3需要填写说明'));
    // Only one option of a question may ask for a text: the later tick wins.
    fireEvent.click(screen.getByLabelText('选项1需要填写说明'));
    fireEvent.click(screen.getByLabelText('删除选项2'));
    save();
    const [q1] = (await savedBody(api)).settings.questions;
    expect(q1?.options.map((o) => [o.label, o.other])).toEqual([
      ['参加过两次', true],
      ['不记得', false],
    ]);
  });

  it('saves a display rule and a jump chosen in the editor', async () => {
    const api = stubSurvey(threeQuestions());
    renderBuilder();
    await selectItem(2);
    await pick('显示条件', '第1题 您是否参加过培训？');
    fireEvent.click(screen.getByLabelText('参加过'));
    fireEvent.click(screen.getByLabelText('没参加过'));
    await selectItem(1);
    await pick('选项2跳转到', '第3题 其他建议');
    expect(within(item(/^第1题/)).getByText('逻辑')).toBeInTheDocument();
    save();
    const [q1, q2] = (await savedBody(api)).settings.questions;
    expect(q2?.show_if).toEqual({ question_key: 'q1', option_keys: ['q1o2'] });
    expect(q1?.options.map((o) => o.jump_to)).toEqual(['', 'q3']);
  });

  it('shows what is wrong with the questionnaire and sends nothing', async () => {
    const api = stubSurvey(threeQuestions());
    renderBuilder();
    await selectItem(3);
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '   ' } });
    save();
    await expectNotice('第3题请输入题目标题');
    expect(api.callsTo(savePath)).toHaveLength(0);
  });

  it('checks option texts as the server does before sending', async () => {
    const api = stubSurvey(threeQuestions());
    renderBuilder();
    await selectItem(1);
    fireEvent.change(screen.getByLabelText('选项2内容'), { target: { value: ' ' } });
    await selectItem(3);
    save();
    await expectNotice('请输入选项内容');
    expect(api.callsTo(savePath)).toHaveLength(0);
    // The editor moved to the question the message is about.
    expect(screen.getByLabelText('选项2内容')).toHaveValue(' ');
  });

  it('copies, moves and deletes questions after confirming', async () => {
    const api = stubSurvey(threeQuestions());
    renderBuilder();
    fireEvent.click(tool(await findItem(/^第3题/), '复制'));
    fireEvent.click(tool(item(/^第3题/), '上移'));
    fireEvent.click(tool(item(/^第1题/), '删除'));
    await confirmDialog('确定删除这道题吗？其他题目引用它的逻辑也会一并删除。');
    await waitFor(() => expect(screen.queryByLabelText(/您是否参加过培训/, { selector: 'li' })).toBeNull(), slow);
    save();
    const { questions } = (await savedBody(api)).settings;
    expect(questions.map((q) => q.title)).toEqual(['其他建议', '培训的名称', '其他建议']);
    expect(questions.map((q) => q.key).slice(0, 2)).toEqual(['q3', 'q2']);
    expect(questions[2]?.key).not.toBe('q3');
  });
});
