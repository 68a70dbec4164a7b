import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contract } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, makeTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeLiveQuiz } from '../activity/live-quiz.factory.js';

const lanHost = '192.168.1.23:3000';
const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** A built web app of one page, so page requests have something to be served. */
const webDist = () => {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'site-web-')), 'dist');
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>the web app</title>');
  return dir;
};

const openPage = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: lanHost, accept: browserAccept, ...headers } });

describe('one site (a bare machine)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: webDist() });
  });
  afterAll(() => t.close());

  it('answers phones that open a participant link by the machine’s LAN address', async () => {
    const activity = await makeLiveQuiz(t, (await makeCustomer(t)).customer);
    const info = await t.call(contract.activity.h5Info, { code: activity.code ?? '' }, { host: lanHost });
    expect(info.body).toMatchObject({ code: 200, data: { state: 'running' } });
    const entered = await t.call(
      contract.activity.h5Enter,
      { code: activity.code ?? '', device_id: 'lan-phone-1' },
      { host: lanHost },
    );
    expect(entered.body.code).toBe(200);
  });

  it('serves the web app on any host', async () => {
    const page = await openPage(t, '/h5/abc');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('the web app');
  });
});

describe('several sites', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: webDist() });
    await makeTenant(t, { code: 'acme', hosts: ['quiz.acme.test', 'acme.example.com'], title: 'Acme <答题>' });
  });
  afterAll(() => t.close());

  it('shows a browser on an unknown host a page naming every site’s hosts as links', async () => {
    const page = await openPage(t, '/h5/abc?x=1');
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1>站点不存在</h1>');
    expect(page.body).toContain('地址 192.168.1.23 不属于本服务器上的任何站点。');
    expect(page.body).toContain('<a href="http://localhost:3000/h5/abc?x=1">localhost</a>');
    expect(page.body).toContain('<a href="http://quiz.acme.test:3000/h5/abc?x=1">quiz.acme.test</a>');
    expect(page.body).toContain('acme.example.com');
    expect(page.body).toContain('Acme &#60;答题&#62;');
    expect(page.body).not.toContain('the web app');
  });

  it('says it in English to a browser that prefers English', async () => {
    const page = await openPage(t, '/', { 'accept-language': 'en-US,en;q=0.9' });
    expect(page.body).toContain('<h1>No site at this address</h1>');
  });

  it('keeps the envelope for the API on an unknown host', async () => {
    const res = await t.call(contract.tenant.domainConfig, {}, { host: lanHost });
    expect(res.body).toMatchObject({ code: 400, msg: '站点不存在', data: null });
  });

  it('serves pages on a known host, and leaves scripts and images alone', async () => {
    expect((await openPage(t, '/h5/abc', { host: 'quiz.acme.test' })).body).toContain('the web app');
    const script = await t.app.inject({
      method: 'GET',
      url: '/assets/x.js',
      headers: { host: lanHost, accept: '*/*' },
    });
    expect(script.body).not.toContain('站点不存在');
  });
});
