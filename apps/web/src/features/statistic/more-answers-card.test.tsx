import { themeContract } from '@app/contract/theme';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Modal, message } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { confirmDialog, renderPage, slow, stubApi } from '../../components/test-kit.js';
import { MoreAnswersCard } from './more-answers-card.js';

const th = themeContract;
const questions = [
  {
    id: 1,
    activity_id: 12,
    type: 'single',
    stem: '您从哪里了解到本次活动',
    options: ['朋友', '海报'],
    required: true,
    sort: 1,
  },
  {
    id: 2,
    activity_id: 12,
    type: 'multiple',
    stem: '您喜欢哪些题型',
    options: ['单选', '多选'],
    required: true,
    sort: 2,
  },
];
const user = (over: Record<string, unknown>) => ({
  participant_id: 5,
  name: '李雷',
  phone: '13900000011',
  unit: '一车间',
  answers: { 1: ['海报'], 2: ['单选', '多选'] },
  created_at: '2026-05-31T02:00:00.000Z',
  ...over,
});
const users = [user({}), user({ participant_id: 6, name: '韩梅梅', answers: { 1: ['朋友'] } })];

const stubCard = (list = questions) =>
  stubApi({
    [th.moreList.path]: { data: list },
    [th.moreUsers.path]: { data: { list: users, total: users.length, page: 1, limit: 10 } },
    [th.moreBatchDelete.path]: { data: { deleted: 2 } },
  });

describe('MoreAnswersCard', () => {
  afterEach(() => {
    Modal.destroyAll();
    message.destroy();
  });

  it('shows each participant with a column per extra question', async () => {
    stubCard();
    renderPage(<MoreAnswersCard activityId={12} />);
    expect(await screen.findByText('附加问题数据', {}, slow)).toBeTruthy();
    expect(screen.getAllByText('您喜欢哪些题型').length).toBeGreaterThan(0);
    const row = (await screen.findByText('李雷', {}, slow)).closest('tr') as HTMLElement;
    expect(within(row).getByText('海报')).toBeTruthy();
    expect(within(row).getByText('单选、多选')).toBeTruthy();
    const other = screen.getByText('韩梅梅').closest('tr') as HTMLElement;
    expect(within(other).getByText('-')).toBeTruthy();
  });

  it('deletes the selected participants’ answers after confirming', async () => {
    const api = stubCard();
    renderPage(<MoreAnswersCard activityId={12} />);
    const row = (await screen.findByText('李雷', {}, slow)).closest('tr') as HTMLElement;
    const remove = screen.getByText(/^删除所选$/).closest('button') as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    fireEvent.click(within(row).getByRole('checkbox'));
    await waitFor(() => expect(remove.disabled).toBe(false));
    fireEvent.click(remove);
    await confirmDialog('确定删除所选 1 位参与者的附加问题答案吗？删除后可重新填写。');
    await waitFor(() => expect(api.callsTo(th.moreBatchDelete.path)).toHaveLength(1), slow);
    expect(api.callsTo(th.moreBatchDelete.path)[0]!.body).toEqual({ activity_id: 12, participant_ids: [5] });
    expect(await screen.findByText('已删除 2 条答案', {}, slow)).toBeTruthy();
  });

  it('shows nothing for a quiz without extra questions', async () => {
    const api = stubCard([]);
    renderPage(<MoreAnswersCard activityId={12} />);
    await waitFor(() => expect(api.callsTo(th.moreList.path)).toHaveLength(1), slow);
    expect(screen.queryByText('附加问题数据')).toBeNull();
    expect(api.callsTo(th.moreUsers.path)).toHaveLength(0);
  });
});
