/**
 * The session-only client and the modules attached to it later: one session, one refresh, the same
 * bearer for the core's calls and the modules' calls.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient, resourceContext, resourceOf, withPaging, withResources } from '../../src/client';
import { createApiCore } from '../../src/core';
import { createCategoriesResource } from '../../src/resources/categories';
import { collection } from '../resources/support';
import { BASE_URL, fakeFetch, json, jwt401, loginAnswer, makeToken, refreshAnswer } from './support';

const OLD = makeToken({ id: 'old' });
const NEW = makeToken({ id: 'new' });

/** Answers the token calls, 'Expired JWT Token' to the old token and a collection to anything else. */
function server() {
  return fakeFetch((request) => {
    if (request.pathname === '/api/token/auth') return json(loginAnswer(OLD));
    if (request.pathname === '/api/token/refresh') return json(refreshAnswer(NEW));
    if (request.headers.get('Authorization') === `Bearer ${OLD}`) return jwt401('Expired JWT Token');
    return json(collection(request.pathname, [{ id: 1, name: 'Radio', isPublish: 1 }]));
  });
}

describe('createApiCore', () => {
  it('is the session and the request sender, without any resource module', async () => {
    const fake = server();
    const core = createApiCore({ baseUrl: BASE_URL, fetch: fake.fetch });
    expect(Object.keys(core).sort()).toEqual(['auth', 'baseUrl', 'context', 'http']);
    expect(Object.keys(core.auth).sort()).toEqual(
      Object.keys(createApiClient({ baseUrl: BASE_URL, fetch: fake.fetch }).auth).sort(),
    );

    await core.auth.login({ username: 'redaktor', password: 'x' });
    const answer = await core.http.json({ method: 'GET', path: '/api/anything' }, z.unknown());
    expect(answer).toMatchObject({ 'hydra:member': [{ id: 1 }] });
    expect(fake.to('/api/token/refresh')).toHaveLength(1);
    expect(fake.to('/api/anything').map((request) => request.headers.get('Authorization'))).toEqual([
      `Bearer ${OLD}`,
      `Bearer ${NEW}`,
    ]);
  });

  it('withResources attaches every module on the same session', async () => {
    const fake = server();
    const core = createApiCore({ baseUrl: BASE_URL, fetch: fake.fetch });
    await core.auth.login({ username: 'redaktor', password: 'x' });
    const api = withResources(core);
    expect(Object.keys(api).sort()).toEqual(Object.keys(createApiClient({ baseUrl: BASE_URL })).sort());

    const page = await api.categories.list({ name: 'Ra' });
    expect(page.items).toMatchObject([{ id: 1, name: 'Radio', isPublish: true }]);
    // The module's call met the expiry, refreshed once, and the core sees the new session.
    expect(core.auth.getSession()?.token).toBe(NEW);
    expect(api.auth.getSession()).toBe(core.auth.getSession());
    await api.auth.logout();
    expect(core.auth.getSession()).toBeNull();
  });

  it('one area alone: a factory on resourceContext(core), one page reader per core', async () => {
    const fake = server();
    const core = createApiCore({ baseUrl: BASE_URL, fetch: fake.fetch });
    expect(resourceContext(core)).toBe(resourceContext(core));
    const categories = createCategoriesResource(resourceContext(core));
    await core.auth.login({ username: 'redaktor', password: 'x' });
    expect((await categories.list()).items).toHaveLength(1);
    expect(fake.to('/api/categories').at(-1)?.headers.get('Authorization')).toBe(`Bearer ${NEW}`);
  });

  it('withPaging and resourceOf: the paging helpers only, each area built once per session where used', async () => {
    const fake = server();
    const core = createApiCore({ baseUrl: BASE_URL, fetch: fake.fetch });
    const api = withPaging(core);
    expect(Object.keys(api).sort()).toEqual([
      'auth',
      'baseUrl',
      'context',
      'getPage',
      'http',
      'itemsFrom',
      'pagesFrom',
    ]);
    const categories = resourceOf(api, createCategoriesResource);
    expect(resourceOf(core, createCategoriesResource)).toBe(categories);
    const otherCore = createApiCore({ baseUrl: BASE_URL, fetch: fake.fetch });
    expect(resourceOf(otherCore, createCategoriesResource)).not.toBe(categories);
    await api.auth.login({ username: 'redaktor', password: 'x' });
    expect((await categories.list({ name: 'Ra' })).items).toMatchObject([{ id: 1, name: 'Radio' }]);
    expect(fake.to('/api/categories').at(-1)?.headers.get('Authorization')).toBe(`Bearer ${NEW}`);
  });
});
