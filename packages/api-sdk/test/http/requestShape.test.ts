import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/client';
import { refreshRequest } from '../../src/http/auth';
import { authorizedGetRequest } from '../../src/http/requestShape';
import { type LiveSandbox, logIn, members, START_TIMEOUT, startLiveSandbox } from '../live/sandbox';
import { BASE_URL, fakeFetch, json, makeToken, type RecordedRequest, refreshAnswer } from './support';

/** What a request puts on the wire, for comparing two of them. */
function wire(request: { method: string; url: string; headers: Headers; credentials?: RequestCredentials }) {
  return {
    method: request.method,
    url: request.url,
    headers: [...request.headers.entries()],
    credentials: request.credentials,
  };
}

const recorded = (request: RecordedRequest) => wire(request);
const shaped = ({ url, init }: ReturnType<typeof refreshRequest>) =>
  wire({ method: init.method ?? 'GET', url, headers: init.headers, credentials: init.credentials });

describe("a request's shape, built once (the client's and the panel's boot's)", () => {
  it("the client's refresh and an authorised GET are the requests refreshRequest and authorizedGetRequest build", async () => {
    const token = makeToken();
    const server = fakeFetch((request) =>
      request.pathname.endsWith('/api/token/refresh') ? json(refreshAnswer(token)) : json({ member: [] }),
    );
    const client = createApiClient({ baseUrl: `${BASE_URL}/v1/`, fetch: server.fetch });
    await client.auth.restore();
    await client.http.unknownJson({ method: 'GET', path: '/api/categories', query: { page: 1 } });
    const [refresh, list] = server.requests;
    if (!refresh || !list) throw new Error('two requests expected');
    expect(recorded(refresh)).toEqual(shaped(refreshRequest(`${BASE_URL}/v1/`)));
    expect(recorded(list)).toEqual(
      shaped(authorizedGetRequest(`${BASE_URL}/v1/`, '/api/categories?page=1', token)),
    );
  });

  describe('against the sandbox', () => {
    let sandbox: LiveSandbox;
    beforeAll(async () => {
      sandbox = await startLiveSandbox();
    }, START_TIMEOUT);
    afterAll(() => sandbox?.close());

    it('an authorised GET it builds is answered with the list', async () => {
      const { token } = await logIn(sandbox, 'admin');
      const { url, init } = authorizedGetRequest(sandbox.url, '/api/categories?page=1', token);
      const answer = await fetch(url, init);
      expect(answer.status).toBe(200);
      expect((await members(answer)).length).toBeGreaterThan(0);
    });

    it('a refresh it builds without the cookie is refused as the client reads it', async () => {
      const { url, init } = refreshRequest(sandbox.url);
      expect((await fetch(url, init)).status).toBe(401);
    });
  });
});
