import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { CliError, runTenantCommand } from './tenant-command.js';

/** `npm run tenant -- <command>`: edits the white-label sites in the configured database. */
const database = await openDatabase(loadConfig());
try {
  process.stdout.write(`${await runTenantCommand(process.argv.slice(2), database.db)}\n`);
} catch (err) {
  if (!(err instanceof CliError)) throw err;
  process.stderr.write(`${err.message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
