import type { Endpoint } from '@app/contract';
import type { InjectOptions } from 'fastify';
import { multipartBody } from '../modules/upload/multipart-body.js';
import {
  badJsonValues,
  badQueryValues,
  fieldsOf,
  nestedArrays,
  nestedObjects,
  sampleFor,
  shapeOf,
} from './robustness-values.js';

export type RobustnessCase = { name: string; request: InjectOptions };
export type Tokens = { own: string; foreign: string };

const json = 'application/json';
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** Every field set to a value it accepts, so one bad field is what the server meets. */
const baseline = (e: Endpoint) =>
  Object.fromEntries(
    Object.entries(shapeOf(e.input))
      .map(([f, schema]) => [f, sampleFor(schema, e.method === 'GET')])
      .filter(([, v]) => v !== undefined),
  ) as Record<string, unknown>;

const queryString = (pairs: [string, string][]) =>
  pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v.startsWith('%') ? v : encodeURIComponent(v)}`).join('&');

const fieldCases = (e: Endpoint, send: (name: string, body: Record<string, unknown> | string) => RobustnessCase) => {
  const fields = fieldsOf(e.input);
  const base = baseline(e);
  const cases: RobustnessCase[] = [];
  for (const field of [...fields, 'unexpected_field']) {
    const { [field]: _dropped, ...rest } = base;
    if (field !== 'unexpected_field') cases.push(send(`${field} missing`, rest));
    if (e.method === 'GET') {
      const others = Object.entries(rest).map(([k, v]): [string, string] => [k, String(v)]);
      for (const [label, value] of badQueryValues) {
        cases.push(send(`${field} as ${label}`, queryString([...others, [field, value]])));
      }
      cases.push(send(`${field} repeated`, queryString([...others, [field, '1'], [field, '2']])));
      cases.push(send(`${field} with brackets`, `${queryString(others)}&${field}[a]=1&${field}[]=2`));
    } else {
      for (const [label, value] of badJsonValues) cases.push(send(`${field} as ${label}`, { ...rest, [field]: value }));
    }
  }
  return cases;
};

const rawBodies: [string, string, string][] = [
  ['an empty json body', json, ''],
  ['broken json', json, '{"a": '],
  ['a json array', json, '[]'],
  ['json null', json, 'null'],
  ['a json string', json, '"text"'],
  ['a json number', json, '123'],
  ['json with duplicate keys', json, '{"page":1,"page":"x"}'],
  ['5000 levels of arrays', json, nestedArrays(5000)],
  ['5000 levels of objects', json, nestedObjects(5000)],
  ['nesting over the 1 MiB body limit', json, nestedArrays(600_000)],
  ['a __proto__ key', json, '{"__proto__":{"isAdmin":true}}'],
  ['a nested __proto__ key', json, '{"a":{"__proto__":{"polluted":1}}}'],
  ['a constructor.prototype key', json, '{"constructor":{"prototype":{"polluted":1}}}'],
  ['10k keys', json, JSON.stringify(Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i])))],
  ['plain text', 'text/plain', 'hello'],
  ['xml', 'application/xml', '<a>1</a>'],
  ['a form post', 'application/x-www-form-urlencoded', 'page=1&id=2'],
  ['json in latin1', 'application/json; charset=latin1', '{"a":"\u00e9"}'],
  ['multipart without boundary', 'multipart/form-data', '--x\r\n'],
  ['a bogus content type', 'x/y; a=', '{}'],
];

const multipartCases = (): [string, ReturnType<typeof multipartBody>][] => [
  ['an empty multipart', multipartBody([])],
  ['multipart with only a text field', multipartBody([{ name: 'type', value: 'image' }])],
  ['multipart with a nameless file', multipartBody([{ name: 'file', fileName: '', content: png }])],
  [
    'multipart with an unknown type',
    multipartBody([
      { name: 'type', value: 'document' },
      { name: 'file', fileName: 'a.png', content: png },
    ]),
  ],
  [
    'multipart with a 200k type',
    multipartBody([
      { name: 'type', value: 'x'.repeat(200_000) },
      { name: 'file', fileName: 'a.png', content: png },
    ]),
  ],
  [
    'multipart with two files',
    multipartBody([
      { name: 'file', fileName: 'a.png', content: png },
      { name: 'file', fileName: 'b.png', content: png },
    ]),
  ],
  [
    'multipart with too many fields',
    multipartBody(Array.from({ length: 30 }, (_, i) => ({ name: `f${i}`, value: 'v' }))),
  ],
  [
    'multipart with a __proto__ field',
    multipartBody([
      { name: '__proto__', value: 'x' },
      { name: 'file', fileName: 'a.png', content: png },
    ]),
  ],
  ['multipart with a NUL in the file name', multipartBody([{ name: 'file', fileName: 'a\u0000b.png', content: png }])],
  [
    'multipart with a path in the file name',
    multipartBody([{ name: 'file', fileName: '../../etc/passwd.png', content: png }]),
  ],
  [
    'a truncated multipart',
    {
      ...multipartBody([{ name: 'file', fileName: 'a.png', content: png }]),
      payload: Buffer.from(
        '------quiz-test-boundary\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0089PNG',
      ),
    },
  ],
];

/** At least fifty malformed requests for one endpoint, built from its contract. */
export const casesFor = (e: Endpoint, tokens: Tokens): RobustnessCase[] => {
  const headers = (extra: Record<string, string> = {}) => ({ host: 'localhost', token: tokens.own, ...extra });
  const send = (name: string, body: Record<string, unknown> | string): RobustnessCase =>
    e.method === 'GET'
      ? {
          name,
          request: {
            method: 'GET',
            url: `${e.path}?${typeof body === 'string' ? body : queryString(Object.entries(body).map(([k, v]) => [k, String(v)]))}`,
            headers: headers(),
          },
        }
      : {
          name,
          request: {
            method: 'POST',
            url: e.path,
            headers: headers({ 'content-type': json }),
            payload: typeof body === 'string' ? body : JSON.stringify(body),
          },
        };
  const plain = (name: string, h: Record<string, string>): RobustnessCase => ({
    name,
    request: { method: e.method, url: e.path, headers: h, ...(e.method === 'POST' ? { payload: {} } : {}) },
  });
  return [
    ...fieldCases(e, send),
    plain('no token', { host: 'localhost' }),
    plain('a garbage token', headers({ token: 'garbage' })),
    plain('a 5000-character token', headers({ token: 't'.repeat(5000) })),
    plain('a token of another site’s user', headers({ token: tokens.foreign })),
    plain('an unknown host', headers({ host: 'nobody.invalid' })),
    plain('an empty host', headers({ host: '' })),
    ...rawBodies.map(([name, type, payload]) => ({
      name,
      request: { method: e.method, url: e.path, headers: headers({ 'content-type': type }), payload },
    })),
    ...multipartCases().map(([name, body]) => ({
      name,
      request: {
        method: e.method,
        url: e.path,
        headers: headers({ 'content-type': body.contentType }),
        payload: body.payload,
      },
    })),
    {
      name: 'array query params',
      request: { method: e.method, url: `${e.path}?page=1&page=2&limit=a&limit=1&id=1&id=2`, headers: headers() },
    },
    {
      name: 'prototype keys in the query',
      request: {
        method: e.method,
        url: `${e.path}?__proto__[x]=1&constructor[prototype][y]=1&__proto__=1`,
        headers: headers(),
      },
    },
    {
      name: 'a 200k query',
      request: { method: e.method, url: `${e.path}?q=${'y'.repeat(200_000)}`, headers: headers() },
    },
    {
      name: 'the other method',
      request: { method: e.method === 'GET' ? 'POST' : 'GET', url: e.path, headers: headers() },
    },
    { name: 'the path in upper case', request: { method: e.method, url: e.path.toUpperCase(), headers: headers() } },
  ];
};
