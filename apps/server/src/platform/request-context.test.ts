import { describe, expect, it } from 'vitest';
import { hostOf, trustProxyOption } from './request-context.js';

describe('hostOf', () => {
  it.each([
    ['Quiz.Acme.test:8443', 'quiz.acme.test'],
    ['192.168.1.23:3000', '192.168.1.23'],
    ['localhost', 'localhost'],
    ['[::1]:3000', '::1'],
    ['[fe80::1]', 'fe80::1'],
    ['::1', '::1'],
    ['fe80::abcd:1', 'fe80::abcd:1'],
    [undefined, ''],
  ])('reads %j as %j', (header, host) => {
    expect(hostOf(header)).toBe(host);
  });
});

describe('trustProxyOption', () => {
  it('trusts exactly the nearest n hops for a hop count', () => {
    const trust = trustProxyOption(1);
    expect(typeof trust).toBe('function');
    if (typeof trust !== 'function') return;
    expect(trust('198.51.100.1', 0)).toBe(true);
    expect(trust('203.0.113.9', 1)).toBe(false);
  });

  it('passes addresses and switches through', () => {
    expect(trustProxyOption(false)).toBe(false);
    expect(trustProxyOption(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });
});
