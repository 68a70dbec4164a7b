const longestWaitSeconds = 30;

/**
 * How long an account makes its next password attempt wait after `failures` wrong ones from any address:
 * nothing below `maxFailures`, then one second doubling with each failure, at most half a minute.
 */
export const accountWaitSeconds = (failures: number, maxFailures: number) =>
  failures < maxFailures ? 0 : Math.min(longestWaitSeconds, 2 ** (failures - maxFailures));
