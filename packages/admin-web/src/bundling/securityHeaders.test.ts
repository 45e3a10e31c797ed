import { describe, expect, it } from 'vitest';
import { securityHeaders } from './securityHeaders';

describe('the panel’s security headers (WEB-145)', () => {
  it('lets a hub on another origin in through connect-src alone', () => {
    const file = securityHeaders([]);
    const withHub = Object.entries(file.originsFromConfig)
      .filter(([, fields]) => fields.includes('hubUrl'))
      .map(([directive]) => directive);
    expect(withHub).toEqual(['connect-src']);
    expect(file.contentSecurityPolicy['connect-src']).toEqual(["'self'"]);
  });
});
