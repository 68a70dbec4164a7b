import { contract } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { tenantRepository } from './tenant.repository.js';

describe('tenant lookup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await tenantRepository(t.deps.db).insert({
      code: 'acme',
      hosts: ['quiz.acme.test'],
      title: 'Acme 答题',
      dtName: 'Acme',
      isOpenHelp: 0,
    });
  });
  afterAll(() => t.close());

  it('answers the default site on localhost', async () => {
    const res = await t.call(contract.tenant.domainConfig, { url: 'localhost' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data.title).toBe('智答云');
    expect(res.body.data.nav_color).toBe('#0069FD');
  });

  it('answers the site named by the url, scheme, port and path ignored', async () => {
    const res = await t.call(contract.tenant.domainConfig, { url: 'https://Quiz.Acme.test:8443/activity/manage' });
    expect(res.body.data).toMatchObject({ title: 'Acme 答题', dt_name: 'Acme', is_open_help: 0, is_open_agent: 1 });
  });

  it('answers the site of the request host when no url is given', async () => {
    const res = await t.call(contract.tenant.domainConfig, {}, { host: 'quiz.acme.test' });
    expect(res.body.data.title).toBe('Acme 答题');
  });

  it('refuses an unknown host in the envelope', async () => {
    const res = await t.call(contract.tenant.domainConfig, {}, { host: 'nobody.test' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, msg: '站点不存在', data: null });
  });

  it('answers unknown api paths with the envelope and the path', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nothing/here', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 400, data: null });
    expect(res.json().msg).toContain('/api/nothing/here');
  });

  it('matches routes whatever the case', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/API/Index/DOMAINCONFIG',
      headers: { host: 'localhost' },
      payload: {},
    });
    expect(res.json().code).toBe(200);
  });

  it('answers malformed json in the envelope without a stack', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/index/domainConfig',
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: '{"url": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: '请求内容格式错误' });
  });
});
