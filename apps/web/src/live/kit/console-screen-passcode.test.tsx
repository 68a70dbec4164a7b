import { screenContract } from '@app/contract/screen';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { confirmDialog, renderPage, slow, stubApi } from '../../components/test-kit.js';
import { ConsoleScreenPasscode } from './console-screen-passcode.js';

const passcodePath = screenContract.passcode.path;

describe('ConsoleScreenPasscode', () => {
  it('shows the passcode and where to type it, and swaps it for a new one once confirmed', async () => {
    const { callsTo } = stubApi({
      [passcodePath]: (call) => ({
        data: {
          pwd: (call.body as { reset: number }).reset ? '654321' : '123456',
          screen_path: '/screen/lottery/AbCdEfGhIj',
        },
      }),
    });
    renderPage(<ConsoleScreenPasscode activityId={9} />);
    expect(await screen.findByText('123 456', {}, slow)).toBeInTheDocument();
    expect(screen.getByText(/打开 http:\/\/localhost:\d*\/screen\/open，输入口令/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '换一个口令' }));
    await confirmDialog('换口令后，旧口令立即失效（已打开的大屏不受影响）');
    expect(await screen.findByText('654 321', {}, slow)).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(passcodePath).map((c) => c.body)).toEqual([
        { activity_id: 9, reset: 0 },
        { activity_id: 9, reset: 1 },
      ]),
    );
  });
});
