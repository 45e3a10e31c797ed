import type { Command } from 'commander';
import type { BaseDeps } from './context';
import { CancelledError, UsageError } from './errors';

/**
 * The commands that change something on the portal. On a protected profile each of them asks for the
 * profile's name before anything is sent; one list, so a new mutating command is guarded by adding it here.
 */
export const MUTATING_COMMANDS: ReadonlySet<string> = new Set([
  'cache clear',
  'bans add',
  'bans remove',
  'bans set',
  'newsletter generate',
  'newsletter mark-sent',
  'partner-news mark-sent',
  'users reset-password',
]);

/** `bans add` for the command of `redakcja bans add …` (the program's own name left out). */
export function commandPathOf(command: Command): string {
  const names: string[] = [];
  for (let current: Command | null = command; current?.parent; current = current.parent)
    names.unshift(current.name());
  return names.join(' ');
}

/**
 * The guard of protected profiles, run before a mutating command's action. It goes by the API the run
 * talks to, not by the profile named: --api-url or REDAKCJA_API_URL set to a protected profile's API is
 * guarded as that profile (config.protectedProfile). --dry-run sends no change and
 * needs nothing; without a terminal --yes is required (as for every confirmation); on a terminal the
 * profile's name must be typed, not just y, so a habit of pressing Enter cannot hit production.
 */
export async function guardProtectedProfile(
  deps: Pick<BaseDeps, 'config' | 'yes' | 'interactive' | 'prompts'>,
  command: string,
  dryRun: boolean,
): Promise<void> {
  const profile = deps.config.protectedProfile;
  if (profile === undefined || dryRun || !MUTATING_COMMANDS.has(command)) return;
  const host = new URL(deps.config.apiUrl).host;
  if (!deps.interactive) {
    if (deps.yes) return;
    throw new UsageError(
      `The profile "${profile}" (${host}) is protected and there is no terminal to confirm "${command}": pass --yes to go ahead.`,
    );
  }
  const typed = await deps.prompts.input(
    `"${command}" on the protected profile "${profile}" (${host}): type the profile's name to go ahead`,
  );
  if (typed.trim() !== profile) throw new CancelledError();
}
