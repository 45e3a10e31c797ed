import type { BaseDeps } from './context';
import { CancelledError, UsageError } from './errors';

/**
 * Asks before a change that cannot be taken back. --yes answers for the user; without a terminal (cron,
 * pipes) and without --yes the command fails at once instead of hanging on a question nobody sees.
 */
export async function confirmChange(
  deps: Pick<BaseDeps, 'yes' | 'interactive' | 'prompts'>,
  question: string,
): Promise<void> {
  if (deps.yes) return;
  if (!deps.interactive) {
    throw new UsageError(
      `Confirmation needed (${question}) but there is no terminal: pass --yes to go ahead.`,
    );
  }
  if (!(await deps.prompts.confirm(question))) throw new CancelledError();
}
