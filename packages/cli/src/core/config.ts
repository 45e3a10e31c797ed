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

/** `config.json` in the configuration folder (or --config / REDAKCJA_CONFIG). */
export const configFileSchema = z.strictObject({
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
  const key = String(issue?.path[0] ?? '');
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

async function readConfigFile(path: string, explicit: boolean): Promise<ConfigFile | undefined> {
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
  const explicitFile = flags.config ?? (env.REDAKCJA_CONFIG || undefined);
  const configFile = explicitFile ?? join(configDir, 'config.json');
  const read = await readConfigFile(configFile, explicitFile !== undefined);
  const file = read ?? {};
  const fromFlags = parsedFlags.data;
  const fromEnv = parsedEnv.data;

  const apiUrl = withoutTrailingSlash(
    fromFlags.apiUrl ?? fromEnv.REDAKCJA_API_URL ?? file.apiUrl ?? DEFAULT_API_URL,
  );
  const apiOrigin = new URL(apiUrl).origin;
  return {
    apiUrl,
    staticUrl: withoutTrailingSlash(
      fromFlags.staticUrl ?? fromEnv.REDAKCJA_STATIC_URL ?? file.staticUrl ?? apiOrigin,
    ),
    siteUrl: withoutTrailingSlash(
      fromFlags.siteUrl ?? fromEnv.REDAKCJA_SITE_URL ?? file.siteUrl ?? apiOrigin,
    ),
    product: fromEnv.REDAKCJA_PRODUCT ?? file.product ?? DEFAULT_PRODUCT,
    retries: fromEnv.REDAKCJA_RETRIES ?? file.retries ?? DEFAULT_RETRIES,
    timeoutMs: (fromEnv.REDAKCJA_TIMEOUT ?? file.timeout ?? DEFAULT_TIMEOUT_SECONDS) * 1000,
    configDir,
    sessionFile: join(configDir, 'session.json'),
    configFile: read === undefined ? undefined : configFile,
  };
}
