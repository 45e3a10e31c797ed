import type { Command } from 'commander';
import type { CliContext, Deps } from '../../core/context';

export interface WhoamiResult {
  username: string;
  roles: Array<{ role: string; label: string | null }>;
  forcePasswordChange: boolean;
  apiUrl: string;
  /** The profile in use, or null without one. */
  profile: string | null;
  /** 'session' (the session file) or 'environment' (REDAKCJA_USERNAME). */
  source: Deps['authSource'];
  /** When the current access token expires (ISO), if it says. */
  tokenExpiresAt: string | null;
}

/**
 * Who the CLI acts as. With the session file it refreshes first, so the answer is the server's (roles
 * as they are now, and a session the server has ended shows as such).
 */
export async function run(_options: object, deps: Deps): Promise<WhoamiResult> {
  const session =
    deps.authSource === 'session'
      ? await deps.api.auth.refresh({ signal: deps.signal })
      : deps.api.auth.getSession();
  if (!session) throw new Error('No session after login');
  const { ROLE_LABELS, isRole } = await import('@redakcja/api-sdk');
  return {
    username: session.username,
    roles: session.roles.map((role) => ({ role, label: isRole(role) ? ROLE_LABELS[role] : null })),
    forcePasswordChange: session.forcePasswordChange,
    apiUrl: deps.config.apiUrl,
    profile: deps.config.profile ?? null,
    source: deps.authSource,
    tokenExpiresAt: session.expiresAt === null ? null : new Date(session.expiresAt).toISOString(),
  };
}

export function format(result: WhoamiResult): string[] {
  const roles = result.roles.map(({ role, label }) => (label ? `${role} (${label})` : role)).join(', ');
  return [
    result.username,
    `roles: ${roles || 'none'}`,
    ...(result.profile === null ? [] : [`profile: ${result.profile}`]),
    `api: ${result.apiUrl} (${result.source === 'session' ? 'session file' : 'REDAKCJA_USERNAME'})`,
    ...(result.forcePasswordChange ? ['must change the password in the panel first'] : []),
  ];
}

export function register(program: Command, context: CliContext): void {
  program
    .command('whoami')
    .description('print the user name and roles the CLI acts as')
    .action(async () => {
      const deps = await context.deps();
      deps.out.result(await run({}, deps), format);
    });
}
