import type { Command } from 'commander';

/** An option as completion and the man page see it. */
export interface OptionNode {
  flags: string;
  long: string | undefined;
  short: string | undefined;
  description: string;
  takesValue: boolean;
  choices: readonly string[] | undefined;
}

export interface ArgumentNode {
  name: string;
  description: string;
  required: boolean;
  variadic: boolean;
  choices: readonly string[] | undefined;
}

/** One command of the program with its visible options, arguments and subcommands. */
export interface CommandNode {
  /** `['bans', 'add']`; empty for the program. */
  path: string[];
  name: string;
  description: string;
  usage: string;
  options: OptionNode[];
  arguments: ArgumentNode[];
  commands: CommandNode[];
}

/**
 * The command tree read from commander, through its Help (the same lists `--help` prints), so the
 * completion scripts and the man page cannot drift from the help.
 */
export function commandTree(command: Command, path: string[] = []): CommandNode {
  const help = command.createHelp();
  return {
    path,
    name: command.name(),
    description: command.description(),
    usage: command.usage(),
    options: help
      .visibleOptions(command)
      .filter((option) => option.long !== '--help' || path.length === 0)
      .map((option) => ({
        flags: option.flags,
        long: option.long,
        short: option.short,
        description: option.description,
        takesValue: option.required || option.optional,
        choices: option.argChoices,
      })),
    arguments: help.visibleArguments(command).map((argument) => ({
      name: argument.name(),
      description: argument.description,
      required: argument.required,
      variadic: argument.variadic,
      choices: argument.argChoices,
    })),
    commands: help
      .visibleCommands(command)
      .filter((sub) => sub.name() !== 'help')
      .map((sub) => commandTree(sub, [...path, sub.name()])),
  };
}

/** Every command of the tree, depth first, the program included. */
export function allCommands(node: CommandNode): CommandNode[] {
  return [node, ...node.commands.flatMap(allCommands)];
}
