import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { auditLedger } from '../modules/wallet/ledger-audit.js';

/** `npm run ledger:check`: proves every balance of the configured database agrees with its ledger. */
const database = await openDatabase(loadConfig());
try {
  const problems = await auditLedger(database.db);
  for (const p of problems) process.stdout.write(`customer ${p.customerId} ${p.kind}: ${p.problem}\n`);
  process.stdout.write(problems.length ? `${problems.length} problem(s) found\n` : 'ledger and balances agree\n');
  process.exitCode = problems.length ? 1 : 0;
} finally {
  await database.close();
}
