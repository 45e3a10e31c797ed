import type { Command } from 'commander';
import type { CliContext } from '../../core/context';
import * as generate from './generate';

export function register(program: Command, context: CliContext): void {
  const group = program.command('rss').description("the portal's RSS feed");
  generate.register(group, context);
}
