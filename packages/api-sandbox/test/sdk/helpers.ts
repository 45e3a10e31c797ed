/**
 * Shared pieces of the SDK's integration tests: one real sandbox per test file (in-process, seeded with
 * the demo data, database in memory, HTTP on 127.0.0.1), SDK clients logged in as demo users, and
 * images drawn in memory at the exact sizes the upload rules need.
 */
import type { NamedBytes } from '@redakcja/api-sdk';
import { createNodeApiClient, type NodeApiClient, type NodeApiClientOptions } from '@redakcja/api-sdk/node';
import { afterAll, beforeAll, expect } from 'vitest';
import { DEMO_PASSWORD, type Sandbox, type SandboxOptions, startSandbox } from '../../src';
import { drawPicture } from '../../src/uploads/images';

export { DEMO_PASSWORD };

export interface SandboxFixture {
  /** The running sandbox (available inside tests and hooks). */
  readonly sandbox: Sandbox;
  /** Its base URL, `http://127.0.0.1:<port>`. */
  readonly url: string;
  /** A Node client (undici, cookie jar) for the sandbox, closed after the file. */
  client(options?: Partial<NodeApiClientOptions>): NodeApiClient;
  /** A Node client logged in as a demo user (default password); cached per username. */
  as(username: string): Promise<NodeApiClient>;
  /** A fresh logged-in client, never shared (for tests that log out, refresh or change passwords). */
  freshLogin(username: string, options?: Partial<NodeApiClientOptions>): Promise<NodeApiClient>;
}

/**
 * Starts one sandbox for the test file (`beforeAll`) and stops it with every client (`afterAll`).
 * Default: the demo seed and a database in memory.
 */
export function useSandbox(options: SandboxOptions = {}): SandboxFixture {
  let sandbox: Sandbox | undefined;
  const clients: NodeApiClient[] = [];
  const logged = new Map<string, Promise<NodeApiClient>>();

  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 'demo', db: ':memory:', host: '127.0.0.1', ...options });
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await sandbox?.close();
  });

  const running = (): Sandbox => {
    if (!sandbox) throw new Error('The sandbox is not running (use the fixture inside tests or hooks).');
    return sandbox;
  };

  const fixture: SandboxFixture = {
    get sandbox() {
      return running();
    },
    get url() {
      return running().url;
    },
    client(clientOptions = {}) {
      const client = createNodeApiClient({ baseUrl: running().url, retry: { limit: 0 }, ...clientOptions });
      clients.push(client);
      return client;
    },
    as(username) {
      let client = logged.get(username);
      if (!client) {
        client = fixture.freshLogin(username);
        logged.set(username, client);
      }
      return client;
    },
    async freshLogin(username, clientOptions = {}) {
      const client = fixture.client(clientOptions);
      await client.auth.login({ username, password: DEMO_PASSWORD });
      return client;
    },
  };
  return fixture;
}

// ---------------------------------------------------------------------------------------------------
// Errors

/** Awaits a call that must fail and returns its error, checked to be of the given class. */
export async function failure<E extends Error>(
  call: Promise<unknown>,
  kind: abstract new (...args: never[]) => E,
): Promise<E> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(kind);
    return error as E;
  }
  throw new Error(`The call succeeded; expected ${kind.name}`);
}

// ---------------------------------------------------------------------------------------------------
// Images drawn in memory

/** PNG bytes of exactly width×height (the sandbox's own test picture). */
export function pngBytes(width: number, height: number): Uint8Array {
  return new Uint8Array(drawPicture(width, height, 0, 'png'));
}

/** JPEG bytes of exactly width×height. */
export function jpegBytes(width: number, height: number): Uint8Array {
  return new Uint8Array(drawPicture(width, height, 0, 'jpg'));
}

/** A PNG upload of width×height. */
export function png(width: number, height: number, name = `obraz-${width}x${height}.png`): NamedBytes {
  return { data: pngBytes(width, height), name, type: 'image/png' };
}

/** A JPEG upload of width×height. */
export function jpeg(width: number, height: number, name = `obraz-${width}x${height}.jpg`): NamedBytes {
  return { data: jpegBytes(width, height), name, type: 'image/jpeg' };
}

/** A file that claims to be an image but is not one. */
export function notAnImage(name = 'nie-obraz.png'): NamedBytes {
  return { data: new TextEncoder().encode('to nie jest obraz, tylko tekst'), name, type: 'image/png' };
}

// ---------------------------------------------------------------------------------------------------
// Small utilities

/** A text unique within the test run, for records a test creates and then looks for. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** GET a static file the sandbox serves (D3: same origin), answering the status and bytes. */
export async function fetchStatic(
  base: string,
  path: string,
): Promise<{ status: number; type: string | null; body: Uint8Array }> {
  const response = await fetch(new URL(path, `${base}/`));
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: new Uint8Array(await response.arrayBuffer()),
  };
}
