import { UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { readJwt } from '../../src/http/session';

describe('readJwt', () => {
  it('reads expiry, username and roles from the claims, UTF-8 and base64url alike', () => {
    const token = new UnsecuredJWT({ username: 'Zażółć gęślą jaźń ?>~', roles: ['root', 7, 'editor'] })
      .setExpirationTime(2_000_000_000)
      .encode();
    expect(readJwt(token)).toEqual({
      expiresAt: 2_000_000_000_000,
      username: 'Zażółć gęślą jaźń ?>~',
      roles: ['root', 'editor'],
    });
  });

  it('falls back to `sub` for the username and to null expiry without `exp`', () => {
    expect(readJwt(new UnsecuredJWT({ sub: 'redaktor' }).encode())).toEqual({
      expiresAt: null,
      username: 'redaktor',
      roles: undefined,
    });
  });

  it('knows nothing of a token that is not a JWT with an object payload', () => {
    const nothing = { expiresAt: null, username: undefined, roles: undefined };
    expect(readJwt('opaque-token')).toEqual(nothing);
    expect(readJwt(`e30.${btoa('[1]')}.`)).toEqual(nothing);
    expect(readJwt('e30.%%%.x')).toEqual(nothing);
  });
});
