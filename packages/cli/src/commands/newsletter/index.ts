import type { Command } from 'commander';
import type { CliContext } from '../../core/context';
import * as generate from './generate';
import * as list from './list';
import * as markSent from './markSent';

export function register(program: Command, context: CliContext): void {
  const group = program.command('newsletter').description('list, generate and mark sent the newsletters');
  for (const verb of [list, generate, markSent]) verb.register(group, context);
}
