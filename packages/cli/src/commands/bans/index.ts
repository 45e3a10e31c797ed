import type { Command } from 'commander';
import type { CliContext } from '../../core/context';
import * as add from './add';
import * as list from './list';
import * as remove from './remove';
import * as set from './set';

export function register(program: Command, context: CliContext): void {
  const group = program
    .command('bans')
    .description('the blocking lists: ips, domains (e-mail domains), words (forbidden in comments)');
  for (const verb of [list, add, remove, set]) verb.register(group, context);
}
