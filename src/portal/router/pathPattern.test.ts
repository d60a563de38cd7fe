import { describe, expect, test } from 'vitest';
import { bestMatch, compilePattern, matchPattern } from './pathPattern';

const match = (pattern: string, pathname: string) => matchPattern(compilePattern(pattern), pathname);

describe('matchPattern', () => {
  test('when the path is the pattern, then it matches, whatever the case and a trailing slash', () => {
    expect(match('/icp-request', '/icp-request')).toEqual({});
    expect(match('/icp-request', '/ICP-Request/')).toEqual({});
    expect(match('/', '/')).toEqual({});
    expect(match('/icp-request', '/icp-request/more')).toBeNull();
    expect(match('/', '/icp-request')).toBeNull();
  });

  test('when a segment is a parameter, then its decoded text is the parameter', () => {
    expect(match('/orders/:orderId', '/orders/ORD%2042')).toEqual({ orderId: 'ORD 42' });
    expect(match('/orders/:orderId', '/orders')).toBeNull();
    // A malformed escape stays as typed.
    expect(match('/orders/:orderId', '/orders/%E0%A4%A')).toEqual({ orderId: '%E0%A4%A' });
  });

  test('when a parameter is optional, then the path matches with or without it', () => {
    expect(match('/order-details-list/:tab?', '/order-details-list')).toEqual({});
    expect(match('/order-details-list/:tab?', '/order-details-list/drafts')).toEqual({ tab: 'drafts' });
    expect(match('/order-details-list/:tab?', '/order-details-list/drafts/2')).toBeNull();
  });

  test('when the pattern ends with a splat, then it takes the rest of the path', () => {
    expect(match('*', '/any/where')).toEqual({ '*': 'any/where' });
    expect(match('/files/*', '/files/a/b')).toEqual({ '*': 'a/b' });
    expect(() => compilePattern('/a/*/b')).toThrow(/may only end/);
  });
});

describe('bestMatch', () => {
  const table = ['*', '/forms/:form', '/forms', '/forms/:form/check', '/payment/:pageType', '/payment/success', '/'].map((path) => ({
    path,
    pattern: compilePattern(path),
  }));
  const winner = (pathname: string) => bestMatch(table, pathname)?.candidate.path;

  test('when several patterns match, then the most specific wins whatever the order', () => {
    expect(winner('/payment/success')).toBe('/payment/success');
    expect(winner('/payment/cancelled')).toBe('/payment/:pageType');
    expect(winner('/forms')).toBe('/forms');
    expect(winner('/forms/livening/check')).toBe('/forms/:form/check');
    expect(winner('/')).toBe('/');
    expect(winner('/nowhere')).toBe('*');
  });

  test('when nothing matches, then there is no match', () => {
    expect(bestMatch(table.slice(1), '/nowhere')).toBeNull();
  });
});
