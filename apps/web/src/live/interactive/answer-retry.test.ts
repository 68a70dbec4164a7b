import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api-error.js';
import { sendUntilHeard } from './answer-retry.js';

describe('sendUntilHeard', () => {
  it('sends the answer again after lost tries and resolves with the first verdict', async () => {
    vi.useFakeTimers();
    const send = vi
      .fn<(s: AbortSignal) => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new ApiError(0, '网络异常'))
      .mockResolvedValueOnce('stored');
    const onRetry = vi.fn();
    const sent = sendUntilHeard(send, { signal: new AbortController().signal, onRetry });
    await vi.runAllTimersAsync();
    await expect(sent).resolves.toBe('stored');
    expect(send).toHaveBeenCalledTimes(3);
    expect(onRetry.mock.calls).toEqual([[1], [2]]);
    vi.useRealTimers();
  });

  it('takes a refusal as the verdict, without another try', async () => {
    const refused = new ApiError(400, '本题作答时间已结束', 'GAME_STEP_CLOSED');
    const send = vi.fn().mockRejectedValue(refused);
    await expect(sendUntilHeard(send, { signal: new AbortController().signal, onRetry: vi.fn() })).rejects.toBe(
      refused,
    );
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('stops trying once the step is no longer shown', async () => {
    vi.useFakeTimers();
    const stop = new AbortController();
    const send = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const sent = sendUntilHeard(send, { signal: stop.signal, onRetry: vi.fn() });
    const settled = expect(sent).rejects.toBeDefined();
    await vi.advanceTimersByTimeAsync(1000);
    stop.abort();
    await settled;
    const tries = send.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).toHaveBeenCalledTimes(tries);
    vi.useRealTimers();
  });
});
