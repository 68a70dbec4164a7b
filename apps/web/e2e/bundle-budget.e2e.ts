import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type FirstVisit, firstVisitFiles, firstVisits, kb, targetGzipKb, wireSizes } from '../build/first-visit.js';
import { builtManifests, dist } from './support/built-web.js';

describe('the built web app', () => {
  it.each(Object.keys(firstVisits) as FirstVisit[])('keeps the %s first visit within its gzip budget', (visit) => {
    const files = firstVisitFiles(builtManifests()[firstVisits[visit].entry], firstVisits[visit]);
    expect(kb(wireSizes(dist, files).gzip)).toBeLessThanOrEqual(targetGzipKb[visit]);
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
