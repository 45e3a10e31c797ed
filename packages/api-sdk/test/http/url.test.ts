import { describe, expect, it } from 'vitest';
import { buildQuery, encodeId, joinUrl, resolveServerLink } from '../../src/http/url';

describe('URLs', () => {
  it('encodes filters with brackets, keeps order, drops empty values and repeats arrays', () => {
    expect(
      buildQuery({
        sponsored: 0,
        page: 2,
        title: 'Zażółć & gęślą',
        introduction: '',
        'loggedAt[before]': '2024-05-01',
        x: undefined,
        y: null,
      }),
    ).toBe(
      '?sponsored=0&page=2&title=Za%C5%BC%C3%B3%C5%82%C4%87+%26+g%C4%99%C5%9Bl%C4%85&loggedAt%5Bbefore%5D=2024-05-01',
    );
    expect(buildQuery({ isPublish: true, ids: [1, 2] })).toBe('?isPublish=true&ids%5B%5D=1&ids%5B%5D=2');
    expect(buildQuery({})).toBe('');
  });

  it('encodes ids so they cannot change the route', () => {
    expect(encodeId('a/b?c#d e')).toBe('a%2Fb%3Fc%23d%20e');
    expect(encodeId(42)).toBe('42');
  });

  it('joins the base URL (with or without a path) and resolves server links as given', () => {
    expect(joinUrl('https://portal.test/', '/api/x')).toBe('https://portal.test/api/x');
    expect(joinUrl('', '/api/x')).toBe('/api/x');
    expect(resolveServerLink('https://portal.test/prefix', '/prefix/api/x?page=2')).toBe(
      'https://portal.test/prefix/api/x?page=2',
    );
    expect(resolveServerLink('https://portal.test', 'https://other.test/api/x')).toBe(
      'https://other.test/api/x',
    );
    expect(resolveServerLink('', '/api/x?page=3')).toBe('/api/x?page=3');
  });

  it('takes a network-path link (NET_PATH) with the base URL scheme, and leaves it to a browser without one', () => {
    expect(resolveServerLink('https://portal.test/prefix', '//example.com/dummies?page=2')).toBe(
      'https://example.com/dummies?page=2',
    );
    expect(resolveServerLink('http://127.0.0.1:8080', '//127.0.0.1:8080/api/x?page=2')).toBe(
      'http://127.0.0.1:8080/api/x?page=2',
    );
    expect(joinUrl('https://portal.test', '//cdn.test/a')).toBe('https://cdn.test/a');
    expect(resolveServerLink('', '//example.com/dummies?page=2')).toBe('//example.com/dummies?page=2');
  });
});
