/** The logged-in user as the SDK keeps it (in memory; persisted only through a SessionStore). */
export interface Session {
  /** The access token (JWT) sent as `Authorization: Bearer`. */
  readonly token: string;
  /** When the token expires, in ms since the epoch (from the JWT's `exp`), or null when it has none. */
  readonly expiresAt: number | null;
  readonly username: string;
  readonly roles: readonly string[];
  /** The user must change the password before using anything else. */
  readonly forcePasswordChange: boolean;
}

/** What a SessionStore keeps. The Node entry adds the refresh cookie (`cookies`). */
export interface StoredSession {
  token: string;
  expiresAt?: number | null | undefined;
  username?: string | undefined;
  roles?: readonly string[] | undefined;
  forcePasswordChange?: boolean | undefined;
  /** Extra data an environment keeps with the session (the Node entry: the serialised refresh cookie). */
  cookies?: unknown;
}

/**
 * Keeps a session across restarts. The browser passes none (D21: the token lives in memory only); the CLI
 * uses the Node entry's FileSessionStore.
 */
export interface SessionStore {
  load(): Promise<StoredSession | null> | StoredSession | null;
  /** Called with the Session after every login and refresh (a Session is a StoredSession). */
  save(session: StoredSession): Promise<void> | void;
  clear(): Promise<void> | void;
}

/** The fields a token answer carries, at the top level (login) or under `data` (refresh). */
export interface TokenAnswer {
  token: string;
  username?: string | undefined;
  roles?: readonly string[] | undefined;
  forcePasswordChange?: boolean | undefined;
  data?:
    | {
        username?: string | undefined;
        roles?: readonly string[] | undefined;
        forcePasswordChange?: boolean | undefined;
      }
    | undefined;
}

interface JwtFacts {
  expiresAt: number | null;
  username: string | undefined;
  roles: string[] | undefined;
}

/**
 * The claims of a compact JWS (`header.payload.signature`): base64url JSON, decoded by hand because a
 * JWT library (jose: 1.6 KB in the login screen's entry) only repeats these lines here. Throws on anything
 * that is not a JWT with an object payload.
 */
function decodeClaims(token: string): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) throw new TypeError('Invalid JWT');
  const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  const claims: unknown = JSON.parse(json);
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims))
    throw new TypeError('Invalid JWT');
  return claims as Record<string, unknown>;
}

/** Reads expiry, username and roles from the JWT's claims without verifying it (the server does). */
export function readJwt(token: string): JwtFacts {
  try {
    const claims = decodeClaims(token);
    const username =
      typeof claims.username === 'string'
        ? claims.username
        : typeof claims.sub === 'string'
          ? claims.sub
          : undefined;
    const roles = Array.isArray(claims.roles)
      ? claims.roles.filter((role): role is string => typeof role === 'string')
      : undefined;
    return { expiresAt: typeof claims.exp === 'number' ? claims.exp * 1000 : null, username, roles };
  } catch {
    return { expiresAt: null, username: undefined, roles: undefined };
  }
}

/** Builds the session from a login or refresh answer; the answer's fields win over the JWT's claims. */
export function sessionFromAnswer(answer: TokenAnswer): Session {
  const claims = readJwt(answer.token);
  return {
    token: answer.token,
    expiresAt: claims.expiresAt,
    username: answer.username ?? answer.data?.username ?? claims.username ?? '',
    roles: [...(answer.roles ?? answer.data?.roles ?? claims.roles ?? [])],
    forcePasswordChange: answer.forcePasswordChange ?? answer.data?.forcePasswordChange ?? false,
  };
}
