import { exportTypeTitles } from '@app/contract';
import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { participants } from '../activity/activity.table.js';
import type { ActivityRecord } from '../activity/own-activity.js';
import { voteCandidates, voteCategories, votes } from '../vote/vote.table.js';
import { exportPageSize } from './export-rows.repository.js';
import { pagesAfter, type SheetSpec, shanghaiTime } from './export-workbook.js';

const numberText = (n: number | null) => (n === null ? '' : String(n).padStart(3, '0'));
const sourceTitles = { organiser: '主办方录入', signup: '选手报名' } as const;
const statusTitles = { shown: '显示', hidden: '隐藏' } as const;

const ownedBy = (table: typeof votes | typeof voteCandidates, activity: ActivityRecord) =>
  and(
    eq(table.tenantId, activity.tenantId),
    eq(table.customerId, activity.customerId),
    eq(table.activityId, activity.id),
  );

const votePage = (db: Db, activity: ActivityRecord, afterId: number) =>
  db
    .select({
      id: votes.id,
      createdAt: votes.createdAt,
      ip: votes.ip,
      flagged: votes.flagged,
      flagReason: votes.flagReason,
      invalidAt: votes.invalidAt,
      invalidReason: votes.invalidReason,
      number: voteCandidates.number,
      candidate: voteCandidates.name,
      name: participants.name,
      phone: participants.phone,
    })
    .from(votes)
    .leftJoin(voteCandidates, eq(voteCandidates.id, votes.candidateId))
    .leftJoin(participants, eq(participants.id, votes.participantId))
    .where(and(ownedBy(votes, activity), gt(votes.id, afterId)))
    .orderBy(asc(votes.id))
    .limit(exportPageSize);

async function* voteRows(db: Db, activity: ActivityRecord) {
  for await (const page of pagesAfter(
    (after) => votePage(db, activity, after),
    (r) => r.id,
  )) {
    for (const r of page) {
      yield [
        shanghaiTime(r.createdAt),
        numberText(r.number),
        r.candidate ?? '',
        r.name ?? '',
        r.phone ?? '',
        r.ip,
        r.flagged ? '是' : '否',
        r.flagReason,
        r.invalidAt ? '无效' : '有效',
        r.invalidReason,
      ];
    }
  }
}

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
  rows: voteRows(db, activity),
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
