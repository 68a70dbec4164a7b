import { count, desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/**
 * How many rows past the page a big list counts before it stops. An exact total of 100,000 matches costs
 * a scan of all of them on every page; counting only this far keeps each call bounded, and the pager can
 * still step this far ahead (50 pages of 20) from wherever it is, so a deep page stays reachable.
 */
export const TOTAL_AHEAD = 1000;

export type Paging = { offset: number; limit: number };
export type ListPage<R> = { rows: R[]; total: number; totalCapped: boolean };
/** A big list: the rows of `table` that `where` picks, newest (`at`, then `id`) first. */
export type NewestFirst = { table: PgTable; id: PgColumn; at: PgColumn; where: SQL | undefined };

/**
 * A page of a big list and its total. One read takes the page's ids and up to `TOTAL_AHEAD` more from the list's
 * index alone, so skipping a deep offset reads no rows and the total costs no second pass over it; `rowsOf` then
 * reads the page's rows by id, in the list's `order`. `totalCapped` says more rows match than `total`. Only a page
 * past the end counts again, to say where the end is.
 */
export const listPage = async <R>(
  db: Db,
  list: NewestFirst,
  paging: Paging,
  rowsOf: (ids: number[], order: SQL[]) => Promise<R[]>,
): Promise<ListPage<R>> => {
  const order = [desc(list.at), desc(list.id)];
  // Built afresh for each use: drizzle's builders change in place.
  const ordered = () =>
    db
      .select({ id: list.id })
      .from(list.table)
      .where(list.where)
      .orderBy(...order)
      .$dynamic();
  const { offset, limit } = paging;
  const reach = limit + TOTAL_AHEAD;
  const ahead = (await ordered()
    .limit(reach + 1)
    .offset(offset)) as { id: number }[];
  const ids = ahead.slice(0, limit).map((r) => r.id);
  const rows = ids.length === 0 ? [] : await rowsOf(ids, order);
  if (ahead.length > 0 || offset === 0) {
    return { rows, total: offset + Math.min(ahead.length, reach), totalCapped: ahead.length > reach };
  }
  const counted = await db.select({ n: count() }).from(sql`(${ordered().limit(offset)}) as counted`);
  return { rows, total: counted[0]?.n ?? 0, totalCapped: false };
};

/** The rows a list call's `page` and `limit` ask for. */
export const pagingOf = (input: { page: number; limit: number }): Paging => ({
  offset: (input.page - 1) * input.limit,
  limit: input.limit,
});
