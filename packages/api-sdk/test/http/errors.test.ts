import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient } from '../../src/client';
import {
  ApiError,
  AuthError,
  ForbiddenError,
  HttpError,
  NotFoundError,
  SchemaError,
  ValidationError,
} from '../../src/http/errors/index';
import { BASE_URL, fakeFetch, json } from './support';

const articleSchema = z.object({ id: z.number(), title: z.string(), author: z.object({ name: z.string() }) });

function answering(response: () => Response) {
  return createApiClient({ baseUrl: BASE_URL, fetch: fakeFetch(response).fetch, retry: { limit: 0 } });
}

async function failure(response: () => Response, schema: z.ZodType = articleSchema) {
  return answering(response)
    .http.json({ method: 'GET', path: '/api/articles/7' }, schema)
    .then(
      () => {
        throw new Error('expected a failure');
      },
      (error: unknown) => error,
    );
}

describe('errors from real response bodies', () => {
  it.each(['Expired JWT Token', 'Invalid JWT Token', 'JWT Token not found', 'Invalid credentials.'])(
    'LexikJWT 401 "%s" is an AuthError carrying the message',
    async (message) => {
      const error = await failure(() =>
        json({ code: 401, message }, { status: 401, headers: { 'Content-Type': 'application/json' } }),
      );
      expect(error).toBeInstanceOf(AuthError);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 401, reason: message, body: { code: 401, message } });
    },
  );

  it('403 is a ForbiddenError with hydra:description', async () => {
    const error = await failure(() =>
      json(
        {
          '@context': '/api/contexts/Error',
          '@type': 'hydra:Error',
          'hydra:title': 'An error occurred',
          'hydra:description': 'Access Denied.',
        },
        { status: 403 },
      ),
    );
    expect(error).toBeInstanceOf(ForbiddenError);
    expect(error).toMatchObject({ status: 403, description: 'Access Denied.' });
  });

  it('404 is a NotFoundError with hydra:description', async () => {
    const error = await failure(() =>
      json(
        { '@type': 'hydra:Error', 'hydra:title': 'An error occurred', 'hydra:description': 'Not Found' },
        { status: 404, statusText: 'Not Found' },
      ),
    );
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).description).toBe('Not Found');
    expect((error as NotFoundError).message).toContain(
      'GET https://portal.test/api/articles/7 failed with 404',
    );
  });

  it('422 ConstraintViolationList is a ValidationError with its violations', async () => {
    const body = {
      '@context': '/api/contexts/ConstraintViolationList',
      '@type': 'ConstraintViolationList',
      'hydra:title': 'An error occurred',
      'hydra:description': 'title: Tytuł musi posiadać minimum 2 znaki.\nauthorID: Podaj autora.',
      violations: [
        { propertyPath: 'title', message: 'Tytuł musi posiadać minimum 2 znaki.', code: 'x' },
        { propertyPath: 'authorID', message: 'Podaj autora.' },
      ],
    };
    const error = await failure(() => json(body, { status: 422 }));
    expect(error).toBeInstanceOf(ValidationError);
    const validation = error as ValidationError;
    expect(validation.violations).toEqual([
      { propertyPath: 'title', message: 'Tytuł musi posiadać minimum 2 znaki.' },
      { propertyPath: 'authorID', message: 'Podaj autora.' },
    ]);
    expect(validation.messageFor('authorID')).toBe('Podaj autora.');
    expect(validation.description).toBe(body['hydra:description']);
  });

  it('a malformed error body is kept as text on an HttpError', async () => {
    const error = await failure(
      () => new Response('<html><body>Bad Gateway</body></html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 502, body: '<html><body>Bad Gateway</body></html>' });
    expect((error as HttpError).description).toBeUndefined();
  });

  it('a 2xx body that is not JSON is a SchemaError', async () => {
    const error = await failure(() => new Response('{"id": 7, "title": ', { status: 200 }));
    expect(error).toBeInstanceOf(SchemaError);
    expect(error).not.toBeInstanceOf(HttpError);
    expect((error as SchemaError).message).toContain('not valid JSON');
  });

  it('a schema mismatch is a SchemaError with the failing path', async () => {
    const error = await failure(() => json({ id: 7, title: 'Tytuł', author: { name: 42 } }));
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).path).toEqual(['author', 'name']);
    expect((error as SchemaError).pathString).toBe('author.name');
    expect((error as SchemaError).message).toContain('"author.name"');
    expect((error as SchemaError).body).toEqual({ id: 7, title: 'Tytuł', author: { name: 42 } });
  });
});
