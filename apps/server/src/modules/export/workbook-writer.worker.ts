import { PassThrough } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import type { Cell, SheetHead } from './export-workbook.js';

/**
 * Writes one sheet on its own thread: first takes the sheet's head, then rows in chunks, as cells or as JSON text
 * (answering each once written, so the sender never runs far ahead), and on null closes the workbook and answers
 * the whole file.
 */
const port = parentPort!;
const out = new PassThrough();
const chunks: Buffer[] = [];
out.on('data', (chunk: Buffer) => chunks.push(chunk));
const ended = new Promise<void>((resolve, reject) => {
  out.on('end', resolve);
  out.on('error', reject);
});
const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });

port.once('message', (head: SheetHead) => {
  const sheet = book.addWorksheet(head.title, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = head.columns.map((c) => ({ header: c.header, width: c.width ?? 14 }));
  sheet.getRow(1).font = { bold: true };

  port.on('message', async (message: Cell[][] | string | null) => {
    if (message !== null) {
      const rows: Cell[][] = typeof message === 'string' ? JSON.parse(message) : message;
      for (const row of rows) sheet.addRow(row).commit();
      port.postMessage(rows.length);
      return;
    }
    sheet.commit();
    await book.commit();
    await ended;
    port.postMessage(Buffer.concat(chunks));
    port.close();
  });
});
