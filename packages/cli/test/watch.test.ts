import { DEMO_PASSWORD } from '@redakcja/api-sandbox';
import { describe, expect, it } from 'vitest';
import { useSandbox } from './support/sandbox';

const api = useSandbox();
const noHub = useSandbox({ hub: false });

/** Resolves once the hub has a subscriber of the topic (the watch is connected). */
async function subscribed(topic: string): Promise<void> {
  await expect
    .poll(() => api.sandbox.context.hub?.subscribers().some((s) => s.topics.includes(`${api.url}${topic}`)), {
      timeout: 15_000,
    })
    .toBe(true);
}

async function asAdmin(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const login = await fetch(`${api.url}/api/token/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  api.secrets.push(token);
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/ld+json',
      accept: 'application/ld+json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.status === 204 ? {} : ((await response.json()) as Record<string, unknown>);
}

describe('redakcja watch', () => {
  it('prints a comment posted and then deleted through the API as JSON lines, then stops at --count', async () => {
    const run = api.main(['watch', '--count', '2', '/api/comments/{id}']);
    await subscribed('/api/comments/{id}');
    const posted = await asAdmin('POST', '/api/comments', { comment: 'Z crona', nick: 'czytelnik' });
    await asAdmin('DELETE', String(posted['@id']));
    const result = await run;
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ kind: 'changed', iri: posted['@id'], record: { comment: 'Z crona' } });
    expect(lines[0].id).toMatch(/^urn:uuid:/);
    expect(lines[1]).toMatchObject({ kind: 'deleted', iri: posted['@id'] });
  });

  it('says in one line that an API without a hub has nothing to watch', async () => {
    const result = await noHub.main(['watch', '/api/comments/{id}']);
    expect(result.code).not.toBe(0);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('announces no Mercure hub');
  });
});
