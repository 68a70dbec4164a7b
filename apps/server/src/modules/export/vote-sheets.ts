import { exportTypeTitles } from '@app/contract';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ActivityRecord } from '../activity/index.js';
import { participants } from '../activity/index.js';
import { voteCandidates, voteCategories, votes } from '../vote/index.js';
import { exportPageSize, jsonPage, shanghaiTimeSql } from './export-rows.repository.js';
import { jsonPagesAfter, type SheetSpec } from './export-workbook.js';

const numberText = (n: number | null) => (n === null ? '' : String(n).padStart(3, '0'));
const sourceTitles = { organiser: '主办方录入', signup: '选手报名' } as const;
const statusTitles = { shown: '显示', hidden: '隐藏' } as const;

const ownedBy = (table: typeof votes | typeof voteCandidates, activity: ActivityRecord) =>
  and(
    eq(table.tenantId, activity.tenantId),
    eq(table.customerId, activity.customerId),
    eq(table.activityId, activity.id),
  );

/** One page of a vote's records after an id, as the sheet's cells (numbered as numberText numbers them). */
const votePage = (db: Db, activity: ActivityRecord, afterId: number) =>
  jsonPage(
    db,
    db
      .select({
        id: votes.id,
        cells: sql`json_build_array(${shanghaiTimeSql(votes.createdAt)},
          coalesce(lpad(${voteCandidates.number}::text, greatest(3, length(${voteCandidates.number}::text)), '0'), ''),
          coalesce(${voteCandidates.name}, ''), coalesce(${participants.name}, ''), coalesce(${participants.phone}, ''),
          ${votes.ip}, case when ${votes.flagged} then '是' else '否' end, ${votes.flagReason},
          case when ${votes.invalidAt} is null then '有效' else '无效' end, ${votes.invalidReason})`.as('cells'),
      })
      .from(votes)
      .leftJoin(voteCandidates, eq(voteCandidates.id, votes.candidateId))
      .leftJoin(participants, eq(participants.id, votes.participantId))
      .where(and(ownedBy(votes, activity), gt(votes.id, afterId)))
      .orderBy(asc(votes.id))
      .limit(exportPageSize),
  );

/** Every vote record of a vote, valid and removed, in the order they were cast. */
export const voteSheet = (db: Db, activity: ActivityRecord): SheetSpec => ({
  title: exportTypeTitles.votes,
  columns: [
    { header: '投票时间', width: 20 },
    { header: '选手编号', width: 10 },
    { header: '选手名称', width: 16 },
    { header: '投票人', width: 12 },
    { header: '手机号', width: 14 },
    { header: 'IP', width: 16 },
    { header: '可疑', width: 8 },
    { header: '可疑原因', width: 24 },
    { header: '是否有效', width: 10 },
    { header: '无效原因', width: 12 },
  ],
  jsonPages: jsonPagesAfter((after) => votePage(db, activity, after)),
});

async function* candidateRows(db: Db, activity: ActivityRecord) {
  // A vote's candidates are a few hundred at most: one query, ranked by the database.
  const rows = await db
    .select({ candidate: voteCandidates, category: voteCategories.name })
    .from(voteCandidates)
    .leftJoin(voteCategories, eq(voteCategories.id, voteCandidates.categoryId))
    .where(
      and(ownedBy(voteCandidates, activity), isNull(voteCandidates.deletedAt), eq(voteCandidates.review, 'approved')),
    )
    .orderBy(desc(voteCandidates.votes), asc(voteCandidates.number), asc(voteCandidates.id));
  let rank = 0;
  for (const [i, { candidate: c, category }] of rows.entries()) {
    if (i === 0 || rows[i - 1]!.candidate.votes !== c.votes) rank = i + 1;
    yield [rank, numberText(c.number), c.name, category ?? '', c.votes, sourceTitles[c.source], statusTitles[c.status]];
  }
}

/** The candidates (sign-ups once approved) with their valid votes, ranked; tied candidates share a rank. */
export const candidateSheet = (db: Db, activity: ActivityRecord): SheetSpec => ({
  title: exportTypeTitles.candidates,
  columns: [
    { header: '排名', width: 8 },
    { header: '编号', width: 10 },
    { header: '选手名称', width: 16 },
    { header: '分类', width: 14 },
    { header: '票数', width: 10 },
    { header: '来源', width: 12 },
    { header: '状态', width: 8 },
  ],
  rows: candidateRows(db, activity),
});
