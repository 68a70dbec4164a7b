import { PassThrough } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import type { Cell, SheetHead } from './export-workbook.js';

/**
 * Writes a workbook on its own thread: each sheet's head (`{ head }`), then its rows in chunks, as cells or as
 * JSON text (answering each once written, so the sender never runs far ahead); on null it closes the workbook and
 * answers the whole file.
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
let sheet: ExcelJS.Worksheet | undefined;

const startSheet = (head: SheetHead) => {
  sheet?.commit();
  sheet = book.addWorksheet(head.title, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = head.columns.map((c) => ({ header: c.header, width: c.width ?? 14 }));
  sheet.getRow(1).font = { bold: true };
};

port.on('message', async (message: { head: SheetHead } | Cell[][] | string | null) => {
  if (message === null) {
    sheet?.commit();
    await book.commit();
    await ended;
    port.postMessage(Buffer.concat(chunks));
    port.close();
    return;
  }
  if (typeof message === 'object' && 'head' in message) {
    startSheet(message.head);
    return;
  }
  const rows: Cell[][] = typeof message === 'string' ? JSON.parse(message) : message;
  for (const row of rows) sheet!.addRow(row).commit();
  port.postMessage(rows.length);
});
