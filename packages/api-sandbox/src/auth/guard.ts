import type { FastifyRequest } from 'fastify';
import type { Context } from '../context';
import { ForbiddenError, JwtError } from '../http/errors';
import type { AuthUser } from '../http/route';
import { canCall, JWT_MESSAGES } from '../sdk';
import { verifyAccessToken } from './tokens';

interface UserRow {
  id: number;
  username: string;
  roles: string;
  forcePasswordChange: number;
  deleted: string | null;
}

/** The live user behind a username (roles are read now, not from the token, as Symfony does). */
export function loadUser(ctx: Context, username: string): AuthUser | null {
  const row = ctx.db
    .prepare('SELECT id, username, roles, forcePasswordChange, deleted FROM users WHERE username = ?')
    .get(username) as UserRow | undefined;
  if (!row || row.deleted) return null;
  return {
    id: row.id,
    username: row.username,
    roles: JSON.parse(row.roles ?? '[]') as string[],
    forcePasswordChange: Boolean(row.forcePasswordChange),
  };
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** The onRequest check of every API route: token, then the password-change confinement, then roles. */
export async function authorize(ctx: Context, request: FastifyRequest): Promise<void> {
  const access = request.routeOptions.config.access;
  if (!access || access.kind === 'public') return;
  const token = bearer(request);
  if (!token) throw new JwtError(JWT_MESSAGES.notFound);
  const username = await verifyAccessToken(ctx, token);
  const user = loadUser(ctx, username);
  if (!user) throw new JwtError(JWT_MESSAGES.invalid);
  request.user = user;
  if (user.forcePasswordChange && !(access.kind === 'user' && access.duringPasswordChange)) {
    throw new ForbiddenError('Password change required.');
  }
  // HEAD is a GET without the body: it needs what the GET needs.
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  if (access.kind === 'guarded' && !canCall(user.roles, method, request.url)) throw new ForbiddenError();
}
