import type { FastifyInstance } from 'fastify';
import type { Context } from '../context';
import type { Resource } from '../db/resource';
import { articlesArea } from './articles';
import { authorsArea } from './authors';
import { bansArea } from './bans';
import { cacheArea } from './cache';
import { commentsArea } from './comments';
import { logsArea } from './logs';
import { mediaArea } from './media';
import { peopleArea } from './people';
import { sessionArea } from './session';
import { taxonomyArea } from './taxonomy';
import type { Area } from './types';
import { usersArea } from './users';

/** Every area of the API (section 7 of the three documents). */
export const AREAS: readonly Area[] = [
  sessionArea,
  usersArea,
  cacheArea,
  bansArea,
  logsArea,
  commentsArea,
  mediaArea,
  articlesArea,
  authorsArea,
  taxonomyArea,
  peopleArea,
];

export const ALL_RESOURCES: readonly Resource[] = AREAS.flatMap((area) => area.resources);

export function registerAreas(app: FastifyInstance, ctx: Context): void {
  for (const area of AREAS) area.register(app, ctx);
}
