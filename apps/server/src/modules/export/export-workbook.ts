import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

export type Cell = string | number | null;
export type SheetSpec = {
  title: string;
  columns: { header: string; width?: number }[];
  rows: AsyncIterable<Cell[]>;
};

const shanghaiOffsetMs = 8 * 3_600_000;

/** An instant as China reads it: YYYY-MM-DD HH:mm:ss. */
export const shanghaiTime = (instant: Date | null) =>
  instant ? new Date(instant.getTime() + shanghaiOffsetMs).toISOString().slice(0, 19).replace('T', ' ') : '';

/** Yields rows a page at a time, asking for the next page after the last id of the one before. */
export async function* pagesAfter<T>(
  page: (afterId: number) => Promise<T[]>,
  idOf: (row: T) => number,
): AsyncGenerator<T[]> {
  let afterId = 0;
  for (;;) {
    const rows = await page(afterId);
    if (rows.length === 0) return;
    yield rows;
    afterId = idOf(rows.at(-1)!);
  }
}

/**
 * One sheet written with the streaming writer: each row is committed as it comes, so only the zipped output
 * is held, never every row as cell objects.
 */
export const writeWorkbook = async (spec: SheetSpec): Promise<Buffer> => {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(spec.title, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = spec.columns.map((c) => ({ header: c.header, width: c.width ?? 14 }));
  sheet.getRow(1).font = { bold: true };
  for await (const row of spec.rows) sheet.addRow(row).commit();
  sheet.commit();
  await book.commit();
  await ended;
  return Buffer.concat(chunks);
};
