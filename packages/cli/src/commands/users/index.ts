import type { Command } from 'commander';
import type { CliContext } from '../../core/context';
import * as resetPassword from './resetPassword';

export function register(program: Command, context: CliContext): void {
  const group = program.command('users').description('staff user accounts');
  resetPassword.register(group, context);
}
