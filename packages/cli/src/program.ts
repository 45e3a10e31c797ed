import { Command, type HelpContext } from 'commander';
import { register as registerBans } from './commands/bans/index';
import { register as registerCache } from './commands/cache/index';
import { register as registerCompletion } from './commands/completion/index';
import { register as registerManPage } from './commands/completion/manPage';
import { register as registerNewsletter } from './commands/newsletter/index';
import { register as registerPartnerNews } from './commands/partnerNews/index';
import { register as registerProfiles } from './commands/profiles/index';
import { register as registerRss } from './commands/rss/index';
import { register as registerLogin } from './commands/session/login';
import { register as registerLogout } from './commands/session/logout';
import { register as registerWhoami } from './commands/session/whoami';
import { register as registerSubscribers } from './commands/subscribers/index';
import { register as registerUsers } from './commands/users/index';
import { register as registerWatch } from './commands/watch/index';
import { CLI_VERSION, CliContext, type CliIo } from './core/context';
import { DEFAULT_API_URL, DEFAULT_RETRIES, DEFAULT_TIMEOUT_SECONDS } from './core/defaults';
import { EXIT_CODES, EXIT_CODES_HELP } from './core/exitCodes';
import { commandPathOf, guardProtectedProfile, MUTATING_COMMANDS } from './core/protect';
import type { GlobalOptions } from './core/types';

const ENVIRONMENT_HELP = `Environment:
  REDAKCJA_PROFILE        the configuration file's profile (default: the file's "default")
  REDAKCJA_API_URL        API base URL (default ${DEFAULT_API_URL})
  REDAKCJA_STATIC_URL     static files base URL: /nsl/, /exports/ (default: the API's origin)
  REDAKCJA_SITE_URL       the portal's site, for newsletter links (default: the API's origin)
  REDAKCJA_USERNAME       log in for this run only (cron), with REDAKCJA_PASSWORD
  REDAKCJA_PASSWORD       or REDAKCJA_PASSWORD_FILE (a file whose first line is the password)
  REDAKCJA_PRODUCT        {product} of 'Tylko na {product}' (default WM)
  REDAKCJA_RETRIES        retries of GET/PUT/DELETE on network errors, 408, 429, 5xx (default ${DEFAULT_RETRIES})
  REDAKCJA_TIMEOUT        seconds allowed per call, retries included (default ${DEFAULT_TIMEOUT_SECONDS})
  REDAKCJA_CONFIG         configuration file (default $XDG_CONFIG_HOME/redakcja/config.json)
  XDG_CONFIG_HOME         default ~/.config; the session is kept in redakcja/session.json (mode 0600)

Flags win over the environment, the environment over the profile, the profile over the file's top level.`;

/**
 * commander's Command, with one change: a group called without its command (`redakcja bans`) is a usage
 * error of one line naming the commands, instead of the group's whole help on stderr.
 */
class CliCommand extends Command {
  override createCommand(name?: string): Command {
    return new CliCommand(name);
  }

  override help(context?: HelpContext): never;
  override help(cb: (text: string) => string): never;
  override help(context?: HelpContext | ((text: string) => string)): never {
    if (typeof context === 'function' || !context?.error) return super.help(context as HelpContext);
    const path = commandPath(this);
    // The commands `--help` shows: hidden ones (the completion scripts' own) are not offered.
    const verbs = this.createHelp()
      .visibleCommands(this)
      .map((command) => command.name())
      .filter((name) => name !== 'help');
    return this.error(`error: missing command: ${path} <${verbs.join('|')}> (see ${path} --help)`, {
      exitCode: EXIT_CODES.usage,
      code: 'commander.missingCommand',
    });
  }
}

function commandPath(command: Command): string {
  const names: string[] = [];
  for (let current: Command | null = command; current; current = current.parent)
    names.unshift(current.name());
  return names.join(' ');
}

/** The `redakcja` program: global options, every command, output and exits routed through `io`. */
export function createProgram(io: CliIo): { program: Command; context: CliContext } {
  const program = new CliCommand('redakcja');
  const context = new CliContext(io, () => program.opts<GlobalOptions>());
  program
    .description(
      "Redakcja's command line for ops: caches, ban lists, newsletters, partner boxes, subscribers, RSS, users",
    )
    .version(CLI_VERSION, '-V, --version', 'print the version')
    .helpOption('-h, --help', 'print help')
    .option('--api-url <url>', `the portal API (env REDAKCJA_API_URL; default ${DEFAULT_API_URL})`)
    .option(
      '--static-url <url>',
      "static files' base URL (env REDAKCJA_STATIC_URL; default the API's origin)",
    )
    .option('--site-url <url>', "the portal's site for newsletter links (env REDAKCJA_SITE_URL)")
    .option('--config <file>', 'configuration file (env REDAKCJA_CONFIG)')
    .option('--profile <name>', "the configuration file's profile to use (env REDAKCJA_PROFILE)")
    .option('--json', 'print results as JSON: stdout carries only JSON')
    .option('-y, --yes', 'answer yes to confirmations (needed without a terminal)')
    .option('-q, --quiet', 'nothing on success but the data asked for (warnings and errors still on stderr)')
    .option('-v, --verbose', 'HTTP requests, retries and stack traces on stderr (secrets redacted)')
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      // One line per error: commander's suggestion ("(Did you mean whoami?)") joins the message.
      outputError: (text, write) => write(`${text.trimEnd().replace(/\s*\n\s*/g, ' ')}\n`),
    })
    .addHelpText('after', `\n${EXIT_CODES_HELP}\n\n${ENVIRONMENT_HELP}\n`)
    // The one guard of protected profiles: before any command's action, from the command's path.
    .hook('preAction', async (_program, action) => {
      const command = commandPathOf(action);
      if (!MUTATING_COMMANDS.has(command)) return;
      const config = await context.config();
      const flags = program.opts<GlobalOptions>();
      await guardProtectedProfile(
        { config, yes: flags.yes ?? false, interactive: context.interactive(), prompts: context.prompts() },
        command,
        action.opts<{ dryRun?: boolean }>().dryRun === true,
      );
    });

  registerLogin(program, context);
  registerLogout(program, context);
  registerWhoami(program, context);
  registerCache(program, context);
  registerBans(program, context);
  registerNewsletter(program, context);
  registerPartnerNews(program, context);
  registerSubscribers(program, context);
  registerRss(program, context);
  registerUsers(program, context);
  registerWatch(program, context);
  registerProfiles(program, context);
  registerCompletion(program, context);
  registerManPage(program, [EXIT_CODES_HELP, ENVIRONMENT_HELP], (text) => io.stdout.write(text));
  return { program, context };
}
