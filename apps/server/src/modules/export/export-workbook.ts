import { on } from 'node:events';
import { setImmediate } from 'node:timers/promises';
import { startWorker } from '../../platform/workers/start-worker.js';

export type Cell = string | number | null;
/** What the writer thread needs before the first row. */
export type SheetHead = { title: string; columns: { header: string; width?: number }[] };
export type SheetSpec = SheetHead & { rows: AsyncIterable<Cell[]> };

const shanghaiOffsetMs = 8 * 3_600_000;

/** An instant as China reads it: YYYY-MM-DD HH:mm:ss. */
export const shanghaiTime = (instant: Date | null) =>
  instant ? new Date(instant.getTime() + shanghaiOffsetMs).toISOString().slice(0, 19).replace('T', ' ') : '';

/**
 * Yields rows a page at a time, asking for the next page after the last id of the one before. It lets the event
 * loop run before each page: on PGlite a query settles without ever leaving it, so a long export would otherwise
 * keep every request waiting until it ends.
 */
export async function* pagesAfter<T>(
  page: (afterId: number) => Promise<T[]>,
  idOf: (row: T) => number,
): AsyncGenerator<T[]> {
  let afterId = 0;
  for (;;) {
    await setImmediate();
    const rows = await page(afterId);
    if (rows.length === 0) return;
    yield rows;
    afterId = idOf(rows.at(-1)!);
  }
}

/** How many rows go to the writer thread in one message. */
const chunkRows = 500;

async function* chunked(rows: AsyncIterable<Cell[]>) {
  let chunk: Cell[][] = [];
  for await (const row of rows) {
    chunk.push(row);
    if (chunk.length === chunkRows) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}

/**
 * One sheet written by exceljs's streaming writer on a worker thread, so building a large file never holds up
 * the requests of a live event: this thread only reads the rows and posts them in chunks, at most two ahead of
 * the writer. Only the zipped output is held, never every row as cell objects.
 */
export const writeWorkbook = async (spec: SheetSpec): Promise<Buffer> => {
  const head: SheetHead = { title: spec.title, columns: spec.columns };
  const worker = startWorker(new URL('./workbook-writer.worker.ts', import.meta.url), head);
  // Buffers the writer's answers in order, and throws the worker's error if it fails.
  const answers = on(worker, 'message');
  const answer = async () => ((await answers.next()).value as unknown[])[0];
  try {
    let ahead = 0;
    for await (const rows of chunked(spec.rows)) {
      worker.postMessage(rows);
      ahead += 1;
      if (ahead > 2) {
        await answer();
        ahead -= 1;
      }
    }
    worker.postMessage(null);
    for (; ahead > 0; ahead -= 1) await answer();
    const content = (await answer()) as Uint8Array;
    return Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  } finally {
    await worker.terminate();
  }
};
