import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AnswerInput } from './answer-input.js';
import { makeQuestion } from './live-fixtures.js';

const ordering = makeQuestion(0, { type: 'sort', stem: '按人口从多到少排列' });
const renderOrdering = (given: string[] | null = null) => {
  const onSubmit = vi.fn();
  render(<AnswerInput question={ordering} given={given} busy={false} onSubmit={onSubmit} />);
  return onSubmit;
};
const tap = (option: RegExp) => fireEvent.click(screen.getByRole('button', { name: option }));
const confirm = () => screen.getByRole('button', { name: '确定' });

describe('the ordering answer on a phone', () => {
  it('numbers the options in the order they are tapped and submits that order', () => {
    const onSubmit = renderOrdering();
    expect(screen.getByText('按正确顺序依次点击选项')).toBeInTheDocument();
    tap(/^C\. 广州/);
    tap(/^A\. 北京/);
    expect(confirm()).toBeDisabled();
    tap(/^B\. 上海/);
    expect(screen.getByRole('button', { name: 'C. 广州，第1位' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'B. 上海，第3位' })).toBeInTheDocument();
    expect(screen.getByText('你的顺序：C → A → B')).toBeInTheDocument();
    fireEvent.click(confirm());
    expect(onSubmit).toHaveBeenCalledWith(['C', 'A', 'B']);
  });

  it('takes a tapped placed option out and moves the later ones up, and starts again on reset', () => {
    renderOrdering();
    tap(/^C\. 广州/);
    tap(/^A\. 北京/);
    tap(/^B\. 上海/);
    tap(/^C\. 广州/);
    expect(screen.getByRole('button', { name: 'A. 北京，第1位' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'B. 上海，第2位' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'C. 广州' })).toHaveAttribute('aria-pressed', 'false');
    expect(confirm()).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: '重新排序' }));
    expect(screen.getByRole('button', { name: 'A. 北京' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText(/你的顺序/)).toBeNull();
  });

  it('shows the order given, which takes no more taps', () => {
    renderOrdering(['B', 'C', 'A']);
    expect(screen.getByRole('button', { name: 'B. 上海，第1位' })).toHaveAttribute('aria-disabled', 'true');
    tap(/^B\. 上海/);
    expect(screen.getByText('你的顺序：B → C → A')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确定' })).toBeNull();
    expect(screen.queryByRole('button', { name: '重新排序' })).toBeNull();
  });
});
