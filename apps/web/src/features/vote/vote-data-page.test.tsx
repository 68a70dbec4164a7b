import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { confirmDialog, renderPage, stubApi } from '../../components/test-kit.js';
import { clickButton, makeCandidate, makeRecord, page, patient, voteActivity } from './test-votes.js';
import { VoteDataPage } from './vote-data-page.js';

const paths = { vote: '/api/voteData/vote', voteDel: '/api/voteData/voteDel', voteInit: '/api/voteData/voteInit' };

const stubData = (extra: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    '/api/MyActivity/activityInfo': { data: voteActivity() },
    '/api/vote/screen': {
      data: {
        title: '最美员工评选',
        code: 'Ab3dE5fG7h',
        totals: { candidates: 2, votes: 7, voters: 3 },
        ranking: [{ rank: 1, id: 1, number: 1, name: '王五', cover: '', category_id: null, votes: 7 }],
      },
    },
    '/api/vote/list': page([makeCandidate(1, { name: '王五' })]),
    [paths.vote]: page([
      makeRecord(1, { flagged: true, flag_reason: '同一IP一分钟内投票30次' }),
      makeRecord(2),
      makeRecord(3, { invalid: true }),
    ]),
    '/api/voteData/user': page([]),
    ...extra,
  });

const renderData = () =>
  renderPage(
    <Routes>
      <Route path="/activity/voteData" element={<VoteDataPage />} />
    </Routes>,
    { route: '/activity/voteData?activity_id=5' },
  );

const recordRow = async (voter: string) => (await screen.findByText(voter, {}, patient)).closest('tr') as HTMLElement;

describe('VoteDataPage', { timeout: 60_000 }, () => {
  it('shows the totals, the ranking and suspicious votes marked', async () => {
    stubData();
    renderData();
    const row = await recordRow('投票人1');
    expect(within(row).getByText('可疑')).toBeInTheDocument();
    expect(within(await recordRow('投票人3')).getByText('已作废')).toBeInTheDocument();
    const ranking = (await screen.findByText('票数排行', {}, patient)).closest('.ant-card') as HTMLElement;
    expect(within(ranking).getByText('王五')).toBeInTheDocument();
    expect(within(ranking).getByText('001')).toBeInTheDocument();
  });

  it('removes the selected votes only after the organiser confirms', async () => {
    const { callsTo } = stubData({ [paths.voteDel]: { data: { removed: 2 } } });
    renderData();
    fireEvent.click(within(await recordRow('投票人1')).getByLabelText('选择投票记录1'));
    fireEvent.click(within(await recordRow('投票人2')).getByLabelText('选择投票记录2'));
    expect(within(await recordRow('投票人3')).getByLabelText('选择投票记录3')).toBeDisabled();
    clickButton('删除所选（2）');
    await confirmDialog('确定删除所选的 2 条投票吗？删除后这些票作废，从选手票数中扣除，记录仍会保留。');
    await waitFor(() => expect(callsTo(paths.voteDel)).toHaveLength(1), patient);
    expect(callsTo(paths.voteDel)[0]?.body).toEqual({ activity_id: 5, ids: [1, 2] });
  });

  it('clears the votes only once the dialog saying what happens is confirmed', async () => {
    const { callsTo } = stubData({ [paths.voteInit]: { data: { removed: 7 } } });
    renderData();
    await recordRow('投票人1');
    clickButton('清空票数');
    const text = '确定清空票数吗？所有选手的票数将归零，已有的全部投票作废，且不能恢复。投票人今天已用的次数仍然计算。';
    const body = await screen.findByText(text, { selector: '.ant-modal-confirm-content' }, patient);
    expect(callsTo(paths.voteInit)).toHaveLength(0);
    fireEvent.click(within(body.closest('.ant-modal-confirm') as HTMLElement).getByText(/^取\s?消$/));
    expect(callsTo(paths.voteInit)).toHaveLength(0);

    clickButton('清空票数');
    await confirmDialog(text);
    await waitFor(() => expect(callsTo(paths.voteInit)).toHaveLength(1), patient);
    expect(callsTo(paths.voteInit)[0]?.body).toEqual({ activity_id: 5 });
  });
});
