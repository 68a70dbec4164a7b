import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containing } from '../../db/like.js';
import { type ActivityRecord, ofActivity } from '../activity/index.js';
import { lotteryPeople, lotteryTiers, lotteryWinners } from './lottery.table.js';

export type PersonRow = typeof lotteryPeople.$inferSelect;
export type PersonInsert = typeof lotteryPeople.$inferInsert;
/** What the organiser or a sign-in may change on a person. */
export type PersonFields = Partial<
  Pick<PersonInsert, 'name' | 'phone' | 'department' | 'employeeNo' | 'group' | 'photoUrl' | 'fields'>
>;

/** A lottery as its organiser owns it: every query below filters by its tenant, organiser and id. */
export type LotteryScope = Pick<ActivityRecord, 'id' | 'tenantId' | 'customerId'>;

export type PeopleFilter = {
  keyword: string;
  group: string;
  source: '' | PersonRow['source'];
  eligible: '' | number;
  signed: '' | number;
};

const p = lotteryPeople;
const ofPeople = (s: LotteryScope) => ofActivity(p, s);

const filterBy = (f: PeopleFilter) => {
  const like = f.keyword ? containing(f.keyword) : '';
  return [
    like
      ? or(ilike(p.name, like), ilike(p.phone, like), ilike(p.employeeNo, like), ilike(p.department, like))
      : undefined,
    f.group ? eq(p.group, f.group) : undefined,
    f.source ? eq(p.source, f.source) : undefined,
    f.eligible === '' ? undefined : eq(p.eligible, f.eligible === 1),
    f.signed === '' ? undefined : f.signed === 1 ? isNotNull(p.signedAt) : isNull(p.signedAt),
  ];
};

/** Prizes a person holds: won or confirmed (an absent winner's prize went to someone else). */
const holding = inArray(lotteryWinners.status, ['won', 'confirmed']);

export const lotteryPeopleRepository = (db: Db) => ({
  page: async (s: LotteryScope, f: PeopleFilter, page: { offset: number; limit: number }) => {
    const where = and(ofPeople(s), ...filterBy(f));
    const [rows, [total]] = await Promise.all([
      db.select().from(p).where(where).orderBy(desc(p.id)).limit(page.limit).offset(page.offset),
      db.select({ n: count() }).from(p).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
  groups: async (s: LotteryScope) =>
    (
      await db
        .selectDistinct({ group: p.group })
        .from(p)
        .where(and(ofPeople(s), ne(p.group, '')))
        .orderBy(asc(p.group))
    ).map((r) => r.group),
  /** The tier names each of `ids` holds a prize of, in tier order. */
  wonTiers: async (s: LotteryScope, ids: number[]) => {
    if (ids.length === 0) return new Map<number, string[]>();
    const rows = await db
      .select({ personId: lotteryWinners.personId, name: lotteryTiers.name })
      .from(lotteryWinners)
      .innerJoin(lotteryTiers, eq(lotteryTiers.id, lotteryWinners.tierId))
      .where(and(eq(lotteryWinners.activityId, s.id), inArray(lotteryWinners.personId, ids), holding))
      .orderBy(asc(lotteryTiers.sort), asc(lotteryTiers.id));
    const won = new Map<number, string[]>();
    for (const r of rows) won.set(r.personId, [...(won.get(r.personId) ?? []), r.name]);
    return won;
  },
  /** How many people on the list carry each of `names`. */
  nameCounts: async (s: LotteryScope, names: string[]) => {
    if (names.length === 0) return new Map<string, number>();
    const rows = await db
      .select({ name: p.name, n: count() })
      .from(p)
      .where(and(ofPeople(s), inArray(p.name, names)))
      .groupBy(p.name);
    return new Map(rows.map((r) => [r.name, r.n]));
  },
  /** Of `ids`, those who were ever drawn (whatever became of the prize): the audit names them. */
  everDrawn: async (s: LotteryScope, ids: number[]) =>
    (
      await db
        .selectDistinct({ id: lotteryWinners.personId })
        .from(lotteryWinners)
        .where(and(eq(lotteryWinners.activityId, s.id), inArray(lotteryWinners.personId, ids)))
    ).map((r) => r.id),

  byId: async (s: LotteryScope, id: number) =>
    (
      await db
        .select()
        .from(p)
        .where(and(ofPeople(s), eq(p.id, id)))
    )[0],
  byPhone: async (s: LotteryScope, phone: string) =>
    (
      await db
        .select()
        .from(p)
        .where(and(ofPeople(s), eq(p.phone, phone)))
    )[0],
  /**
   * Imported rows of this name whose phone or employee number is one given, and where a key is given and the row
   * has that key, the same: 张三 with 138… and E001 is not the 张三 imported as E002.
   */
  onRoster: async (s: LotteryScope, name: string, keys: { phone: string; employeeNo: string }) => {
    const rows = await db
      .select()
      .from(p)
      .where(
        and(
          ofPeople(s),
          eq(p.source, 'imported'),
          eq(p.name, name),
          or(
            keys.phone ? eq(p.phone, keys.phone) : undefined,
            keys.employeeNo ? eq(p.employeeNo, keys.employeeNo) : undefined,
          ),
        ),
      )
      .limit(10);
    const agrees = (held: string, given: string) => !held || !given || held === given;
    return rows.filter((r) => agrees(r.phone, keys.phone) && agrees(r.employeeNo, keys.employeeNo));
  },
  byParticipant: async (s: LotteryScope, participantId: number) =>
    (
      await db
        .select()
        .from(p)
        .where(and(ofPeople(s), eq(p.participantId, participantId)))
    )[0],

  /** Answers the new row, or nothing when the phone number (or the participant) is already on the list. */
  insert: async (row: PersonInsert) => (await db.insert(p).values(row).onConflictDoNothing().returning())[0],
  update: async (s: LotteryScope, id: number, changes: Partial<PersonInsert>) =>
    (
      await db
        .update(p)
        .set(changes)
        .where(and(ofPeople(s), eq(p.id, id)))
        .returning()
    )[0],
  /**
   * The row for this participant's sign-in, only while no other participant holds it: a phone number typed on
   * a second device does not move a person (and their prizes) to that device. Nothing when someone else has it.
   */
  claim: async (s: LotteryScope, id: number, participantId: number, changes: Partial<PersonInsert>) =>
    (
      await db
        .update(p)
        .set({ ...changes, participantId })
        .where(and(ofPeople(s), eq(p.id, id), or(isNull(p.participantId), eq(p.participantId, participantId))))
        .returning()
    )[0],
  /** The people removed, with their names. */
  delete: (s: LotteryScope, ids: number[]) =>
    db
      .delete(p)
      .where(and(ofPeople(s), inArray(p.id, ids)))
      .returning({ id: p.id, name: p.name }),
  /** The people whose eligibility this changed, with their names. */
  setEligible: (s: LotteryScope, ids: number[], eligible: boolean) =>
    db
      .update(p)
      .set({ eligible })
      .where(and(ofPeople(s), inArray(p.id, ids), ne(p.eligible, eligible)))
      .returning({ id: p.id, name: p.name }),
  /** Signed-in people who may be drawn and share their name with another, by name (`groups` names at most). */
  sameName: async (s: LotteryScope, groups: number) => {
    const eligibleSigned = and(ofPeople(s), eq(p.eligible, true), isNotNull(p.signedAt));
    const names = db
      .select({ name: p.name })
      .from(p)
      .where(eligibleSigned)
      .groupBy(p.name)
      .having(sql`count(*) > 1`)
      .orderBy(asc(p.name))
      .limit(groups);
    return db
      .select()
      .from(p)
      .where(and(eligibleSigned, inArray(p.name, names)))
      .orderBy(asc(p.name), asc(p.signedAt), asc(p.id));
  },

  /**
   * Imported rows in one statement: a row whose phone number is already on the list updates that person (its
   * name, and the cells the file fills in); the others are added. Answers how many were added.
   */
  upsert: async (rows: PersonInsert[]) => {
    // `excluded` names the proposed row's columns as the database spells them.
    const keep = (column: (typeof p)['department' | 'group' | 'photoUrl' | 'employeeNo'], name: string) =>
      sql`coalesce(nullif(excluded.${sql.identifier(name)}, ''), ${column})`;
    const written = await db
      .insert(p)
      .values(rows)
      .onConflictDoUpdate({
        target: [p.activityId, p.phone],
        targetWhere: sql`${p.phone} <> ''`,
        set: {
          name: sql`excluded.name`,
          department: keep(p.department, 'department'),
          group: keep(p.group, 'group'),
          photoUrl: keep(p.photoUrl, 'photo_url'),
          employeeNo: keep(p.employeeNo, 'employee_no'),
        },
      })
      // xmax is 0 on a row this statement inserted, and the updating transaction's id on one it updated.
      .returning({ added: sql<boolean>`(xmax = 0)` });
    return written.filter((r) => r.added).length;
  },

  /** Every person of the activity a page at a time after `afterId`, for the export. */
  after: (s: LotteryScope, afterId: number, limit: number) =>
    db
      .select()
      .from(p)
      .where(and(ofPeople(s), gt(p.id, afterId)))
      .orderBy(asc(p.id))
      .limit(limit),
});
