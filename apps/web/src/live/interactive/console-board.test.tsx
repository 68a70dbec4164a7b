import type { SessionConsole, SessionSnapshot } from '@app/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../components/test-kit.js';
import { makeConsole } from '../../test/interactive-fixtures.js';
import { ConsoleBoard } from './console-board.js';
import './interactive-messages.js';

/** The board at `snapshot` of a 3-question session whose leaderboard comes every `every` questions. */
const renderBoard = (snapshot: Partial<SessionSnapshot>, every: number) => {
  const data: SessionConsole = { ...makeConsole(snapshot, { leaderboard_every: every }), commands: [] };
  return renderPage(
    <ConsoleBoard
      data={data}
      snapshot={data.snapshot}
      now={Date.now}
      commands={[]}
      busy={false}
      onCommand={() => {}}
      onReset={() => {}}
    />,
  );
};
const upcoming = () => document.querySelector('.ic-next')?.textContent ?? null;

describe('the console board', () => {
  it('tells the host that next shows the leaderboard after the 2nd question when it comes every 2', () => {
    renderBoard({ phase: 'reveal', step_index: 1 }, 2);
    expect(screen.getByText('下一步：排行榜')).toBeInTheDocument();
  });

  it('tells the next question once the leaderboard is shown, and between the due ones', () => {
    renderBoard({ phase: 'leaderboard', step_index: 1 }, 2);
    expect(upcoming()).toBe('下一步：第 3 题');
  });

  it('goes straight to the next question when the leaderboard only comes when asked', () => {
    renderBoard({ phase: 'closed', step_index: 1 }, 0);
    expect(upcoming()).toBe('下一步：第 3 题');
  });

  it('tells that next ends the session after the last question', () => {
    renderBoard({ phase: 'reveal', step_index: 2 }, 3);
    expect(upcoming()).toBe('下一步：结束并显示领奖台');
  });

  it('names the first question in the lobby, and nothing while a question is answered', () => {
    const lobby = renderBoard({}, 2);
    expect(upcoming()).toBe('下一步：第 1 题');
    lobby.unmount();
    renderBoard({ phase: 'question', step_index: 0 }, 2);
    expect(upcoming()).toBeNull();
  });
});
