import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';

export interface AuthUser {
  id: number;
  username: string;
  roles: string[];
  forcePasswordChange: boolean;
}

/**
 * Who may call a route. `guarded`: the SDK's access rules decide by method and path (`canCall`: the
 * roles of the call's area, or of every area whose forms use it as a lookup; root always passes);
 * `user`: any logged-in user; `public`: no token needed. Only `duringPasswordChange` routes stay open
 * to a user who must change the password first.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'user'; duringPasswordChange?: boolean }
  | { kind: 'guarded' };

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

export type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;

export const guarded: Access = { kind: 'guarded' };
export const publicAccess: Access = { kind: 'public' };

/** Registers an API route; every API route states who may call it. */
export function route(
  app: FastifyInstance,
  method: HTTPMethods,
  url: string,
  access: Access,
  handler: Handler,
): void {
  app.route({ method, url, config: { access }, handler: async (request, reply) => handler(request, reply) });
}

/** The logged-in user of a guarded route. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Error('currentUser on a route without a user');
  return request.user;
}
