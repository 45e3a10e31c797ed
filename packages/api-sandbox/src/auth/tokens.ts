import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Context } from '../context';
import type { Db } from '../db/database';
import { getSetting, setSetting } from '../db/database';
import { JwtError } from '../http/errors';
import { JWT_MESSAGES } from '../sdk';

/** The HS256 secret of this database: generated on first start and kept in it, so tokens survive restarts. */
export function jwtSecret(db: Db): Uint8Array {
  let secret = getSetting(db, 'jwt_secret');
  if (!secret) {
    secret = randomBytes(32).toString('base64url');
    setSetting(db, 'jwt_secret', secret);
  }
  return Buffer.from(secret, 'base64url');
}

export interface AccessClaims {
  username: string;
  roles: string[];
}

/** A LexikJWT-style access token: `username`, `roles`, `iat`, `exp`. */
export async function signAccessToken(ctx: Context, claims: AccessClaims): Promise<string> {
  const now = Math.floor(ctx.now().getTime() / 1000);
  return new SignJWT({ username: claims.username, roles: claims.roles })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + ctx.options.accessTtl)
    .sign(ctx.jwtSecret);
}

/** The username of a valid token; LexikJWT's 401 messages otherwise (D20). */
export async function verifyAccessToken(ctx: Context, token: string): Promise<string> {
  try {
    const { payload } = await jwtVerify(token, ctx.jwtSecret, {
      algorithms: ['HS256'],
      currentDate: ctx.now(),
      requiredClaims: ['exp'],
    });
    if (typeof payload.username !== 'string') throw new JwtError(JWT_MESSAGES.invalid);
    return payload.username;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new JwtError(JWT_MESSAGES.expired);
    throw new JwtError(JWT_MESSAGES.invalid);
  }
}

// Refresh tokens (D21): random, stored as SHA-256 hashes, rotated on every use. A token that was
// already rotated or revoked and comes back is a replay: the whole family (every token descended from
// the same login) is revoked.

export const REFRESH_MESSAGES = {
  notFound: 'JWT Refresh Token Not Found',
  invalid: 'Invalid JWT Refresh Token',
} as const;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

interface RefreshRow {
  id: number;
  family: string;
  user_id: number;
  expires_at: string;
  rotated_at: string | null;
  revoked_at: string | null;
}

export function issueRefreshToken(ctx: Context, userId: number, family: string = randomUUID()): string {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  ctx.db
    .prepare(
      'INSERT INTO refresh_tokens (token_hash, family, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(
      hashToken(token),
      family,
      userId,
      now.toISOString(),
      new Date(now.getTime() + ctx.options.refreshTtl * 1000).toISOString(),
    );
  return token;
}

/** Exchanges a refresh token for a new one; returns the user id. Throws the bundle's 401s. */
export function rotateRefreshToken(
  ctx: Context,
  token: string | undefined,
): { userId: number; token: string } {
  if (!token) throw new JwtError(REFRESH_MESSAGES.notFound);
  // The outcome is decided inside the transaction and thrown after it, so a replay's revocation of the
  // family is committed (a throw inside would roll it back).
  const outcome = ctx.transaction((): { userId: number; token: string } | string => {
    const row = ctx.db
      .prepare(
        'SELECT id, family, user_id, expires_at, rotated_at, revoked_at FROM refresh_tokens WHERE token_hash = ?',
      )
      .get(hashToken(token)) as RefreshRow | undefined;
    if (!row) return REFRESH_MESSAGES.notFound;
    const now = ctx.now().toISOString();
    if (row.rotated_at || row.revoked_at) {
      ctx.db
        .prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE family = ? AND revoked_at IS NULL')
        .run(now, row.family);
      return REFRESH_MESSAGES.invalid;
    }
    if (row.expires_at <= now) return REFRESH_MESSAGES.invalid;
    ctx.db.prepare('UPDATE refresh_tokens SET rotated_at = ? WHERE id = ?').run(now, row.id);
    return { userId: row.user_id, token: issueRefreshToken(ctx, row.user_id, row.family) };
  });
  if (typeof outcome === 'string') throw new JwtError(outcome);
  return outcome;
}

/** Revokes a refresh token and its family; unknown tokens are ignored. */
export function revokeRefreshToken(ctx: Context, token: string | undefined): boolean {
  if (!token) return false;
  const row = ctx.db
    .prepare('SELECT family FROM refresh_tokens WHERE token_hash = ?')
    .get(hashToken(token)) as { family: string } | undefined;
  if (!row) return false;
  ctx.db
    .prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE family = ? AND revoked_at IS NULL')
    .run(ctx.now().toISOString(), row.family);
  return true;
}

/** Revokes every refresh token of a user (deleted users, password resets). */
export function revokeUserRefreshTokens(ctx: Context, userId: number): void {
  ctx.db
    .prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL')
    .run(ctx.now().toISOString(), userId);
}
