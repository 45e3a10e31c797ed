import type { FastifyInstance } from 'fastify';
import type { Context } from '../context';
import type { Resource } from '../db/resource';

/** One area of the API: its tables and its routes. */
export interface Area {
  resources: readonly Resource[];
  register(app: FastifyInstance, ctx: Context): void;
}
