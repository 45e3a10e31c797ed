import { Argument, type Command } from 'commander';
import type { CliContext } from '../../core/context';
import { allCommands, type CommandNode, commandTree, type OptionNode } from './tree';

export const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

/** The hidden command the scripts call, at completion time, for the configuration file's profile names. */
export const PROFILE_NAMES_COMMAND = '__profiles';

const words = (list: readonly string[]) => list.join(' ');
const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

function valueOptions(options: readonly OptionNode[]): string[] {
  return options.filter((o) => o.takesValue).flatMap((o) => [o.long, o.short].filter((f) => f !== undefined));
}

function optionWords(options: readonly OptionNode[]): string[] {
  return options.flatMap((o) => [o.long, o.short].filter((f) => f !== undefined));
}

/**
 * bash (and zsh through bashcompinit): the words before the cursor are walked to the command they name,
 * skipping options and their values; then the cursor gets an option's values, the options, the
 * subcommands or the argument's choices, all written out here from the command tree.
 */
export function bashScript(tree: CommandNode): string {
  const global = tree.options;
  const nodes = allCommands(tree);
  const key = (node: CommandNode) => quote(node.path.join(' '));
  const subs = nodes
    .filter((n) => n.commands.length > 0)
    .map((n) => `    ${key(n)}) echo ${quote(words(n.commands.map((c) => c.name)))} ;;`);
  const opts = nodes.map(
    (n) =>
      `    ${key(n)}) echo ${quote(words([...optionWords(n.path.length ? n.options : []), ...optionWords(global)]))} ;;`,
  );
  const valueOpts = nodes.map(
    (n) =>
      `    ${key(n)}) echo ${quote(words([...valueOptions(n.path.length ? n.options : []), ...valueOptions(global)]))} ;;`,
  );
  const optionValues = nodes.flatMap((n) =>
    (n.path.length ? [...n.options, ...global] : global)
      .filter((o) => o.takesValue && o.long)
      .map((o) => {
        const flags = [o.long, o.short].filter(Boolean).map((f) => `${n.path.join(' ')}|${f}`);
        const action =
          o.long === '--profile'
            ? `redakcja ${PROFILE_NAMES_COMMAND} 2>/dev/null`
            : o.choices
              ? `echo ${quote(words(o.choices))}`
              : 'echo __files__';
        return `    ${flags.map(quote).join('|')}) ${action} ;;`;
      }),
  );
  const argValues = nodes.flatMap((n) =>
    n.arguments.flatMap((a, index) =>
      a.choices ? [`    ${quote(`${n.path.join(' ')}|${index}`)}) echo ${quote(words(a.choices))} ;;`] : [],
    ),
  );
  return `# bash completion for redakcja (generated from its commands: redakcja completion bash)
_redakcja_subs() {
  case "$1" in
${subs.join('\n')}
  esac
}
_redakcja_opts() {
  case "$1" in
${opts.join('\n')}
  esac
}
_redakcja_value_opts() {
  case "$1" in
${valueOpts.join('\n')}
  esac
}
_redakcja_option_values() {
  case "$1|$2" in
${optionValues.join('\n')}
  esac
}
_redakcja_argument_values() {
  case "$1|$2" in
${argValues.join('\n')}
  esac
}
_redakcja() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="" path="" word i args=0 subs values
  for ((i = 1; i < COMP_CWORD; i++)); do
    word="\${COMP_WORDS[i]}"
    case "$word" in
      -*=*) ;;
      -*)
        if [[ " $(_redakcja_value_opts "$path") " == *" $word "* ]]; then
          if ((i + 1 == COMP_CWORD)); then prev="$word"; fi
          ((i++))
        fi
        ;;
      *)
        subs=" $(_redakcja_subs "$path") "
        if ((args == 0)) && [[ "$subs" == *" $word "* ]]; then
          path="\${path:+$path }$word"
        else
          ((args++))
        fi
        ;;
    esac
  done
  if [[ -n "$prev" ]]; then
    values="$(_redakcja_option_values "$path" "$prev")"
    if [[ "$values" == __files__ ]]; then
      mapfile -t COMPREPLY < <(compgen -f -- "$cur")
    else
      mapfile -t COMPREPLY < <(compgen -W "$values" -- "$cur")
    fi
    return 0
  fi
  if [[ "$cur" == -* ]]; then
    mapfile -t COMPREPLY < <(compgen -W "$(_redakcja_opts "$path")" -- "$cur")
    return 0
  fi
  subs="$(_redakcja_subs "$path")"
  if [[ -n "$subs" ]]; then
    mapfile -t COMPREPLY < <(compgen -W "$subs" -- "$cur")
    return 0
  fi
  values="$(_redakcja_argument_values "$path" "$args")"
  if [[ -n "$values" ]]; then
    mapfile -t COMPREPLY < <(compgen -W "$values" -- "$cur")
  else
    mapfile -t COMPREPLY < <(compgen -f -- "$cur")
  fi
  return 0
}
complete -F _redakcja redakcja
`;
}

/** zsh runs the bash function through its bashcompinit layer: one walker, the same tree. */
export function zshScript(tree: CommandNode): string {
  return `#compdef redakcja
# zsh completion for redakcja (generated from its commands: redakcja completion zsh)
autoload -U +X bashcompinit && bashcompinit
${bashScript(tree)}`;
}

/** fish: one `complete` line per command, option and choice, guarded by the subcommands already typed. */
export function fishScript(tree: CommandNode): string {
  const lines = ['# fish completion for redakcja (generated from its commands: redakcja completion fish)'];
  const describe = (text: string) => quote(text.replace(/\s+/g, ' ').slice(0, 80));
  const condition = (node: CommandNode) => {
    if (node.path.length === 0) return '__fish_use_subcommand';
    const seen = node.path.map((name) => `__fish_seen_subcommand_from ${name}`).join('; and ');
    const children = node.commands.map((c) => c.name);
    return children.length > 0 ? `${seen}; and not __fish_seen_subcommand_from ${children.join(' ')}` : seen;
  };
  const option = (o: OptionNode, when: string) => {
    const parts = ['complete -c redakcja'];
    if (when) parts.push(`-n ${quote(when)}`);
    if (o.long) parts.push(`-l ${o.long.slice(2)}`);
    if (o.short) parts.push(`-s ${o.short.slice(1)}`);
    if (o.takesValue) {
      parts.push('-r');
      if (o.long === '--profile')
        parts.push(`-f -a ${quote(`(redakcja ${PROFILE_NAMES_COMMAND} 2>/dev/null)`)}`);
      else if (o.choices) parts.push(`-f -a ${quote(words(o.choices))}`);
    }
    parts.push(`-d ${describe(o.description)}`);
    return parts.join(' ');
  };
  for (const o of tree.options) lines.push(option(o, ''));
  for (const node of allCommands(tree)) {
    const when = condition(node);
    for (const sub of node.commands)
      lines.push(`complete -c redakcja -f -n ${quote(when)} -a ${sub.name} -d ${describe(sub.description)}`);
    if (node.path.length === 0) continue;
    for (const o of node.options) lines.push(option(o, when));
    for (const a of node.arguments)
      if (a.choices) lines.push(`complete -c redakcja -f -n ${quote(when)} -a ${quote(words(a.choices))}`);
  }
  return `${lines.join('\n')}\n`;
}

export function completionScript(shell: Shell, program: Command): string {
  const tree = commandTree(program);
  if (shell === 'bash') return bashScript(tree);
  if (shell === 'zsh') return zshScript(tree);
  return fishScript(tree);
}

export function register(program: Command, context: CliContext): void {
  program
    .command('completion')
    .description('print the shell completion script (see docs: source it from your shell start-up)')
    .addArgument(new Argument('<shell>', 'the shell').choices(SHELLS))
    .action((shell: Shell) => {
      context.io.stdout.write(completionScript(shell, program));
    });
  program
    .command(PROFILE_NAMES_COMMAND, { hidden: true })
    .description("the configuration file's profile names, one a line (for the completion scripts)")
    .action(async () => {
      const { configFilePath, readConfigFile } = await import('../../core/config');
      const { path } = configFilePath(context.globals(), context.io.env);
      // A missing or broken file completes nothing rather than printing an error into the command line.
      const file = await readConfigFile(path, false).catch(() => undefined);
      const names = Object.keys(file?.profiles ?? {});
      if (names.length > 0) context.io.stdout.write(`${names.join('\n')}\n`);
    });
}
