import { exportPollMs } from '@app/contract';
import { exportContract } from '@app/contract/export';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExportButton } from './export-button.js';
import { slow, stubApi } from './test-kit.js';

const e = exportContract;
const fileName = '答题记录_20260601100000.xlsx';

/** The stubbed API, with the download answering a file as the server does (outside the envelope). */
const stubExport = (statuses: { code?: number; msg?: string; data?: unknown }[]) => {
  let polls = 0;
  const api = stubApi({
    [e.start.path]: { data: { job_id: 5 } },
    [e.status.path]: () => statuses[Math.min(polls++, statuses.length - 1)]!,
  });
  const envelopes = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      if (new URL(String(input), 'http://localhost').pathname !== e.download.path) return envelopes(input, init);
      api.calls.push({ method: 'GET', path: e.download.path, query: new URLSearchParams(), body: undefined });
      const name = encodeURIComponent(fileName);
      return new Response(new TextEncoder().encode('PK'), {
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': `attachment; filename="${name}"; filename*=UTF-8''${name}`,
        },
      });
    }),
  );
  return api;
};

describe('ExportButton', () => {
  let saved: string[];
  beforeEach(() => {
    saved = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('starts the export, polls every second while it spins, then saves the file under the server name', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = stubExport([{ data: 0 }, { data: 0 }, { data: 1 }]);
    render(
      <ExportButton activityId={12} type="answers">
        导出答题记录
      </ExportButton>,
    );
    const button = screen.getByRole('button', { name: /导出答题记录/ });
    fireEvent.click(button);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.callsTo(e.start.path)[0]?.body).toEqual({ activity_id: 12, type: 'answers' });
    expect(api.callsTo(e.status.path)).toHaveLength(1);
    expect(button).toHaveClass('ant-btn-loading');

    await vi.advanceTimersByTimeAsync(exportPollMs);
    expect(api.callsTo(e.status.path)).toHaveLength(2);
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(exportPollMs);
    expect(api.callsTo(e.status.path)).toHaveLength(3);
    // Reading the file's body takes a few turns of the event loop.
    await vi.waitFor(() => expect(saved).toEqual([fileName]));
    expect(api.callsTo(e.download.path)).toHaveLength(1);
    await vi.waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
  });

  it('shows why an export failed and downloads nothing', async () => {
    const api = stubExport([{ code: 400, msg: '导出失败，请重新导出' }]);
    render(
      <ExportButton activityId={12} type="winners">
        导出中奖名单
      </ExportButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: /导出中奖名单/ }));
    expect(await screen.findByText('导出失败，请重新导出', {}, slow)).toBeInTheDocument();
    expect(api.callsTo(e.download.path)).toHaveLength(0);
    expect(saved).toEqual([]);
  });
});
