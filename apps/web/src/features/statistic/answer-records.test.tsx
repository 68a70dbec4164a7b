import { antiCheatContract } from '@app/contract/anti-cheat';
import { quizContract } from '@app/contract/quiz';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialogTitled, renderPage, slow, stubApi } from '../../components/test-kit.js';
import { AnswerRecords } from './answer-records.js';

const record = {
  attempt_id: 5,
  participant_id: 41,
  name: '钱七',
  phone: '13900000041',
  unit: '二车间',
  level: 1,
  score: 100,
  full_score: 100,
  correct_count: 5,
  total: 5,
  passed: true,
  duration_ms: 3_000,
  started_at: '2026-06-01T02:00:00.000Z',
  submitted_at: '2026-06-01T02:00:03.000Z',
};

describe('AnswerRecords', () => {
  it('bans the participant behind a record with the reason given', async () => {
    const api = stubApi({
      [quizContract.answerRecords.path]: { data: { list: [record], total: 1, page: 1, limit: 10 } },
      [antiCheatContract.ban.path]: (call) => ({
        data: {
          participant_id: 41,
          name: '钱七',
          phone: '',
          unit: '',
          reason: '',
          banned_at: '',
          ...(call.body as object),
        },
      }),
    });
    renderPage(<AnswerRecords activityId={8} />);
    const row = (await screen.findByText('钱七', {}, slow)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: '禁止参与' }));
    const dialog = await dialogTitled('禁止参与');
    expect(within(dialog).getByText(/禁止“钱七”参与本活动/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: '原因' }), { target: { value: '三秒交卷' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /禁止参与/ }));
    await waitFor(() => expect(api.callsTo(antiCheatContract.ban.path)).toHaveLength(1), slow);
    expect(api.callsTo(antiCheatContract.ban.path)[0]?.body).toEqual({
      activity_id: 8,
      participant_id: 41,
      reason: '三秒交卷',
    });
    expect(await screen.findByText('已禁止参与', {}, slow)).toBeInTheDocument();
  });
});
