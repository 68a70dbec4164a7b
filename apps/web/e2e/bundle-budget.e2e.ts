import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type FirstVisit, firstVisitFiles, firstVisits, kb, targetGzipKb, wireSizes } from '../build/first-visit.js';
import { builtManifest, dist } from './support/built-web.js';

/**
 * KB of gzip a first visit measured when the budgets were set, plus about 2 %: until a page meets its target (the
 * participant pages and big screens need an entry of their own), it may not grow. Drop a page's line once it does.
 * Raised by 4–6 KB when the on-site quiz, official accounts and merchants landed, and by 7 KB more when red
 * packets and the lottery did; lowered by up to 6 KB once the web took each domain's endpoints from its own contract
 * entry (the entry still carries the domain modules whose labels and limits the i18n texts and the menus import).
 * The phone's fell from 616 to 181 KB when the live pages got an entry of their own (live.html) without antd; an
 * interactive-quiz or lottery phone then loads its kind's page (206 and 203 KB). The on-site big screens, on that
 * entry too, are within their 250 KB target.
 */
const ceilingGzipKb: Partial<Record<FirstVisit, number>> = {
  login: 429,
  home: 496,
  phone: 185,
  interactivePhone: 210,
  lotteryPhone: 207,
  bigScreen: 446,
};

describe('the built web app', () => {
  it.each(Object.keys(firstVisits) as FirstVisit[])('keeps the %s first visit within its gzip budget', (visit) => {
    const files = firstVisitFiles(builtManifest(), firstVisits[visit]);
    const budget = ceilingGzipKb[visit] ?? targetGzipKb[visit];
    expect(kb(wireSizes(dist, files).gzip)).toBeLessThanOrEqual(budget);
  });

  it('ships every script precompressed as brotli and gzip, each unpacking to the script', () => {
    const assets = path.join(dist, 'assets');
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const name of scripts) {
      const file = path.join(assets, name);
      expect(existsSync(`${file}.br`) && existsSync(`${file}.gz`), name).toBe(true);
      const body = readFileSync(file);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(body), name).toBe(true);
      expect(gunzipSync(readFileSync(`${file}.gz`)).equals(body), name).toBe(true);
    }
  });
});
