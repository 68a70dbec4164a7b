/**
 * How fast Question/list answers on a bank of 10,000 questions: the first page, the last page and keyword
 * searches, each called through the whole server (app.inject: routing, auth, validation, envelope).
 * PGlite by default; with DATABASE_URL, also PostgreSQL (in a database of its own, dropped afterwards).
 * Run: npm run bench. Exits 1 when a case's p95 is over BENCH_BUDGET_MS (default 100).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { type Database, newPglite, openPglite } from '../apps/server/src/db/client.js';
import { hashPassword } from '../apps/server/src/modules/auth/password.js';
import { sessionService } from '../apps/server/src/modules/auth/session.service.js';
import { customerRepository } from '../apps/server/src/modules/customer/customer.repository.js';
import { fillBank, makeBank } from '../apps/server/src/modules/question/question.factory.js';
import { tenantRepository } from '../apps/server/src/modules/tenant/tenant.repository.js';
import { percentile, postgresDatabase } from './bench-database.js';

const questionCount = 10_000;
const runs = Number(process.env.BENCH_RUNS ?? 200);
const budgetMs = Number(process.env.BENCH_BUDGET_MS ?? 100);
const limit = 20;

const benchOn = async (kind: string, database: Database) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'no-web') });
  const { app, deps } = await buildApp({ config, database, logger: false });
  await app.ready();
  try {
    const tenant = await tenantRepository(deps.db).byHost('localhost');
    if (!tenant) throw new Error('no site answers localhost');
    const organiser = await customerRepository(deps.db).insert({
      tenantId: tenant.id,
      phone: '13900000000',
      passwordHash: await hashPassword('bench-secret'),
    });
    const { token } = await sessionService(deps).start(organiser, { ip: '127.0.0.1', userAgent: 'bench' });
    const filling = performance.now();
    const bank = await fillBank({ deps }, await makeBank({ deps }, organiser), questionCount);
    await deps.db.execute(sql`analyze questions`);
    console.log(`\n${kind}: ${bank.questionCount} questions built in ${Math.round(performance.now() - filling)} ms`);

    const cases: [string, Record<string, string | number>][] = [
      ['page 1', { page: 1 }],
      ['last page (500)', { page: questionCount / limit }],
      ['keywords, 2,000 hits', { keywords: '可回收' }],
      ['keywords, 1 hit', { keywords: '9999.' }],
      ['keywords, no hit', { keywords: '不存在的词' }],
      ['type + tag, no hit', { type: 'judge', tag: '不存在' }],
    ];
    const rows = [];
    let overBudget = false;
    for (const [name, filter] of cases) {
      const query = Object.fromEntries(
        Object.entries({ bank_id: bank.id, limit, ...filter }).map(([k, v]) => [k, String(v)]),
      );
      const call = () =>
        app.inject({ method: 'GET', url: '/api/Question/list', query, headers: { host: 'localhost', token } });
      const first = (await call()).json() as { code: number; data: { total: number; list: unknown[] } };
      if (first.code !== 200) throw new Error(`${name}: answered ${JSON.stringify(first)}`);
      for (let i = 0; i < 10; i++) await call();
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const start = performance.now();
        await call();
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 0.95);
      overBudget ||= p95 > budgetMs;
      rows.push({
        case: name,
        total: first.data.total,
        rows: first.data.list.length,
        'p50 ms': percentile(times, 0.5).toFixed(1),
        'p95 ms': p95.toFixed(1),
      });
    }
    console.table(rows);
    return overBudget;
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const targets: [string, () => Promise<Database>][] = [['PGlite', () => openPglite(newPglite())]];
const url = process.env.DATABASE_URL;
if (url) targets.push(['PostgreSQL', () => postgresDatabase(url)]);

let failed = false;
for (const [kind, open] of targets) failed = (await benchOn(kind, await open())) || failed;
console.log(
  `\n${runs} calls per case, ${limit} questions a page; budget p95 ≤ ${budgetMs} ms: ${failed ? 'OVER' : 'ok'}`,
);
process.exit(failed ? 1 : 0);
