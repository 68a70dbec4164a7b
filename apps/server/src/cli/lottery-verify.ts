import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { verifyLottery } from '../modules/lottery/lottery-verification.js';

/**
 * `npm run lottery:verify -- <activity id>`: recomputes every draw of a big-screen lottery of the configured
 * database from its audit record (docs/lottery-verification.md); exit 1 on the first mismatch.
 */
const activityId = Number(process.argv[2]);
if (!Number.isInteger(activityId) || activityId < 1) {
  process.stderr.write('usage: npm run lottery:verify -- <activity id>\n');
  process.exit(2);
}
const database = await openDatabase(loadConfig());
try {
  const { lines, ok } = await verifyLottery(database.db, activityId);
  for (const line of lines) process.stdout.write(`${line}\n`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await database.close();
}
