// Fails when the tables and the committed migrations disagree: generating must produce nothing new.
import { spawnSync } from 'node:child_process';

const run = spawnSync(
  'npx',
  ['drizzle-kit', 'generate', '--config', 'apps/server/drizzle.config.ts', '--name', 'drift-check'],
  {
    encoding: 'utf8',
  },
);
const output = `${run.stdout}${run.stderr}`;
if (run.status !== 0) {
  console.error(output);
  process.exit(1);
}
if (!/No schema changes/i.test(output)) {
  console.error(output);
  console.error('The tables changed but no migration was committed: run `npm run db:generate -- --name <what>`.');
  spawnSync('git', ['checkout', '--', 'apps/server/src/db/migrations']);
  spawnSync('git', ['clean', '-fdq', 'apps/server/src/db/migrations']);
  process.exit(1);
}
console.log('migrations match the tables');
