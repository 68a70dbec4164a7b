/**
 * How fast the organiser's big lists answer at scale: MyActivity/index with 100k activities of one organiser
 * (1M in the table), answer records and vote records with 100k rows in one activity (1M in each table), every
 * filter case called through the whole server (app.inject). Rows are seeded with generate_series.
 * PostgreSQL (DATABASE_URL, in a database of its own, dropped afterwards); with BENCH_PGLITE=1 also PGlite, at
 * a tenth of the size. Run: npm run bench:lists. Exits 1 when a case's p99 is over BENCH_BUDGET_MS (default 50).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { contract, type Endpoint } from '@app/contract';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { type Database, newPglite, openPglite } from '../apps/server/src/db/client.js';
import { hashPassword } from '../apps/server/src/modules/auth/password.js';
import { sessionService } from '../apps/server/src/modules/auth/session.service.js';
import { customerRepository } from '../apps/server/src/modules/customer/customer.repository.js';
import { tenantRepository } from '../apps/server/src/modules/tenant/tenant.repository.js';
import { percentile, postgresDatabase } from './bench-database.js';

const runs = Number(process.env.BENCH_RUNS ?? 100);
const budgetMs = Number(process.env.BENCH_BUDGET_MS ?? 50);
const limit = 20;

const shanghaiDay = (daysAgo: number) =>
  new Date(Date.now() + 8 * 3600_000 - daysAgo * 86400_000).toISOString().slice(0, 10);

type Case = [list: string, name: string, endpoint: Endpoint, input: Record<string, string | number>];

/** Every row of the organiser's lists is one in ten of its table; the rest belong to others. */
const seed = async (db: Database['db'], tenantId: number, organiserId: number, rows: number) => {
  const own = rows / 10;
  const one = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)) as unknown as { rows: T[] };
  // Kinds, states and titles in turn (by i / 10, so the organiser's rows get each in turn too); created a minute
  // apart going back (1M minutes is about two years).
  await db.execute(sql`
    insert into activities (tenant_id, customer_id, kind, title, status, expires_at, created_at, updated_at)
    select ${tenantId}, case when i % 10 = 0 then ${organiserId} else ${organiserId} + 1 + i % 997 end, 1 + j % 6,
      (array['知识竞赛', 'Quiz Night', '年度评选投票', '安全生产答题', 'Staff survey'])[1 + j % 5] || ' 第' || i || '期',
      case when j % 4 = 0 then 'draft' else 'published' end,
      case j % 4 when 0 then null when 1 then now() + interval '30 days' when 2 then now() - interval '1 day' end,
      now() - i * interval '1 minute', now()
    from generate_series(1, ${rows}::int) i, lateral (select i / 10 as j) turn`);
  const [quiz, vote] = (
    await one<{ id: number }>(sql`
      insert into activities (tenant_id, customer_id, kind, title, status, settings)
      values (${tenantId}, ${organiserId}, 1, 'bench quiz', 'published', '{}'),
        (${tenantId}, ${organiserId}, 4, 'bench vote', 'published', '{"form":"vote"}')
      returning id`)
  ).rows.map((r) => r.id);
  const participantsOf = async (activityId: number, prefix: string) => {
    const { rows: made } = await one<{ first: number }>(sql`
      with made as (
        insert into participants (tenant_id, customer_id, activity_id, identity, ticket, device_id, name, phone, unit)
        select ${tenantId}, ${organiserId}, ${activityId}, 'phone:' || i, ${prefix} || i, 'device-' || i,
          '参与者' || i, '139' || lpad(i::text, 8, '0'), (array['销售部', '技术部', 'Finance'])[1 + i % 3]
        from generate_series(1, ${own}::int) i
        returning id)
      select min(id) as first from made`);
    return Number(made[0]!.first);
  };
  const quizFirst = await participantsOf(quiz!, 'bench-quiz-');
  const voteFirst = await participantsOf(vote!, 'bench-vote-');
  await db.execute(sql`
    insert into quiz_attempts (tenant_id, customer_id, activity_id, participant_id, day, questions, status,
      score, passed, started_at, created_at, updated_at)
    select ${tenantId}, case when i % 10 = 0 then ${organiserId} else ${organiserId} + 1 + i % 997 end,
      case when i % 10 = 0 then ${quiz} else ${vote} + 1 + i % 997 end,
      case when i % 10 = 0 then ${quizFirst} + i / 10 - 1 else i end,
      '2025-01-01', '[]', case when i % 50 = 0 then 'open' else 'finished' end, i % 100, i % 3 = 0,
      now() - i * interval '1 second', now(), now()
    from generate_series(1, ${rows}::int) i`);
  const candidates = (
    await one<{ id: number }>(sql`
      insert into vote_candidates (tenant_id, customer_id, activity_id, number, name)
      select ${tenantId}, ${organiserId}, ${vote}, n, '选手 ' || n from generate_series(1, 10) n
      returning id`)
  ).rows.map((r) => r.id);
  await db.execute(sql`
    insert into votes (tenant_id, customer_id, activity_id, candidate_id, participant_id, day, flagged,
      invalid_at, created_at, updated_at)
    select ${tenantId}, case when i % 10 = 0 then ${organiserId} else ${organiserId} + 1 + i % 997 end,
      case when i % 10 = 0 then ${vote} else ${vote} + 1 + i % 997 end,
      case when i % 10 = 0 then ${candidates[0]!} + (i / 10) % 10 else 0 end,
      case when i % 10 = 0 then ${voteFirst} + i / 10 - 1 else i end,
      '2025-01-01', i % 500 = 0, case when i % 400 = 0 then now() end,
      now() - i * interval '1 second', now()
    from generate_series(1, ${rows}::int) i`);
  // As autovacuum leaves an insert-mostly table: statistics taken and its pages marked all-visible.
  await db.execute(sql`vacuum analyze`);

  const deepPage = own / limit;
  const list = contract.activity.list;
  const records = contract.quiz.answerRecords;
  const voteRecords = contract.voteData.vote;
  const cases: Case[] = [
    ['activities', 'page 1', list, { page: 1 }],
    ['activities', `page ${deepPage}`, list, { page: deepPage }],
    ['activities', 'created in 30 days', list, { start_time: shanghaiDay(60), end_time: shanghaiDay(31) }],
    ['activities', 'online', list, { is_online: 1 }],
    ['activities', 'online, deep page', list, { is_online: 1, page: deepPage / 2 }],
    ['activities', 'not online', list, { is_online: 0 }],
    ['activities', 'kind', list, { from: 3 }],
    ['activities', 'keyword, 1 in 5', list, { keywords: 'quiz' }],
    ['activities', 'keyword, rare', list, { keywords: '第99990期' }],
    ['activities', 'keyword, no hit', list, { keywords: '不存在的词' }],
    ['activities', 'all filters', list, { is_online: 1, from: 2, keywords: '竞赛', start_time: shanghaiDay(300) }],
    ['answer records', 'page 1', records, { activity_id: quiz! }],
    ['answer records', `page ${deepPage}`, records, { activity_id: quiz!, page: deepPage }],
    ['answer records', 'passed', records, { activity_id: quiz!, passed: 1 }],
    ['answer records', 'failed, deep page', records, { activity_id: quiz!, passed: 0, page: deepPage / 2 }],
    ['answer records', 'keyword, 1 in 3', records, { activity_id: quiz!, keywords: 'finance' }],
    ['answer records', 'keyword, phone', records, { activity_id: quiz!, keywords: '13900012345' }],
    ['answer records', 'keyword, no hit', records, { activity_id: quiz!, keywords: '不存在的人' }],
    ['vote records', 'page 1', voteRecords, { activity_id: vote! }],
    ['vote records', `page ${deepPage}`, voteRecords, { activity_id: vote!, page: deepPage }],
    ['vote records', 'candidate', voteRecords, { activity_id: vote!, candidate_id: candidates[3]! }],
    ['vote records', 'flagged', voteRecords, { activity_id: vote!, flagged: 1 }],
    ['vote records', 'invalid', voteRecords, { activity_id: vote!, invalid: 1 }],
    ['vote records', 'valid, deep page', voteRecords, { activity_id: vote!, invalid: 0, page: deepPage / 2 }],
  ];
  return cases;
};

const benchOn = async (kind: string, database: Database, rows: number) => {
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
    const seeding = performance.now();
    const cases = await seed(deps.db, tenant.id, organiser.id, rows);
    console.log(
      `\n${kind}: ${rows.toLocaleString()} rows a table seeded in ${Math.round(performance.now() - seeding)} ms`,
    );

    const results = [];
    let overBudget = false;
    for (const [list, name, endpoint, input] of cases) {
      const body = { limit, ...input };
      const headers = { host: 'localhost', token };
      const call = () =>
        endpoint.method === 'GET'
          ? app.inject({
              method: 'GET',
              url: endpoint.path,
              headers,
              query: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])),
            })
          : app.inject({ method: endpoint.method, url: endpoint.path, headers, payload: body });
      const first = (await call()).json() as { code: number; data: { total: number; list: unknown[] } };
      if (first.code !== 200) throw new Error(`${list} ${name}: answered ${JSON.stringify(first)}`);
      for (let i = 0; i < 5; i++) await call();
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const start = performance.now();
        await call();
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const p99 = percentile(times, 0.99);
      overBudget ||= p99 > budgetMs;
      results.push({
        list,
        case: name,
        total: first.data.total,
        rows: first.data.list.length,
        'p50 ms': percentile(times, 0.5).toFixed(1),
        'p99 ms': p99.toFixed(1),
      });
    }
    console.table(results);
    return overBudget;
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const rows = Number(process.env.BENCH_ROWS ?? 1_000_000);
const targets: [string, () => Promise<Database>, number][] = [];
if (process.env.BENCH_PGLITE) targets.push(['PGlite', () => openPglite(newPglite()), rows / 10]);
const url = process.env.DATABASE_URL;
if (url) targets.push(['PostgreSQL', () => postgresDatabase(url), rows]);
if (targets.length === 0) throw new Error('set DATABASE_URL (and BENCH_PGLITE=1 for PGlite too)');

let failed = false;
for (const [kind, open, size] of targets) failed = (await benchOn(kind, await open(), size)) || failed;
console.log(`\n${runs} calls per case, ${limit} rows a page; budget p99 ≤ ${budgetMs} ms: ${failed ? 'OVER' : 'ok'}`);
process.exit(failed ? 1 : 0);
