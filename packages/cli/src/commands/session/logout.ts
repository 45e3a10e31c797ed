import type { NodeApiClient } from '@redakcja/api-sdk/node';
import type { Command } from 'commander';
import type { BaseDeps, CliContext } from '../../core/context';
import type { ApiBoundSessionStore } from '../../core/sessionStore';

export interface LogoutResult {
  loggedOut: boolean;
  username: string | null;
  apiUrl: string;
}

export interface LogoutDeps extends BaseDeps {
  store: ApiBoundSessionStore;
  /** Opens a client on the session file (only when there is a session to end). */
  openClient: () => Promise<NodeApiClient>;
}

/**
 * Invalidates the refresh token on the server (POST /api/token/invalidate; its errors are ignored, as in
 * the panel) and deletes the session file.
 */
export async function run(_options: object, deps: LogoutDeps): Promise<LogoutResult> {
  const stored = await deps.store.load();
  if (!stored) return { loggedOut: false, username: null, apiUrl: deps.config.apiUrl };
  const api = await deps.openClient();
  await api.auth.logout({ signal: deps.signal });
  return { loggedOut: true, username: stored.username ?? null, apiUrl: deps.config.apiUrl };
}

export function format(result: LogoutResult): string {
  return result.loggedOut
    ? `Logged out${result.username ? ` ${result.username}` : ''} from ${result.apiUrl}.`
    : `Not logged in to ${result.apiUrl}: nothing to do.`;
}

export function register(program: Command, context: CliContext): void {
  program
    .command('logout')
    .description('invalidate the session on the server and delete the session file')
    .action(async () => {
      const base = await context.base();
      const store = await context.sessionStore(base.config);
      const result = await run(
        {},
        { ...base, store, openClient: () => context.openClient(base.config, store) },
      );
      base.out.report(result, format);
    });
}
