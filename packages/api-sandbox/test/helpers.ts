import { type Sandbox, startSandbox } from '../src';
import type { SandboxOptions } from '../src/options';
import { DEMO_PASSWORD } from '../src/seed/users';

export interface Response {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON (undefined when it is not JSON); tests read it field by field. */
  // biome-ignore lint/suspicious/noExplicitAny: a test reads response bodies as loose JSON
  body: any;
}

export interface RequestOptions {
  json?: unknown;
  /** A raw body, sent as it is (with `contentType`). */
  raw?: BodyInit;
  contentType?: string;
  headers?: Record<string, string>;
  /** Override the client's token (null: send none). */
  token?: string | null;
}

interface StoredCookie {
  value: string;
  path: string;
}

/**
 * A small HTTP client for the tests: real fetch over 127.0.0.1, a cookie jar that honours Path and
 * Max-Age (enough for the refresh cookie), and the bearer token of the last login.
 */
export class Client {
  token: string | null = null;
  readonly cookies = new Map<string, StoredCookie>();

  constructor(readonly base: string) {}

  private cookieHeader(path: string): string | undefined {
    const pairs = [...this.cookies.entries()]
      .filter(
        ([, cookie]) =>
          path === cookie.path ||
          path.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`),
      )
      .map(([name, cookie]) => `${name}=${cookie.value}`);
    return pairs.length > 0 ? pairs.join('; ') : undefined;
  }

  private storeCookies(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      let path = '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', val = ''] = attribute.split('=');
        if (key.toLowerCase() === 'path') path = val;
        if (key.toLowerCase() === 'max-age' && Number(val) <= 0) expired = true;
        if (key.toLowerCase() === 'expires' && Date.parse(val) <= Date.now()) expired = true;
      }
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, { value, path });
    }
  }

  async request(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/ld+json', ...options.headers };
    const token = options.token === undefined ? this.token : options.token;
    if (token) headers.authorization = `Bearer ${token}`;
    const cookie = this.cookieHeader(path.split('?')[0] ?? path);
    if (cookie) headers.cookie = cookie;
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] =
        options.contentType ?? (method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json');
    } else if (options.raw !== undefined) {
      body = options.raw;
      if (options.contentType) headers['content-type'] = options.contentType;
    }
    const response = await fetch(`${this.base}${path}`, { method, headers, body, redirect: 'manual' });
    this.storeCookies(response.headers);
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: response.status, headers: response.headers, text, body: parsed };
  }

  get(path: string, options?: RequestOptions) {
    return this.request('GET', path, options);
  }
  post(path: string, json?: unknown, options?: RequestOptions) {
    return this.request('POST', path, { ...options, json });
  }
  put(path: string, json: unknown, options?: RequestOptions) {
    return this.request('PUT', path, { ...options, json });
  }
  patch(path: string, json: unknown, options?: RequestOptions) {
    return this.request('PATCH', path, { ...options, json });
  }
  delete(path: string, options?: RequestOptions) {
    return this.request('DELETE', path, options);
  }

  async login(username: string, password = DEMO_PASSWORD): Promise<Response> {
    const response = await this.post('/api/token/auth', { username, password }, { token: null });
    if (response.status === 200) this.token = response.body.token;
    return response;
  }
}

/**
 * A clock that stands still until the test moves it (pass `now` as the sandbox's `now` option): tests
 * of expiry then depend on neither sleeping nor how fast the machine is.
 */
export function testClock() {
  const start = Date.now();
  let offset = 0;
  return {
    now: () => new Date(start + offset),
    advance(ms: number) {
      offset += ms;
    },
  };
}

export async function start(options: SandboxOptions = {}): Promise<Sandbox> {
  return startSandbox({ seed: 'demo', ...options });
}

/** A client logged in as a demo user. */
export async function loggedIn(sandbox: Sandbox, username: string): Promise<Client> {
  const client = new Client(sandbox.url);
  const response = await client.login(username);
  if (response.status !== 200) throw new Error(`login ${username}: ${response.status} ${response.text}`);
  return client;
}

export interface FilePart {
  name: string;
  bytes: Uint8Array;
  type?: string;
}

/** A multipart request: text fields and files, as a browser's FormData sends them. */
export function multipart(
  client: Client,
  method: string,
  path: string,
  fields: Record<string, string>,
  files: Record<string, FilePart> = {},
): Promise<Response> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, file] of Object.entries(files)) {
    form.append(
      key,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  return client.request(method, path, { raw: form });
}

/** The members of a Hydra collection answer. */
export function members(response: Response): Record<string, unknown>[] {
  return response.body['hydra:member'];
}
