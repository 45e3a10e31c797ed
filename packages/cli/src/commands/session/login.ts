import type { NodeApiClient } from '@redakcja/api-sdk/node';
import type { Command } from 'commander';
import type { BaseDeps, CliContext } from '../../core/context';
import { firstLine, readPasswordFile } from '../../core/credentials';
import { UsageError } from '../../core/errors';
import { readAll } from '../../io/stdin';

export interface LoginOptions {
  username?: string | undefined;
  /** Read the password from stdin (first line). */
  passwordStdin?: boolean | undefined;
}

export interface LoginDeps extends BaseDeps {
  /** A client keeping its session in the session file. */
  api: NodeApiClient;
  env: Readonly<Record<string, string | undefined>>;
}

export interface LoginResult {
  username: string;
  roles: string[];
  forcePasswordChange: boolean;
  apiUrl: string;
  sessionFile: string;
}

async function username(options: LoginOptions, deps: LoginDeps): Promise<string> {
  const given = options.username?.trim() || deps.env.REDAKCJA_USERNAME?.trim();
  if (given) return given;
  if (!deps.interactive) throw new UsageError('No username: pass --username (or set REDAKCJA_USERNAME).');
  return (await deps.prompts.input('Username')).trim();
}

async function password(options: LoginOptions, deps: LoginDeps): Promise<string> {
  if (options.passwordStdin) {
    const first = firstLine(await readAll(deps.stdin, deps.signal));
    if (first === '') throw new UsageError('--password-stdin: stdin carried no password.');
    return first;
  }
  if (deps.env.REDAKCJA_PASSWORD) return deps.env.REDAKCJA_PASSWORD;
  if (deps.env.REDAKCJA_PASSWORD_FILE) {
    const read = await readPasswordFile(deps.env.REDAKCJA_PASSWORD_FILE);
    if (read.warning) deps.out.warn(read.warning);
    return read.password;
  }
  if (!deps.interactive) {
    throw new UsageError(
      'No password: use --password-stdin (or REDAKCJA_PASSWORD_FILE) when not on a terminal.',
    );
  }
  return deps.prompts.password('Password');
}

/** Logs in and keeps the session (token and refresh cookie) in the session file, mode 0600. */
export async function run(options: LoginOptions, deps: LoginDeps): Promise<LoginResult> {
  const name = await username(options, deps);
  const secret = await password(options, deps);
  deps.out.redactor.addValue(secret);
  const session = await deps.api.auth.login({ username: name, password: secret }, { signal: deps.signal });
  return {
    username: session.username,
    roles: [...session.roles],
    forcePasswordChange: session.forcePasswordChange,
    apiUrl: deps.config.apiUrl,
    sessionFile: deps.config.sessionFile,
  };
}

export function format(result: LoginResult): string[] {
  const lines = [
    `Logged in to ${result.apiUrl} as ${result.username} (${result.roles.join(', ') || 'no roles'}).`,
  ];
  if (result.forcePasswordChange) {
    lines.push('This account must change its password in the panel before the API accepts its requests.');
  }
  return lines;
}

export function register(program: Command, context: CliContext): void {
  program
    .command('login')
    .description('log in and keep the session in the session file (mode 0600)')
    .option('--username <name>', 'user name (asked for on a terminal when missing)')
    .option('--password-stdin', 'read the password from stdin (first line)')
    .addHelpText(
      'after',
      '\nThe session is kept in $XDG_CONFIG_HOME/redakcja/session.json (default ~/.config/redakcja).',
    )
    .action(async (options: LoginOptions) => {
      const base = await context.base();
      const api = await context.openClient(base.config, await context.sessionStore(base.config));
      const result = await run(options, { ...base, api, env: context.io.env });
      await context.rememberCookie(api, base.config);
      base.out.report(result, format);
    });
}
