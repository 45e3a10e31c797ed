import type { User } from '@redakcja/api-sdk';
import { type Command, InvalidArgumentError } from 'commander';
import { confirmChange } from '../../core/confirm';
import type { CliContext, Deps } from '../../core/context';
import { RejectedError } from '../../core/errors';

export interface ResetPasswordOptions {
  username: string;
}

export interface ResetPasswordResult {
  id: number;
  username: string;
  /** The new password: printed once, kept nowhere. */
  password: string;
}

/** The user with exactly this name (the API's username filter matches parts of names). */
async function findUser(username: string, deps: Deps): Promise<User> {
  for await (const user of deps.api.users.iterate({ username }, { signal: deps.signal })) {
    if (user.username === username) {
      if (user.deleted) throw new RejectedError(`The user ${username} is deleted.`);
      return user;
    }
  }
  throw new RejectedError(`No user named ${username}.`);
}

/**
 * Sets a generated password (the 16-character generator of 03 §9, from the SDK) with PATCH
 * /api/users/{id} {plainPassword}, as the panel's reset action does. Asks first on a terminal.
 */
export async function run(options: ResetPasswordOptions, deps: Deps): Promise<ResetPasswordResult> {
  const user = await findUser(options.username, deps);
  await confirmChange(
    deps,
    `Reset the password of ${user.username}? The current one stops working and ${user.username} must choose a new one.`,
  );
  const { newUserPasswordReset } = await import('@redakcja/api-sdk');
  const { plainPassword } = newUserPasswordReset();
  await deps.api.users.resetPassword(user.id, plainPassword, { signal: deps.signal });
  return { id: user.id, username: user.username, password: plainPassword };
}

export function register(group: Command, context: CliContext): void {
  group
    .command('reset-password')
    .description('set a generated password for a user and print it once (asks first on a terminal)')
    .argument('<username>', 'the exact user name', (value: string) => {
      // A blank name would make the API's filter list every user.
      if (value.trim() === '') throw new InvalidArgumentError('Expected a user name.');
      return value;
    })
    .action(async (username: string) => {
      const deps = await context.deps();
      const result = await run({ username }, deps);
      deps.out.info(`New password of ${result.username} (shown once; it is not stored anywhere):`);
      // stdout carries the password alone, so a script can capture it.
      deps.out.result(result, (value) => value.password);
    });
}
