import { contract } from '@app/contract';
import { startJobRunner } from '../../platform/jobs/job-runner.js';
import type { AppModule } from '../module.js';
import { exportJobType } from './export.repository.js';
import { exportService } from './export.service.js';

const c = contract.export;
/** How often an idle runner looks for new exports; the web polls status every second, so about as often. */
const jobPollMs = 1000;

export const exportModule: AppModule = {
  register: ({ route, deps }) => {
    const exports = exportService(deps);
    route(c.start, ({ user, input }) => exports.start(user, input));
    route(c.status, ({ user, input }) => exports.status(user, input));
    route(c.download, ({ user, input }) => exports.download(user, input));
  },
  start: ({ deps }) => {
    const exports = exportService(deps);
    const runner = startJobRunner({
      db: deps.db,
      log: deps.log,
      handlers: { [exportJobType]: (payload) => exports.build(payload) },
      pollMs: jobPollMs,
    });
    return runner.stop;
  },
};
