import { readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { DEFAULT_PRODUCT } from '@redakcja/api-sdk';
import { z } from 'zod';
import { DEFAULT_API_URL, DEFAULT_RETRIES, DEFAULT_TIMEOUT_SECONDS } from './defaults';
import { UsageError } from './errors';
import type { CliConfig, Env, GlobalOptions } from './types';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const retries = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(0, { error: 'must be 0 or more' })
  .max(10, { error: 'must be at most 10' });
const timeout = z.coerce.number({ error: 'must be a number' }).positive({ error: 'must be positive' });

/** A profile's name: also a file name (its session) and a word the shell completes. */
export const profileName = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/, { error: 'must be letters, digits, ".", "_" or "-"' });

/** One portal of the configuration file: its URLs and whether changes need the typed name. */
export const profileSchema = z.strictObject({
  apiUrl: httpUrl,
  staticUrl: httpUrl.optional(),
  siteUrl: httpUrl.optional(),
  protected: z.boolean().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

/** `config.json` in the configuration folder (or --config / REDAKCJA_CONFIG). */
export const configFileSchema = z.strictObject({
  /** The profile used when neither --profile nor REDAKCJA_PROFILE names one. */
  default: profileName.optional(),
  profiles: z.record(profileName, profileSchema).optional(),
  apiUrl: httpUrl.optional(),
  staticUrl: httpUrl.optional(),
  siteUrl: httpUrl.optional(),
  product: z.string().trim().min(1, { error: 'must not be empty' }).optional(),
  retries: retries.optional(),
  /** Seconds. */
  timeout: timeout.optional(),
});
export type ConfigFile = z.infer<typeof configFileSchema>;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  REDAKCJA_PROFILE: z.preprocess(emptyAsUndefined, z.string().optional()),
  REDAKCJA_API_URL: z.preprocess(emptyAsUndefined, httpUrl.optional()),
  REDAKCJA_STATIC_URL: z.preprocess(emptyAsUndefined, httpUrl.optional()),
  REDAKCJA_SITE_URL: z.preprocess(emptyAsUndefined, httpUrl.optional()),
  REDAKCJA_PRODUCT: z.preprocess(emptyAsUndefined, z.string().trim().min(1).optional()),
  REDAKCJA_RETRIES: z.preprocess(emptyAsUndefined, retries.optional()),
  REDAKCJA_TIMEOUT: z.preprocess(emptyAsUndefined, timeout.optional()),
});

const flagsSchema = z.object({
  apiUrl: httpUrl.optional(),
  staticUrl: httpUrl.optional(),
  siteUrl: httpUrl.optional(),
});

const FLAG_NAMES: Record<string, string> = {
  apiUrl: '--api-url',
  staticUrl: '--static-url',
  siteUrl: '--site-url',
};

function firstIssue(error: z.ZodError, name: (key: string) => string): string {
  const issue = error.issues[0];
  const key = issue?.path.map(String).join('.') ?? '';
  if (issue?.code === 'unrecognized_keys')
    return `unknown setting ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
  return `${name(key)} ${issue?.message ?? 'is invalid'}`;
}

/** `$XDG_CONFIG_HOME/redakcja`, or `~/.config/redakcja` when XDG_CONFIG_HOME is unset or relative. */
export function configDirectory(env: Env): string {
  const xdg = env.XDG_CONFIG_HOME;
  const base = xdg && isAbsolute(xdg) ? xdg : join(env.HOME || homedir(), '.config');
  return join(base, 'redakcja');
}

/** The configuration file's path: --config, REDAKCJA_CONFIG, or config.json in the configuration folder. */
export function configFilePath(
  flags: Pick<GlobalOptions, 'config'>,
  env: Env,
): { path: string; explicit: boolean } {
  const explicitFile = flags.config ?? (env.REDAKCJA_CONFIG || undefined);
  return {
    path: explicitFile ?? join(configDirectory(env), 'config.json'),
    explicit: explicitFile !== undefined,
  };
}

export async function readConfigFile(path: string, explicit: boolean): Promise<ConfigFile | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' && !explicit) return undefined;
    throw new UsageError(`Cannot read the configuration file ${path} (${code ?? 'unknown error'}).`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UsageError(`The configuration file ${path} is not valid JSON.`);
  }
  const parsed = configFileSchema.safeParse(value);
  if (!parsed.success) {
    throw new UsageError(`The configuration file ${path}: ${firstIssue(parsed.error, (key) => `"${key}"`)}.`);
  }
  return parsed.data;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Configuration from the flags, then the environment (REDAKCJA_*), then the file, then the defaults. */
export async function resolveConfig(flags: GlobalOptions, env: Env): Promise<CliConfig> {
  const parsedFlags = flagsSchema.safeParse({
    apiUrl: flags.apiUrl,
    staticUrl: flags.staticUrl,
    siteUrl: flags.siteUrl,
  });
  if (!parsedFlags.success) {
    throw new UsageError(firstIssue(parsedFlags.error, (key) => FLAG_NAMES[key] ?? key));
  }
  const parsedEnv = envSchema.safeParse(env);
  if (!parsedEnv.success) throw new UsageError(firstIssue(parsedEnv.error, (key) => key));

  const configDir = configDirectory(env);
  const { path: configFile, explicit } = configFilePath(flags, env);
  const read = await readConfigFile(configFile, explicit);
  const file = read ?? {};
  const fromFlags = parsedFlags.data;
  const fromEnv = parsedEnv.data;
  const { name: requested, values: chosen } = pickProfile(
    flags.profile ?? fromEnv.REDAKCJA_PROFILE,
    file,
    configFile,
  );

  const apiUrl = withoutTrailingSlash(
    fromFlags.apiUrl ?? fromEnv.REDAKCJA_API_URL ?? chosen?.apiUrl ?? file.apiUrl ?? DEFAULT_API_URL,
  );
  const { profile, values, protectedProfile } = profileOfApi(apiUrl, requested, file);
  const apiOrigin = new URL(apiUrl).origin;
  return {
    apiUrl,
    staticUrl: withoutTrailingSlash(
      fromFlags.staticUrl ?? fromEnv.REDAKCJA_STATIC_URL ?? values?.staticUrl ?? file.staticUrl ?? apiOrigin,
    ),
    siteUrl: withoutTrailingSlash(
      fromFlags.siteUrl ?? fromEnv.REDAKCJA_SITE_URL ?? values?.siteUrl ?? file.siteUrl ?? apiOrigin,
    ),
    product: fromEnv.REDAKCJA_PRODUCT ?? file.product ?? DEFAULT_PRODUCT,
    retries: fromEnv.REDAKCJA_RETRIES ?? file.retries ?? DEFAULT_RETRIES,
    timeoutMs: (fromEnv.REDAKCJA_TIMEOUT ?? file.timeout ?? DEFAULT_TIMEOUT_SECONDS) * 1000,
    configDir,
    profile,
    requestedProfile: requested,
    protectedProfile,
    sessionFile: sessionFileOf(configDir, profile),
    configFile: read === undefined ? undefined : configFile,
  };
}

/** An API URL in the form two profiles are compared by: scheme and host as URL parsing writes them, no trailing slash. */
export function apiKey(url: string): string {
  const parsed = new URL(url);
  return withoutTrailingSlash(`${parsed.origin}${parsed.pathname}`);
}

/**
 * The profile of the API this run talks to, however its URL was chosen (--api-url, REDAKCJA_API_URL, a
 * profile, the file's top level, the default): the requested profile when the URL is its own, else the
 * first profile of that URL, else none. Protection belongs to the API: the run is guarded when any
 * profile of its URL is protected, so naming the URL another way never skips the question.
 */
export function profileOfApi(
  apiUrl: string,
  requested: string | undefined,
  file: ConfigFile,
): { profile: string | undefined; values: Profile | undefined; protectedProfile: string | undefined } {
  const key = apiKey(apiUrl);
  const ofApi = Object.entries(file.profiles ?? {}).filter(([, values]) => apiKey(values.apiUrl) === key);
  const [profile, values] = ofApi.find(([name]) => name === requested) ?? ofApi[0] ?? [];
  const protectedProfile =
    values?.protected && profile !== undefined
      ? profile
      : ofApi.find(([, candidate]) => candidate.protected)?.[0];
  return { profile, values, protectedProfile };
}

/**
 * A profile's session lives in its own file: logging in on one never replaces another's session. A run
 * whose API is no profile's uses `session.json`, still bound to the API it was made for.
 */
export function sessionFileOf(configDir: string, profile: string | undefined): string {
  return profile === undefined
    ? join(configDir, 'session.json')
    : join(configDir, 'sessions', `${profile}.json`);
}

/**
 * The profile named by --profile or REDAKCJA_PROFILE, else the file's `default`. A name the file does not
 * hold is an error listing the known ones: falling back to another portal is the accident profiles prevent.
 */
function pickProfile(
  requested: string | undefined,
  file: ConfigFile,
  path: string,
): { name: string | undefined; values: Profile | undefined } {
  const profiles = file.profiles ?? {};
  const name = requested || file.default;
  if (name === undefined) return { name: undefined, values: undefined };
  const values = Object.hasOwn(profiles, name) ? profiles[name] : undefined;
  if (!values) {
    const known = Object.keys(profiles);
    throw new UsageError(
      `Unknown profile "${name}"${requested ? '' : ` (the "default" of ${path})`}: ${
        known.length > 0 ? `known profiles: ${known.join(', ')}` : `${path} defines no profiles`
      }.`,
    );
  }
  return { name, values };
}
