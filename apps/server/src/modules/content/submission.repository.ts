import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { agentApplications, feedbacks } from './content.table.js';

export type FeedbackInsert = Omit<typeof feedbacks.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type AgentApplicationInsert = Omit<typeof agentApplications.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** What visitors send in: problem feedback and agent applications. */
export const submissionRepository = (db: Db) => ({
  insertFeedback: async (row: FeedbackInsert) => (await db.insert(feedbacks).values(row).returning())[0]!,
  /**
   * One pending application per phone and site. The advisory lock serialises two submissions of
   * the same phone, so both cannot pass the check before either is written.
   */
  insertApplicationUnlessPending: (row: AgentApplicationInsert) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`agent-apply:${row.tenantId}:${row.phone}`}))`);
      const pending = await tx
        .select({ id: agentApplications.id })
        .from(agentApplications)
        .where(
          and(
            eq(agentApplications.tenantId, row.tenantId),
            eq(agentApplications.phone, row.phone),
            eq(agentApplications.status, 'pending'),
          ),
        )
        .limit(1);
      if (pending.length) return null;
      return (await tx.insert(agentApplications).values(row).returning())[0]!;
    }),
});
