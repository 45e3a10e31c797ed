import { describe, expect, it } from 'vitest';
import { hubAddress, IRI_ONLY } from './liveClient';

describe('the live client’s readings (WEB-145, WEB-146)', () => {
  it('resolves config.json’s hub under the API’s base and takes only http(s)', () => {
    expect(hubAddress('https://hub.example/.well-known/mercure', 'https://api.example')).toBe(
      'https://hub.example/.well-known/mercure',
    );
    expect(hubAddress(' /.well-known/mercure ', 'https://api.example')).toBe(
      'https://api.example/.well-known/mercure',
    );
    expect(hubAddress('javascript:alert(1)', 'https://api.example')).toBeNull();
    expect(hubAddress(' ', 'https://api.example')).toBeNull();
  });

  it('reads of an update its @id only', () => {
    expect(IRI_ONLY.safeParse({ '@id': '/api/comments/7', comment: 'x' })).toEqual({
      success: true,
      data: { '@id': '/api/comments/7' },
    });
    expect(IRI_ONLY.safeParse({ comment: 'x' }).success).toBe(false);
  });
});
