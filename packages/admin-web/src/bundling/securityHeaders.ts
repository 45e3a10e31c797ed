import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { HTML_POLICY_NAME, PROSEMIRROR_CLIPBOARD_POLICY } from '../../../ui/src/html/policyNames';
import { TWITTER_EMBED_ORIGIN } from '../../../ui/src/RichTextEditor/embedOrigin';
import { FRAME_PAGE, FRAME_POLICY_NAME } from '../shared/framePage';

/** What the build writes beside index.html: the headers a server sends with the panel's files. */
export const HEADERS_FILE = 'headers.json';

/** The runtime configuration's fields (config.json) whose origins the policy must allow, per directive. */
export type ConfigOriginField = 'apiBaseUrl' | 'staticBaseUrl' | 'hubUrl';

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
  /**
   * The files served with headers of their own instead (their path under the panel's root → their CSP
   * and every header, the CSP included; no origin from config.json is added to them).
   */
  files: Record<string, { contentSecurityPolicy: Record<string, string[]>; headers: Record<string, string> }>;
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
/**
 * The frame page's policy (WEB-130): its one script from the panel's files, inline styles and pictures
 * and fonts from anywhere for the foreign HTML it frames (a nested `srcdoc` frame inherits this policy),
 * nothing else loads, no form is sent, framed only by the panel, and HTML set only through its own
 * Trusted Types policy.
 */
export const FRAME_PAGE_POLICY: Record<string, string[]> = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'unsafe-inline'"],
  'img-src': ['http:', 'https:', 'data:'],
  'font-src': ['http:', 'https:', 'data:'],
  'form-action': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'self'"],
  'require-trusted-types-for': ["'script'"],
  'trusted-types': [FRAME_POLICY_NAME],
};

export function securityHeaders(scriptHashes: readonly string[]): SecurityHeadersFile {
  const contentSecurityPolicy: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'"],
    // Style attributes only (no `<style>` element): the editor shows a font size as ProseMirror writes
    // it, `<span style="font-size: …">`, and parses stored and pasted HTML that carries them (WEB-131).
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    // The editor frames a tweet's embed page rather than running Twitter's script (UI-72).
    'frame-src': ["'self'", 'blob:', TWITTER_EMBED_ORIGIN],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // ProseMirror parses pasted HTML through a policy of its own (UI-TT1): it gets only what the
    // editor's paste hook has sanitised already, in a detached document.
    'trusted-types': [HTML_POLICY_NAME, PROSEMIRROR_CLIPBOARD_POLICY],
    'require-trusted-types-for': ["'script'"],
  };
  const headers = {
    'Content-Security-Policy': serializePolicy(contentSecurityPolicy),
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'same-origin',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  };
  return {
    contentSecurityPolicy,
    originsFromConfig: {
      // The Mercure hub's stream and subscriptions API, where it runs on another origin (WEB-145).
      'connect-src': ['apiBaseUrl', 'staticBaseUrl', 'hubUrl'],
      'img-src': ['apiBaseUrl', 'staticBaseUrl'],
      'frame-src': ['staticBaseUrl'],
    },
    headers,
    files: {
      [FRAME_PAGE]: {
        contentSecurityPolicy: FRAME_PAGE_POLICY,
        headers: {
          ...headers,
          'Content-Security-Policy': serializePolicy(FRAME_PAGE_POLICY),
          // The panel frames it (frame-ancestors 'self' for the browsers that read the CSP).
          'X-Frame-Options': 'SAMEORIGIN',
        },
      },
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
