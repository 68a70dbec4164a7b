import { mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir } from '../build/precompress.js';

describe('precompressing a build', () => {
  it('compresses each text file once: a later build into the same folder compresses only what it wrote', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    const write = (name: string, body: string) => writeFileSync(path.join(dist, name), body);
    write('index.html', '<!doctype html><title>后台</title>');
    write('logo.png', 'not text');
    expect(await precompressDir(dist)).toBe(1);
    expect(gunzipSync(readFileSync(path.join(dist, 'index.html.gz'))).toString()).toContain('后台');

    write('live.html', '<!doctype html><title>现场</title>');
    expect(await precompressDir(dist)).toBe(1);

    write('index.html', '<!doctype html><title>后台 2</title>');
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(dist, 'index.html'), later, later);
    expect(await precompressDir(dist)).toBe(1);
    expect(gunzipSync(readFileSync(path.join(dist, 'index.html.gz'))).toString()).toContain('后台 2');
  });
});
