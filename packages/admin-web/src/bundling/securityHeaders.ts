import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { HTML_POLICY_NAME, PROSEMIRROR_CLIPBOARD_POLICY } from '../../../ui/src/html/policyNames';

/** What the build writes beside index.html: the headers a server sends with the panel's files. */
export const HEADERS_FILE = 'headers.json';

/** The runtime configuration's fields (config.json) whose origins the policy must allow, per directive. */
export type ConfigOriginField = 'apiBaseUrl' | 'staticBaseUrl';

export interface SecurityHeadersFile {
  /** The Content-Security-Policy, directive by directive, for a panel whose API and files share its origin. */
  contentSecurityPolicy: Record<string, string[]>;
  /**
   * The directives that get the origin of a config.json field when it names another origin than the
   * panel's (the server serving config.json adds them: the sandbox does, per request).
   */
  originsFromConfig: Record<string, ConfigOriginField[]>;
  /** Every header as sent when the API and the files share the panel's origin, the CSP included. */
  headers: Record<string, string>;
}

/**
 * The inline scripts of a built page (a `<script>` without `src` that runs: not a data block such as
 * `type="application/json"`): their CSP hash sources.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes ?? '')) continue;
    const type =
      /\stype\s*=\s*"([^"]*)"/i
        .exec(attributes ?? '')?.[1]
        ?.trim()
        .toLowerCase() ?? '';
    if (!['', 'module', 'text/javascript'].includes(type)) continue;
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(body ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

/** The policy as a header value: `directive source source; …`. */
export function serializePolicy(policy: Record<string, readonly string[]>): string {
  return Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');
}

/**
 * The panel's headers (WEB-CSP1): a strict CSP (scripts and styles only from the panel's own files and
 * the build's inline-script hashes; no eval, no inline style; Trusted Types through the one HTML policy),
 * no framing, no referrer to other origins, no MIME sniffing, a window of its own, and no device API.
 */
export function securityHeaders(scriptHashes: readonly string[]): SecurityHeadersFile {
  const contentSecurityPolicy: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // ProseMirror parses pasted HTML through a policy of its own (UI-TT1): it gets only what the
    // editor's paste hook has sanitised already, in a detached document.
    'trusted-types': [HTML_POLICY_NAME, PROSEMIRROR_CLIPBOARD_POLICY],
    'require-trusted-types-for': ["'script'"],
  };
  return {
    contentSecurityPolicy,
    originsFromConfig: {
      'connect-src': ['apiBaseUrl', 'staticBaseUrl'],
      'img-src': ['apiBaseUrl', 'staticBaseUrl'],
      'frame-src': ['staticBaseUrl'],
    },
    headers: {
      'Content-Security-Policy': serializePolicy(contentSecurityPolicy),
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'same-origin',
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Permissions-Policy':
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    },
  };
}

/** Writes dist/headers.json once index.html is written: its inline scripts' hashes go into `script-src`. */
export function securityHeadersPlugin(): Plugin {
  return {
    name: 'redakcja-security-headers',
    apply: 'build',
    writeBundle: {
      order: 'post',
      handler(options) {
        const dir = options.dir ?? 'dist';
        const html = readFileSync(join(dir, 'index.html'), 'utf8');
        const file = securityHeaders(inlineScriptHashes(html));
        writeFileSync(join(dir, HEADERS_FILE), `${JSON.stringify(file, null, 2)}\n`);
      },
    },
  };
}
