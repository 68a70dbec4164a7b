import { type SQL, sql } from 'drizzle-orm';

/**
 * A batch's rows as one array parameter per column, for `select * from unnest(...)`: the statement's text is the
 * same for every batch size, and it binds one parameter a column rather than one a column and row (each bound
 * value costs the driver and drizzle work on a crowd's hot path).
 */
export const arrayColumns = <T>(rows: T[], columns: [type: string, of: (row: T, index: number) => unknown][]): SQL =>
  sql.join(
    columns.map(([type, of]) => sql`${sql.param(rows.map(of))}::${sql.raw(type)}[]`),
    sql`, `,
  );
