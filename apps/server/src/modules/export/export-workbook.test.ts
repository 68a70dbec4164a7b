import { setImmediate, setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type Cell, pagesAfter, warmWriter, writeWorkbook } from './export-workbook.js';

const rowCount = 30_000;

async function* rows(): AsyncGenerator<Cell[]> {
  for (let n = 1; n <= rowCount; n += 1) yield [n, `第${n}行`, n % 2 ? null : n / 2];
}

describe('the workbook writer', () => {
  it('lets other work run between pages, even when each page settles at once', async () => {
    const seen: string[] = [];
    void setImmediate().then(() => seen.push('other work'));
    for await (const page of pagesAfter(
      async (after) => (after < 3 ? [after + 1] : []),
      (page) => page.at(-1),
    )) {
      seen.push(`page ${page[0]}`);
    }
    expect(seen).toEqual(['other work', 'page 1', 'page 2', 'page 3']);
  });

  it('writes every row in order on another thread while this one keeps turning', async () => {
    let longestGap = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      longestGap = Math.max(longestGap, performance.now() - last);
      last = performance.now();
    }, 5);
    const started = performance.now();
    const content = await writeWorkbook({
      title: '大表',
      columns: [{ header: '序号' }, { header: '内容' }, { header: '一半' }],
      rows: rows(),
    });
    const took = performance.now() - started;
    clearInterval(ticker);
    // Written on this thread the rows would hold it for nearly the whole write.
    expect(longestGap).toBeLessThan(took / 3);

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(content).buffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('大表');
    expect(sheet.rowCount).toBe(rowCount + 1);
    expect(sheet.getRow(1).values).toEqual([undefined, '序号', '内容', '一半']);
    sheet.eachRow((row, i) => {
      if (i === 1) return;
      const n = i - 1;
      expect(row.values).toEqual(n % 2 ? [undefined, n, `第${n}行`] : [undefined, n, `第${n}行`, n / 2]);
    });
  });

  it('writes pages of JSON text as they came, parsed only on the writer thread', async () => {
    async function* pages() {
      yield JSON.stringify([
        [1, '甲"\\', null],
        [2.5, '', 'x'],
      ]);
      yield JSON.stringify([[3, '乙\n', 0]]);
    }
    const content = await writeWorkbook({
      title: '文本页',
      columns: [{ header: 'a' }, { header: 'b' }, { header: 'c' }],
      jsonPages: pages(),
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(content).buffer);
    const values: unknown[] = [];
    book.worksheets[0]!.eachRow((row) => values.push(row.values));
    expect(values).toEqual([
      [undefined, 'a', 'b', 'c'],
      [undefined, 1, '甲"\\'],
      [undefined, 2.5, undefined, 'x'],
      [undefined, 3, '乙\n', 0],
    ]);
  });

  it('writes several sheets into one file, each with its own head and rows', async () => {
    async function* two() {
      yield [1, '甲'];
      yield [2, '乙'];
    }
    const content = await writeWorkbook([
      { title: '排名', columns: [{ header: '名次' }, { header: '昵称' }], rows: two() },
      {
        title: '明细',
        columns: [{ header: '题' }],
        jsonPages: (async function* () {
          yield JSON.stringify([['第一题'], ['第二题']]);
        })(),
      },
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(content).buffer);
    const rowsOf = (i: number) => {
      const rows: unknown[] = [];
      book.worksheets[i]!.eachRow((row) => rows.push(row.values));
      return rows;
    };
    expect(book.worksheets.map((w) => w.name)).toEqual(['排名', '明细']);
    expect(rowsOf(0)).toEqual([
      [undefined, '名次', '昵称'],
      [undefined, 1, '甲'],
      [undefined, 2, '乙'],
    ]);
    expect(rowsOf(1)).toEqual([
      [undefined, '题'],
      [undefined, '第一题'],
      [undefined, '第二题'],
    ]);
  });

  it('takes a writer started ahead, so an export does not wait for a thread to start', async () => {
    const empty = () => writeWorkbook({ title: '空', columns: [{ header: 'a' }], rows: (async function* () {})() });
    let started = performance.now();
    await empty();
    const cold = performance.now() - started;
    warmWriter();
    await sleep(2 * cold);
    started = performance.now();
    await empty();
    expect(performance.now() - started).toBeLessThan(cold / 2);
  });
});
