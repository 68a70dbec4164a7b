import { on } from 'node:events';
import { setImmediate } from 'node:timers/promises';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../../platform/workers/start-worker.js';

export type Cell = string | number | null;
/** What the writer thread needs before the first row. */
export type SheetHead = { title: string; columns: { header: string; width?: number }[] };
/** Rows as cells, or pages of rows as JSON text (an array of cell arrays) that only the writer thread parses. */
export type SheetSpec = SheetHead & ({ rows: AsyncIterable<Cell[]> } | { jsonPages: AsyncIterable<string> });
/** One sheet, or several written one after the other into the same file. */
export type WorkbookSpec = SheetSpec | SheetSpec[];

const shanghaiOffsetMs = 8 * 3_600_000;

/** An instant as China reads it: YYYY-MM-DD HH:mm:ss. */
export const shanghaiTime = (instant: Date | null) =>
  instant ? new Date(instant.getTime() + shanghaiOffsetMs).toISOString().slice(0, 19).replace('T', ' ') : '';

/**
 * Yields pages, asking for the next page after the last id of the one before, until a page has none. It lets the
 * event loop run before each page: on PGlite a query settles without ever leaving it, so a long export would
 * otherwise keep every request waiting until it ends.
 */
export async function* pagesAfter<P>(
  page: (afterId: number) => Promise<P>,
  lastIdOf: (page: P) => number | null | undefined,
): AsyncGenerator<P> {
  let afterId = 0;
  for (;;) {
    await setImmediate();
    const next = await page(afterId);
    const lastId = lastIdOf(next);
    if (lastId === null || lastId === undefined) return;
    yield next;
    afterId = lastId;
  }
}

/** A page of rows as JSON text (an array of cell arrays) and its last id; no id when the page is empty. */
export type JsonPage = { lastId: number | null; cells: string | null };

/** The JSON texts of every page after the given page query (see pagesAfter). */
export async function* jsonPagesAfter(page: (afterId: number) => Promise<JsonPage>) {
  for await (const p of pagesAfter(page, (p) => p.lastId)) if (p.cells) yield p.cells;
}

/**
 * How many messages may wait for the writer. The writer is the slower of the two threads; on a busy machine either
 * may wait tens of milliseconds for a core, and with only two waiting the writer ran dry (an export took 1.5–2×
 * as long as with eight).
 */
const mostAhead = 8;

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

const writerUrl = new URL('./workbook-writer.worker.ts', import.meta.url);
let spare: Worker | undefined;

/**
 * Starts a writer thread ahead of the export that will take it (the export's start call does, before its job runs):
 * starting one takes most of a second on a busy machine (the thread, the TypeScript loader, exceljs), which would
 * otherwise add to the export's time. The waiting thread does not keep the process alive.
 */
export const warmWriter = () => {
  if (spare) return;
  const worker = startWorker(writerUrl);
  worker.unref();
  // A writer that fails while it waits is dropped; an export that took it hears the error itself.
  worker.on('error', () => {
    if (spare === worker) spare = undefined;
  });
  spare = worker;
};

/** Each sheet's head, then its rows in chunks (or its pages of JSON text as they came). */
async function* messagesOf(sheets: SheetSpec[]) {
  for (const sheet of sheets) {
    yield { head: { title: sheet.title, columns: sheet.columns } satisfies SheetHead };
    yield* 'rows' in sheet ? chunked(sheet.rows) : sheet.jsonPages;
  }
}

/**
 * A workbook written by exceljs's streaming writer on a worker thread, so building a large file never holds up
 * the requests of a live event: this thread only reads the rows and posts them in chunks (or pages of JSON text
 * as they came), at most a few ahead of the writer. Only the zipped output is held, never every row as cell objects.
 */
export const writeWorkbook = async (spec: WorkbookSpec): Promise<Buffer> => {
  const worker = spare ?? startWorker(writerUrl);
  spare = undefined;
  worker.ref();
  // Buffers the writer's answers in order, and throws the worker's error if it fails.
  const answers = on(worker, 'message');
  const answer = async () => ((await answers.next()).value as unknown[])[0];
  try {
    let ahead = 0;
    for await (const message of messagesOf(Array.isArray(spec) ? spec : [spec])) {
      worker.postMessage(message);
      // A head is not answered: only rows keep the writer busy.
      if (typeof message === 'object' && !Array.isArray(message)) continue;
      ahead += 1;
      if (ahead > mostAhead) {
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
