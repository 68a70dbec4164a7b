import type { MoreQuestion } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Modal, message } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { confirmDialog, dialogTitled, expectNotice, renderPage, slow, stubApi } from '../../components/test-kit.js';
import { MoreQuestions } from './more-questions.js';

const paths = {
  page: '/api/ThemeMoreQuestion/page',
  save: '/api/ThemeMoreQuestion/save',
  list: '/api/ThemeMoreQuestion/list',
  add: '/api/ThemeMoreQuestion/add',
  remove: '/api/ThemeMoreQuestion/delete',
  sort: '/api/ThemeMoreQuestion/sort',
};
const question = (over: Partial<MoreQuestion>): MoreQuestion => ({
  id: 1,
  activity_id: 8,
  type: 'single',
  stem: '您从哪里了解到本次活动',
  options: ['朋友', '海报'],
  required: true,
  sort: 1,
  ...over,
});
const two = [question({}), question({ id: 2, type: 'text', stem: '您的建议', options: [], required: false, sort: 2 })];

const stubMore = (questions: MoreQuestion[] = two) =>
  stubApi({
    [paths.page]: { data: { enabled: false, position: 'after', title: '', intro: '' } },
    [paths.save]: ({ body }) => {
      const { activity_id: _, ...saved } = body as Record<string, unknown>;
      return { data: saved };
    },
    [paths.list]: { data: questions },
    [paths.add]: ({ body }) => ({ data: question({ ...(body as object), id: 3, sort: 3 }) }),
    [paths.remove]: { data: null },
    [paths.sort]: { data: questions },
  });
const button = (text: RegExp, root: HTMLElement = document.body) =>
  within(root).getByText(text).closest('button') as HTMLButtonElement;

describe('MoreQuestions', () => {
  afterEach(() => {
    Modal.destroyAll();
    message.destroy();
  });

  it('saves the page settings: on, before the quiz, title and intro', async () => {
    const api = stubMore();
    renderPage(<MoreQuestions activityId={8} />);
    fireEvent.click(await screen.findByLabelText('开启附加问题', {}, slow));
    fireEvent.click(screen.getByText('答题前（必答问题答完才能开始答题）'));
    fireEvent.change(screen.getByLabelText('页面标题'), { target: { value: '报名调查' } });
    fireEvent.change(screen.getByLabelText('页面说明'), { target: { value: '请先回答' } });
    fireEvent.click(button(/^保\s*存$/));
    await waitFor(() => expect(api.callsTo(paths.save)).toHaveLength(1), slow);
    expect(api.callsTo(paths.save)[0]!.body).toEqual({
      activity_id: 8,
      enabled: true,
      position: 'before',
      title: '报名调查',
      intro: '请先回答',
    });
  });

  it('asks for an empty option, then adds the choice question with its options', async () => {
    const api = stubMore([]);
    renderPage(<MoreQuestions activityId={8} />);
    expect(await screen.findByText('还没有附加问题', {}, slow)).toBeTruthy();
    fireEvent.click(button(/^添加问题$/));
    const dialog = await dialogTitled('添加问题');
    fireEvent.change(within(dialog).getByLabelText('问题'), { target: { value: '您的年龄段' } });
    fireEvent.change(within(dialog).getByLabelText('选项 1'), { target: { value: '18岁以下' } });
    fireEvent.click(button(/^确\s*定$|^保\s*存$/, dialog));
    await expectNotice('选项不能为空');
    Modal.destroyAll();
    fireEvent.change(within(dialog).getByLabelText('选项 2'), { target: { value: '18岁及以上' } });
    fireEvent.click(button(/^保\s*存$/, dialog));
    await waitFor(() => expect(api.callsTo(paths.add)).toHaveLength(1), slow);
    expect(api.callsTo(paths.add)[0]!.body).toEqual({
      activity_id: 8,
      type: 'single',
      stem: '您的年龄段',
      options: ['18岁以下', '18岁及以上'],
      required: true,
    });
  });

  it('moves a question down and deletes one after confirming', async () => {
    const api = stubMore();
    renderPage(<MoreQuestions activityId={8} />);
    const row = (await screen.findByText('您从哪里了解到本次活动', {}, slow)).closest('tr') as HTMLElement;
    expect(button(/^上移$/, row).disabled).toBe(true);
    fireEvent.click(button(/^下移$/, row));
    await waitFor(() => expect(api.callsTo(paths.sort)).toHaveLength(1), slow);
    expect(api.callsTo(paths.sort)[0]!.body).toEqual({ activity_id: 8, ids: [2, 1] });
    fireEvent.click(button(/^删\s*除$/, row));
    await confirmDialog('确定删除问题「您从哪里了解到本次活动」吗？');
    await waitFor(() => expect(api.callsTo(paths.remove)).toHaveLength(1), slow);
    expect(api.callsTo(paths.remove)[0]!.body).toEqual({ id: 1 });
  });
});
