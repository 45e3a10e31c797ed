/**
 * The SDK against servers configured as their bundles ship, not as the portal is: a small real HTTP
 * server on 127.0.0.1 answers as stock LexikJWTAuthenticationBundle
 * (`{"token"}`), gesdinet/JWTRefreshTokenBundle (`{"token", "refresh_token"}`, or `{"token"}` and a
 * cookie in its cookie mode) and API Platform with the NET_PATH url strategy (`//host/path` links).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeApiClient } from '../../src/node/index';
import { makeToken } from '../http/support';

type Mode = 'lexik' | 'gesdinet' | 'gesdinet-cookie';

class StockServer {
  server!: Server;
  baseUrl = '';
  /** Host and port, for the network-path links. */
  authority = '';
  mode: Mode = 'lexik';
  requests: string[] = [];
  refreshCookiesSeen: Array<string | undefined> = [];

  async start() {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.authority = `127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    this.baseUrl = `http://${this.authority}`;
  }

  async stop() {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private send(response: ServerResponse, body: unknown, type = 'application/json') {
    response.setHeader('Content-Type', type);
    response.end(JSON.stringify(body));
  }

  /** The token answer of the configured bundle: the token, and the refresh token where it sends one. */
  private tokenAnswer(response: ServerResponse, token: string) {
    if (this.mode === 'lexik') return this.send(response, { token });
    if (this.mode === 'gesdinet') return this.send(response, { token, refresh_token: 'r-body' });
    response.setHeader('Set-Cookie', 'refresh_token=r-cookie; Path=/api/token; HttpOnly; SameSite=Strict');
    return this.send(response, { token });
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    for await (const _chunk of request) {
      // drain the body
    }
    const url = new URL(request.url ?? '/', this.baseUrl);
    this.requests.push(`${request.method} ${url.pathname}${url.search}`);
    if (url.pathname === '/api/token/auth') {
      return this.tokenAnswer(
        response,
        makeToken({ username: 'jan.kowalski', roles: ['ROLE_USER', 'editor'] }),
      );
    }
    if (url.pathname === '/api/token/refresh') {
      this.refreshCookiesSeen.push(request.headers.cookie);
      return this.tokenAnswer(response, makeToken({ username: 'jan.kowalski', roles: ['supereditor'] }));
    }
    if (url.pathname === '/api/groups') {
      const page = Number(url.searchParams.get('page') ?? '1');
      const member = {
        '@id': `/api/groups/${page}`,
        '@type': 'Group',
        id: page,
        name: `Grupa ${page}`,
        isPublish: true,
      };
      const view: Record<string, string> = { '@id': `//${this.authority}/api/groups?page=${page}` };
      // API Platform's NET_PATH strategy writes links as network paths.
      if (page < 3) view['hydra:next'] = `//${this.authority}/api/groups?page=${page + 1}`;
      return this.send(
        response,
        { '@type': 'hydra:Collection', 'hydra:member': [member], 'hydra:totalItems': 3, 'hydra:view': view },
        'application/ld+json',
      );
    }
    response.statusCode = 404;
    return this.send(response, { code: 404, message: 'Not Found' });
  }
}

const server = new StockServer();
beforeAll(() => server.start());
afterAll(() => server.stop());

describe('stock LexikJWT and gesdinet token answers (SDK-30)', () => {
  it.each<Mode>(['lexik', 'gesdinet', 'gesdinet-cookie'])(
    '%s: login and refresh take the user from the JWT, forcePasswordChange false',
    async (mode) => {
      server.mode = mode;
      server.refreshCookiesSeen = [];
      const client = createNodeApiClient({ baseUrl: server.baseUrl });
      try {
        const session = await client.auth.login({ username: 'jan.kowalski', password: 'x' });
        expect(session).toMatchObject({
          username: 'jan.kowalski',
          roles: ['ROLE_USER', 'editor'],
          forcePasswordChange: false,
        });
        expect(session.expiresAt).toBeGreaterThan(Date.now());
        const refreshed = await client.auth.refresh();
        expect(refreshed).toMatchObject({
          username: 'jan.kowalski',
          roles: ['supereditor'],
          forcePasswordChange: false,
        });
        expect(client.auth.getSession()?.token).toBe(refreshed.token);
        // In the cookie mode the refresh cookie rides on the refresh, as the portal's does (D21).
        if (mode === 'gesdinet-cookie') expect(server.refreshCookiesSeen).toEqual(['refresh_token=r-cookie']);
      } finally {
        await client.close();
      }
    },
  );
});

describe('network-path links (API Platform NET_PATH) are taken with the base URL scheme', () => {
  it('iterate follows //host/path next links in Node, where fetch would refuse them as given', async () => {
    server.mode = 'lexik';
    server.requests = [];
    const client = createNodeApiClient({ baseUrl: server.baseUrl });
    try {
      await client.auth.login({ username: 'jan.kowalski', password: 'x' });
      const names: string[] = [];
      for await (const group of client.groups.iterate()) names.push(group.name);
      expect(names).toEqual(['Grupa 1', 'Grupa 2', 'Grupa 3']);
      expect(server.requests.filter((line) => line.startsWith('GET'))).toEqual([
        'GET /api/groups',
        'GET /api/groups?page=2',
        'GET /api/groups?page=3',
      ]);
      const last = await client.groups.listByLink(`//${server.authority}/api/groups?page=3`);
      expect(last.items.map((group) => group.name)).toEqual(['Grupa 3']);
    } finally {
      await client.close();
    }
  });
});
