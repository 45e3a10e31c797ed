import type { FastifyReply, FastifyRequest } from 'fastify';
import { loadUser } from '../auth/guard';
import { hashPasswordSync, verifyPassword } from '../auth/passwords';
import {
  issueRefreshToken,
  REFRESH_MESSAGES,
  revokeRefreshToken,
  rotateRefreshToken,
  signAccessToken,
} from '../auth/tokens';
import type { Context } from '../context';
import { getSetting, setSetting } from '../db/database';
import { BadRequestError, JwtError, ValidationError } from '../http/errors';
import { itemDocument } from '../http/hydra';
import { type AuthUser, currentUser, guarded, publicAccess, route } from '../http/route';
import { validate } from '../http/validate';
import { HUB_COOKIE, HUB_PATH, signHubToken } from '../hub/routes';
import {
  CHANGE_PASSWORD_PATH,
  credentialsPayloadSchema,
  googleCredentialsPayloadSchema,
  JWT_MESSAGES,
  passwordChangeMessages,
  passwordChangePayloadSchema,
  TOKEN_AUTH_PATH,
  TOKEN_INVALIDATE_PATH,
  TOKEN_REFRESH_PATH,
  violationsFromZodError,
} from '../sdk';
import { formatDateTime, toStored } from '../util/time';
import type { Area } from './types';

/** The refresh cookie of D21, sent only to the token calls. */
export const REFRESH_COOKIE = 'refresh_token';
const COOKIE_PATH = '/api/token';

function setRefreshCookie(ctx: Context, request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: COOKIE_PATH,
    secure: request.protocol === 'https',
    maxAge: ctx.options.refreshTtl,
  });
}

/** The hub's subscriber token, beside each access token, for the browser's EventSource to send. */
async function setHubCookie(ctx: Context, request: FastifyRequest, reply: FastifyReply, user: AuthUser) {
  if (!ctx.hub) return;
  reply.setCookie(HUB_COOKIE, await signHubToken(ctx, request, user), {
    httpOnly: true,
    sameSite: 'strict',
    path: HUB_PATH,
    secure: request.protocol === 'https',
    maxAge: ctx.options.accessTtl,
  });
}

function sessionData(user: AuthUser) {
  return { username: user.username, forcePasswordChange: user.forcePasswordChange, roles: user.roles };
}

function logLogin(ctx: Context, request: FastifyRequest, userId: number, text: string): void {
  ctx.store('logs').insert({
    user: userId,
    loggedAt: toStored(ctx.now()),
    log: `${text} (IP ${request.ip}, ${String(request.headers['user-agent'] ?? 'nieznana przeglądarka').slice(0, 120)})`,
  });
}

export const sessionArea: Area = {
  resources: [],
  register(app, ctx) {
    // LexikJWT's json_login: {username, password} → {token, …} and the refresh cookie.
    route(app, 'POST', TOKEN_AUTH_PATH, publicAccess, async (request, reply) => {
      const parsed = credentialsPayloadSchema.safeParse(request.body);
      if (!parsed.success)
        throw new BadRequestError('The keys "username" and "password" must be provided as strings.');
      const { username, password } = parsed.data;
      const row = ctx.db
        .prepare('SELECT id, passwordHash, deleted FROM users WHERE username = ?')
        .get(username) as { id: number; passwordHash: string | null; deleted: string | null } | undefined;
      const valid = await verifyPassword(password, row && !row.deleted ? row.passwordHash : undefined);
      if (!row || row.deleted || !valid) {
        if (row && !row.deleted) logLogin(ctx, request, row.id, 'Nieudane logowanie');
        throw new JwtError(JWT_MESSAGES.badCredentials);
      }
      const user = loadUser(ctx, username);
      if (!user) throw new JwtError(JWT_MESSAGES.badCredentials);
      logLogin(ctx, request, user.id, 'Zalogowano');
      const token = await signAccessToken(ctx, user);
      setRefreshCookie(ctx, request, reply, issueRefreshToken(ctx, user.id));
      await setHubCookie(ctx, request, reply, user);
      return ctx.options.tokenAnswers === 'stock' ? { token } : { token, ...sessionData(user) };
    });

    // gesdinet's refresh: the cookie only (D21), rotated on every use.
    route(app, 'POST', TOKEN_REFRESH_PATH, publicAccess, async (request, reply) => {
      const { userId, token: refreshToken } = rotateRefreshToken(ctx, request.cookies[REFRESH_COOKIE]);
      const row = ctx.db.prepare('SELECT username FROM users WHERE id = ?').get(userId) as
        | { username: string }
        | undefined;
      const user = row ? loadUser(ctx, row.username) : null;
      if (!user) {
        revokeRefreshToken(ctx, refreshToken);
        throw new JwtError(REFRESH_MESSAGES.invalid);
      }
      setRefreshCookie(ctx, request, reply, refreshToken);
      await setHubCookie(ctx, request, reply, user);
      const token = await signAccessToken(ctx, user);
      return ctx.options.tokenAnswers === 'stock' ? { token } : { token, data: sessionData(user) };
    });

    route(app, 'POST', TOKEN_INVALIDATE_PATH, publicAccess, async (request, reply) => {
      const known = revokeRefreshToken(ctx, request.cookies[REFRESH_COOKIE]);
      reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict' });
      if (ctx.hub) reply.clearCookie(HUB_COOKIE, { path: HUB_PATH, httpOnly: true, sameSite: 'strict' });
      if (!known) throw new JwtError(REFRESH_MESSAGES.notFound);
      return { code: 200, message: 'The supplied refresh_token has been invalidated.' };
    });

    // The password change is the one call (with refresh and invalidate) left to a user who must change it.
    route(
      app,
      'PATCH',
      CHANGE_PASSWORD_PATH,
      { kind: 'user', duringPasswordChange: true },
      async (request) => {
        const user = currentUser(request);
        const { password } = validate(passwordChangePayloadSchema, request.body);
        const current = ctx.db.prepare('SELECT passwordHash FROM users WHERE id = ?').get(user.id) as
          | { passwordHash: string | null }
          | undefined;
        if (await verifyPassword(password, current?.passwordHash ?? undefined)) {
          throw new ValidationError([
            { propertyPath: 'password', message: passwordChangeMessages.samePassword },
          ]);
        }
        ctx
          .store('users')
          .update(user.id, { passwordHash: hashPasswordSync(password), forcePasswordChange: false });
        const row = ctx.store('users').get(user.id);
        return itemDocument('User', ctx.store('users').decode(row));
      },
    );

    // D10: root only. A body that is not a JSON object answers an `error` the form shows.
    route(app, 'POST', '/api/google/credentials', guarded, async (request) => {
      const parsed = googleCredentialsPayloadSchema.safeParse(request.body);
      if (!parsed.success) {
        const violations = violationsFromZodError(parsed.error);
        throw new CredentialsError(violations);
      }
      setSetting(ctx.db, 'google_credentials', JSON.stringify(parsed.data.credentials));
      const updatedAt = ctx.now();
      setSetting(ctx.db, 'google_credentials_updated', toStored(updatedAt));
      return { '@type': 'GoogleCredentials', updated: formatDateTime(updatedAt) };
    });

    route(app, 'GET', '/api/google/credentials', guarded, async () => {
      const stored = getSetting(ctx.db, 'google_credentials');
      const updated = getSetting(ctx.db, 'google_credentials_updated');
      const credentials = stored ? (JSON.parse(stored) as Record<string, unknown>) : null;
      // The key itself never leaves the server.
      return {
        '@type': 'GoogleCredentials',
        configured: credentials !== null,
        clientEmail: typeof credentials?.client_email === 'string' ? credentials.client_email : null,
        updated: formatDateTime(updated ?? null),
      };
    });
  },
};

/** A 422 that also carries the `error` field the credentials form reads. */
class CredentialsError extends ValidationError {
  override body(): Record<string, unknown> {
    return { ...super.body(), error: this.violations[0]?.message ?? 'error' };
  }
}
