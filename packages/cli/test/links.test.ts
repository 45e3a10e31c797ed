/**
 * The CLI follows the API's Hydra links as given (SDK-31): under API Platform's NET_PATH url
 * strategy they are network paths ('//host/api/newsletters?page=2'), which Node's fetch refuses unless
 * the SDK gives them the base URL's scheme. The sandbox writes them so here.
 */
import { DEMO_PASSWORD } from '@redakcja/api-sandbox';
import { describe, expect, it } from 'vitest';
import { useSandbox } from './support/sandbox';

const api = useSandbox({ urlStrategy: 'net_path', pageSize: 2 });

describe('network-path links', () => {
  it('the sandbox writes them under net_path', async () => {
    const login = await fetch(`${api.url}/api/token/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const page = await fetch(`${api.url}/api/newsletters`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await page.json()) as { 'hydra:view': Record<string, string> };
    expect(body['hydra:view']['hydra:next']).toBe(`//${new URL(api.url).host}/api/newsletters?page=2`);
  });

  it('newsletter list pages through every newsletter by those links', async () => {
    // Spawned: the list runs end to end in the built bin, whose bundled SDK completes the links.
    const result = await api.cli(['--json', 'newsletter', 'list', '--limit', '0']);
    expect(result.code, result.stderr).toBe(0);
    const listed = JSON.parse(result.stdout).newsletters as Array<{ id: number }>;
    const stored = api.sandbox.context.db
      .prepare('SELECT id FROM newsletters ORDER BY id DESC')
      .all() as Array<{
      id: number;
    }>;
    expect(stored.length).toBeGreaterThan(2);
    expect(listed.map((item) => item.id)).toEqual(stored.map((row) => row.id));
  });
});
