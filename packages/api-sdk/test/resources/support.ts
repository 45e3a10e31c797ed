import { createApiClient } from '../../src/client';
import {
  BASE_URL,
  fakeFetch,
  type Handler,
  json,
  loginAnswer,
  makeToken,
  type RecordedRequest,
} from '../http/support';

export const TOKEN = makeToken({ id: 'resources' });

/** A logged-in client whose server answers every call with `handler` (token calls aside). */
export async function loggedIn(handler: Handler, options: { now?: () => number; token?: string } = {}) {
  const token = options.token ?? TOKEN;
  const server = fakeFetch((request) =>
    request.pathname === '/api/token/auth' ? json(loginAnswer(token)) : handler(request),
  );
  const client = createApiClient({
    baseUrl: BASE_URL,
    fetch: server.fetch,
    retry: { limit: 0 },
    ...(options.now ? { now: options.now } : {}),
  });
  await client.auth.login({ username: 'redaktor', password: 'x' });
  const calls = (): RecordedRequest[] =>
    server.requests.filter((request) => !request.pathname.startsWith('/api/token/'));
  return { client, server, calls };
}

/** A Hydra collection (API Platform 3 spelling) of the given members. */
export function collection(path: string, members: unknown[], page = 1) {
  return {
    '@context': '/api/contexts/Collection',
    '@id': path,
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': members.length,
    'hydra:view': { '@id': `${path}?page=${page}`, '@type': 'hydra:PartialCollectionView' },
  };
}

/** Reads a multipart body into plain values: text as is, files as {name, type, text}. */
export async function formValues(form: FormData | null) {
  const values: Record<string, unknown> = {};
  if (!form) return values;
  for (const [name, value] of form.entries()) {
    values[name] =
      typeof value === 'string' ? value : { name: value.name, type: value.type, text: await value.text() };
  }
  return values;
}
