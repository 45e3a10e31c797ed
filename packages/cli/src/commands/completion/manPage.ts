import type { Command } from 'commander';
import { CLI_VERSION } from '../../core/context';
import { allCommands, type CommandNode, commandTree, type OptionNode } from './tree';

/** Text for roff: backslashes escaped, hyphens as minus signs, a line never starting a request. */
function roff(text: string): string {
  return text
    .replace(/\\/g, '\\e')
    .replace(/-/g, '\\-')
    .split('\n')
    .map((line) => (/^[.']/.test(line) ? `\\&${line}` : line))
    .join('\n');
}

function optionItem(option: OptionNode): string {
  const choices = option.choices ? ` (one of: ${option.choices.join(', ')})` : '';
  return `.TP\n.B ${roff(option.flags)}\n${roff(option.description + choices)}`;
}

function commandSection(node: CommandNode): string {
  const title = ['redakcja', ...node.path, node.usage].filter(Boolean).join(' ');
  const parts = [`.SS ${roff(title)}`, roff(node.description)];
  for (const argument of node.arguments) {
    if (!argument.choices && !argument.description) continue;
    const choices = argument.choices ? ` (one of: ${argument.choices.join(', ')})` : '';
    parts.push(`.TP\n.I ${roff(argument.name)}\n${roff(argument.description + choices)}`);
  }
  parts.push(...node.options.map(optionItem));
  return parts.join('\n');
}

/** A block of --help's text kept as it is printed (indented columns). */
function verbatim(text: string): string {
  const [heading, ...lines] = text.trim().split('\n');
  return `.SH ${roff((heading ?? '').replace(/:$/, '').toUpperCase())}\n.nf\n${roff(lines.join('\n'))}\n.fi`;
}

/**
 * The man page redakcja(1), written from the same command tree as `--help` and the completion scripts
 * (the build writes it to dist/redakcja.1), with the help's closing blocks (exit codes, environment) as
 * they are printed.
 */
export function manPage(program: Command, helpBlocks: readonly string[]): string {
  const tree = commandTree(program);
  const commands = allCommands(tree).filter((node) => node.path.length > 0);
  return [
    `.TH REDAKCJA 1 "" "redakcja ${CLI_VERSION}" "User Commands"`,
    '.SH NAME',
    `redakcja \\- ${roff(tree.description)}`,
    '.SH SYNOPSIS',
    `.B redakcja\n${roff('[options] <command> [arguments]')}`,
    '.SH OPTIONS',
    ...tree.options.map(optionItem),
    '.SH COMMANDS',
    ...commands.map(commandSection),
    ...helpBlocks.map(verbatim),
    '.SH SEE ALSO',
    roff('redakcja <command> --help; redakcja completion bash|zsh|fish'),
    '',
  ].join('\n');
}

export const MAN_PAGE_COMMAND = 'man-page';

export function register(
  program: Command,
  helpBlocks: readonly string[],
  write: (text: string) => void,
): void {
  program
    .command(MAN_PAGE_COMMAND, { hidden: true })
    .description('print the man page redakcja(1) in roff (the build writes it to dist/redakcja.1)')
    .action(() => write(manPage(program, helpBlocks)));
}
