import { HttpError } from '../http/errors/HttpError';
import type { CallOptions } from '../http/types';
import { type GoogleCredentialsPayload, googleCredentialsResponseSchema } from '../schemas/session';
import type { ResourceContext } from './context';

function errorField(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const value = (body as { error: unknown }).error;
  return value === null || value === false ? undefined : value;
}

/** Google verification credentials. */
export function createGoogleResource(ctx: ResourceContext) {
  return {
    /**
     * POST /api/google/credentials. Resolves `false` on success (the specification's convention), the
     * server's `error` value when the answer carries one (2xx or not), or `true` for a failure without one.
     * Network errors and cancellation reject as usual.
     */
    saveCredentials: async (payload: GoogleCredentialsPayload, options?: CallOptions): Promise<unknown> => {
      try {
        const answer = await ctx.sender.json(
          { method: 'POST', path: '/api/google/credentials', json: payload },
          googleCredentialsResponseSchema,
          options,
        );
        return errorField(answer) ?? false;
      } catch (error) {
        if (error instanceof HttpError) return errorField(error.body) ?? true;
        throw error;
      }
    },
  };
}
export type GoogleResource = ReturnType<typeof createGoogleResource>;
