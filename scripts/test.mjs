// Runs every suite: contract, server and web with Vitest, then the browser suite in headless Chromium
// (built web app, real server). Ends with the failed tests' names, if any, and one line "tests: N passed, N failed".
// `--server-only` runs just the server suite: CI repeats it on PostgreSQL and Redis after the full run on the
// embedded database. The browser suite runs once: what it adds to the server suite is pages, not storage, and a
// second pass of it cost CI nine minutes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const out = mkdtempSync(path.join(os.tmpdir(), 'test-results-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const storyNotesHeading = "what the story's pages showed:";
/** Named again at the very end, so the last lines of a long log say what broke. */
const failures = [];

const vitest = (name, projects) => {
  const file = path.join(out, `${name}.json`);
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ];
  const run = spawnSync('npx', args, { stdio: 'inherit' });
  if (!existsSync(file)) {
    totals.failed += 1;
    console.error(`${name}: vitest wrote no results (exit ${run.status})`);
    return;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const failedBefore = failures.length;
  for (const suite of r.testResults) {
    const where = path.relative(process.cwd(), suite.name);
    if (suite.status === 'failed' && suite.assertionResults.every((t) => t.status !== 'failed'))
      failures.push(`${where}: ${(suite.message ?? '').split('\n')[0]}`);
    for (const t of suite.assertionResults) {
      if (t.status !== 'failed') continue;
      // A browser story's failure carries what its pages showed (e2e/support/story-notes.ts): worth the tail too.
      const notes = (t.failureMessages ?? []).join('\n').split(storyNotesHeading)[1];
      failures.push(`${where} > ${t.fullName}${notes ? `\n${notes.trimEnd()}` : ''}`);
    }
  }
  totals.passed += r.numPassedTests;
  // Counted from the names listed: Vitest's own counts take a failed test's file and describe for failures too.
  totals.failed += failures.length - failedBefore;
  totals.skipped += r.numPendingTests + r.numTodoTests;
  if (run.status !== 0 && r.numFailedTests === 0 && !r.numFailedTestSuites) {
    totals.failed += 1;
    failures.push(`${name}: vitest exited ${run.status} with every test passed (an unhandled error: see above)`);
  }
};

const serverOnly = process.argv.includes('--server-only');
// The web suites run apart from the server's: the server's global setup seeds its template database in the main
// Vitest process, which also serves the web workers' modules, and a web page test that loaded a lazy part then
// waited past its timeout (twice in CI, never alone).
if (!serverOnly) vitest('unit-web', ['repo', 'contract', 'web']);
vitest('unit', ['server']);

const browserSuite = () => {
  if (!existsSync(chromium)) {
    console.log(
      `\nBrowser suite SKIPPED: no Chromium at ${chromium}. Install Debian's chromium (apt-get install chromium) to run it.\n`,
    );
    return;
  }
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], { stdio: 'inherit' });
  if (build.status !== 0) totals.failed += 1;
  else vitest('browser', ['e2e']);
};
if (!serverOnly) browserSuite();

if (failures.length > 0) console.log(`\nfailed:\n${failures.map((f) => `  ${f}`).join('\n')}\n`);
console.log(
  `tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 ? 1 : 0);
