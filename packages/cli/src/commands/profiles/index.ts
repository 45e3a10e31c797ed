import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import type { Command } from 'commander';
import type { CliContext } from '../../core/context';
import { UsageError } from '../../core/errors';

export interface ProfileEntry {
  name: string;
  apiUrl: string;
  staticUrl: string | null;
  siteUrl: string | null;
  protected: boolean;
  default: boolean;
  /** The profile this run would use (--profile, REDAKCJA_PROFILE or the default). */
  active: boolean;
}

export interface ProfilesResult {
  configFile: string;
  profiles: ProfileEntry[];
}

async function load(context: CliContext) {
  const { configFilePath, readConfigFile } = await import('../../core/config');
  const flags = context.globals();
  const { path, explicit } = configFilePath(flags, context.io.env);
  return { path, flags, file: (await readConfigFile(path, explicit)) ?? {} };
}

/** The profiles of the file; the active one comes from the usual choice (an unknown name fails there). */
export async function list(context: CliContext): Promise<ProfilesResult> {
  const { path, file } = await load(context);
  const active = (await context.config()).profile;
  return {
    configFile: path,
    profiles: Object.entries(file.profiles ?? {}).map(([name, profile]) => ({
      name,
      apiUrl: profile.apiUrl,
      staticUrl: profile.staticUrl ?? null,
      siteUrl: profile.siteUrl ?? null,
      protected: profile.protected ?? false,
      default: file.default === name,
      active: active === name,
    })),
  };
}

function formatList(result: ProfilesResult): string[] {
  if (result.profiles.length === 0) return [`No profiles in ${result.configFile}.`];
  // Padded columns, so names and URLs of any length line up.
  const rows = result.profiles.map((p) => [
    p.active ? '*' : ' ',
    p.name,
    p.apiUrl,
    [p.protected ? '(protected)' : '', p.default ? '(default)' : ''].filter(Boolean).join('  '),
  ]);
  const widths = [1, 2].map((column) => Math.max(...rows.map((cells) => cells[column]?.length ?? 0)));
  return rows.map(([mark, name, url, notes]) =>
    `${mark} ${(name ?? '').padEnd(widths[0] ?? 0)}  ${(url ?? '').padEnd(widths[1] ?? 0)}  ${notes}`.trimEnd(),
  );
}

/** A name as `profiles add` takes it: the configuration's own rule and message, before the file is read. */
async function checkName(name: string): Promise<void> {
  const { profileName } = await import('../../core/config');
  const checked = profileName.safeParse(name);
  if (!checked.success) {
    throw new UsageError(`The profile name "${name}" ${checked.error.issues[0]?.message ?? 'is invalid'}.`);
  }
}

/**
 * Ends the removed profile's session: the refresh token is invalidated on its API (errors ignored, as
 * by logout) and the session file deleted. Answers the file's path when there was a session.
 */
async function endSession(
  context: CliContext,
  name: string,
  profile: { apiUrl: string },
): Promise<{ file: string; invalidated: boolean | null } | undefined> {
  const { configDirectory, sessionFileOf } = await import('../../core/config');
  const { ApiBoundSessionStore } = await import('../../core/sessionStore');
  const { DEFAULT_TIMEOUT_SECONDS } = await import('../../core/defaults');
  const configDir = configDirectory(context.io.env);
  const file = sessionFileOf(configDir, name);
  const apiUrl = profile.apiUrl.replace(/\/+$/, '');
  const store = new ApiBoundSessionStore(file, apiUrl);
  const stored = await store.file.load();
  if (!stored) return undefined;
  // null: the file held no session of this API, so there was nothing to invalidate.
  let invalidated: boolean | null = null;
  if (await store.load()) {
    const api = await context.openClient(
      {
        apiUrl,
        staticUrl: apiUrl,
        siteUrl: apiUrl,
        product: '',
        retries: 0,
        timeoutMs: DEFAULT_TIMEOUT_SECONDS * 1000,
        configDir,
        profile: name,
        requestedProfile: name,
        protectedProfile: undefined,
        sessionFile: file,
        configFile: undefined,
      },
      store,
    );
    invalidated = await api.auth.logout({ signal: context.io.signal });
  }
  await store.clear();
  return { file, invalidated };
}

/**
 * Rewrites the configuration file through a temporary file and a rename (mode 0600: it names the
 * portals ops reach), validated first so a bad edit never leaves a file the next run refuses.
 */
async function save(path: string, value: unknown, signal: AbortSignal): Promise<void> {
  const { configFileSchema } = await import('../../core/config');
  const checked = configFileSchema.safeParse(value);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new UsageError(`${issue?.path.join('.') || 'profile'} ${issue?.message ?? 'is invalid'}`);
  }
  const { writeFileAtomically } = await import('../../io/atomicFile');
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  await writeFileAtomically(path, [Readable.from([`${JSON.stringify(checked.data, null, 2)}\n`])], {
    mode: 0o600,
    signal,
  });
}

interface AddOptions {
  static?: string;
  site?: string;
  protected?: boolean;
  default?: boolean;
}

export function register(program: Command, context: CliContext): void {
  const group = program.command('profiles').description("the configuration file's profiles (portals)");
  group
    .command('list')
    .description('print the profiles, the default and the active one')
    .action(async () => {
      context.output().result(await list(context), formatList);
    });
  group
    .command('add')
    .description('add a profile, or replace the one of that name')
    .argument('<name>', "the profile's name")
    .argument('<api-url>', "the portal's API")
    .option('--static <url>', "static files' base URL (default the API's origin)")
    .option('--site <url>', "the portal's site (default the API's origin)")
    .option('--protected', 'changes on this profile ask for its name to be typed')
    .option('--default', 'use this profile when none is named')
    .action(async (name: string, apiUrl: string, options: AddOptions) => {
      await checkName(name);
      const { path, file } = await load(context);
      const profile = {
        apiUrl,
        ...(options.static ? { staticUrl: options.static } : {}),
        ...(options.site ? { siteUrl: options.site } : {}),
        ...(options.protected ? { protected: true } : {}),
      };
      const next = {
        ...file,
        ...(options.default ? { default: name } : {}),
        profiles: { ...file.profiles, [name]: profile },
      };
      await save(path, next, context.io.signal);
      context
        .output()
        .report({ configFile: path, added: name }, () => `Added the profile ${name} (${path}).`);
    });
  group
    .command('remove')
    .description('remove a profile (and the default, if it named it)')
    .argument('<name>', "the profile's name")
    .action(async (name: string) => {
      const { path, file } = await load(context);
      const profiles = { ...file.profiles };
      if (!Object.hasOwn(profiles, name)) {
        const known = Object.keys(profiles);
        throw new UsageError(
          `Unknown profile "${name}": ${known.length > 0 ? `known profiles: ${known.join(', ')}` : `${path} defines no profiles`}.`,
        );
      }
      const removed = profiles[name];
      delete profiles[name];
      const { default: previous, ...rest } = file;
      await save(
        path,
        { ...rest, ...(previous && previous !== name ? { default: previous } : {}), profiles },
        context.io.signal,
      );
      // A profile gone must not leave a live session behind: nothing could use it, or log it out.
      const session = removed ? await endSession(context, name, removed) : undefined;
      if (session?.invalidated === false) {
        context
          .output()
          .warn(
            `${removed?.apiUrl} could not be reached to invalidate the session: its refresh token stays valid until it expires`,
          );
      }
      context
        .output()
        .report({ configFile: path, removed: name, sessionFileRemoved: session?.file ?? null }, () => [
          `Removed the profile ${name} (${path}).`,
          ...(session
            ? [
                `${session.invalidated ? 'Logged out and deleted' : 'Deleted'} its session file ${session.file}.`,
              ]
            : []),
        ]);
    });
}
