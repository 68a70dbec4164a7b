/**
 * How long the answer-records export of 100k attempts takes, against a bare exceljs streaming writer of the same
 * rows in the same run, and what a trivial request (GET /api/login/userAgreement over HTTP, one at a time) waits
 * while it runs, against the same loop with the server idle. PGlite by default; with DATABASE_URL, also
 * PostgreSQL (in a database of its own, dropped afterwards).
 * Run: npm run bench:export. BENCH_ROWS (100000), BENCH_QUESTIONS (20 per attempt's snapshot).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { type Database, type Db, newPglite, openPglite } from '../apps/server/src/db/client.js';
import { makeActivity } from '../apps/server/src/modules/activity/activity.factory.js';
import { customerRepository } from '../apps/server/src/modules/customer/customer.repository.js';
import { exportService } from '../apps/server/src/modules/export/export.service.js';
import { exportFiles } from '../apps/server/src/modules/export/export.table.js';
import { warmWriter } from '../apps/server/src/modules/export/export-workbook.js';
import { drawnQuestion } from '../apps/server/src/modules/statistic/statistic.factory.js';
import { tenantRepository } from '../apps/server/src/modules/tenant/tenant.repository.js';
import { percentile, postgresDatabase } from './bench-database.js';

const rowCount = Number(process.env.BENCH_ROWS ?? 100_000);
const questionCount = Number(process.env.BENCH_QUESTIONS ?? 20);
const peopleCount = Math.ceil(rowCount / 10);

/** One organiser's activity with 1/10 as many participants as attempts; each attempt holds a full snapshot. */
const seed = async (db: Db) => {
  const tenant = await tenantRepository(db).byHost('localhost');
  if (!tenant) throw new Error('no site answers localhost');
  const organiser = await customerRepository(db).insert({
    tenantId: tenant.id,
    phone: '13900000001',
    passwordHash: 'x',
  });
  const activity = await makeActivity({ deps: { db } }, organiser);
  const snapshot = JSON.stringify(Array.from({ length: questionCount }, (_, i) => drawnQuestion(i + 1)));
  const owner = sql`${tenant.id}, ${organiser.id}, ${activity.id}`;
  await db.execute(sql`
    insert into participants (tenant_id, customer_id, activity_id, identity, ticket, device_id, name, phone, unit)
    select ${owner}, 'device:' || g, 'bench-' || g, 'd' || g, '参与者' || g, (13800000000 + g)::text, '第' || (g % 20) || '车间'
    from generate_series(1, ${peopleCount}) g`);
  await db.execute(sql`
    insert into quiz_attempts (tenant_id, customer_id, activity_id, participant_id, day, questions, status, score,
      full_score, correct_count, total, passed, started_at, submitted_at, duration_ms)
    select ${owner}, p.id, '2026-06-01', ${snapshot}::jsonb, 'finished', (g % 21) * 10, ${questionCount * 10},
      g % 21, ${questionCount}, g % 21 >= 12, t, t + make_interval(secs => g % 600), (g % 600) * 1000
    from generate_series(1, ${rowCount}) g
    join participants p on p.activity_id = ${activity.id} and p.identity = 'device:' || (1 + g % ${peopleCount}),
      lateral (select timestamptz '2026-06-01 02:00:00+00' + make_interval(secs => g) as t) s`);
  return { owner: { tenantId: tenant.id, customerId: organiser.id }, activity };
};

/** The same rows as the export's cells, written by exceljs's streaming writer on its own: the floor. */
const bareWriter = async () => {
  const started = performance.now();
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet('答题记录', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = Array.from({ length: 11 }, (_, i) => ({ header: `c${i}`, width: 12 }));
  sheet.getRow(1).font = { bold: true };
  const time = (s: number) =>
    new Date(Date.UTC(2026, 5, 1, 10) + s * 1000).toISOString().slice(0, 19).replace('T', ' ');
  for (let g = 1; g <= rowCount; g += 1) {
    const p = 1 + (g % peopleCount);
    sheet
      .addRow([
        `参与者${p}`,
        String(13800000000 + p),
        `第${p % 20}车间`,
        1,
        (g % 21) * 10,
        questionCount * 10,
        `${g % 21}/${questionCount}`,
        g % 21 >= 12 ? '是' : '否',
        g % 600,
        time(g),
        time(g + (g % 600)),
      ])
      .commit();
  }
  sheet.commit();
  await book.commit();
  return { ms: performance.now() - started, bytes: Buffer.concat(chunks).length };
};

/** GETs a tiny route one request at a time until stopped; answers the latencies, sorted. */
const trivialRequests = (port: number) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  let stopped = false;
  const get = () =>
    new Promise<void>((resolve, reject) => {
      http
        .get(
          { agent, host: '127.0.0.1', port, path: '/api/login/userAgreement?type=1', headers: { host: 'localhost' } },
          (res) => {
            res.resume();
            res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`HTTP ${res.statusCode}`))));
          },
        )
        .on('error', reject);
    });
  const loop = (async () => {
    while (!stopped) {
      const t0 = performance.now();
      await get();
      times.push(performance.now() - t0);
      await sleep(2);
    }
    agent.destroy();
    return times.sort((a, b) => a - b);
  })();
  return () => {
    stopped = true;
    return loop;
  };
};

const latencies = (times: number[]) => ({
  n: times.length,
  p50: percentile(times, 0.5),
  p99: percentile(times, 0.99),
  max: times.at(-1) ?? 0,
});

const benchOn = async (kind: string, database: Database) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'no-web') });
  const { app, deps } = await buildApp({ config, database, logger: false });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as AddressInfo).port;
    const seeding = performance.now();
    const { owner, activity } = await seed(deps.db);
    console.log(`${kind}: ${rowCount} attempts seeded in ${Math.round(performance.now() - seeding)} ms`);

    const idleStop = trivialRequests(port);
    await sleep(3000);
    const idle = latencies(await idleStop());

    // A file row with no job: only this call builds it, the app's runner has nothing to claim.
    const [file] = await deps.db
      .insert(exportFiles)
      .values({ ...owner, activityId: activity.id, type: 'answers', jobId: 0 })
      .returning();
    // As the start call does; the app's runner then takes the job at its next poll (every second), half a second on average.
    warmWriter();
    await sleep(500);
    const busyStop = trivialRequests(port);
    const started = performance.now();
    const result = await exportService(deps).build({ export_file_id: file!.id });
    const exportMs = performance.now() - started;
    const busy = latencies(await busyStop());
    const bare = await bareWriter();
    return { exportMs, bytes: result.bytes, bare, idle, busy };
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const targets: [string, () => Promise<Database>][] = [['PGlite', () => openPglite(newPglite())]];
const url = process.env.DATABASE_URL;
if (url) targets.push(['PostgreSQL', () => postgresDatabase(url)]);

const rows = [];
let failed = false;
for (const [kind, open] of targets) {
  const r = await benchOn(kind, await open());
  const ratio = r.exportMs / r.bare.ms;
  failed ||= ratio > 1.5 || r.busy.p99 > 20;
  rows.push({
    database: kind,
    'export s': (r.exportMs / 1000).toFixed(2),
    'bare writer s': (r.bare.ms / 1000).toFixed(2),
    ratio: ratio.toFixed(2),
    'idle p50/p99 ms': `${r.idle.p50.toFixed(1)} / ${r.idle.p99.toFixed(1)}`,
    'during export p50/p99/max ms': `${r.busy.p50.toFixed(1)} / ${r.busy.p99.toFixed(1)} / ${r.busy.max.toFixed(0)}`,
    requests: r.busy.n,
    'MB (export / bare)': `${(r.bytes / 1e6).toFixed(1)} / ${(r.bare.bytes / 1e6).toFixed(1)}`,
  });
}
console.table(rows);
console.log(
  `targets: export ≤ 1.5× the bare writer, p99 during the export ≤ 20 ms (load: ${os.loadavg()[0]!.toFixed(1)})`,
);
process.exit(failed ? 1 : 0);
