import type { Command } from 'commander';
import type { CliContext } from '../../core/context';
import * as list from './list';
import * as markSent from './markSent';

export function register(program: Command, context: CliContext): void {
  const group = program
    .command('partner-news')
    .description("the newsletter's partner boxes: list them and mark them sent");
  for (const verb of [list, markSent]) verb.register(group, context);
}
