import type { FastifyInstance } from 'fastify';
import type { Context } from '../context';
import type { Resource } from '../db/resource';
import { AREAS } from './list';

/** Adding an area is adding its module: list.ts is written from this folder by scripts/areaIndex.mjs. */
export { AREAS };

export const ALL_RESOURCES: readonly Resource[] = AREAS.flatMap((area) => area.resources);

export function registerAreas(app: FastifyInstance, ctx: Context): void {
  for (const area of AREAS) area.register(app, ctx);
}
