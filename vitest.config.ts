import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * React's scheduler can run one last task (a closing toast's commit) on Node's timers after a web test file
 * has finished and jsdom is gone; it then fails on the missing window. That is teardown noise, not a test
 * outcome, and it is the only error ignored: anything else unhandled still fails the run.
 */
const isLateReactTask = (error: { message?: string; stack?: string }) =>
  error.message === 'window is not defined' && /react-dom|scheduler/.test(error.stack ?? '');

export default defineConfig({
  test: {
    // Vitest leaves a core idle by default (cores - 1 workers): on a 2-core CI box that runs files one at a time.
    // Every test file has a database of its own, so files run side by side safely.
    maxWorkers: 2,
    onUnhandledError: (error) => !isLateReactTask(error),
    projects: [
      {
        test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      { test: { name: 'repo', root: '.', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/test/global-setup.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // antd pages render slowly in jsdom on a loaded 2-core machine; a test still fails on its own assertions.
          testTimeout: 45_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: 'apps/web',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          setupFiles: ['e2e/support/on-failure.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
