import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { makeItem } from './grade-fixtures.js';
import { fullMark, stepScore, weightedTotal } from './score-math.js';
import { ScoreStepper } from './score-stepper.js';

const item = makeItem({ name: '专业能力', min: 0, max: 10, step: 0.5 });

const Stepper = ({ start = '' }: { start?: string }) => {
  const [value, setValue] = useState(start);
  return <ScoreStepper item={item} value={value} onChange={setValue} />;
};
const input = () => screen.getByLabelText('专业能力') as HTMLInputElement;
const plus = () => screen.getByRole('button', { name: '专业能力加 0.5 分' });
const minus = () => screen.getByRole('button', { name: '专业能力减 0.5 分' });

describe('the score stepper', () => {
  it('starts at the lowest score on + and the highest on −, then moves one step at a time', () => {
    render(<Stepper />);
    fireEvent.click(plus());
    expect(input().value).toBe('0');
    fireEvent.click(plus());
    fireEvent.click(plus());
    expect(input().value).toBe('1');
    fireEvent.click(minus());
    expect(input().value).toBe('0.5');
  });

  it('stays inside the range: at the top + is off and the value holds', () => {
    render(<Stepper start="9.5" />);
    fireEvent.click(plus());
    expect(input().value).toBe('10');
    expect(plus()).toBeDisabled();
    fireEvent.click(plus());
    expect(input().value).toBe('10');
    expect(minus()).toBeEnabled();
  });

  it('checks a typed score against range and step, and steps an off-step score onto the grid', () => {
    render(<Stepper />);
    fireEvent.change(input(), { target: { value: '7.3' } });
    expect(screen.getByText('请输入 0–10 之间、按步长 0.5 的分数')).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(plus());
    expect(input().value).toBe('7.5');
    expect(screen.queryByText('请输入 0–10 之间、按步长 0.5 的分数')).toBeNull();
    fireEvent.change(input(), { target: { value: '12' } });
    expect(screen.getByText('请输入 0–10 之间、按步长 0.5 的分数')).toBeInTheDocument();
    fireEvent.click(minus());
    expect(input().value).toBe('10');
  });

  it('keeps only digits and the point of what is typed', () => {
    render(<Stepper />);
    fireEvent.change(input(), { target: { value: '-8a.5' } });
    expect(input().value).toBe('8.5');
  });
});

describe('score arithmetic', () => {
  it('steps in exact hundredths, without floating drift', () => {
    const tenth = { min: 0, max: 1, step: 0.1 };
    expect(stepScore(0.2, tenth, 1)).toBe(0.3);
    expect(stepScore(0.7, tenth, -1)).toBe(0.6);
    expect(stepScore(8.3, item, -1)).toBe(8);
    expect(stepScore(0, item, -1)).toBe(0);
    expect(stepScore(-3, item, 1)).toBe(0);
  });

  it('weighs the valid scores only, exactly', () => {
    const items = [makeItem({ id: 1, weight: 1.5 }), makeItem({ id: 2, weight: 0.3, max: 5, step: 1 })];
    expect(weightedTotal(items, { 1: '8.5', 2: '3' })).toBe(13.65);
    expect(weightedTotal(items, { 1: '8.3', 2: '3' })).toBe(0.9);
    expect(fullMark(items)).toBe(16.5);
  });
});
