import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.js';
import type { Database } from './client.js';

type Rows<T> = { rows: T[] };

describe('indexes of the big lists', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('exist after the migrations, on PGlite as on PostgreSQL', async () => {
    const { rows } = (await database.db.execute(sql`
      select indexname from pg_indexes
      where indexname in ('activities_owner_list_idx', 'activities_owner_title_trgm_idx', 'participants_search_trgm_idx',
        'quiz_attempts_records_idx', 'votes_records_idx')
      order by indexname`)) as unknown as Rows<{ indexname: string }>;
    expect(rows.map((r) => r.indexname)).toEqual([
      'activities_owner_list_idx',
      'activities_owner_title_trgm_idx',
      'participants_search_trgm_idx',
      'quiz_attempts_records_idx',
      'votes_records_idx',
    ]);
  });

  it('come with statistics of the owner columns, so the planner knows an activity has one organiser', async () => {
    const { rows } = (await database.db.execute(
      sql`select stxname from pg_statistic_ext where stxname like '%_owner_stats' order by stxname`,
    )) as unknown as Rows<{ stxname: string }>;
    expect(rows.map((r) => r.stxname)).toEqual([
      'activities_owner_stats',
      'participants_owner_stats',
      'quiz_attempts_owner_stats',
      'votes_owner_stats',
    ]);
  });

  it('serve a title keyword, Chinese or any letter case, from the trigram index', async () => {
    await database.db.execute(sql`
      insert into activities (tenant_id, customer_id, kind, title)
      select 1, i % 2, 1, (array['安全知识竞赛', 'Staff Quiz Night', '年度评选'])[1 + i % 3] || ' ' || i
      from generate_series(1, 5000) i`);
    await database.db.execute(sql`analyze activities`);
    const plans: string[] = [];
    // With the list index out of the way (in a transaction rolled back) and scans off, the keyword alone picks
    // the index: a near-empty table is otherwise cheaper to read another way.
    const reading = database.db.transaction(async (tx) => {
      await tx.execute(sql`drop index activities_owner_list_idx`);
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const keywords of ['知识竞赛 49', 'quiz night 49']) {
        const explained = (await tx.execute(
          sql`explain select id from activities where customer_id = 1 and title ilike ${`%${keywords}%`}`,
        )) as unknown as Rows<{ 'QUERY PLAN': string }>;
        plans.push(explained.rows.map((r) => r['QUERY PLAN']).join('\n'));
      }
      tx.rollback();
    });
    await expect(reading).rejects.toThrow('Rollback');
    expect(plans).toHaveLength(2);
    for (const plan of plans) expect(plan).toContain('activities_owner_title_trgm_idx');
  });
});
