import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('security headers', () => {
  let t: TestApp;

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(() => t.close());

  it('go with every page, API answer, error and checkout page', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/' }),
      await t.app.inject({ method: 'GET', url: '/h5/AbC123' }),
      await t.app.inject({ method: 'POST', url: '/api/index/domainConfig', headers: { host: 'localhost' } }),
      await t.app.inject({ method: 'POST', url: '/api/login', payload: { phone: 'x' } }),
      await t.app.inject({ method: 'GET', url: '/api/nothing' }),
      await t.app.inject({ method: 'GET', url: '/pay/sandbox/NOPE1' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 400, 404, 404]);
    for (const res of answers) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(csp).toContain("object-src 'none'");
    }
  });
});
