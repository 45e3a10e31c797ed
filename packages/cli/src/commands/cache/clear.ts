import type { CacheTarget } from '@redakcja/api-sdk';
import { Argument, type Command } from 'commander';
import type { CliContext, Deps } from '../../core/context';

/** The CLI's names of the four caches (the panel's four buttons), and `all`. */
export const CACHE_NAMES = {
  articles: 'articles',
  sg: 'top',
  industries: 'industries',
  menu: 'menu',
} as const satisfies Record<string, CacheTarget>;
export type CacheName = keyof typeof CACHE_NAMES;
export const CACHE_CHOICES = [...(Object.keys(CACHE_NAMES) as CacheName[]), 'all'] as const;

const DESCRIPTIONS: Record<CacheName, string> = {
  articles: 'all articles',
  sg: "the 'Top' section",
  industries: 'the industry groups',
  menu: 'the navigation bar',
};

export interface ClearOptions {
  target: CacheName | 'all';
}

export interface ClearResult {
  cleared: Array<{ cache: CacheName; at: string }>;
}

/** POST /cache/… for one cache, or the four one after another (stopping at the first failure). */
export async function run(options: ClearOptions, deps: Deps): Promise<ClearResult> {
  const names = options.target === 'all' ? (Object.keys(CACHE_NAMES) as CacheName[]) : [options.target];
  const cleared: ClearResult['cleared'] = [];
  for (const name of names) {
    try {
      await deps.api.cache.clear(CACHE_NAMES[name], { signal: deps.signal });
    } catch (error) {
      // With `all`, a failure must not hide what was already done (said once, and only then).
      if (cleared.length > 0)
        deps.out.warn(`cleared before the failure: ${cleared.map((entry) => entry.cache).join(', ')}`);
      throw error;
    }
    cleared.push({ cache: name, at: deps.now().toISOString() });
  }
  return { cleared };
}

export function format(result: ClearResult): string[] {
  return result.cleared.map((entry) => `Cleared the cache of ${DESCRIPTIONS[entry.cache]} (${entry.cache}).`);
}

export function register(group: Command, context: CliContext): void {
  group
    .command('clear')
    .description("clear a cache of the portal: articles, sg (the 'Top' section), industries, menu, or all")
    .addArgument(new Argument('<cache>', 'which cache').choices(CACHE_CHOICES))
    .action(async (target: ClearOptions['target']) => {
      const deps = await context.deps();
      deps.out.report(await run({ target }, deps), format);
    });
}
