import { allEndpoints, type Endpoint } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionService } from '../modules/auth/session.service.js';
import { makeCustomer, makeTenant } from './factories.js';
import { casesFor, type RobustnessCase, type Tokens } from './robustness-cases.js';
import { createTestApp, type TestApp } from './test-app.js';

const envelopeCodes = [200, 400, 500, 555, 600];
const leak = /\bat .+\(|node_modules|\/work\/|\.ts:\d+|Error:/;
const batchSize = 8;

type Customer = Awaited<ReturnType<typeof makeCustomer>>['customer'];

/** Cases are built once with these marks; each batch puts that batch's live tokens in their place. */
const marks: Tokens = { own: 'own-token-mark', foreign: 'foreign-token-mark' };
const withTokens = (c: RobustnessCase, tokens: Tokens): RobustnessCase => {
  const token = c.request.headers?.token;
  if (token !== marks.own && token !== marks.foreign) return c;
  const live = token === marks.own ? tokens.own : tokens.foreign;
  return { ...c, request: { ...c.request, headers: { ...c.request.headers, token: live } } };
};

/** What is wrong with one answer, or nothing when it is a well-formed envelope below HTTP 500. */
const problemOf = (status: number, text: string) => {
  if (status >= 500) return `HTTP ${status}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `not JSON: ${text.slice(0, 80)}`;
  }
  const b = body as { code?: unknown; msg?: unknown };
  if (typeof body !== 'object' || body === null || !('data' in body)) return `no envelope: ${text.slice(0, 80)}`;
  if (typeof b.code !== 'number' || !envelopeCodes.includes(b.code)) return `code ${String(b.code)}`;
  if (typeof b.msg !== 'string') return 'msg is not text';
  if (leak.test(text)) return `leaks internals: ${text.slice(0, 120)}`;
  return undefined;
};

describe('every endpoint survives malformed requests', () => {
  let t: TestApp;
  let own: Customer;
  let foreign: Customer;

  beforeAll(async () => {
    t = await createTestApp();
    await makeTenant(t, { code: 'robustness-other', hosts: ['other.robustness.test'] });
    own = (await makeCustomer(t)).customer;
    foreign = (await makeCustomer(t, { host: 'other.robustness.test' })).customer;
  });
  afterAll(() => t.close());

  /**
   * A day passes and the caller logs in afresh whenever a batch was refused for a spent session or
   * a limit, so a logout, a password change or a daily limit met in one case does not keep later
   * cases from reaching the code behind them.
   */
  const freshTokens = async (): Promise<Tokens> => {
    t.clock.advance(86_400_000);
    const sessions = sessionService(t.deps);
    const meta = { ip: '127.0.0.1', userAgent: 'robustness' };
    return { own: (await sessions.start(own, meta)).token, foreign: (await sessions.start(foreign, meta)).token };
  };
  const spent = /SESSION|LOCKED|LIMIT|TOO_MANY/;

  const run = async (c: RobustnessCase, e: Endpoint) => {
    const res = await t.app.inject(c.request);
    // A download that went through answers the file; everything else, refusals included, answers the envelope.
    const download =
      e.answer === 'file' && res.statusCode === 200 && /^attachment;/.test(String(res.headers['content-disposition']));
    const problem = download ? undefined : problemOf(res.statusCode, res.body);
    return { problem: problem && `${c.name}: ${problem}`, spent: spent.test(res.body.slice(0, 300)) };
  };

  it.each(allEndpoints.map((e): [string, Endpoint] => [`${e.method} ${e.path}`, e]))(
    '%s answers every malformed request with an envelope and no internals',
    async (_name, e) => {
      const cases = casesFor(e, marks);
      expect(cases.length).toBeGreaterThanOrEqual(50);
      const problems: string[] = [];
      let tokens = await freshTokens();
      for (let i = 0; i < cases.length; i += batchSize) {
        const answers = await Promise.all(cases.slice(i, i + batchSize).map((c) => run(withTokens(c, tokens), e)));
        problems.push(...answers.flatMap((a) => (a.problem ? [a.problem] : [])));
        if (answers.some((a) => a.spent)) tokens = await freshTokens();
      }
      expect(problems).toEqual([]);
    },
  );
});
