import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../../components/test-kit.js';
import { makeResult, makeSession, paths } from '../kit/live-fixtures.js';
import { LiveFrame } from '../kit/live-frame.js';
import { ResultScreen } from './phone-result.js';

describe('the quiz result', () => {
  it('shows how an essay was marked: the key points it held, its share of the score and the key points', () => {
    stubApi({ [paths.turns]: { data: [] } });
    const live = makeSession(vi.fn(), {});
    const review = [
      {
        index: 0,
        stem: '简述触电急救的步骤。',
        type: 'short' as const,
        given: ['先断电，再拨打120'],
        correct: false,
        score: 1.3,
        full_score: 2,
        key_points: { hit: 2, of: 3 },
        correct_answer: ['切断电源 / 断电', '拨打120', '胸外按压'],
        explanation: '',
      },
    ];
    renderPage(
      <LiveFrame theme={live.settings.theme}>
        <ResultScreen live={live} result={makeResult({ score: 1.3, full_score: 2, review })} />
      </LiveFrame>,
    );
    expect(screen.getByText('命中要点 2/3，得 1.3 分（本题 2 分）')).toBeInTheDocument();
    expect(screen.getByText(/正确答案：切断电源 \/ 断电.*拨打120.*胸外按压/)).toBeInTheDocument();
  });

  it('reads an ordering answer back as its keys in order', () => {
    stubApi({ [paths.turns]: { data: [] } });
    const live = makeSession(vi.fn(), {});
    const review = [
      {
        index: 0,
        stem: '按人口从多到少排列',
        type: 'sort' as const,
        given: ['C', 'A', 'B'],
        correct: false,
        score: 0,
        full_score: 5,
        key_points: null,
        correct_answer: ['A', 'B', 'C'],
        explanation: '',
      },
    ];
    renderPage(
      <LiveFrame theme={live.settings.theme}>
        <ResultScreen live={live} result={makeResult({ review })} />
      </LiveFrame>,
    );
    expect(screen.getByText('你的答案：C → A → B')).toBeInTheDocument();
    expect(screen.getByText('正确答案：A → B → C')).toBeInTheDocument();
  });
});
