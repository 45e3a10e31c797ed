import type { Command } from 'commander';
import type { CliContext } from '../../core/context';
import * as clear from './clear';

export function register(program: Command, context: CliContext): void {
  const group = program.command('cache').description("the portal's caches");
  clear.register(group, context);
}
