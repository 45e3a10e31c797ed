/**
 * The SDK against the sandbox answering the token calls as stock LexikJWT and gesdinet (cookie mode)
 * do, `{"token"}` alone (SDK-30): the session takes the user from the JWT's claims, forcePasswordChange
 * false, and refreshing and calling work as with the portal's fuller answers.
 */

import type { NodeApiClient } from '@redakcja/api-sdk/node';
import { beforeAll, expect, test } from 'vitest';
import { DEMO_PASSWORD, useSandbox } from './helpers';

const fixture = useSandbox({ tokenAnswers: 'stock' });
let api: NodeApiClient;

beforeAll(() => {
  api = fixture.client();
});

test('login and refresh with {"token"} answers: username and roles from the JWT', async () => {
  const answer = await fetch(`${fixture.url}/api/token/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  });
  expect(Object.keys(await answer.json())).toEqual(['token']);

  const session = await api.auth.login({ username: 'admin', password: DEMO_PASSWORD });
  expect(session).toMatchObject({ username: 'admin', roles: ['root'], forcePasswordChange: false });
  const refreshed = await api.auth.refresh();
  expect(refreshed).toMatchObject({ username: 'admin', roles: ['root'], forcePasswordChange: false });
  expect((await api.groups.list()).items.length).toBeGreaterThan(0);
});
