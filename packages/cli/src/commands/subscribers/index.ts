import type { Command } from 'commander';
import type { CliContext } from '../../core/context';
import * as exportCommand from './export';

export function register(program: Command, context: CliContext): void {
  const group = program.command('subscribers').description('newsletter subscribers');
  exportCommand.register(group, context);
}
