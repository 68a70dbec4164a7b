import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { smsCountdownSeconds, useSmsCountdown } from './use-sms-countdown.js';

describe('useSmsCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down from 60 one second at a time and then is idle again', () => {
    const { result } = renderHook(() => useSmsCountdown());
    expect(smsCountdownSeconds).toBe(60);
    expect(result.current.running).toBe(false);

    act(() => result.current.start());
    expect(result.current.remaining).toBe(60);
    expect(result.current.running).toBe(true);

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(59);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(58);

    for (let i = 0; i < 57; i += 1) act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(1);
    expect(result.current.running).toBe(true);

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(0);
    expect(result.current.running).toBe(false);

    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.remaining).toBe(0);
  });

  it('stops at once when reset', () => {
    const { result } = renderHook(() => useSmsCountdown(10));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.remaining).toBe(7);
    act(() => result.current.reset());
    expect(result.current.running).toBe(false);
  });
});
