import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { assetCacheControl } from './web-files.js';

const script = `export const greeting = ${JSON.stringify('你好，'.repeat(200))};\n`;
const page = '<!doctype html><html><head><script type="module" src="/assets/index-a1b2c3.js"></script></head></html>';
const livePage =
  '<!doctype html><html><head><script type="module" src="/assets/live-d4e5f6.js"></script></head></html>';

/** A built web app as Vite and the precompress step leave it: each text file beside its .br and .gz. */
const writeWebDist = (dist: string) => {
  const write = (file: string, body: string) => {
    const target = path.join(dist, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, body);
    writeFileSync(`${target}.br`, brotliCompressSync(body));
    writeFileSync(`${target}.gz`, gzipSync(body));
  };
  write('index.html', page);
  write('live.html', livePage);
  write('assets/index-a1b2c3.js', script);
  write('brand/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
};

describe('web files', () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    writeWebDist(dist);
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(() => t.close());

  it('sends a hashed asset as brotli when the browser takes it, cached for a year as immutable', async () => {
    const res = await get('/assets/index-a1b2c3.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(assetCacheControl);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('falls back to gzip, then to the file itself, by what Accept-Encoding lists', async () => {
    const gzipped = await get('/assets/index-a1b2c3.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);
    expect(gzipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await get('/assets/index-a1b2c3.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('answers index.html and every deep link with revalidation, and a 304 when the page has not changed', async () => {
    const pages = { '/': page, '/index.html': page, '/activity/system': page, '/live.html': livePage };
    for (const [url, body] of Object.entries(pages)) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(body);
      const etag = String(res.headers.etag);
      const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      const since = await get(url, {
        'accept-encoding': 'br',
        'if-modified-since': String(res.headers['last-modified']),
      });
      expect(since.statusCode, url).toBe(304);
    }
  });

  it("answers the live entry for a phone's, a big screen's and a host link's address, and the back-office's elsewhere", async () => {
    const live = [
      '/h5/AbC123',
      '/H5/AbC123?from=qr',
      '/screen/lottery/AbC123',
      '/h5/host/k3y',
      '/activity/voteScreen?activity_id=5',
    ];
    for (const url of live) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(livePage);
    }
    for (const url of ['/activity/system', '/h5', '/screenshots']) expect((await get(url)).body, url).toBe(page);
  });

  it('revalidates files that carry no hash in their name', async () => {
    const res = await get('/brand/favicon.svg');
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing asset, upload or API path instead of the page', async () => {
    for (const url of ['/assets/index-gone.js', '/uploads/media/gone.png', '/api/nothing/here']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 400, msg: `接口不存在：${url}` });
    }
  });

  it('serves uploads for a day, revalidated afterwards, never as immutable', async () => {
    mkdirSync(path.join(t.dataDir, 'uploads', 'media'), { recursive: true });
    writeFileSync(path.join(t.dataDir, 'uploads', 'media', 'photo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const res = await get('/uploads/media/photo.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
