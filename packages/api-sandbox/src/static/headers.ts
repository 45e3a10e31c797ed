import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { RuntimeConfig } from '@redakcja/api-sdk/constants';

/** dist/headers.json as the panel's build writes it (admin-web's src/bundling/securityHeaders.ts). */
interface HeadersFile {
  contentSecurityPolicy: Record<string, string[]>;
  originsFromConfig: Record<string, ('apiBaseUrl' | 'staticBaseUrl' | 'hubUrl')[]>;
  headers: Record<string, string>;
  /** Files with headers of their own (the frame page, SBX-CSP2), by their path under the panel's root. */
  files?: Record<string, { headers: Record<string, string> }>;
}

/** The origin of a configured base URL, or null when it is relative, empty or the panel's own. */
function otherOrigin(base: string | undefined, panelOrigin: string): string | null {
  if (base === undefined || !/^https?:\/\//i.test(base)) return null;
  const origin = new URL(base).origin;
  return origin === panelOrigin ? null : origin;
}

/**
 * The headers of the panel's answer for `path` (under the panel's root): a file the build lists with
 * headers of its own gets those as they are (SBX-CSP2); every other answer the build's panel headers, with
 * the origins of config.json's `apiBaseUrl`, `staticBaseUrl` and `hubUrl` added to the directives the file names,
 * when they are another origin than the panel's (SBX-CSP1: derived here, at serve time, from the
 * configuration this sandbox serves, since one build serves any installation).
 */
export function panelHeaders(
  file: HeadersFile,
  config: RuntimeConfig,
  panelOrigin: string,
  path = '',
): Record<string, string> {
  const own = Object.hasOwn(file.files ?? {}, path) ? file.files?.[path] : undefined;
  if (own) return { ...own.headers };
  const policy = Object.fromEntries(
    Object.entries(file.contentSecurityPolicy).map(([directive, sources]) => {
      const added = (file.originsFromConfig[directive] ?? [])
        .map((field) => otherOrigin(config[field], panelOrigin))
        .filter((origin): origin is string => origin !== null);
      return [directive, [...new Set([...sources, ...added])]];
    }),
  );
  return {
    ...file.headers,
    'Content-Security-Policy': Object.entries(policy)
      .map(([directive, sources]) => [directive, ...sources].join(' '))
      .join('; '),
  };
}

/** The build's headers file of a panel folder, read again when it changes; null for a build without one. */
export class PanelHeaders {
  #mtimeMs = -1;
  #file: HeadersFile | null = null;

  constructor(readonly dir: string) {}

  get(): HeadersFile | null {
    const path = join(this.dir, 'headers.json');
    if (!existsSync(path)) return null;
    const { mtimeMs } = statSync(path);
    if (mtimeMs !== this.#mtimeMs) {
      this.#file = JSON.parse(readFileSync(path, 'utf8')) as HeadersFile;
      this.#mtimeMs = mtimeMs;
    }
    return this.#file;
  }
}
